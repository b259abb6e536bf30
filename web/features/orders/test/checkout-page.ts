import { LICENCE_TERMS_VERSION, TERMS_TEXT } from "@core/licence-terms";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { byMethod, mockApi, signedInMember } from "@/test/api-mock";
import { cartApi, cartResponse, storedLine } from "@/test/cart-fixtures";
import { billingFixture, checkoutOptionsFixture } from "@/test/order-fixtures";
import { renderApp } from "@/test/render-app";
import { companyFixture, projectFixture } from "@/test/wishlist-fixtures";

/**
 * /checkout over a cart of two photos and one project (auto-selected, and the cart priced for it:
 * issue 30); `table` replaces answers.
 */

export const project = {
	...projectFixture(1, "Summer Feature", "Acme Pictures"),
	last_used_at: "2025-03-01T10:00:00.000Z",
};
export const lines = [storedLine(1), storedLine(2, "hero-usage")];
export const total = cartResponse(lines).total_cents;
/** The project as the cart's production (issue 30): nothing licensed yet, so the prices stay. */
export const production = { project_id: project.id, name: project.name, licensed_count: 0 };

export function renderCheckout(table: Record<string, unknown> = {}) {
	const fetchMock = mockApi({
		"/api/me": signedInMember,
		...cartApi(lines, { productions: [production] }).table,
		"/api/checkout/options": checkoutOptionsFixture(),
		"/api/projects": { projects: [project] },
		"/api/companies": { companies: [companyFixture(1, "Acme Pictures")] },
		[`/api/projects/${project.id}/use`]: byMethod({ POST: { project } }),
		...table,
	});
	const view = renderApp("/checkout");
	return { fetchMock, ...view };
}

/** Answers for `renderCheckout` where card payment is on offer and the last order's billing fills the form. */
export const cardOnOffer = {
	"/api/checkout/options": checkoutOptionsFixture({
		payment_methods: ["invoice", "stripe"],
		last_billing: billingFixture,
	}),
};

export const summary = () => screen.getByRole("region", { name: "Order summary" });
export const placeOrder = () => within(summary()).getByRole("button", { name: "Place order" });
export const field = (name: RegExp | string) => screen.getByRole("textbox", { name });
export const termsBox = () =>
	screen.getByRole("checkbox", { name: TERMS_TEXT.accept(LICENCE_TERMS_VERSION) });
/** Checks the licence terms' box, as every order needs. */
export const acceptTerms = () => fireEvent.click(termsBox());

/** The project picker has chosen the project (auto-selection), so the form is ready to fill. */
export async function projectChosen() {
	const select = (await screen.findByRole("combobox", { name: "Project" })) as HTMLSelectElement;
	await waitFor(() => expect(select.value).toBe(project.id));
	return select;
}
