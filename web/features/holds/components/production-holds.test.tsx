import { HOLD_UI_TEXT } from "@core/contracts/holds";
import type { PhotoSummary } from "@core/contracts/photos";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, signedInMember } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { ProductionHolds } from "./production-holds";

const PRODUCTION = "7b2e1d3f-4c5e-4f60-9b7c-000000000001";
const URL_PATH = `/api/productions/${PRODUCTION}/holds`;
const holdId = (n: number) => `5a4b3c2d-1e0f-4a9b-8c7d-00000000000${n}`;

const photo = (n: number): PhotoSummary => ({
	id: `3f0e6a1c-8d2b-4c5e-9f7a-1b2c3d4e5f6${n}`,
	photoid: 40 + n,
	title: `Kitchen 197${n}`,
	thumbnail_url: `/t${n}.webp`,
	preview_url: null,
	width: 800,
	height: 600,
	price: 2500,
	user_id: "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f",
	storefront_name: null,
	decade_taken: "1970s",
	event_names: [],
	clearance: "hero",
});
const hold = (n: number) => ({
	id: holdId(n),
	project_id: PRODUCTION,
	production: "Diner Pilot",
	held_by: n === 1 ? "Mia Lindqvist" : null,
	created_at: "2026-11-27T10:00:00.000Z",
	expires_at: `2026-12-0${n + 1}T10:00:00.000Z`,
	photo: photo(n),
});

describe("ProductionHolds", () => {
	it("lists the running holds with who and until when, and releases one", async () => {
		let holds = [hold(1), hold(2)];
		const released = () => {
			holds = [hold(2)];
			return new Response(null, { status: 204 });
		};
		mockApi({
			"/api/me": signedInMember,
			[URL_PATH]: () => json({ holds, limit: 25, may_hold: true }),
			[`/api/holds/${holdId(1)}`]: byMethod({ DELETE: released }),
		});
		renderWithProviders(<ProductionHolds productionId={PRODUCTION} />);
		expect(screen.getByRole("heading", { name: HOLD_UI_TEXT.section })).toBeTruthy();
		const list = await screen.findByRole("list", { name: HOLD_UI_TEXT.section });
		const items = within(list).getAllByRole("listitem");
		expect(items).toHaveLength(2);
		expect(within(items[0] as HTMLElement).getByRole("link", { name: "Kitchen 1971" })).toBeTruthy();
		expect(within(items[0] as HTMLElement).getByText(/Held by Mia Lindqvist until/)).toBeTruthy();
		expect(within(items[1] as HTMLElement).getByText(/^Held until/)).toBeTruthy();
		expect(screen.getByText(HOLD_UI_TEXT.count(2))).toBeTruthy();

		fireEvent.click(screen.getByRole("button", { name: `${HOLD_UI_TEXT.release}: Kitchen 1971` }));
		await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
	});

	it("shows no Release hold to those who may only read (accounts)", async () => {
		mockApi({ "/api/me": signedInMember, [URL_PATH]: { holds: [hold(1)], limit: 25, may_hold: false } });
		renderWithProviders(<ProductionHolds productionId={PRODUCTION} />);
		await screen.findByRole("list", { name: HOLD_UI_TEXT.section });
		expect(screen.queryByRole("button", { name: /Release hold/ })).toBeNull();
	});

	it("says when nothing is held", async () => {
		mockApi({ "/api/me": signedInMember, [URL_PATH]: { holds: [], limit: 25, may_hold: true } });
		renderWithProviders(<ProductionHolds productionId={PRODUCTION} />);
		expect(await screen.findByText(HOLD_UI_TEXT.empty)).toBeTruthy();
	});

	it("shows an error with Try again", async () => {
		mockApi({ "/api/me": signedInMember, [URL_PATH]: () => apiError(500, "INTERNAL", "boom") });
		renderWithProviders(<ProductionHolds productionId={PRODUCTION} />);
		expect(await screen.findByText(HOLD_UI_TEXT.listFailed)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});
