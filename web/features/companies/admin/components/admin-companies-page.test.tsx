import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, signedInAdmin } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { NO_COMPANIES, noMatchesText } from "./admin-companies-page";

const ZENITH = "8c3f2e40-5d6f-4071-8c8d-000000000001";
const ACME = "8c3f2e40-5d6f-4071-8c8d-000000000002";

function summary(
	id: string,
	name: string,
	owner: { email: string; first_name: string | null },
	counts: [number, number],
) {
	return {
		id,
		name,
		company_logo: name === "Zenith Films" ? "/media/logos/zenith.webp" : null,
		created_at: "2025-02-03T10:00:00.000Z",
		owner: { id: "9b2f7a52-1c0e-4d57-9a54-3f6f0c1f8e21", ...owner },
		project_count: counts[0],
		wishlist_count: counts[1],
	};
}

const companies = [
	summary(ACME, "Acme Studios", { email: "grace@example.com", first_name: "Grace" }, [2, 5]),
	summary(ZENITH, "Zenith Films", { email: "ada@example.com", first_name: null }, [1, 0]),
];

function mockAdmin(list: unknown) {
	return mockApi({
		"/api/me": signedInAdmin,
		"/api/me/is-admin": { is_admin: true },
		"/api/cart/count": { count: 0 },
		"/api/admin/companies": list,
	});
}

describe("/admin/companies", () => {
	it("lists every company with its owner and counts, each linking to its page", async () => {
		mockAdmin({ companies });
		renderApp("/admin/companies");

		const table = await screen.findByRole("table", { name: "Companies" });
		const rows = within(table).getAllByRole("row").slice(1);
		expect(rows).toHaveLength(2);
		const acme = rows[0] as HTMLElement;
		expect(within(acme).getByRole("link", { name: "Acme Studios" }).getAttribute("href")).toBe(
			`/admin/companies/${ACME}`,
		);
		expect(acme.textContent).toContain("Grace");
		expect(acme.textContent).toContain("grace@example.com");
		const cells = within(acme)
			.getAllByRole("cell")
			.map((cell) => cell.textContent);
		expect(cells).toContain("2");
		expect(cells).toContain("5");
		expect(within(rows[1] as HTMLElement).getByRole("img", { name: "Zenith Films logo" })).toBeTruthy();
	});

	it("filters by company name, owner email or first name", async () => {
		mockAdmin({ companies });
		renderApp("/admin/companies");

		const filter = await screen.findByLabelText("Filter companies");
		fireEvent.change(filter, { target: { value: "grace" } });
		await waitFor(() => expect(screen.queryByRole("link", { name: "Zenith Films" })).toBeNull());
		expect(screen.getByRole("link", { name: "Acme Studios" })).toBeTruthy();
		expect(screen.getByText("1 of 2 companies")).toBeTruthy();

		fireEvent.change(filter, { target: { value: "ada@" } });
		expect(await screen.findByRole("link", { name: "Zenith Films" })).toBeTruthy();

		fireEvent.change(filter, { target: { value: "nobody" } });
		expect(await screen.findByText(noMatchesText("nobody"))).toBeTruthy();
		expect(screen.queryByRole("table")).toBeNull();
	});

	it("says when there are no companies yet", async () => {
		mockAdmin({ companies: [] });
		renderApp("/admin/companies");
		expect(await screen.findByText(NO_COMPANIES)).toBeTruthy();
	});

	it("offers a retry when the companies cannot be read", async () => {
		mockAdmin(apiError(503, "SERVICE_UNAVAILABLE", "Down"));
		renderApp("/admin/companies");
		expect(await screen.findByText("We could not load the companies.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});
