import type { AdminPhotoClearance } from "@core/contracts/clearance";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, never, sentBodies } from "@/test/api-mock";
import { renderRoutes } from "@/test/render-routes";
import { ClearancePanel } from "./clearance-panel";

const PHOTO = "7a1d9c40-3b2e-4f5a-8c6d-000000000001";
const RELEASE = "4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const PERSON = "5b2c3d4e-6f70-4a8b-9c0d-1e2f3a4b5c6d";
const PANEL = `/api/admin/photos/${PHOTO}/clearance`;
const LEDGER = `/api/admin/photos/${PHOTO}/ledger`;
const RIGHTS = `/api/admin/photos/${PHOTO}/rights`;

const clearance: AdminPhotoClearance = {
	photo_id: PHOTO,
	photo_status: "live",
	clearance: "background",
	missing_for_background: [],
	missing_for_hero: ["Woman, 30s has a background release only"],
	rights: {
		photo_id: PHOTO,
		photographer_name: "Walter Okafor",
		photographer_status: "deceased",
		year_taken: 1974,
		rights_holder_name: "Ada Okafor",
		basis: "inheritance",
		inheritance_route: "will",
		chain_of_title: "Passed by will.",
		status: "verified",
		reviewed_at: "2026-10-01T10:00:00.000Z",
		document_url: null,
		updated_at: "2026-10-01T10:00:00.000Z",
	},
	people: [
		{
			person: { id: PERSON, name: "Ada Okafor", life_status: "living", birth_year: 1992 },
			identifiable: true,
			releases: [
				{
					id: RELEASE,
					reference: "R-000042",
					signer_name: "Ada Okafor",
					relationship: "self",
					signed_on: "2025-03-01",
					scope: "background",
					term_years: null,
					witness_name: null,
					status: "verified",
					reason: null,
					reviewed_at: "2026-10-01T10:00:00.000Z",
					created_at: "2026-09-01T10:00:00.000Z",
					document_type: "application/pdf",
					document_url: `/api/admin/releases/${RELEASE}/document`,
				},
			],
		},
	],
};
const history = {
	events: [
		{
			id: 7,
			at: "2026-10-01T10:00:00.000Z",
			actor_email: "curator@studio.test",
			subject: "release",
			subject_id: RELEASE,
			action: "release_verified",
			details: { status: "verified" },
		},
	],
	total: 1,
	page: 1,
	page_size: 50,
};

const show = () => renderRoutes([{ path: "/p", element: <ClearancePanel photoId={PHOTO} /> }], "/p");

describe("the admin photo page's Clearance panel", () => {
	it("shows the clearance, what hero use misses, the rights, the people's releases and the history", async () => {
		mockApi({ [PANEL]: clearance, [LEDGER]: history });
		show();
		const panel = await screen.findByRole("region", { name: "Clearance" });
		expect(await within(panel).findByText("Cleared for background use")).toBeTruthy();
		expect(within(panel).getByText("Woman, 30s has a background release only")).toBeTruthy();
		expect((within(panel).getByLabelText("Rights holder") as HTMLInputElement).value).toBe("Ada Okafor");
		expect(within(panel).getByRole("link", { name: "R-000042" }).getAttribute("href")).toBe(
			`/api/admin/releases/${RELEASE}/document`,
		);
		const list = await within(panel).findByRole("list", { name: "Ledger history" });
		expect(list.textContent).toContain("Release verified");
		expect(list.textContent).toContain("curator@studio.test");
	});

	it("revokes a release with a reason, and says what the server refused under the rights' fields", async () => {
		const fetchMock = mockApi({
			[PANEL]: clearance,
			[LEDGER]: history,
			[`/api/admin/releases/${RELEASE}/revoke`]: byMethod({
				POST: json({
					release: { ...clearance.people[0]?.releases[0], status: "revoked" },
					clearances_changed: [],
					photos_taken_off_sale: [],
					buyers_notified: [],
				}),
			}),
			[RIGHTS]: byMethod({
				PUT: apiError(400, "VALIDATION_ERROR", "Say whether it passed by a will or by intestacy", {
					inheritance_route: "Say whether it passed by a will or by intestacy",
				}),
			}),
		});
		show();
		fireEvent.click(await screen.findByRole("button", { name: "Revoke R-000042…" }));
		const dialog = await screen.findByRole("dialog");
		fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
			target: { value: "Signed by a cousin" },
		});
		fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, `/api/admin/releases/${RELEASE}/revoke`)).toEqual([
				{ reason: "Signed by a cousin" },
			]),
		);

		fireEvent.click(screen.getByRole("button", { name: "Save rights" }));
		expect(await screen.findByText("Say whether it passed by a will or by intestacy")).toBeTruthy();
		expect(sentBodies(fetchMock, RIGHTS)).toHaveLength(1);
	});

	it("says so while it loads and when it cannot load", async () => {
		mockApi({ [PANEL]: never(), [LEDGER]: history });
		const first = show();
		expect(await screen.findByText("Loading the clearance…")).toBeTruthy();
		first.unmount();
		mockApi({ [PANEL]: apiError(503, "SERVICE_UNAVAILABLE", "Down"), [LEDGER]: history });
		show();
		expect(await screen.findByText("We could not load the clearance.")).toBeTruthy();
	});
});
