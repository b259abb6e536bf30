import { APPROVAL_UI_TEXT } from "@core/approvals";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, mockApi, requestedPaths } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { ProductionActivity } from "./production-activity";

const PRODUCTION = "7b2e1d3f-4c5e-4f60-9b7c-000000000001";
const URL_PATH = `/api/productions/${PRODUCTION}/activity`;

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
	id,
	kind: "added",
	actor: "Dana Reyes",
	photo: null,
	wishlist_id: null,
	order_reference: null,
	count: 3,
	note: null,
	created_at: "2026-11-20T10:00:00.000Z",
	...overrides,
});

describe("ProductionActivity", () => {
	it("tells what happened in sentences, newest first, and pages with Show older", async () => {
		const fetchMock = mockApi({
			[URL_PATH]: (url: URL) =>
				url.searchParams.get("before") === "7"
					? json({
							entries: [entry(3, { kind: "ordered", actor: "Ann", order_reference: "SSD-000042" })],
							next_before: null,
						})
					: json({
							entries: [
								entry(9, {
									kind: "rejected",
									actor: "Sam",
									count: 1,
									note: "too modern",
									photo: { id: PRODUCTION, photoid: 12, title: "Kitchen 1974", thumbnail_url: "/t.webp" },
								}),
								entry(8, { kind: "approved", actor: "Sam", count: 4 }),
								entry(7),
							],
							next_before: 7,
						}),
		});
		renderWithProviders(<ProductionActivity productionId={PRODUCTION} />);
		expect(screen.getByRole("heading", { name: "Activity" })).toBeTruthy();
		const list = await screen.findByRole("list", { name: "Activity" });
		const lines = within(list)
			.getAllByRole("listitem")
			.map((li) => li.querySelector("p")?.textContent);
		expect(lines).toEqual([
			"Sam rejected 'Kitchen 1974': too modern",
			"Sam approved 4 photos",
			"Dana Reyes added 3 photos",
		]);
		expect(within(list).getByRole("img", { name: "Kitchen 1974" })).toBeTruthy();

		fireEvent.click(screen.getByRole("button", { name: APPROVAL_UI_TEXT.showOlder }));
		expect(await screen.findByText("Ann ordered SSD-000042")).toBeTruthy();
		expect(screen.queryByRole("button", { name: APPROVAL_UI_TEXT.showOlder })).toBeNull();
		expect(requestedPaths(fetchMock).filter((p) => p === URL_PATH)).toHaveLength(2);
	});

	it("says when nothing happened yet", async () => {
		mockApi({ [URL_PATH]: { entries: [], next_before: null } });
		renderWithProviders(<ProductionActivity productionId={PRODUCTION} />);
		expect(await screen.findByText(APPROVAL_UI_TEXT.activityEmpty)).toBeTruthy();
	});

	it("shows an error with Try again", async () => {
		mockApi({ [URL_PATH]: () => apiError(500, "INTERNAL", "Something went wrong on our side.") });
		renderWithProviders(<ProductionActivity productionId={PRODUCTION} />);
		expect(await screen.findByText(APPROVAL_UI_TEXT.activityFailed)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});
