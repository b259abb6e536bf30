import type { ReviewPhoto, ReviewQueueResponse } from "@core/contracts/review";
import { REVIEW_REASON_LABELS } from "@core/family";
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
import { REVIEW_PAGE_TEXT } from "./review-page";

const QUEUE = "/api/admin/review";
const DECIDE = "/api/admin/review/decisions";
const ROSE = "5b2c3d4e-6f70-4a8b-9c0d-1e2f3a4b5c6d";
const OAK = "6c3d4e5f-7081-4b9c-8d1e-2f3a4b5c6d7e";
const session = {
	"/api/me": signedInAdmin,
	"/api/me/is-admin": { is_admin: true },
	"/api/cart/count": { count: 0 },
};

const photo = (n: number, over: Partial<ReviewPhoto> = {}): ReviewPhoto => ({
	id: `7a1d9c40-3b2e-4f5a-8c6d-00000000000${n}`,
	photoid: 1200 + n,
	title: `Porch ${n}`,
	description: "Grandma on the porch",
	decade_taken: "1970s",
	date_taken: null,
	place: { city: "Duluth", state_province: "MN", country: null },
	tags: ["porch", "summer"],
	events: ["Family reunion"],
	people_count: 1,
	thumbnail_url: `/media/thumbs/${n}.webp`,
	preview_url: `/media/previews/${n}.webp`,
	width: 1200,
	height: 800,
	processing_state: "ready",
	price_cents: 4900,
	family: { id: ROSE, storefront_name: "The Rose Family" },
	submission: { id: "8b2e0d51-4c3f-4a6b-9d7e-000000000001", submitted_at: "2026-11-20T10:00:00.000Z" },
	clearance: "pending",
	missing_for_background: ["Woman, 30s has no verified release"],
	missing_for_hero: ["Woman, 30s has no verified release"],
	publish_problems: [],
	faces_count: 1,
	rights_status: "verified",
	reviews: [],
	near_duplicates: [],
	...over,
});

const queueOf = (photos: ReviewPhoto[]): ReviewQueueResponse => ({
	photos,
	total: photos.length,
	page: 1,
	page_size: 24,
	counts: {
		waiting: photos.length,
		approved_waiting: 1,
		families: [
			{ id: ROSE, storefront_name: "The Rose Family", waiting: photos.length },
			{ id: OAK, storefront_name: "Oak Lane Family", waiting: 0 },
		],
	},
});

const decided = (rows: Array<{ p: ReviewPhoto; decision: string; live?: boolean }>) => ({
	results: rows.map(({ p, decision, live = false }) => ({
		photo_id: p.id,
		photoid: p.photoid,
		decision,
		photo_status: live ? "live" : decision === "approved" ? "review" : "draft",
		live,
		waiting_for: [],
	})),
	families_mailed: 1,
});

/** The queue as the server keeps it: a decided photo is no longer listed. */
function server(photos: ReviewPhoto[], result: ReturnType<typeof decided>) {
	let listed = photos;
	return {
		[QUEUE]: () => json(queueOf(listed)),
		[DECIDE]: byMethod({
			POST: (_url: URL, init?: RequestInit) => {
				const sent = JSON.parse(String(init?.body)) as { decisions: Array<{ photo_id: string }> };
				listed = listed.filter((p) => !sent.decisions.some((d) => d.photo_id === p.id));
				return json(result);
			},
		}),
	};
}

