import type { CartResponse } from "@core/contracts/cart";
import { TERMS_TEXT } from "@core/licence-terms";
import { formatUsd } from "@core/license";
import { ORDER_TEXT } from "@core/orders";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, byMethod, json, sentBodies } from "@/test/api-mock";
import { cartResponse } from "@/test/cart-fixtures";
import { billingFixture, checkoutOptionsFixture, orderFixture } from "@/test/order-fixtures";
import {
	acceptTerms,
	cardOnOffer,
	field,
	lines,
	placeOrder,
	project,
	projectChosen,
	renderCheckout,
	summary,
	termsBox,
	total,
} from "../test/checkout-page";

describe("/checkout: an order not placed says why, beside the field it is about", () => {
	it("says what is missing beside each field, announces it and moves the focus to the first", async () => {
		const { fetchMock } = renderCheckout({ "/api/projects": { projects: [] } });

		expect(await screen.findByText("No Projects Found")).toBeTruthy();
		fireEvent.change(field(/^Name/), { target: { value: "  " } });
		fireEvent.change(field(/^Email/), { target: { value: "not-an-email" } });
		fireEvent.click(placeOrder());

		const alert = await within(summary()).findByRole("alert");
		expect(alert.textContent).toContain("6 fields need your attention before the order can be placed.");
		expect(screen.getByText(ORDER_TEXT.chooseProduction)).toBeTruthy();
		const messageOf = (control: HTMLElement) =>
			document.getElementById(control.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "")?.textContent;
		expect(messageOf(field(/^Name/))).toBe("Name is required");
		expect(messageOf(field(/^Email/))).toBe("Enter a valid email address");
		expect(messageOf(field(/^Company/))).toBe("Company is required");
		expect(messageOf(field(/^Billing address/))).toBe("Billing address is required");
		expect(messageOf(termsBox())).toBe(TERMS_TEXT.required);
		expect(field(/^Name/).getAttribute("aria-invalid")).toBe("true");
		// The production comes first: its control takes the focus.
		const create = screen.getByRole("button", { name: "Create Your First Project" });
		await waitFor(() => expect(document.activeElement).toBe(create));
		expect(messageOf(create)).toBe(ORDER_TEXT.chooseProduction);
		expect(sentBodies(fetchMock, "/api/checkout")).toEqual([]);

		// A corrected field loses its message at once.
		fireEvent.change(field(/^Name/), { target: { value: "Ada Lovelace" } });
		expect(field(/^Name/).getAttribute("aria-invalid")).toBeNull();
	});

	it("shows the new total when prices changed, and sends it with the next attempt", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		let current = lines;
		const raised = lines.map((line) => ({ ...line, photo: { ...line.photo, price: 5900 } }));
		const placed = orderFixture(43);
		let attempts = 0;
		// The first attempt finds the prices raised meanwhile; the second, with the new total, goes through.
		const place = () => {
			attempts++;
			if (attempts > 1) return json({ order: placed, redirect_url: null }, 201);
			current = raised;
			return apiError(409, "CONFLICT", ORDER_TEXT.priceChanged);
		};
		const { fetchMock } = renderCheckout({
			"/api/cart": () => json(cartResponse(current)),
			"/api/checkout": byMethod({ POST: place }),
			[`/api/orders/${placed.id}`]: { order: placed },
		});
		await projectChosen();
		fireEvent.change(field(/^Billing address/), { target: { value: "1 Studio Way" } });
		await waitFor(() => expect((field(/^Company/) as HTMLInputElement).value).toBe("Acme Pictures"));
		acceptTerms();

		fireEvent.click(placeOrder());

		const newTotal = (cartResponse(raised) as CartResponse).total_cents;
		const alert = await within(summary()).findByRole("alert");
		expect(alert.textContent).toContain(ORDER_TEXT.priceChanged);
		await waitFor(() =>
			expect(alert.textContent).toContain(
				`The total is now ${formatUsd(newTotal)} (it was ${formatUsd(total)})`,
			),
		);
		expect(within(summary()).getAllByText(formatUsd(newTotal)).length).toBeGreaterThan(0);
		await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
		expect(warn).toHaveBeenCalled();

		fireEvent.click(placeOrder());
		await waitFor(() => expect(attempts).toBe(2));
		const bodies = sentBodies(fetchMock, "/api/checkout") as Array<{ expected_total_cents: number }>;
		expect(bodies.map((body) => body.expected_total_cents)).toEqual([total, newTotal]);
	});

	it("drops the company's message once choosing the project fills the company in", async () => {
		renderCheckout();
		const select = await projectChosen();
		await waitFor(() => expect((field(/^Company/) as HTMLInputElement).value).toBe("Acme Pictures"));
		fireEvent.change(select, { target: { value: "" } });
		fireEvent.change(field(/^Company/), { target: { value: "" } });
		fireEvent.click(placeOrder());

		await within(summary()).findByRole("alert");
		expect(field(/^Company/).getAttribute("aria-invalid")).toBe("true");
		expect(screen.getByText("Company is required")).toBeTruthy();

		fireEvent.change(screen.getByRole("combobox", { name: "Project" }), { target: { value: project.id } });
		await waitFor(() => expect((field(/^Company/) as HTMLInputElement).value).toBe("Acme Pictures"));
		expect(field(/^Company/).getAttribute("aria-invalid")).toBeNull();
		expect(screen.queryByText("Company is required")).toBeNull();
	});

	it("says why a card payment could not start, and keeps a crash's details to itself", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const startFailed = ORDER_TEXT.paymentStartFailed;
		let answer = apiError(502, "SERVICE_UNAVAILABLE", startFailed);
		const place = () => answer;
		renderCheckout({
			...cardOnOffer,
			"/api/checkout": byMethod({ POST: place }),
		});
		await projectChosen();
		fireEvent.click(screen.getByRole("radio", { name: "Card" }));
		acceptTerms();
		fireEvent.click(placeOrder());

		let alert = await within(summary()).findByRole("alert");
		expect(alert.textContent).toContain("Your order was not placed");
		expect(alert.textContent).toContain(startFailed);

		answer = apiError(500, "INTERNAL_ERROR", "TypeError: cannot read properties of undefined");
		fireEvent.click(placeOrder());
		await waitFor(() => {
			alert = within(summary()).getByRole("alert");
			expect(alert.textContent).toContain("Something went wrong while placing your order. Please try again.");
		});
		expect(alert.textContent).not.toContain("TypeError");
	});

	it("shows the server's field messages under their fields and focuses the first", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		renderCheckout({
			"/api/checkout/options": checkoutOptionsFixture({ last_billing: billingFixture }),
			"/api/checkout": byMethod({
				POST: apiError(400, "VALIDATION_ERROR", "Invalid body", {
					"billing.email": "Enter a valid email address",
				}),
			}),
		});
		await projectChosen();
		acceptTerms();
		fireEvent.click(placeOrder());

		await waitFor(() => expect(document.activeElement).toBe(field(/^Email/)));
		expect(field(/^Email/).getAttribute("aria-invalid")).toBe("true");
		expect(screen.getByText("Enter a valid email address")).toBeTruthy();
		expect(within(summary()).getByRole("alert").textContent).toContain("One field needs your attention");
	});

	it("says which photos went, with the way back to the cart", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		renderCheckout({
			"/api/checkout/options": checkoutOptionsFixture({ last_billing: billingFixture }),
			"/api/checkout": byMethod({ POST: apiError(409, "CONFLICT", ORDER_TEXT.photosUnavailable) }),
		});
		await projectChosen();
		acceptTerms();
		fireEvent.click(placeOrder());

		const alert = await within(summary()).findByRole("alert");
		expect(alert.textContent).toContain(ORDER_TEXT.photosUnavailable);
		expect(within(alert).getByRole("link", { name: "Review your cart" }).getAttribute("href")).toBe("/cart");
	});

	it("asks for the licence terms beside their box, and says so again when the server finds them changed", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const { fetchMock } = renderCheckout({
			"/api/checkout/options": checkoutOptionsFixture({ last_billing: billingFixture }),
			"/api/checkout": byMethod({
				POST: apiError(400, "VALIDATION_ERROR", "Invalid body", { terms_version: TERMS_TEXT.stale }),
			}),
		});
		await projectChosen();
		fireEvent.click(placeOrder());

		await waitFor(() => expect(document.activeElement).toBe(termsBox()));
		expect(termsBox().getAttribute("aria-invalid")).toBe("true");
		expect(screen.getByText(TERMS_TEXT.required)).toBeTruthy();
		expect(within(summary()).getByRole("alert").textContent).toContain("One field needs your attention");
		expect(sentBodies(fetchMock, "/api/checkout")).toEqual([]);
		expect(screen.getByRole("link", { name: /Read the licence terms/ }).getAttribute("href")).toBe(
			"/license#terms",
		);

		acceptTerms();
		expect(screen.queryByText(TERMS_TEXT.required)).toBeNull();
		fireEvent.click(placeOrder());
		expect(await screen.findByText(TERMS_TEXT.stale)).toBeTruthy();
		await waitFor(() => expect(document.activeElement).toBe(termsBox()));
	});
});
