import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { formatUsd } from "@core/license";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiError, byMethod, json, requestedPaths, sentBodies } from "@/test/api-mock";
import { cartApi, storedLine } from "@/test/cart-fixtures";
import { billingFixture, checkoutOptionsFixture, orderFixture, orderId } from "@/test/order-fixtures";
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
	total,
} from "../test/checkout-page";

afterEach(() => {
	window.location.hash = "";
});

describe("/checkout", () => {
	it("shows the numbered steps, the lines to review and the totals, with the focus on the heading", async () => {
		renderCheckout();

		const heading = await screen.findByRole("heading", { level: 1, name: "Checkout" });
		await waitFor(() => expect(document.activeElement).toBe(heading));
		await waitFor(() => expect(document.title).toContain("Checkout"));
		for (const step of [
			"Step 1: Production",
			"Step 2: Billing contact",
			"Step 3: Payment",
			"Step 4: Licence terms",
			"Step 5: Review",
		]) {
			expect(await screen.findByRole("region", { name: step })).toBeTruthy();
		}
		const review = screen.getByRole("list", { name: "Photos in this order" });
		const items = within(review).getAllByRole("listitem");
		expect(items).toHaveLength(2);
		expect(within(items[0] as HTMLElement).getByText("Snapshot 2")).toBeTruthy();
		expect(within(items[0] as HTMLElement).getByText("#1002 · Hero usage")).toBeTruthy();
		expect(within(items[0] as HTMLElement).getByText("$245.00")).toBeTruthy();
		expect(
			within(screen.getByRole("region", { name: "Step 5: Review" }))
				.getByRole("link", { name: "Edit cart" })
				.getAttribute("href"),
		).toBe("/cart");
		expect(within(summary()).getByText("Subtotal (2 photos)")).toBeTruthy();
		// Subtotal and total: no tier yet.
		expect(within(summary()).getAllByText(formatUsd(total))).toHaveLength(2);
		expect(within(summary()).getByText("Add 23 more photos to save 5%")).toBeTruthy();
		// The account's name and email fill the billing contact; the project's company fills the company.
		await projectChosen();
		expect((field(/^Name/) as HTMLInputElement).value).toBe("Ada Lovelace");
		expect((field(/^Email/) as HTMLInputElement).value).toBe("ada@example.com");
		await waitFor(() => expect((field(/^Company/) as HTMLInputElement).value).toBe("Acme Pictures"));
		expect((screen.getByRole("radio", { name: "Invoice (net 30)" }) as HTMLInputElement).checked).toBe(true);
	});

	it("shows the tier's name and percent once the cart reaches a volume tier", async () => {
		const many = Array.from({ length: 26 }, (_, i) => storedLine(i + 1));
		renderCheckout(cartApi(many).table);

		expect(
			await within(await screen.findByRole("region", { name: "Order summary" })).findByText(
				"5% volume discount",
			),
		).toBeTruthy();
		expect(within(summary()).getByText("−$63.70")).toBeTruthy();
		expect(within(summary()).getByText("Add 24 more photos to save 10%")).toBeTruthy();
	});

	it("places the order without a single price, once, then shows the confirmation and refreshes the cart", async () => {
		let answer: (response: Response) => void = () => {};
		const answerLater = () =>
			new Promise<Response>((resolve) => {
				answer = resolve;
			});
		const placed = orderFixture(42);
		const { fetchMock, router } = renderCheckout({
			"/api/checkout/options": checkoutOptionsFixture({ last_billing: billingFixture }),
			"/api/checkout": byMethod({ POST: answerLater }),
			[`/api/orders/${placed.id}`]: { order: placed },
		});

		await projectChosen();
		// The last order's billing contact fills the form again, company included.
		expect((field(/^Name/) as HTMLInputElement).value).toBe(billingFixture.name);
		expect((field(/^Billing address/) as HTMLTextAreaElement).value).toBe(billingFixture.address);
		expect((field(/^Company/) as HTMLInputElement).value).toBe("Acme Pictures");
		fireEvent.change(field(/^PO number/), { target: { value: "PO-77" } });
		const countsBefore = requestedPaths(fetchMock).filter((path) => path === "/api/cart/count").length;

		// A scene note for one line (the other left empty, so not sent).
		fireEvent.change(screen.getByRole("textbox", { name: "Episode or scene (optional): Snapshot 1" }), {
			target: { value: "  Ep. 3, sc. 12  " },
		});
		acceptTerms();
		const button = placeOrder();
		fireEvent.click(button);
		fireEvent.click(button);
		expect(button.textContent).toContain("Placing order…");
		expect(button).toHaveProperty("disabled", true);
		await waitFor(() => expect(sentBodies(fetchMock, "/api/checkout")).toHaveLength(1));
		answer(json({ order: placed, redirect_url: null }, 201));

		await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/success"));
		expect(router.state.location.search).toBe(`?order=${orderId(42)}`);
		expect(sentBodies(fetchMock, "/api/checkout")).toEqual([
			{
				project_id: project.id,
				billing: { ...billingFixture, po_number: "PO-77" },
				payment_method: "invoice",
				expected_total_cents: total,
				terms_version: LICENCE_TERMS_VERSION,
				scene_notes: { [lines[0]?.id ?? ""]: "Ep. 3, sc. 12" },
			},
		]);
		// The header's badge is fetched again.
		await waitFor(() =>
			expect(requestedPaths(fetchMock).filter((path) => path === "/api/cart/count").length).toBeGreaterThan(
				countsBefore,
			),
		);
		expect(
			await screen.findByRole("heading", { level: 1, name: "Thank you — order SSD-000042 placed" }),
		).toBeTruthy();
	});

	it("pays by card on the payment provider's page when the buyer chooses it", async () => {
		const placed = orderFixture(44, { payment_method: "stripe", due_date: null });
		const { fetchMock } = renderCheckout({
			...cardOnOffer,
			// The provider's page, here on the same document so the test browser can follow it.
			"/api/checkout": byMethod({
				POST: json({ order: placed, redirect_url: `${window.location.origin}/#card-payment` }, 201),
			}),
		});
		await projectChosen();
		const card = screen.getByRole("radio", { name: "Card" });
		expect(card.getAttribute("aria-describedby")).toBeTruthy();
		fireEvent.click(card);
		expect(within(summary()).getByText("Card")).toBeTruthy();
		acceptTerms();
		fireEvent.click(placeOrder());

		await waitFor(() => expect(window.location.hash).toBe("#card-payment"));
		expect(within(summary()).getByText("Taking you to the secure payment page…")).toBeTruthy();
		expect((sentBodies(fetchMock, "/api/checkout")[0] as { payment_method: string }).payment_method).toBe(
			"stripe",
		);
	});

	it("points to the photos when the cart is empty", async () => {
		renderCheckout(cartApi([]).table);

		expect(await screen.findByRole("heading", { name: "Nothing to check out yet" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Browse photos" }).getAttribute("href")).toBe("/photos");
	});

	it("offers to try again when checkout cannot load", async () => {
		let failing = true;
		renderCheckout({
			"/api/checkout/options": () =>
				failing ? apiError(500, "INTERNAL_ERROR", "boom") : json(checkoutOptionsFixture()),
		});

		expect(await screen.findByText("We could not load checkout.")).toBeTruthy();
		failing = false;
		fireEvent.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("region", { name: "Step 2: Billing contact" })).toBeTruthy();
	});
});
