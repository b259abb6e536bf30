import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, byMethod, mockApi, requestedPaths, signedInMember } from "@/test/api-mock";
import { orderFixture, orderId, orderItemFixture, paidOrderFixture, purchaseId } from "@/test/order-fixtures";
import { renderApp } from "@/test/render-app";

function renderOrder(n: number, answer: unknown, table: Record<string, unknown> = {}) {
	const fetchMock = mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		[`/api/orders/${orderId(n)}`]: answer,
		...table,
	});
	return { fetchMock, ...renderApp(`/orders/${orderId(n)}`) };
}

describe("/orders/{id}", () => {
	it("shows a paid order: lines, totals, production, billing, both PDFs and a download per line", async () => {
		const order = paidOrderFixture(7, { billing: { ...paidOrderFixture(7).billing, po_number: "PO-9" } });
		const clicks: string[] = [];
		vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
			clicks.push(this.href);
		});
		const { fetchMock } = renderOrder(
			7,
			{ order },
			{
				[`/api/purchases/${purchaseId(1)}/download-link`]: byMethod({
					POST: { url: "/api/downloads/one?expires=1&signature=abc", expires_at: "2025-04-02T09:05:00.000Z" },
				}),
			},
		);

		expect(await screen.findByRole("heading", { level: 1, name: "Order SSD-000007" })).toBeTruthy();
		await waitFor(() => expect(document.title).toContain("Order SSD-000007"));
		const lines = within(screen.getByRole("list", { name: "Photos in this order" })).getAllByRole("listitem");
		expect(lines).toHaveLength(2);
		expect(
			within(lines[0] as HTMLElement)
				.getByRole("link", { name: "Snapshot 1" })
				.getAttribute("href"),
		).toBe("/photo/1001");
		expect(within(lines[0] as HTMLElement).getByText("#1001 · Background dressing")).toBeTruthy();
		// Subtotal and total (no volume discount on two photos).
		expect(screen.getAllByText("$98.00")).toHaveLength(2);
		expect(screen.getByText("Summer Feature")).toBeTruthy();
		expect(screen.getByText("PO number: PO-9")).toBeTruthy();
		expect(screen.getByRole("link", { name: /Invoice \(PDF\)/ }).getAttribute("href")).toBe(
			`/api/orders/${orderId(7)}/invoice.pdf`,
		);
		expect(screen.getByRole("link", { name: /Licence certificate \(PDF\)/ }).getAttribute("href")).toBe(
			`/api/orders/${orderId(7)}/certificate.pdf`,
		);

		fireEvent.click(
			within(lines[0] as HTMLElement).getByRole("button", { name: "Download original: Snapshot 1" }),
		);
		await waitFor(() =>
			expect(clicks).toEqual(["http://localhost:3000/api/downloads/one?expires=1&signature=abc"]),
		);
		expect(requestedPaths(fetchMock)).toContain(`/api/purchases/${purchaseId(1)}/download-link`);
	});

	it("says an unpaid order's files unlock with payment, with no downloads and no certificate", async () => {
		renderOrder(8, { order: orderFixture(8) });

		expect(
			await screen.findByText("This order is not paid yet: files unlock when payment arrives"),
		).toBeTruthy();
		expect(screen.queryByRole("button", { name: /Download original/ })).toBeNull();
		expect(screen.queryByRole("link", { name: /Licence certificate/ })).toBeNull();
		expect(screen.getByRole("link", { name: /Invoice \(PDF\)/ })).toBeTruthy();
	});

	it("names the volume discount as the cart did, with each line's price before it", async () => {
		const discounted = {
			...orderItemFixture(1),
			discount_cents: 245,
			total_cents: 4655,
		};
		const order = orderFixture(10, {
			items: [discounted],
			subtotal_cents: 4900,
			discount_cents: 245,
			total_cents: 4655,
			discount_percent: 5,
		});
		renderOrder(10, { order });

		const line = (
			await within(await screen.findByRole("list", { name: "Photos in this order" })).findAllByRole(
				"listitem",
			)
		)[0] as HTMLElement;
		expect(line.textContent).toContain("Before the volume discount: $49.00");
		expect(line.textContent).toContain("Price paid: $46.55");
		expect(screen.getByText("5% volume discount")).toBeTruthy();
		expect(screen.getByText("−$2.45")).toBeTruthy();
	});

	it("answers 'Order not found' for an order that is not the buyer's", async () => {
		renderOrder(9, apiError(404, "NOT_FOUND", "Order not found"));
		expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeTruthy();
	});
});
