import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, json, mockApi, requestedPaths, signedInMember } from "@/test/api-mock";
import { orderFixture, orderId, paidOrderFixture } from "@/test/order-fixtures";
import { renderApp } from "@/test/render-app";
import { CONFIRM_POLL_MS, CONFIRM_WINDOW_MS } from "./checkout-success-page";

const orderPath = (n: number) => `/api/orders/${orderId(n)}`;

function renderSuccess(url: string, table: Record<string, unknown>) {
	const fetchMock = mockApi({ "/api/me": signedInMember, "/api/cart/count": { count: 0 }, ...table });
	return { fetchMock, ...renderApp(url) };
}

const successUrl = (n: number) => `/checkout/success?order=${orderId(n)}`;
const orderReads = (fetchMock: ReturnType<typeof mockApi>, n: number) =>
	requestedPaths(fetchMock).filter((path) => path === orderPath(n)).length;

afterEach(() => vi.useRealTimers());

describe("/checkout/success", () => {
	it("thanks the buyer for an invoice order: status, due date, where the invoice went, its PDF", async () => {
		const order = orderFixture(42);
		renderSuccess(successUrl(42), { [orderPath(42)]: { order } });

		const heading = await screen.findByRole("heading", {
			level: 1,
			name: "Thank you — order SSD-000042 placed",
		});
		await waitFor(() => expect(document.activeElement).toBe(heading));
		expect(screen.getAllByText("Awaiting payment").length).toBeGreaterThan(0);
		expect(screen.getByText(/^Payment due by /).textContent).toBe(
			`Payment due by ${new Date("2025-04-30T00:00:00Z").toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" })}`,
		);
		expect(screen.getByText(/We emailed the invoice to accounts@acme\.test\./)).toBeTruthy();
		const invoice = screen.getByRole("link", { name: /Invoice \(PDF\)/ });
		expect(invoice.getAttribute("href")).toBe(`/api/orders/${orderId(42)}/invoice.pdf`);
		expect(invoice.getAttribute("target")).toBe("_blank");
		// Issue 28: the buyer finds the order again from here.
		expect(screen.getByRole("link", { name: "Go to My purchases" }).getAttribute("href")).toBe(
			"/my-purchases",
		);
		expect(screen.getByRole("link", { name: "View order SSD-000042" }).getAttribute("href")).toBe(
			`/orders/${orderId(42)}`,
		);
		await waitFor(() => expect(document.title).toContain("Order confirmed"));
	});

	it("waits for a card payment, reading the order every 2 s, until it is paid", async () => {
		const pending = orderFixture(43, { payment_method: "stripe", due_date: null });
		let reads = 0;
		const { fetchMock } = renderSuccess(successUrl(43), {
			[orderPath(43)]: () => {
				reads++;
				return json({
					order: reads < 2 ? pending : paidOrderFixture(43, { payment_method: "stripe", due_date: null }),
				});
			},
		});

		expect(await screen.findByText("Confirming your payment…")).toBeTruthy();
		expect(screen.getByRole("status").textContent).toContain("Confirming your payment…");
		const ready = await screen.findByText(
			"Paid — your files are ready",
			{},
			{ timeout: CONFIRM_POLL_MS + 3000 },
		);
		expect(ready.closest("[role=status]")).toBeTruthy();
		expect(screen.getByRole("link", { name: "Go to My purchases" }).getAttribute("href")).toBe(
			"/my-purchases",
		);
		expect(screen.getByRole("link", { name: /Licence certificate \(PDF\)/ }).getAttribute("href")).toBe(
			`/api/orders/${orderId(43)}/certificate.pdf`,
		);
		expect(screen.queryByText("Confirming your payment…")).toBeNull();
		// Paid: no more reading.
		const count = orderReads(fetchMock, 43);
		await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS + 200));
		expect(orderReads(fetchMock, 43)).toBe(count);
	}, 15_000);

	it("stops waiting after a minute, says so, and checks again on request", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		const pending = orderFixture(44, { payment_method: "stripe", due_date: null });
		const { fetchMock } = renderSuccess(successUrl(44), { [orderPath(44)]: { order: pending } });

		expect(await screen.findByText("Confirming your payment…")).toBeTruthy();
		await act(() => vi.advanceTimersByTimeAsync(CONFIRM_WINDOW_MS + CONFIRM_POLL_MS));
		expect(await screen.findByText("Still waiting for the payment")).toBeTruthy();
		const reads = orderReads(fetchMock, 44);
		expect(reads).toBeGreaterThan(20);
		expect(reads).toBeLessThanOrEqual(CONFIRM_WINDOW_MS / CONFIRM_POLL_MS + 2);
		await act(() => vi.advanceTimersByTimeAsync(10 * CONFIRM_POLL_MS));
		expect(orderReads(fetchMock, 44)).toBe(reads);

		fireEvent.click(screen.getByRole("button", { name: "Check again" }));
		expect(await screen.findByText("Confirming your payment…")).toBeTruthy();
		await waitFor(() => expect(orderReads(fetchMock, 44)).toBeGreaterThan(reads));
	});

	it("explains a link without an order, or with one that is not the buyer's", async () => {
		const missing = renderSuccess("/checkout/success", {});
		expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Go to My purchases" }).getAttribute("href")).toBe(
			"/my-purchases",
		);
		expect(requestedPaths(missing.fetchMock).some((path) => path.startsWith("/api/orders"))).toBe(false);
		missing.unmount();

		renderSuccess(successUrl(45), { [orderPath(45)]: apiError(404, "NOT_FOUND", "Order not found") });
		expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeTruthy();
	});
});
