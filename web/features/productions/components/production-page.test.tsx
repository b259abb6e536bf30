import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	never,
	sentBodies,
	signedInMember,
	signedOut,
} from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { renderApp } from "@/test/render-app";
import { renderRoutes } from "@/test/render-routes";
import { companyId, productionPageFixture, projectId } from "@/test/team-fixtures";
import { PRODUCTION_SAVED } from "./production-details-form";
import { PRODUCTION_NOT_FOUND, ProductionPage } from "./production-page";

const ID = projectId(1);
const PAGE = `/api/productions/${ID}`;

function renderProduction(answer: unknown) {
	const fetchMock = mockApi({ "/api/me": signedInMember, [PAGE]: answer });
	return {
		fetchMock,
		...renderRoutes([{ path: "/productions/:id", element: <ProductionPage /> }], `/productions/${ID}`),
	};
}

describe("/productions/:id", () => {
	it("gathers the production's details, shortlists, orders, licences, spend and clearance log", async () => {
		renderProduction(productionPageFixture());
		expect(await screen.findByRole("heading", { level: 1, name: "Summer Feature" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Harbor Films" }).getAttribute("href")).toBe(
			`/companies/${companyId(1)}`,
		);
		expect(screen.getByText("Feature")).toBeTruthy();
		expect(screen.getByText("SF-26")).toBeTruthy();
		expect(screen.getAllByText("PO-4471").length).toBeGreaterThan(0);

		const shortlist = within(screen.getByRole("list", { name: "Shortlists" })).getByRole("link");
		expect(shortlist.getAttribute("href")).toMatch(/^\/wishlists\//);
		expect(within(shortlist).getByText("Kitchen wall")).toBeTruthy();

		const order = within(screen.getByRole("list", { name: "Orders" })).getByRole("listitem");
		expect(within(order).getByRole("link", { name: "Order SSD-000007" }).getAttribute("href")).toMatch(
			/^\/orders\//,
		);
		expect(within(order).getByText("Paid")).toBeTruthy();
		expect(within(order).getByText("Ada Lovelace")).toBeTruthy();
		expect(
			within(order)
				.getByRole("link", { name: /Invoice SSD-000007/ })
				.getAttribute("href"),
		).toMatch(/invoice\.pdf$/);
		expect(within(order).getByRole("link", { name: /Certificate SSD-000007/ })).toBeTruthy();

		const licence = within(screen.getByRole("list", { name: "Licences" })).getByRole("listitem");
		expect(within(licence).getByRole("link", { name: "Snapshot 1" }).getAttribute("href")).toBe(
			"/photo/1001",
		);
		expect(
			within(licence).getByRole("link", { name: "Verify licence SSD-000007-01" }).getAttribute("href"),
		).toBe("/verify/ABCDEFGH0001");
		// Issue 30: every original and crop of the production's licences in one ZIP.
		expect(screen.getByRole("link", { name: "Download all (ZIP)" }).getAttribute("href")).toBe(
			`/api/productions/${ID}/zip`,
		);

		const spend = screen.getByRole("region", { name: "Spend" });
		expect(within(spend).getAllByText("$196.00")).toHaveLength(1);
		expect(within(spend).getByText("$49.00")).toBeTruthy();
		expect(within(spend).getByRole("link", { name: "Clearance log" }).getAttribute("href")).toBe(
			`/projects/${ID}/clearance`,
		);
		await waitFor(() => expect(document.title).toContain("Summer Feature"));
	});

	it("a member without the documents sees orders without invoices, and no Edit details", async () => {
		const page = productionPageFixture({
			company: { id: companyId(1), name: "Harbor Films", role: "member" },
			may: { edit: false, shortlist: true, checkout: false, documents: false },
		});
		const order = page.orders[0];
		if (!order) throw new Error("the fixture has an order");
		page.orders = [{ ...order, invoice_url: null, certificate_url: null }];
		renderProduction(page);
		await screen.findByRole("heading", { level: 1, name: "Summer Feature" });
		expect(screen.queryByRole("button", { name: "Edit details" })).toBeNull();
		const row = within(screen.getByRole("list", { name: "Orders" })).getByRole("listitem");
		expect(within(row).getByText("Order SSD-000007")).toBeTruthy();
		expect(within(row).queryByRole("link")).toBeNull();
	});

	it("empty shortlists, orders and licences each say so", async () => {
		renderProduction(
			productionPageFixture({
				shortlists: [],
				orders: [],
				licences: [],
				spend: { paid_cents: 0, awaiting_payment_cents: 0 },
			}),
		);
		expect(await screen.findByRole("heading", { name: "No shortlists yet" })).toBeTruthy();
		expect(screen.getByRole("heading", { name: "No orders yet" })).toBeTruthy();
		expect(screen.getByRole("heading", { name: "No licences yet" })).toBeTruthy();
		expect(screen.queryByRole("link", { name: "Download all (ZIP)" })).toBeNull();
		expect(screen.getAllByText("$0.00")).toHaveLength(2);
	});

	it("edits the details: the check's and the server's messages show under their fields", async () => {
		let attempts = 0;
		const updated = productionPageFixture().production;
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			[PAGE]: byMethod({
				GET: productionPageFixture(),
				PATCH: (_url, _init) => {
					attempts += 1;
					return attempts === 1
						? apiError(400, "VALIDATION", "Invalid input", {
								ends_on: "The production ends before it starts",
							})
						: json({ production: { ...updated, po_number: "PO-9" } });
				},
			}),
		});
		renderRoutes([{ path: "/productions/:id", element: <ProductionPage /> }], `/productions/${ID}`);
		fireEvent.click(await screen.findByRole("button", { name: "Edit details" }));
		const dialog = screen.getByRole("dialog", { name: "Edit production details" });
		const code = within(dialog).getByLabelText(/Production code/);
		fireEvent.change(code, { target: { value: "X".repeat(41) } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save details" }));
		expect(fieldError("Production code")).toBe("Production code must be 40 characters or fewer");
		expect(sentBodies(fetchMock, PAGE).filter(Boolean)).toHaveLength(0);

		fireEvent.change(code, { target: { value: "SF-26" } });
		fireEvent.change(within(dialog).getByLabelText(/Ends/), { target: { value: "2026-01-01" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save details" }));
		await waitFor(() => expect(fieldError("Ends")).toBe("The production ends before it starts"));

		fireEvent.change(within(dialog).getByLabelText(/Ends/), { target: { value: "" } });
		fireEvent.change(within(dialog).getByLabelText(/PO number/), { target: { value: "PO-9" } });
		fireEvent.change(within(dialog).getByLabelText("Type"), { target: { value: "" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save details" }));
		expect(await screen.findByText(PRODUCTION_SAVED, {}, { timeout: 3000 })).toBeTruthy();
		// Only what changed is sent.
		expect(sentBodies(fetchMock, PAGE).filter(Boolean)).toEqual([
			{ ends_on: "2026-01-01" },
			{ production_type: null, ends_on: null, po_number: "PO-9" },
		]);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
	});

	it("loading, not found (404: also another company's) and a failed load", async () => {
		const loading = renderProduction(never());
		expect(await screen.findByText("Loading the production…")).toBeTruthy();
		loading.unmount();

		const missing = renderProduction(apiError(404, "NOT_FOUND", "Not found"));
		expect(await screen.findByRole("heading", { level: 1, name: PRODUCTION_NOT_FOUND })).toBeTruthy();
		missing.unmount();

		renderProduction(apiError(500, "INTERNAL", "boom"));
		expect(await screen.findByText("We could not load the production.")).toBeTruthy();
	});

	it("is behind sign-in in the app's routes", async () => {
		mockApi({ "/api/me": signedOut, "/api/cart/count": { count: 0 } });
		const { router } = renderApp(`/productions/${ID}`);
		await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
	});
});
