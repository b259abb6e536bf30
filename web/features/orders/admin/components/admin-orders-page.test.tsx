import { RIDER_TEXT } from "@core/paperwork";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, mockApi, never, requestedPaths, sentBodies } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { adminOrdersApi, orderId } from "../test/admin-orders-api";
import { ACTION_FAILED } from "./order-action-dialog";

/** The query strings the page sent to the order list, in order. */
function listQueries(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
	return fetchMock.mock.calls
		.map(([input]) => new URL(String(input), "http://localhost"))
		.filter((url) => url.pathname === "/api/admin/orders")
		.map((url) => url.searchParams);
}

const lastListQuery = (fetchMock: ReturnType<typeof mockApi>) => listQueries(fetchMock).at(-1);

const seeds = [
	{ number: 41, status: "paid" as const, method: "stripe" as const, production: "Night Shift" },
	{
		number: 42,
		dueInDays: -3,
		buyer: { name: "Ada Lovelace", email: "ada@example.com" },
		company: "Zenith Films",
		production: "The Long Summer",
	},
];

async function findTableRows(): Promise<HTMLElement[]> {
	const table = await screen.findByRole("table", { name: "Orders" });
	return within(table).getAllByRole("row").slice(1);
}

describe("/admin/orders list", () => {
	it("shows each order's reference, buyer, company, production, total, method and state, linking to its detail", async () => {
		const { table } = adminOrdersApi(seeds);
		mockApi(table);
		renderApp("/admin/orders");

		expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeTruthy();
		const rows = await findTableRows();
		expect(rows).toHaveLength(2);
		const newest = rows[0] as HTMLElement;
		expect(within(newest).getByRole("link", { name: "SSD-000042" }).getAttribute("href")).toBe(
			`/admin/orders?order=${orderId(42)}`,
		);
		const text = newest.textContent ?? "";
		for (const expected of [
			"Ada Lovelace",
			"ada@example.com",
			"Zenith Films",
			"The Long Summer",
			"$294.00",
			"Invoice",
			"Awaiting payment",
			"Overdue by 3 days",
		]) {
			expect(text).toContain(expected);
		}
		const paid = rows[1] as HTMLElement;
		expect(paid.textContent).toContain("Card");
		expect(paid.textContent).toContain("Paid");
		expect(paid.textContent).not.toContain("Overdue");
		expect(screen.getByText("Showing 1–2 of 2 orders")).toBeTruthy();
		// Phones get the same orders as cards.
		const cards = within(screen.getByRole("list", { name: "Orders" })).getAllByRole("listitem");
		expect(cards).toHaveLength(2);
	});

	it("keeps the status and method filters in the URL and asks the API for them, back at page 1", async () => {
		const { table } = adminOrdersApi(seeds);
		const fetchMock = mockApi(table);
		const { router } = renderApp("/admin/orders?page=2");
		// Two orders: page 2 is empty, and says how to get back.
		expect(await screen.findByText("This page is empty")).toBeTruthy();
		expect(lastListQuery(fetchMock)?.get("page")).toBe("2");

		fireEvent.change(await screen.findByLabelText("Status"), { target: { value: "paid" } });
		await waitFor(() => expect(router.state.location.search).toBe("?status=paid"));
		await waitFor(() => expect(lastListQuery(fetchMock)?.get("status")).toBe("paid"));
		expect(lastListQuery(fetchMock)?.get("page")).toBe("1");
		expect(await findTableRows()).toHaveLength(1);

		fireEvent.change(screen.getByLabelText("Payment method"), { target: { value: "invoice" } });
		await waitFor(() => expect(router.state.location.search).toBe("?status=paid&method=invoice"));
		await waitFor(() => expect(lastListQuery(fetchMock)?.get("payment_method")).toBe("invoice"));
		expect(await screen.findByText("No orders match these filters")).toBeTruthy();

		fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
		await waitFor(() => expect(router.state.location.search).toBe(""));
		expect(await findTableRows()).toHaveLength(2);
	});

	it("searches once typing pauses, keeping the search in the URL", async () => {
		const { table } = adminOrdersApi(seeds);
		const fetchMock = mockApi(table);
		const { router } = renderApp("/admin/orders");
		await findTableRows();

		const box = screen.getByLabelText("Search orders");
		for (const typed of ["z", "ze", "zen", "  zenith "]) fireEvent.change(box, { target: { value: typed } });
		await waitFor(() => expect(router.state.location.search).toBe("?q=zenith"));
		await waitFor(() => expect(lastListQuery(fetchMock)?.get("q")).toBe("zenith"));
		await waitFor(() =>
			expect(within(screen.getByRole("table", { name: "Orders" })).getAllByRole("row")).toHaveLength(2),
		);
		// One request for the whole word, not one per letter.
		expect(listQueries(fetchMock).filter((query) => query.has("q"))).toHaveLength(1);

		// The header's gear opens the bare list: the box follows the URL.
		fireEvent.click(screen.getByRole("link", { name: "Admin: orders" }));
		await waitFor(() => expect(router.state.location.search).toBe(""));
		await waitFor(() => expect((screen.getByLabelText("Search orders") as HTMLInputElement).value).toBe(""));
		// The filtered table stays on screen until the bare list arrives: wait for its two orders.
		await waitFor(() =>
			expect(within(screen.getByRole("table", { name: "Orders" })).getAllByRole("row")).toHaveLength(3),
		);
	});

	it("pages through the orders with links that keep the filters", async () => {
		const many = Array.from({ length: 30 }, (_, i) => ({ number: i + 1, status: "paid" as const }));
		const { table } = adminOrdersApi(many);
		const fetchMock = mockApi(table);
		const { router } = renderApp("/admin/orders?status=paid");

		expect(await findTableRows()).toHaveLength(25);
		expect(screen.getByText("Showing 1–25 of 30 orders")).toBeTruthy();
		const pages = screen.getByRole("navigation", { name: "Pages of orders" });
		expect(within(pages).getByText("Page 1 of 2")).toBeTruthy();
		fireEvent.click(within(pages).getByRole("link", { name: "Next" }));

		await waitFor(() => expect(router.state.location.search).toBe("?status=paid&page=2"));
		expect(await screen.findByText("Showing 26–30 of 30 orders")).toBeTruthy();
		expect(lastListQuery(fetchMock)?.get("page")).toBe("2");
		expect(lastListQuery(fetchMock)?.get("page_size")).toBe("25");
		expect(await findTableRows()).toHaveLength(5);
		expect(
			within(screen.getByRole("navigation", { name: "Pages of orders" }))
				.getByRole("link", { name: "Previous" })
				.getAttribute("href"),
		).toBe("/admin/orders?status=paid");
	});

	it("says when there are no orders yet, shows placeholders while loading, and offers a retry on error", async () => {
		const { table } = adminOrdersApi([]);
		mockApi(table);
		const first = renderApp("/admin/orders");
		expect(await screen.findByText("No orders yet")).toBeTruthy();
		first.unmount();

		mockApi({ ...table, "/api/admin/orders": never() });
		const second = renderApp("/admin/orders");
		expect(await screen.findByText("Loading orders…")).toBeTruthy();
		second.unmount();

		mockApi({ ...table, "/api/admin/orders": apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		renderApp("/admin/orders");
		expect(await screen.findByText("We could not load the orders.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});

describe("/admin/orders detail", () => {
	it("opens an order from its row with buyer, billing, lines, totals, documents and history", async () => {
		const { table } = adminOrdersApi(seeds);
		mockApi(table);
		const { router } = renderApp("/admin/orders?status=pending_payment");

		const rows = await findTableRows();
		fireEvent.click(within(rows[0] as HTMLElement).getByRole("link", { name: "SSD-000042" }));
		await waitFor(() =>
			expect(router.state.location.search).toBe(`?status=pending_payment&order=${orderId(42)}`),
		);

		const dialog = await screen.findByRole("dialog", { name: "SSD-000042" });
		const lines = await within(dialog).findByRole("table", { name: "Photos in SSD-000042" });
		const lineRows = within(lines).getAllByRole("row").slice(1);
		expect(lineRows).toHaveLength(2);
		const hero = lineRows[0] as HTMLElement;
		expect(hero.textContent).toContain("#1001");
		expect(within(hero).getByRole("link", { name: "Snapshot 1" }).getAttribute("href")).toBe("/photo/1001");
		expect(hero.textContent).toContain("Hero usage");
		expect(hero.textContent).toContain("$245.00");
		expect(hero.querySelector("img")?.getAttribute("src")).toBe("/media/thumbs/1001.webp");

		const buyer = within(dialog).getByRole("region", { name: "Buyer" });
		expect(buyer.textContent).toContain("ada@example.com");
		const billing = within(dialog).getByRole("region", { name: "Billing contact" });
		expect(billing.textContent).toContain("Zenith Films");
		expect(billing.textContent).toContain("PO-77");
		expect(within(dialog).getByRole("region", { name: "Production" }).textContent).toContain(
			"The Long Summer",
		);
		expect(
			within(dialog)
				.getByRole("link", { name: /^Invoice \(PDF\)/ })
				.getAttribute("href"),
		).toBe(`/api/orders/${orderId(42)}/invoice.pdf`);
		expect(within(dialog).queryByRole("link", { name: /^Licence certificate/ })).toBeNull();
		// The subtotal, and the total: no volume discount on two photos.
		expect(within(dialog).getAllByText("$294.00").length).toBeGreaterThanOrEqual(2);
		expect(within(dialog).getByText("Subtotal (2 photos)")).toBeTruthy();
		const history = within(dialog).getByRole("region", { name: "History" });
		expect(history.textContent).toContain("buyer");
		expect(history.textContent).toContain("Awaiting payment");

		fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
		await waitFor(() => expect(router.state.location.search).toBe("?status=pending_payment"));
		expect(screen.queryByRole("dialog")).toBeNull();
	});

	it("offers only the actions the order's state allows", async () => {
		const { table } = adminOrdersApi([
			{ number: 1 },
			{ number: 2, status: "paid" },
			{ number: 3, status: "cancelled" },
		]);
		mockApi(table);
		const pending = renderApp(`/admin/orders?order=${orderId(1)}`);
		let dialog = await screen.findByRole("dialog", { name: "SSD-000001" });
		expect(await within(dialog).findByRole("button", { name: "Mark SSD-000001 paid" })).toBeTruthy();
		expect(within(dialog).getByRole("button", { name: "Cancel SSD-000001" })).toBeTruthy();
		expect(within(dialog).queryByRole("button", { name: "Refund SSD-000001" })).toBeNull();
		pending.unmount();

		const paid = renderApp(`/admin/orders?order=${orderId(2)}`);
		dialog = await screen.findByRole("dialog", { name: "SSD-000002" });
		expect(await within(dialog).findByRole("button", { name: "Refund SSD-000002" })).toBeTruthy();
		expect(within(dialog).queryByRole("button", { name: "Mark SSD-000002 paid" })).toBeNull();
		expect(within(dialog).queryByRole("button", { name: "Cancel SSD-000002" })).toBeNull();
		expect(
			within(dialog)
				.getByRole("link", { name: /^Licence certificate \(PDF\)/ })
				.getAttribute("href"),
		).toBe(`/api/orders/${orderId(2)}/certificate.pdf`);
		paid.unmount();

		renderApp(`/admin/orders?order=${orderId(3)}`);
		dialog = await screen.findByRole("dialog", { name: "SSD-000003" });
		await within(dialog).findByRole("table", { name: "Photos in SSD-000003" });
		expect(within(dialog).queryAllByRole("button", { name: /SSD-000003/ })).toHaveLength(0);
	});

	it("marks an order paid with a note once confirmed, then shows it paid in the detail and the list", async () => {
		const { table } = adminOrdersApi(seeds);
		const fetchMock = mockApi(table);
		renderApp(`/admin/orders?order=${orderId(42)}`);

		const dialog = await screen.findByRole("dialog", { name: "SSD-000042" });
		const markPaid = await within(dialog).findByRole("button", { name: "Mark SSD-000042 paid" });
		markPaid.focus();
		fireEvent.click(markPaid);
		const confirm = await screen.findByRole("dialog", { name: "Mark SSD-000042 paid?" });
		expect(confirm.textContent).toContain("$294.00");
		expect(confirm.textContent).toContain("licences");
		fireEvent.change(within(confirm).getByLabelText(/Note/), { target: { value: "  BACS ref 99812 " } });
		const listReadsBefore = listQueries(fetchMock).length;
		fireEvent.click(within(confirm).getByRole("button", { name: "Mark paid" }));

		expect(await screen.findByText("SSD-000042 marked paid")).toBeTruthy();
		expect(sentBodies(fetchMock, `/api/admin/orders/${orderId(42)}/mark_paid`)).toEqual([
			{ note: "BACS ref 99812" },
		]);
		await waitFor(() => expect(screen.queryByRole("dialog", { name: "Mark SSD-000042 paid?" })).toBeNull());
		// Its button is gone: the keyboard focus stays in the order's detail, not the page behind it.
		expect(dialog.contains(document.activeElement)).toBe(true);
		expect(await within(dialog).findByRole("button", { name: "Refund SSD-000042" })).toBeTruthy();
		expect(within(dialog).queryByRole("button", { name: "Mark SSD-000042 paid" })).toBeNull();
		expect(within(dialog).getByRole("region", { name: "History" }).textContent).toContain("BACS ref 99812");

		// The list behind it was read again and shows the new state.
		await waitFor(() => expect(listQueries(fetchMock).length).toBeGreaterThan(listReadsBefore));
		const row = (await findTableRows())[0] as HTMLElement;
		await waitFor(() => expect(row.textContent).not.toContain("Awaiting payment"));
		expect(row.textContent).not.toContain("Overdue");
	});

	it("shows the server's message when the order changed state meanwhile (409), and reads the order again", async () => {
		const { table } = adminOrdersApi(seeds, {
			actionAnswer: () => apiError(409, "CONFLICT", "Cannot mark paid an order that is cancelled"),
		});
		const fetchMock = mockApi(table);
		renderApp(`/admin/orders?order=${orderId(42)}`);

		const dialog = await screen.findByRole("dialog", { name: "SSD-000042" });
		fireEvent.click(await within(dialog).findByRole("button", { name: "Mark SSD-000042 paid" }));
		const confirm = await screen.findByRole("dialog", { name: "Mark SSD-000042 paid?" });
		const detailReads = requestedPaths(fetchMock).filter(
			(path) => path === `/api/admin/orders/${orderId(42)}`,
		).length;
		fireEvent.click(within(confirm).getByRole("button", { name: "Mark paid" }));

		const alert = await within(confirm).findByRole("alert");
		expect(alert.textContent).toContain(ACTION_FAILED);
		expect(alert.textContent).toContain("Cannot mark paid an order that is cancelled");
		await waitFor(() =>
			expect(
				requestedPaths(fetchMock).filter((path) => path === `/api/admin/orders/${orderId(42)}`).length,
			).toBeGreaterThan(detailReads),
		);
		expect(screen.queryByText("SSD-000042 marked paid")).toBeNull();
	});

	it("puts the focus on the page's heading when a detail opened by its link closes", async () => {
		const { table } = adminOrdersApi(seeds);
		mockApi(table);
		const { router } = renderApp(`/admin/orders?order=${orderId(42)}`);

		const dialog = await screen.findByRole("dialog", { name: "SSD-000042" });
		await within(dialog).findByRole("region", { name: "History" });
		fireEvent.keyDown(dialog, { key: "Escape" });

		await waitFor(() => expect(router.state.location.search).toBe(""));
		// Nothing on the page opened it: the focus lands on the heading, not on the document's body.
		await waitFor(() =>
			expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Orders" })),
		);
	});

	it("says so when the linked order does not exist", async () => {
		const { table } = adminOrdersApi(seeds);
		mockApi(table);
		renderApp(`/admin/orders?order=${orderId(99)}`);
		const dialog = await screen.findByRole("dialog", { name: "Order" });
		expect(await within(dialog).findByText("Order not found")).toBeTruthy();
	});
});

describe("/admin/orders: the studio rider", () => {
	it("opens the rider, asks why before declining, and accepts it", async () => {
		const { table, orders } = adminOrdersApi([{ number: 5, status: "paid" }]);
		const order = orders[0];
		if (!order) throw new Error("order");
		order.terms_version = "2026-11";
		order.items = order.items.map((item, i) =>
			i === 0 ? { ...item, scene_note: "Ep. 1, the hallway" } : item,
		);
		order.rider = {
			status: "pending_review",
			size_bytes: 2048,
			uploaded_at: "2025-03-05T10:00:00.000Z",
			reviewed_at: null,
			reason: null,
		};
		const decided: Array<{ path: string; body: unknown }> = [];
		const decide = (decision: "accept" | "decline") => (_url: URL, init?: RequestInit) => {
			decided.push({ path: decision, body: JSON.parse(String(init?.body ?? "{}")) });
			if (!order.rider) throw new Error("rider");
			order.rider = {
				...order.rider,
				status: decision === "accept" ? "accepted" : "declined",
				reviewed_at: "2025-03-06T10:00:00.000Z",
			};
			return json({ order });
		};
		mockApi({
			...table,
			[`/api/admin/orders/${order.id}/rider/accept`]: decide("accept"),
			[`/api/admin/orders/${order.id}/rider/decline`]: decide("decline"),
		});
		renderApp(`/admin/orders?order=${order.id}`);
		const dialog = await screen.findByRole("dialog", { name: "SSD-000005" });
		const rider = await within(dialog).findByRole("region", { name: "Studio rider" });
		expect(within(dialog).getByText("Version 2026-11, accepted at checkout")).toBeTruthy();
		expect(within(dialog).getByText("Episode or scene: Ep. 1, the hallway")).toBeTruthy();
		expect(
			within(rider)
				.getByRole("link", { name: /Open the rider \(PDF\)/ })
				.getAttribute("href"),
		).toBe(`/api/admin/orders/${order.id}/rider.pdf`);

		fireEvent.click(within(rider).getByRole("button", { name: "Decline rider…" }));
		fireEvent.click(within(rider).getByRole("button", { name: "Decline rider" }));
		const reason = within(rider).getByRole("textbox", { name: /Why is it declined/ });
		expect(await within(rider).findByText(RIDER_TEXT.reasonRequired)).toBeTruthy();
		await waitFor(() => expect(document.activeElement).toBe(reason));
		expect(decided).toEqual([]);
		fireEvent.click(within(rider).getByRole("button", { name: "Cancel" }));

		fireEvent.click(within(rider).getByRole("button", { name: "Accept rider" }));
		expect(await within(rider).findByText("Studio rider accepted on 2025-03-06")).toBeTruthy();
		expect(decided).toEqual([{ path: "accept", body: {} }]);
		expect(within(rider).queryByRole("button", { name: "Accept rider" })).toBeNull();
	});
});
