import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, never, sentBodies } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { adminOrdersApi, orderId } from "../test/admin-orders-api";
import { NO_PAYMENTS, NOTHING_AWAITING } from "./admin-payments-page";

const ACME = { name: "Grace Hopper", email: "grace@example.com" };

// Photos: 2 → $294.00 (one hero, one background), 1 → $245.00, 3 → $343.00.
const seeds = [
	{ number: 10, dueInDays: -12, company: "Old Reel Ltd", photos: 1 },
	{ number: 11, dueInDays: -2, company: "Zenith Films" },
	{ number: 12, dueInDays: 25, company: "Acme Studios", buyer: ACME },
	{ number: 13, dueInDays: 5, company: "Acme Studios", photos: 3 },
	{ number: 14, status: "paid" as const, company: "Paid Pictures" },
	{ number: 15, status: "pending_payment" as const, method: "stripe" as const },
	{ number: 16, status: "cancelled" as const },
];

function listCalls(fetchMock: ReturnType<typeof mockApi>): string[] {
	return fetchMock.mock.calls
		.map(([input]) => new URL(String(input), "http://localhost"))
		.filter((url) => url.pathname === "/api/admin/orders")
		.map((url) => url.search);
}

async function awaitingRows(): Promise<HTMLElement[]> {
	const table = await screen.findByRole("table", { name: "Invoices awaiting payment" });
	return within(table).getAllByRole("row").slice(1);
}

describe("/admin/payments", () => {
	it("shows the totals and the open invoices, overdue first, each with its due date and a link to the order", async () => {
		const { table } = adminOrdersApi(seeds);
		const fetchMock = mockApi(table);
		renderApp("/admin/payments");

		expect(await screen.findByRole("heading", { level: 1, name: "Payments" })).toBeTruthy();
		const rows = await awaitingRows();
		expect(rows.map((row) => within(row).getAllByRole("link")[0]?.textContent)).toEqual([
			"SSD-000010",
			"SSD-000011",
			"SSD-000013",
			"SSD-000012",
		]);
		expect(rows[0]?.textContent).toContain("Overdue by 12 days");
		expect(rows[1]?.textContent).toContain("Overdue by 2 days");
		expect(rows[2]?.textContent).toContain("Due in 5 days");
		expect(rows[3]?.textContent).toContain("Grace Hopper");
		expect(
			within(rows[0] as HTMLElement)
				.getByRole("link", { name: "SSD-000010" })
				.getAttribute("href"),
		).toBe(`/admin/orders?order=${orderId(10)}`);
		expect(within(rows[0] as HTMLElement).getByRole("button", { name: "Mark SSD-000010 paid" })).toBeTruthy();
		expect(within(rows[0] as HTMLElement).getByRole("button", { name: "Cancel SSD-000010" })).toBeTruthy();

		const totals = screen.getByRole("region", { name: "Totals" });
		// Open invoices: 245 + 294 + 294 + 343; overdue: 245 + 294; paid: 294.
		await waitFor(() => expect(totals.textContent).toContain("$1,176.00"));
		expect(totals.textContent).toContain("$539.00");
		expect(totals.textContent).toContain("$294.00");

		const paid = screen.getByRole("table", { name: "Recently paid orders" });
		const paidRows = within(paid).getAllByRole("row").slice(1);
		expect(paidRows).toHaveLength(1);
		expect(
			within(paidRows[0] as HTMLElement).getByRole("button", { name: "Refund SSD-000014" }),
		).toBeTruthy();

		const calls = listCalls(fetchMock);
		expect(calls).toContain("?status=pending_payment&payment_method=invoice&page=1&page_size=100");
		expect(calls).toContain(
			"?status=pending_payment&payment_method=invoice&overdue=true&page=1&page_size=100",
		);
		expect(calls).toContain("?status=paid&page=1&page_size=10");
	});

	it("marks an invoice paid with the bank reference once confirmed, and moves it to recently paid", async () => {
		const { table } = adminOrdersApi(seeds);
		const fetchMock = mockApi(table);
		renderApp("/admin/payments");

		const rows = await awaitingRows();
		fireEvent.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Mark SSD-000011 paid" }));
		const confirm = await screen.findByRole("dialog", { name: "Mark SSD-000011 paid?" });
		fireEvent.change(within(confirm).getByLabelText(/Note/), { target: { value: "Transfer 4471" } });
		fireEvent.click(within(confirm).getByRole("button", { name: "Mark paid" }));

		expect(await screen.findByText("SSD-000011 marked paid")).toBeTruthy();
		expect(sentBodies(fetchMock, `/api/admin/orders/${orderId(11)}/mark_paid`)).toEqual([
			{ note: "Transfer 4471" },
		]);
		await waitFor(async () => expect(await awaitingRows()).toHaveLength(3));
		const paid = screen.getByRole("table", { name: "Recently paid orders" });
		await waitFor(() => expect(within(paid).getByRole("link", { name: "SSD-000011" })).toBeTruthy());
		await waitFor(() =>
			expect(screen.getByRole("region", { name: "Totals" }).textContent).toContain("$882.00"),
		);
		expect(screen.queryByRole("dialog", { name: "Mark SSD-000011 paid?" })).toBeNull();
	});

	it("says what a refund does before refunding, and shows the server's refusal", async () => {
		const { table } = adminOrdersApi(seeds, {
			actionAnswer: () => apiError(409, "CONFLICT", "Cannot refund an order that is refunded"),
		});
		const fetchMock = mockApi(table);
		renderApp("/admin/payments");

		const paid = await screen.findByRole("table", { name: "Recently paid orders" });
		fireEvent.click(within(paid).getByRole("button", { name: "Refund SSD-000014" }));
		const confirm = await screen.findByRole("dialog", { name: "Refund SSD-000014?" });
		expect(confirm.textContent).toContain("removes the buyer's licences and download access");
		expect(confirm.textContent).toContain("bank transfer");
		fireEvent.click(within(confirm).getByRole("button", { name: "Refund order" }));

		expect((await within(confirm).findByRole("alert")).textContent).toContain(
			"Cannot refund an order that is refunded",
		);
		expect(sentBodies(fetchMock, `/api/admin/orders/${orderId(14)}/refund`)).toEqual([{}]);
		fireEvent.click(within(confirm).getByRole("button", { name: "Back" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
	});

	it("says when nothing is awaiting payment and nothing is paid yet", async () => {
		const { table } = adminOrdersApi([{ number: 1, status: "cancelled" }]);
		mockApi(table);
		renderApp("/admin/payments");
		expect(await screen.findByText(NOTHING_AWAITING)).toBeTruthy();
		expect(await screen.findByText(NO_PAYMENTS)).toBeTruthy();
		expect(screen.getByRole("region", { name: "Totals" }).textContent).toContain("$0.00");
	});

	it("shows placeholders while loading and a retry when the invoices cannot be read", async () => {
		const { table } = adminOrdersApi(seeds);
		mockApi({ ...table, "/api/admin/orders": never() });
		const view = renderApp("/admin/payments");
		expect(await screen.findByText("Loading invoices awaiting payment…")).toBeTruthy();
		view.unmount();

		mockApi({ ...table, "/api/admin/orders": apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		renderApp("/admin/payments");
		expect(await screen.findByText("We could not load the invoices awaiting payment.")).toBeTruthy();
		expect(screen.getByText("We could not load the recent payments.")).toBeTruthy();
		expect(screen.getAllByRole("button", { name: "Try again" })).toHaveLength(2);
	});
});
