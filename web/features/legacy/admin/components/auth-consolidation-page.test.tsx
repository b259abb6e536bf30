import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, signedInAdmin } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { IMPORT_COMMAND, NO_LEGACY_ACCOUNTS } from "./auth-consolidation-page";

const admin = { "/api/me": signedInAdmin, "/api/me/is-admin": { is_admin: true } };

const migrated = {
	user_id: "3f0c1e2d-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
	email: "june@example.com",
	first_name: "June",
	last_name: "Carter",
	imported_at: "2025-01-10T12:00:00.000Z",
	migrated_at: "2025-02-03T12:00:00.000Z",
	last_reset_sent_at: "2025-02-03T11:50:00.000Z",
};
const waiting = {
	user_id: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
	email: "hank@example.com",
	first_name: "Hank",
	last_name: null,
	imported_at: "2025-01-10T12:00:00.000Z",
	migrated_at: null,
	last_reset_sent_at: null,
};

describe("/admin/auth-consolidation", () => {
	it("lists each legacy account with its migration status, and the totals", async () => {
		mockApi({
			...admin,
			"/api/admin/auth-consolidation": { accounts: [migrated, waiting], total: 2, migrated: 1 },
		});
		renderApp("/admin/auth-consolidation");

		const table = await screen.findByRole("table");
		const rows = within(table).getAllByRole("row").slice(1);
		expect(rows).toHaveLength(2);
		const [first, second] = rows as [HTMLElement, HTMLElement];
		expect(within(first).getByRole("rowheader").textContent).toBe("june@example.com");
		const migratedOn = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(
			new Date(migrated.migrated_at),
		);
		expect(within(first).getByText(/^Migrated on /).textContent).toBe(`Migrated on ${migratedOn}`);
		expect(within(second).getByText("Awaiting migration")).toBeTruthy();
		expect(within(second).getByText("Never")).toBeTruthy();
		expect(screen.getByText("50% migrated")).toBeTruthy();
		expect(
			screen.getByRole("progressbar", { name: "Migration progress" }).getAttribute("aria-valuenow"),
		).toBe("50");
	});

	it("says when none were imported, and how to import them", async () => {
		mockApi({ ...admin, "/api/admin/auth-consolidation": { accounts: [], total: 0, migrated: 0 } });
		renderApp("/admin/auth-consolidation");
		expect(await screen.findByText(NO_LEGACY_ACCOUNTS)).toBeTruthy();
		expect(screen.getByText(IMPORT_COMMAND)).toBeTruthy();
	});

	it("offers a retry when the list cannot be read", async () => {
		mockApi({ ...admin, "/api/admin/auth-consolidation": apiError(500, "INTERNAL_ERROR", "boom") });
		renderApp("/admin/auth-consolidation");
		expect(await screen.findByText("We could not load the legacy accounts.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});
