import type { CartResponse } from "@core/contracts/cart";
import { formatUsd } from "@core/license";
import { ORDER_TEXT } from "@core/orders";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	requestedPaths,
	sentBodies,
	signedInMember,
} from "@/test/api-mock";
import { cartApi, cartResponse, storedLine } from "@/test/cart-fixtures";
import { billingFixture, checkoutOptionsFixture, orderFixture, orderId } from "@/test/order-fixtures";
import { renderApp } from "@/test/render-app";
import { companyFixture, projectFixture } from "@/test/wishlist-fixtures";

const project = {
	...projectFixture(1, "Summer Feature", "Acme Pictures"),
	last_used_at: "2025-03-01T10:00:00.000Z",
};
const lines = [storedLine(1), storedLine(2, "hero-usage")];
const total = cartResponse(lines).total_cents;

function renderCheckout(table: Record<string, unknown> = {}) {
	const fetchMock = mockApi({
		"/api/me": signedInMember,
		...cartApi(lines).table,
		"/api/checkout/options": checkoutOptionsFixture(),
		"/api/projects": { projects: [project] },
		"/api/companies": { companies: [companyFixture(1, "Acme Pictures")] },
		[`/api/projects/${project.id}/use`]: byMethod({ POST: { project } }),
		...table,
	});
	const view = renderApp("/checkout");
	return { fetchMock, ...view };
}

const summary = () => screen.getByRole("region", { name: "Order summary" });
const placeOrder = () => within(summary()).getByRole("button", { name: "Place order" });
const field = (name: RegExp | string) => screen.getByRole("textbox", { name });

/** The project picker has chosen the project (auto-selection), so the form is ready to fill. */
async function projectChosen() {
	const select = (await screen.findByRole("combobox", { name: "Project" })) as HTMLSelectElement;
	await waitFor(() => expect(select.value).toBe(project.id));
	return select;
}

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
			"Step 4: Review",
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
			within(screen.getByRole("region", { name: "Step 4: Review" }))
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
				"Volume 25 discount (5%)",
			),
		).toBeTruthy();
		expect(within(summary()).getByText("−$63.70")).toBeTruthy();
		expect(within(summary()).getByText("Add 24 more photos to save 10%")).toBeTruthy();
	});

	it("says what is missing beside each field, announces it and moves the focus to the first", async () => {
		const { fetchMock } = renderCheckout({ "/api/projects": { projects: [] } });

		expect(await screen.findByText("No Projects Found")).toBeTruthy();
		fireEvent.change(field(/^Name/), { target: { value: "  " } });
		fireEvent.change(field(/^Email/), { target: { value: "not-an-email" } });
		fireEvent.click(placeOrder());

		const alert = await within(summary()).findByRole("alert");
		expect(alert.textContent).toContain("5 fields need your attention before the order can be placed.");
		expect(screen.getByText("Choose the production these licences are for")).toBeTruthy();
		const messageOf = (control: HTMLElement) =>
			document.getElementById(control.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "")?.textContent;
		expect(messageOf(field(/^Name/))).toBe("Name is required");
		expect(messageOf(field(/^Email/))).toBe("Enter a valid email address");
		expect(messageOf(field(/^Company/))).toBe("Company is required");
		expect(messageOf(field(/^Billing address/))).toBe("Billing address is required");
		expect(field(/^Name/).getAttribute("aria-invalid")).toBe("true");
		// The production comes first: its control takes the focus.
		await waitFor(() =>
			expect(document.activeElement).toBe(screen.getByRole("button", { name: "Create Your First Project" })),
		);
		expect(sentBodies(fetchMock, "/api/checkout")).toEqual([]);

		// A corrected field loses its message at once.
		fireEvent.change(field(/^Name/), { target: { value: "Ada Lovelace" } });
		expect(field(/^Name/).getAttribute("aria-invalid")).toBeNull();
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
		fireEvent.click(placeOrder());

		const alert = await within(summary()).findByRole("alert");
		expect(alert.textContent).toContain(ORDER_TEXT.photosUnavailable);
		expect(within(alert).getByRole("link", { name: "Review your cart" }).getAttribute("href")).toBe("/cart");
	});

	it("pays by card on the payment provider's page when the buyer chooses it", async () => {
		const placed = orderFixture(44, { payment_method: "stripe", due_date: null });
		const { fetchMock } = renderCheckout({
			"/api/checkout/options": checkoutOptionsFixture({
				payment_methods: ["invoice", "stripe"],
				last_billing: billingFixture,
			}),
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
