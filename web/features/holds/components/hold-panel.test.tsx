import { HOLD_UI_TEXT } from "@core/contracts/holds";
import type { PhotoLicensing } from "@core/contracts/licensing";
import type { PhotoSummary } from "@core/contracts/photos";
import { LICENSING_TEXT } from "@core/licensing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies, signedInMember, signedOut } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { HoldPanel } from "./hold-panel";

const PHOTO_ID = "3f0e6a1c-8d2b-4c5e-9f7a-1b2c3d4e5f60";
const LICENSING = `/api/photos/${PHOTO_ID}/licensing`;
const P1 = "7b2e1d3f-4c5e-4f60-9b7c-000000000001";
const P2 = "7b2e1d3f-4c5e-4f60-9b7c-000000000002";
const HOLD_ID = "5a4b3c2d-1e0f-4a9b-8c7d-000000000009";
const UNTIL = "2026-12-04T10:00:00.000Z";

const photo = {
	id: PHOTO_ID,
	photoid: 42,
	title: "Kitchen 1974",
	thumbnail_url: null,
	preview_url: null,
	width: 800,
	height: 600,
	price: 2500,
	user_id: "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f",
	storefront_name: null,
	decade_taken: "1970s",
	event_names: [],
	clearance: "hero",
} satisfies PhotoSummary;

const licensing = (overrides: Partial<PhotoLicensing> = {}): PhotoLicensing => ({
	photo_id: PHOTO_ID,
	prices: { background_cents: 2500, hero_cents: 5000, exclusive: [] },
	hero_cleared: true,
	held_by_other_until: null,
	my_holds: [],
	exclusivity: null,
	hero_block: null,
	exclusive_block: null,
	...overrides,
});
const project = (id: string, name: string) => ({
	id,
	name,
	company: "Harbor Films",
	last_used_at: null,
	created_at: "2026-11-01T00:00:00.000Z",
});

