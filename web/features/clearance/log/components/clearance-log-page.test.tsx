import type { ClearanceLogResponse, ClearanceLogRow } from "@core/contracts/clearance-log";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, mockApi, signedInMember } from "@/test/api-mock";
import { orderId } from "@/test/order-fixtures";
import { renderApp } from "@/test/render-app";
import { projectId } from "@/test/wishlist-fixtures";
import { LOG_TEXT } from "./clearance-log-page";

const project = { id: projectId(1), name: "Summer Feature", company: "Acme Pictures" };

function logRow(n: number, over: Partial<ClearanceLogRow> = {}): ClearanceLogRow {
	return {
		item_number: n,
		order_item_id: `5b4a3928-1706-4e5d-8c4b-${n.toString(16).padStart(12, "0")}`,
		photo: {
			id: `3a2b1c0d-9e8f-4a7b-8c6d-${n.toString(16).padStart(12, "0")}`,
			photoid: 1000 + n,
			title: `Snapshot ${n}`,
		},
		description: "A birthday party in the garden",
		rights: {
			holder_name: "Ruth Hale",
			storefront: "The Hale Album",
			chain_of_title: "Taken by Ruth Hale.",
			verified: true,
		},
		people: [
			{
				role: "Woman, 30s",
				identifiable: true,
				release: { reference: `R-00004${n}`, relationship: "self", signed_on: "2024-03-01", scope: "hero" },
			},
			{ role: "Boy, about 8", identifiable: false, release: null },
		],
		license_type: "hero-usage",
		scope: "The named production, its trailers, promotion and archive copies; worldwide; no time limit",
		scene_note: n === 1 ? "Ep. 2, sc. 14" : null,
		order: {
			id: orderId(7),
			reference: "SSD-000007",
			placed_at: "2026-11-02T10:00:00.000Z",
			paid_at: "2026-11-03T10:00:00.000Z",
		},
		rider_accepted_on: null,
		status: "cleared",
		status_label: "Cleared for hero use",
		...over,
	};
}

const logOf = (rows: ClearanceLogRow[]): ClearanceLogResponse => ({
	project,
	generated_at: "2026-11-27T09:00:00.000Z",
	rows,
});

function renderLog(answer: unknown) {
	const fetchMock = mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		[`/api/projects/${project.id}/clearance`]: answer,
	});
	return { fetchMock, ...renderApp(`/projects/${project.id}/clearance`) };
}

describe("/projects/{id}/clearance", () => {
	it("lists every licence with its rights holder, people by role with their releases, and the downloads", async () => {
		renderLog(
			logOf([
				logRow(1),
				logRow(2, {
					status: "release_revoked",
					status_label: "Release revoked",
					people: [{ role: "Man, 40s", identifiable: true, release: null }],
					rider_accepted_on: "2026-11-20",
				}),
			]),
		);
		expect(await screen.findByRole("heading", { level: 1, name: "Summer Feature" })).toBeTruthy();
		await waitFor(() => expect(document.title).toContain("Clearance log: Summer Feature"));
		const table = screen.getByRole("table", { name: "Licences of this production, one row each" });
		const rows = within(table).getAllByRole("row").slice(1);
		expect(rows).toHaveLength(2);
		const first = within(rows[0] as HTMLElement);
		expect(first.getByRole("link", { name: "Snapshot 1" }).getAttribute("href")).toBe("/photo/1001");
		expect(first.getByText("Ruth Hale (The Hale Album)")).toBeTruthy();
		expect(
			first.getByText("Woman, 30s: R-000041, signed by the person on 2024-03-01, hero use"),
		).toBeTruthy();
		expect(first.getByText("Boy, about 8: not identifiable, no release needed")).toBeTruthy();
		expect(first.getByText("Episode or scene: Ep. 2, sc. 14")).toBeTruthy();
		expect(first.getByText("Cleared for hero use")).toBeTruthy();
		const second = within(rows[1] as HTMLElement);
		expect(second.getByText("Release revoked")).toBeTruthy();
		expect(second.getByText("Studio rider accepted on 2026-11-20")).toBeTruthy();
		expect(screen.getByText("1 licence is no longer cleared for the use licensed")).toBeTruthy();
		expect(screen.getByRole("link", { name: /Download PDF/ }).getAttribute("href")).toBe(
			`/api/projects/${project.id}/clearance.pdf`,
		);
		expect(screen.getByRole("link", { name: /Download CSV/ }).getAttribute("href")).toBe(
			`/api/projects/${project.id}/clearance.csv`,
		);
	});

	it("says so when the production has no licences yet", async () => {
		renderLog(logOf([]));
		expect(await screen.findByText(LOG_TEXT.empty)).toBeTruthy();
		expect(screen.queryByRole("table")).toBeNull();
	});

	it("announces the loading, then offers to try again when the log cannot load", async () => {
		let failing = true;
		renderLog(() => (failing ? apiError(500, "INTERNAL_ERROR", "boom") : json(logOf([logRow(1)]))));
		// The lazy page first, then the log's own placeholders.
		expect(await screen.findByText("Loading the clearance log…")).toBeTruthy();
		expect(await screen.findByText(LOG_TEXT.loadFailed)).toBeTruthy();
		failing = false;
		screen.getByRole("button", { name: "Try again" }).click();
		expect(await screen.findByRole("heading", { level: 1, name: "Summer Feature" })).toBeTruthy();
	});

	it("is not found for another member's production", async () => {
		renderLog(() => apiError(404, "NOT_FOUND", "Project not found"));
		expect(await screen.findByRole("heading", { level: 1, name: LOG_TEXT.notFound })).toBeTruthy();
	});
});