describe("/admin/review", () => {
	it("shows each photo with its preview, metadata, clearance and near-duplicates beside it", async () => {
		const first = photo(1, {
			near_duplicates: [
				{
					id: "9c3f1e62-5d40-4b7c-8e8f-000000000009",
					photoid: 88,
					title: "Porch, earlier scan",
					thumbnail_url: "/media/thumbs/88.webp",
					photo_status: "live",
					family: { id: OAK, storefront_name: "Oak Lane Family" },
					distance: 3,
				},
			],
			reviews: [
				{
					decision: "changes_requested",
					reasons: ["too_small"],
					note: null,
					reviewer_name: "Rita",
					created_at: "2026-11-18T09:00:00.000Z",
				},
			],
		});
		mockApi({ ...session, [QUEUE]: queueOf([first, photo(2)]) });
		renderApp("/admin/review");
		const list = await screen.findByRole("list", { name: "Photos waiting for review" });
		const card = within(list).getByRole("article", { name: "#1201 Porch 1" });
		expect(within(card).getByRole("img", { name: "Preview of #1201 Porch 1" }).getAttribute("src")).toBe(
			"/media/previews/1.webp",
		);
		expect(card.textContent).toContain("The Rose Family");
		expect(card.textContent).toContain("Duluth, MN");
		expect(card.textContent).toContain("Family reunion");
		expect(card.textContent).toContain("porch, summer");
		expect(card.textContent).toContain("1 face drawn");
		expect(card.textContent).toContain("Clearance pending");
		expect(card.textContent).toContain("Woman, 30s has no verified release");
		expect(card.textContent).toContain(`Changes requested`);
		expect(card.textContent).toContain(REVIEW_REASON_LABELS.too_small);
		const duplicates = within(card).getByRole("region", { name: "Near-duplicates of #1201" });
		expect(within(duplicates).getByRole("img", { name: "#88 Porch, earlier scan" })).toBeTruthy();
		expect(within(duplicates).getByRole("img", { name: "This photo, #1201" })).toBeTruthy();
		expect(duplicates.textContent).toContain("Oak Lane Family");
		expect(screen.getByText(/2 photos waiting from 2 families\. 1 approved photo waits/)).toBeTruthy();
		expect(document.title).toMatch(/^Review/);
	});

	it("says when nothing waits, while it loads, and offers a retry when the queue cannot load", async () => {
		mockApi({ ...session, [QUEUE]: queueOf([]) });
		const first = renderApp("/admin/review");
		expect(await screen.findByText(REVIEW_PAGE_TEXT.empty)).toBeTruthy();
		first.unmount();

		mockApi({ ...session, [QUEUE]: never() });
		const second = renderApp("/admin/review");
		expect(await screen.findByText("Loading the photos to review…")).toBeTruthy();
		second.unmount();

		let calls = 0;
		mockApi({
			...session,
			[QUEUE]: () =>
				++calls === 1 ? apiError(503, "SERVICE_UNAVAILABLE", "Down") : json(queueOf([photo(1)])),
		});
		renderApp("/admin/review");
		expect(await screen.findByText(REVIEW_PAGE_TEXT.loadFailed)).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("list", { name: "Photos waiting for review" })).toBeTruthy();
	});

	it("approves one photo: its card leaves the queue", async () => {
		const [a, b] = [photo(1), photo(2)];
		const fetchMock = mockApi({
			...session,
			...server([a, b], decided([{ p: a, decision: "approved", live: true }])),
		});
		renderApp("/admin/review");
		fireEvent.click(await screen.findByRole("button", { name: "Approve #1201" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, DECIDE)).toEqual([
				{ decisions: [{ photo_id: a.id, decision: "approved" }] },
			]),
		);
		await waitFor(() => expect(screen.queryByRole("article", { name: "#1201 Porch 1" })).toBeNull());
		expect(screen.getByRole("article", { name: "#1202 Porch 2" })).toBeTruthy();
	});

	it("asks for reasons before rejecting, and a note for 'Other'", async () => {
		const a = photo(1);
		const fetchMock = mockApi({
			...session,
			...server([a], decided([{ p: a, decision: "rejected" }])),
		});
		renderApp("/admin/review");
		fireEvent.click(await screen.findByRole("button", { name: "Reject #1201…" }));
		const dialog = await screen.findByRole("dialog", { name: "Reject: #1201 Porch 1" });
		const submit = () => fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
		submit();
		expect(await within(dialog).findByText("Pick at least one reason")).toBeTruthy();
		expect(document.activeElement).toBe(
			within(dialog).getByRole("checkbox", { name: REVIEW_REASON_LABELS.too_small }),
		);
		fireEvent.click(within(dialog).getByRole("checkbox", { name: REVIEW_REASON_LABELS.duplicate }));
		fireEvent.click(within(dialog).getByRole("checkbox", { name: "Other" }));
		submit();
		expect(await within(dialog).findByText("Say in a note what 'Other' means")).toBeTruthy();
		expect(sentBodies(fetchMock, DECIDE)).toEqual([]);

		fireEvent.change(within(dialog).getByRole("textbox", { name: /Note/ }), {
			target: { value: "A photo of a framed print" },
		});
		submit();
		await waitFor(() =>
			expect(sentBodies(fetchMock, DECIDE)).toEqual([
				{
					decisions: [
						{
							photo_id: a.id,
							decision: "rejected",
							reasons: ["duplicate", "other"],
							note: "A photo of a framed print",
						},
					],
				},
			]),
		);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(screen.queryByRole("article", { name: "#1201 Porch 1" })).toBeNull();
	});

	it("decides several chosen photos at once, still one decision per photo", async () => {
		const [a, b, c] = [photo(1), photo(2), photo(3)];
		const fetchMock = mockApi({
			...session,
			...server(
				[a, b, c],
				decided([
					{ p: a, decision: "changes_requested" },
					{ p: c, decision: "changes_requested" },
				]),
			),
		});
		renderApp("/admin/review");
		fireEvent.click(await screen.findByRole("checkbox", { name: "Choose #1201" }));
		fireEvent.click(screen.getByRole("checkbox", { name: "Choose #1203" }));
		const bar = screen.getByRole("region", { name: "Decide the chosen photos" });
		expect(bar.textContent).toContain("2 chosen");
		fireEvent.click(within(bar).getByRole("button", { name: "Ask for changes…" }));
		const dialog = await screen.findByRole("dialog", { name: "Ask for changes: 2 photos" });
		fireEvent.click(within(dialog).getByRole("checkbox", { name: REVIEW_REASON_LABELS.missing_releases }));
		fireEvent.click(within(dialog).getByRole("button", { name: "Ask for changes (2 photos)" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, DECIDE)).toEqual([
				{
					decisions: [a, c].map((p) => ({
						photo_id: p.id,
						decision: "changes_requested",
						reasons: ["missing_releases"],
						note: null,
					})),
				},
			]),
		);
		await waitFor(() => expect(screen.queryByRole("article", { name: "#1201 Porch 1" })).toBeNull());
		expect(screen.getByRole("article", { name: "#1202 Porch 2" })).toBeTruthy();
		expect(screen.queryByRole("region", { name: "Decide the chosen photos" })).toBeNull();
	});

	it("filters by family through the address", async () => {
		const fetchMock = mockApi({ ...session, [QUEUE]: queueOf([photo(1)]) });
		const view = renderApp("/admin/review");
		const select = await screen.findByRole("combobox", { name: "Family" });
		await screen.findByRole("list", { name: "Photos waiting for review" });
		fireEvent.change(select, { target: { value: OAK } });
		await waitFor(() => expect(view.router.state.location.search).toBe(`?family=${OAK}`));
		await waitFor(() =>
			expect(fetchMock.mock.calls.some(([input]) => String(input).includes(`family=${OAK}`))).toBe(true),
		);
	});

	it("sends a signed-out visitor to sign in, and a member away", async () => {
		mockApi({ "/api/me": signedOut });
		const first = renderApp("/admin/review");
		await waitFor(() => expect(first.router.state.location.pathname).toBe("/auth"));
		first.unmount();

		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockApi({ "/api/me": signedInMember, "/api/me/is-admin": { is_admin: false } });
		const second = renderApp("/admin/review");
		await waitFor(() => expect(second.router.state.location.pathname).toBe("/"));
	});
});