describe("HoldPanel", () => {
	it("shows a guest 'On hold' and what it means, and no hold button", async () => {
		mockApi({ "/api/me": signedOut, [LICENSING]: licensing({ held_by_other_until: UNTIL }) });
		renderWithProviders(<HoldPanel photo={photo} />);
		expect(await screen.findByText(LICENSING_TEXT.onHold)).toBeTruthy();
		expect(screen.getByText(LICENSING_TEXT.heldByOther(UNTIL))).toBeTruthy();
		expect(screen.queryByRole("button", { name: HOLD_UI_TEXT.hold })).toBeNull();
	});

	it("shows a guest nothing while nobody holds the photo", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut, [LICENSING]: licensing() });
		renderWithProviders(<HoldPanel photo={photo} />);
		await waitFor(() =>
			expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/licensing"))).toBe(true),
		);
		expect(screen.queryByTestId("hold-panel")).toBeNull();
	});

	it("holds for the production chosen, then shows it held with Release hold", async () => {
		let held = false;
		const placed = () => {
			held = true;
			return json(
				{
					hold: {
						id: HOLD_ID,
						project_id: P2,
						production: "Night Shift",
						held_by: "Ada",
						created_at: "2026-11-27T10:00:00.000Z",
						expires_at: UNTIL,
						photo,
					},
				},
				201,
			);
		};
		const released = () => new Response(null, { status: 204 });
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			"/api/projects": { projects: [project(P1, "Diner Pilot"), project(P2, "Night Shift")] },
			[LICENSING]: () =>
				json(
					held
						? licensing({
								my_holds: [
									{ hold_id: HOLD_ID, project_id: P2, production: "Night Shift", expires_at: UNTIL },
								],
							})
						: licensing(),
				),
			[`/api/productions/${P2}/holds`]: byMethod({ POST: placed }),
			[`/api/holds/${HOLD_ID}`]: byMethod({ DELETE: released }),
		});
		renderWithProviders(<HoldPanel photo={photo} />);
		const select = await screen.findByRole("combobox", { name: HOLD_UI_TEXT.production });
		fireEvent.change(select, { target: { value: P2 } });
		fireEvent.click(screen.getByRole("button", { name: HOLD_UI_TEXT.hold }));
		expect(await screen.findByText(LICENSING_TEXT.heldByYou("Night Shift", UNTIL))).toBeTruthy();
		expect(sentBodies(fetchMock, `/api/productions/${P2}/holds`)).toEqual([{ photo_id: PHOTO_ID }]);
		expect(screen.queryByRole("button", { name: HOLD_UI_TEXT.hold })).toBeNull();

		held = false;
		fireEvent.click(screen.getByRole("button", { name: HOLD_UI_TEXT.release }));
		expect(await screen.findByRole("button", { name: HOLD_UI_TEXT.hold })).toBeTruthy();
		expect(
			fetchMock.mock.calls.some(
				([input, init]) => String(input).includes(`/api/holds/${HOLD_ID}`) && init?.method === "DELETE",
			),
		).toBe(true);
	});

	it("with one production: no select, the button holds for it; a refusal shows its message", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/projects": { projects: [project(P1, "Diner Pilot")] },
			[LICENSING]: licensing(),
			[`/api/productions/${P1}/holds`]: byMethod({
				POST: apiError(409, "CONFLICT", LICENSING_TEXT.holdLimit),
			}),
		});
		renderWithProviders(<HoldPanel photo={photo} />);
		const button = await screen.findByRole("button", { name: HOLD_UI_TEXT.hold });
		expect(screen.queryByRole("combobox", { name: HOLD_UI_TEXT.production })).toBeNull();
		expect(screen.getByText(/For Diner Pilot\./)).toBeTruthy();
		fireEvent.click(button);
		expect((await screen.findByRole("alert")).textContent).toBe(LICENSING_TEXT.holdLimit);
	});

	it("tells a member without a production how to start one, instead of a button", async () => {
		mockApi({ "/api/me": signedInMember, "/api/projects": { projects: [] }, [LICENSING]: licensing() });
		renderWithProviders(<HoldPanel photo={photo} />);
		expect(await screen.findByText(/Start a production from your wishlists to hold photos/)).toBeTruthy();
		expect(screen.getByRole("link", { name: HOLD_UI_TEXT.startProduction }).getAttribute("href")).toBe(
			"/wishlists",
		);
		expect(screen.queryByRole("button", { name: HOLD_UI_TEXT.hold })).toBeNull();
	});

	it("to a member of another production: 'On hold' and no hold button", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/projects": { projects: [project(P1, "Diner Pilot")] },
			[LICENSING]: licensing({ held_by_other_until: UNTIL, hero_block: LICENSING_TEXT.heldByOther(UNTIL) }),
		});
		renderWithProviders(<HoldPanel photo={photo} />);
		expect(await screen.findByText(LICENSING_TEXT.onHold)).toBeTruthy();
		expect(screen.queryByRole("button", { name: HOLD_UI_TEXT.hold })).toBeNull();
	});

	it("shows nothing for a photo not for sale (404)", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			[LICENSING]: apiError(404, "NOT_FOUND", "Photo not found"),
		});
		renderWithProviders(<HoldPanel photo={photo} />);
		await waitFor(() =>
			expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/licensing"))).toBe(true),
		);
		expect(screen.queryByText(HOLD_UI_TEXT.checkFailed, { exact: false })).toBeNull();
	});

	it("says when the holds could not be checked, with Try again", async () => {
		mockApi({ "/api/me": signedOut, [LICENSING]: apiError(500, "INTERNAL", "boom") });
		renderWithProviders(<HoldPanel photo={photo} />);
		expect(await screen.findByText(HOLD_UI_TEXT.checkFailed, { exact: false })).toBeTruthy();
		expect(screen.getByRole("button", { name: HOLD_UI_TEXT.checkAgain })).toBeTruthy();
	});
});
