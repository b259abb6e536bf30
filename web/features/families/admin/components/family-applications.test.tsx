import { FAMILY_TEXT } from "@core/contracts/families";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, never, sentBodies } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { renderFamilies } from "../test/render-families";
import { NO_PENDING_APPLICATIONS } from "./family-applications";

const LIST = "/api/admin/families";
const APPLICATIONS = "/api/admin/family-applications";
const INVITATIONS = "/api/admin/family-invitations";
const NORA = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const IVY = "8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e";
const noFamilies = { families: [], total: 0, page: 1, page_size: 50 };

function application(overrides: Record<string, unknown> = {}) {
	return {
		id: NORA,
		user_id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
		email: "nora@home.test",
		name: "Nora",
		role: "user",
		status: "pending",
		storefront_name: "The Erie Shoebox",
		story: "Four generations of summers on Lake Erie.",
		portrait_url: "/media/family-portraits/nora.webp",
		reason: null,
		created_at: "2026-11-20T10:00:00.000Z",
		reviewed_at: null,
		...overrides,
	};
}

const decided = application({
	id: IVY,
	email: "ivy@home.test",
	storefront_name: "Ivy Lane Attic",
	status: "declined",
	reason: "These look like magazine prints.",
	reviewed_at: "2026-11-21T10:00:00.000Z",
});

describe("/admin/families: applications", () => {
	it("loads, then shows pending applications first with story and portrait, decided ones folded away", async () => {
		mockApi({ [LIST]: noFamilies, [APPLICATIONS]: never() });
		const first = renderFamilies("/admin/families");
		expect(await screen.findByText("Loading the applications…")).toBeTruthy();
		first.unmount();

		mockApi({ [LIST]: noFamilies, [APPLICATIONS]: { applications: [application(), decided], pending: 1 } });
		renderFamilies("/admin/families");
		const card = await screen.findByRole("article", { name: "The Erie Shoebox" });
		expect(within(card).getByText("Pending")).toBeTruthy();
		expect(within(card).getByText("Four generations of summers on Lake Erie.")).toBeTruthy();
		expect(card.textContent).toContain("nora@home.test");
		expect(within(card).getByRole("img", { name: "Portrait of The Erie Shoebox" })).toBeTruthy();
		expect(screen.getByText("Decided applications (1)")).toBeTruthy();
		const ivy = screen.getByRole("article", { name: "Ivy Lane Attic" });
		expect(ivy.textContent).toContain("Reason given: These look like magazine prints.");
		expect(within(ivy).queryByRole("button", { name: "Approve" })).toBeNull();
	});

	it("says when none are waiting, and offers a retry when they cannot load", async () => {
		mockApi({ [LIST]: noFamilies, [APPLICATIONS]: { applications: [decided], pending: 0 } });
		const first = renderFamilies("/admin/families");
		expect(await screen.findByText(NO_PENDING_APPLICATIONS)).toBeTruthy();
		first.unmount();

		mockApi({ [LIST]: noFamilies, [APPLICATIONS]: apiError(500, "INTERNAL_ERROR", "boom") });
		renderFamilies("/admin/families");
		expect(
			await screen.findByText("We could not load the applications.", {}, { timeout: 4000 }),
		).toBeTruthy();
	});

	it("approves an application and reads the list again", async () => {
		let approved = false;
		const approve = () => {
			approved = true;
			return json({ application: application({ status: "approved", role: "family" }) });
		};
		const fetchMock = mockApi({
			[LIST]: noFamilies,
			[APPLICATIONS]: () =>
				json({
					applications: [application(approved ? { status: "approved", role: "family" } : {})],
					pending: approved ? 0 : 1,
				}),
			[`${APPLICATIONS}/${NORA}/approve`]: byMethod({ POST: approve }),
		});
		renderFamilies("/admin/families");
		const card = await screen.findByRole("article", { name: "The Erie Shoebox" });
		fireEvent.click(within(card).getByRole("button", { name: "Approve" }));
		expect(await screen.findByText("Application approved")).toBeTruthy();
		expect(await screen.findByText(NO_PENDING_APPLICATIONS)).toBeTruthy();
		expect(sentBodies(fetchMock, `${APPLICATIONS}/${NORA}/approve`)).toEqual([{}]);
	});

	it("needs a reason to decline, then sends it", async () => {
		const fetchMock = mockApi({
			[LIST]: noFamilies,
			[APPLICATIONS]: { applications: [application()], pending: 1 },
			[`${APPLICATIONS}/${NORA}/decline`]: byMethod({
				POST: json({ application: application({ status: "declined", reason: "Not family photos." }) }),
			}),
		});
		renderFamilies("/admin/families");
		const card = await screen.findByRole("article", { name: "The Erie Shoebox" });
		fireEvent.click(within(card).getByRole("button", { name: "Decline" }));
		const dialog = screen.getByRole("dialog", { name: "Decline The Erie Shoebox?" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
		await waitFor(() => expect(fieldError("Reason")).toBe(FAMILY_TEXT.reasonRequired));
		expect(sentBodies(fetchMock, `${APPLICATIONS}/${NORA}/decline`)).toHaveLength(0);

		fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Not family photos." } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
		expect(await screen.findByText("Application declined")).toBeTruthy();
		expect(sentBodies(fetchMock, `${APPLICATIONS}/${NORA}/decline`)).toEqual([
			{ reason: "Not family photos." },
		]);
	});

	it("invites a family: a message per field, a taken address under the email", async () => {
		const fetchMock = mockApi({
			[LIST]: noFamilies,
			[APPLICATIONS]: { applications: [], pending: 0 },
			[INVITATIONS]: byMethod({ POST: apiError(409, "CONFLICT", FAMILY_TEXT.invitedIsFamily) }),
		});
		renderFamilies("/admin/families");
		fireEvent.click(await screen.findByRole("button", { name: "Invite a family" }));
		const dialog = screen.getByRole("dialog", { name: "Invite a family" });
		fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "nope" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
		await waitFor(() => expect(fieldError("Email")).toBe("Enter the family's email address"));
		expect(fieldError("Storefront name")).toBe("Storefront name must be at least 2 characters long");
		expect(sentBodies(fetchMock, INVITATIONS)).toHaveLength(0);

		fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "Rose@Family.test" } });
		fireEvent.change(within(dialog).getByLabelText("Storefront name"), { target: { value: "The Roses" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" }));
		await waitFor(() => expect(fieldError("Email")).toBe(FAMILY_TEXT.invitedIsFamily));
		expect(sentBodies(fetchMock, INVITATIONS)).toEqual([
			{ email: "rose@family.test", storefront_name: "The Roses" },
		]);
	});
});
