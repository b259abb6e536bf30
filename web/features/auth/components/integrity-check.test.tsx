import { INTEGRITY_TEXT } from "@core/contracts/wishlists";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, json, mockApi, requestedPaths, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { CHECK_BUTTON, CHECK_FAILED } from "./integrity-check";

const INTEGRITY = "/api/account/integrity";

const account = {
	email: "ada@example.com",
	has_password: true,
	providers: ["password"],
	other_sessions: 0,
	created_at: "2024-11-05T09:00:00.000Z",
};

function mockAccount(integrity: unknown) {
	return mockApi({ "/api/me": signedInMember, "/api/account": account, [INTEGRITY]: integrity });
}

describe("the data-integrity check on /account", () => {
	it("runs only when asked, and says the check passed", async () => {
		const fetchMock = mockAccount({ ok: true, issues: [] });
		renderApp("/account");

		const button = await screen.findByRole("button", { name: CHECK_BUTTON });
		expect(requestedPaths(fetchMock)).not.toContain(INTEGRITY);
		fireEvent.click(button);

		// The toast and the note under the button.
		await waitFor(() => expect(screen.getAllByText(INTEGRITY_TEXT.passed)).toHaveLength(2));
		expect(screen.queryByRole("list", { name: "Data issues" })).toBeNull();
	});

	it("lists the issues it found under the button", async () => {
		mockAccount({
			ok: false,
			issues: [
				{
					kind: "duplicate_name",
					entity: "project",
					id: "7b2e1d3f-4c5e-4f60-9b7c-000000000001",
					name: "Pilot",
					message: 'Another project is also named "pilot"',
				},
				{
					kind: "missing_company",
					entity: "project",
					id: "7b2e1d3f-4c5e-4f60-9b7c-000000000002",
					name: "Finale",
					message: 'Its company "Gone Films" does not exist',
				},
				{
					kind: "empty_name",
					entity: "wishlist",
					id: "6a1f0c2e-3b4d-4e5f-8a6b-000000000003",
					name: " ",
					message: "The name is empty",
				},
			],
		});
		renderApp("/account");

		fireEvent.click(await screen.findByRole("button", { name: CHECK_BUTTON }));
		const list = await screen.findByRole("list", { name: "Data issues" });
		expect(screen.getAllByText(INTEGRITY_TEXT.failed).length).toBeGreaterThan(0);
		const entries = within(list).getAllByRole("listitem");
		expect(entries).toHaveLength(3);
		expect(entries[0]?.textContent).toContain("Project: Pilot");
		expect(entries[1]?.textContent).toContain('Its company "Gone Films" does not exist');
		expect(entries[2]?.textContent).toContain("Wishlist: (no name)");
		expect(screen.getByRole("link", { name: "wishlists page" }).getAttribute("href")).toBe("/wishlists");
	});

	it("says when the check itself could not run, and can run again", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		let fail = true;
		mockAccount(() =>
			fail ? apiError(503, "SERVICE_UNAVAILABLE", "Down for a moment") : json({ ok: true, issues: [] }),
		);
		renderApp("/account");

		fireEvent.click(await screen.findByRole("button", { name: CHECK_BUTTON }));
		expect(await screen.findByText(CHECK_FAILED)).toBeTruthy();
		fail = false;
		fireEvent.click(screen.getByRole("button", { name: CHECK_BUTTON }));
		await waitFor(() => expect(screen.getAllByText(INTEGRITY_TEXT.passed)).toHaveLength(2));
	});
});
