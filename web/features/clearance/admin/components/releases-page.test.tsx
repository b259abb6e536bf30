import type { AdminRelease } from "@core/contracts/clearance";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	never,
	sentBodies,
	signedInAdmin,
	signedInMember,
	signedOut,
} from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { REASON_TEXT } from "./reason-dialog";
import { RELEASES_PAGE_TEXT } from "./releases-page";

const LIST = "/api/admin/releases";
const ID = "4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const PHOTO = "7a1d9c40-3b2e-4f5a-8c6d-000000000001";
const session = {
	"/api/me": signedInAdmin,
	"/api/me/is-admin": { is_admin: true },
	"/api/cart/count": { count: 0 },
};

const release: AdminRelease = {
	id: ID,
	reference: "R-000042",
	person: {
		id: "5b2c3d4e-6f70-4a8b-9c0d-1e2f3a4b5c6d",
		name: "Ada Okafor",
		life_status: "living",
		birth_year: 1962,
	},
	signer_name: "Ada Okafor",
	relationship: "self",
	signed_on: "2026-10-12",
	scope: "hero",
	term_years: 25,
	witness_name: "Rosa Hale",
	status: "pending_review",
	reason: null,
	reviewed_at: null,
	created_at: "2026-10-13T09:00:00.000Z",
	document_type: "application/pdf",
	document_url: `/api/admin/releases/${ID}/document`,
	faces: [
		{
			photo_id: PHOTO,
			photoid: 1204,
			thumbnail_url: "/media/thumbs/1204.webp",
			width: 1200,
			height: 800,
			box: [0.2, 0.1, 0.2, 0.3],
		},
	],
};
const listOf = (releases: AdminRelease[]) => ({ releases, total: releases.length, page: 1, page_size: 20 });
const decision = {
	release: { ...release, status: "verified" },
	clearances_changed: [],
	photos_taken_off_sale: [],
	buyers_notified: [],
};

describe("/admin/releases", () => {
	it("shows each release's document beside the person's face crops, with its facts", async () => {
		mockApi({ ...session, [LIST]: listOf([release]) });
		renderApp("/admin/releases");
		const list = await screen.findByRole("list", { name: "Releases waiting for review" });
		const card = within(list).getByRole("article", { name: "R-000042 · Ada Okafor" });
		expect(within(card).getByTitle("Signed release R-000042").getAttribute("src")).toBe(release.document_url);
		const crop = within(card).getByRole("img", { name: "Ada Okafor in photo #1204" });
		expect(crop.getAttribute("src")).toBe("/media/thumbs/1204.webp");
		expect(crop.style.width).toBe("500%");
		expect(crop.style.left).toBe("-100%");
		expect(card.textContent).toContain("Signed by the person");
		expect(card.textContent).toContain("Hero use (and background)");
		expect(card.textContent).toContain("25 years (to 2051-10-11)");
		expect(card.textContent).toContain("Rosa Hale");
		expect(card.textContent).toContain("Living, born 1962");
		expect(screen.getByText(RELEASES_PAGE_TEXT.count(1))).toBeTruthy();
		expect(document.title).toMatch(/^Releases to review/);
	});

	it("shows an image document as an image", async () => {
		mockApi({ ...session, [LIST]: listOf([{ ...release, document_type: "image/jpeg" }]) });
		renderApp("/admin/releases");
		const image = await screen.findByRole("img", { name: "Signed release R-000042" });
		expect(image.getAttribute("src")).toBe(release.document_url);
	});

	it("says when nothing waits, while it loads, and offers a retry when the list cannot load", async () => {
		mockApi({ ...session, [LIST]: listOf([]) });
		const first = renderApp("/admin/releases");
		expect(await screen.findByText("No releases waiting for review")).toBeTruthy();
		first.unmount();

		mockApi({ ...session, [LIST]: never() });
		const second = renderApp("/admin/releases");
		expect(await screen.findByText("Loading the releases…")).toBeTruthy();
		second.unmount();

		let calls = 0;
		mockApi({
			...session,
			[LIST]: () => (++calls === 1 ? apiError(503, "SERVICE_UNAVAILABLE", "Down") : json(listOf([release]))),
		});
		renderApp("/admin/releases");
		expect(await screen.findByText(RELEASES_PAGE_TEXT.loadFailed)).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("list", { name: "Releases waiting for review" })).toBeTruthy();
	});

	it("verifies a release", async () => {
		const fetchMock = mockApi({
			...session,
			[LIST]: listOf([release]),
			[`${LIST}/${ID}/verify`]: byMethod({ POST: json(decision) }),
		});
		renderApp("/admin/releases");
		fireEvent.click(await screen.findByRole("button", { name: "Verify R-000042" }));
		await waitFor(() => expect(sentBodies(fetchMock, `${LIST}/${ID}/verify`)).toHaveLength(1));
	});

	it("rejects a release with a reason: asked for, checked here, then sent", async () => {
		const fetchMock = mockApi({
			...session,
			[LIST]: listOf([release]),
			[`${LIST}/${ID}/reject`]: byMethod({
				POST: json({ ...decision, release: { ...release, status: "rejected" } }),
			}),
		});
		renderApp("/admin/releases");
		fireEvent.click(await screen.findByRole("button", { name: "Reject…" }));
		const dialog = await screen.findByRole("dialog", { name: `${REASON_TEXT.reject.title}: R-000042` });
		const reason = within(dialog).getByRole("textbox", { name: "Reason" });
		expect(document.activeElement).toBe(reason);
		fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
		expect(await within(dialog).findByText("Give a reason")).toBeTruthy();
		expect(sentBodies(fetchMock, `${LIST}/${ID}/reject`)).toEqual([]);

		fireEvent.change(reason, { target: { value: "The signature does not match" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, `${LIST}/${ID}/reject`)).toEqual([
				{ reason: "The signature does not match" },
			]),
		);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
	});

	it("shows the server's word under the reason", async () => {
		mockApi({
			...session,
			[LIST]: listOf([release]),
			[`${LIST}/${ID}/reject`]: byMethod({
				POST: apiError(400, "VALIDATION_ERROR", "At most 500 characters", {
					reason: "At most 500 characters",
				}),
			}),
		});
		renderApp("/admin/releases");
		fireEvent.click(await screen.findByRole("button", { name: "Reject…" }));
		const dialog = await screen.findByRole("dialog");
		fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
			target: { value: "Too long" },
		});
		fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
		expect(await within(dialog).findByText("At most 500 characters")).toBeTruthy();
	});

	it("sends a signed-out visitor to sign in, and a member away", async () => {
		mockApi({ "/api/me": signedOut });
		const first = renderApp("/admin/releases");
		await waitFor(() => expect(first.router.state.location.pathname).toBe("/auth"));
		first.unmount();

		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockApi({ "/api/me": signedInMember, "/api/me/is-admin": { is_admin: false } });
		const second = renderApp("/admin/releases");
		await waitFor(() => expect(second.router.state.location.pathname).toBe("/"));
	});
});
