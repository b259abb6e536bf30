import type { CheckoutProductionOptions } from "@core/contracts/orders";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { TEAM_TEXT } from "@core/teams";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { byMethod, json, sentBodies } from "@/test/api-mock";
import { checkoutOptionsFixture, orderFixture } from "@/test/order-fixtures";
import {
	acceptTerms,
	field,
	placeOrder,
	project,
	projectChosen,
	renderCheckout,
	total,
} from "../test/checkout-page";

/** Checkout for a company's production (issue 29): the form starts from the company and marks what it requires. */

afterEach(() => {
	window.location.hash = "";
});

const companyBilling = {
	name: "Accounts Payable",
	email: "ap@harbor.test",
	company: "Harbor Films Ltd",
	address: "1 Quay Street, Portland",
};

function productionOptions(overrides: Partial<CheckoutProductionOptions> = {}): CheckoutProductionOptions {
	return {
		project_id: project.id,
		company_id: crypto.randomUUID(),
		company_name: "Harbor Films",
		billing: { ...companyBilling, po_number: "PO-4410" },
		po_number: "PO-4410",
		production_code: "BS-1",
		required_refs: ["po_number", "episode"],
		approved_only: true,
		may_check_out: true,
		...overrides,
	};
}

/** The options route: the production's part only when asked with its id. */
const optionsFor = (production: CheckoutProductionOptions) => (url: URL) =>
	json(
		checkoutOptionsFixture({
			production: url.searchParams.get("project_id") === production.project_id ? production : null,
		}),
	);

describe("/checkout for a company's production", () => {
	// A whole checkout in jsdom: slow on a shared machine.
	it("fills the company's billing contact, the PO number and code, marks required references and sends them", {
		timeout: 15_000,
	}, async () => {
		const placed = orderFixture(52);
		const { fetchMock } = renderCheckout({
			"/api/checkout/options": optionsFor(productionOptions()),
			"/api/checkout": byMethod({ POST: json({ order: placed, redirect_url: null }, 201) }),
			[`/api/orders/${placed.id}`]: { order: placed },
		});
		await projectChosen();

		await waitFor(() => expect((field(/^Name/) as HTMLInputElement).value).toBe("Accounts Payable"));
		expect((field(/^Company/) as HTMLInputElement).value).toBe("Harbor Films Ltd");
		expect((field(/^PO number/) as HTMLInputElement).value).toBe("PO-4410");
		expect((field(/^Production code/) as HTMLInputElement).value).toBe("BS-1");
		expect(field(/^Episode\s*\(required\)/)).toBeTruthy();
		expect(field(/^PO number\s*\(required\)/)).toBeTruthy();
		expect(screen.getAllByText("Required by Harbor Films.")).toHaveLength(2);
		expect(screen.getByText(/Checking out for Harbor Films/).textContent).toContain("Only photos approved");

		fireEvent.change(field(/^Episode\s*\(required\)/), { target: { value: " Ep 3 " } });
		acceptTerms();
		fireEvent.click(placeOrder());
		await waitFor(() => expect(sentBodies(fetchMock, "/api/checkout")).toHaveLength(1));
		expect(sentBodies(fetchMock, "/api/checkout")[0]).toEqual({
			project_id: project.id,
			billing: { ...companyBilling, po_number: "PO-4410" },
			payment_method: "invoice",
			expected_total_cents: total,
			terms_version: LICENCE_TERMS_VERSION,
			production_code: "BS-1",
			episode: "Ep 3",
		});
	});

	it("tells a member whose role may not check out", async () => {
		renderCheckout({ "/api/checkout/options": optionsFor(productionOptions({ may_check_out: false })) });
		await projectChosen();
		expect((await screen.findByRole("alert")).textContent).toContain(
			TEAM_TEXT.roleRefused("check out for this company"),
		);
	});
});
