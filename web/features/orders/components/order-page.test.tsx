import { RIDER_TEXT, SCENE_NOTE_TEXT } from "@core/paperwork";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	requestedPaths,
	sentBodies,
	signedInMember,
} from "@/test/api-mock";
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
	it("shows a company order's company and references (issue 29)", async () => {
		const order = paidOrderFixture(8, {
			company: { id: crypto.randomUUID(), name: "Harbor Films" },
			production_code: "HF-12",
			episode: "Ep 4",
		});
		renderOrder(8, { order });

		expect(await screen.findByText(/Licences held by Harbor Films/)).toBeTruthy();
		expect(screen.getByText("Production code: HF-12 · Episode: Ep 4")).toBeTruthy();
	});

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
		// Each licence links to its public verification page (issue 28).
		expect(
			within(lines[0] as HTMLElement)
				.getByRole("link", { name: "Verify licence SSD-000001-01" })
				.getAttribute("href"),
		).toBe("/verify/ABCDEFGH0001");

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

	it("keeps a scene note per line: added by the buyer, sent as typed, and shown with the terms accepted", async () => {
		const order = paidOrderFixture(11);
		const noted = {
			...order,
			items: order.items.map((item, i) => (i === 0 ? { ...item, scene_note: "Ep. 2, sc. 14" } : item)),
		};
		let current = order;
		const itemPath = `/api/orders/${orderId(11)}/items/${order.items[0]?.id}`;
		const saveNote = () => {
			current = noted;
			return json({ item: noted.items[0] });
		};
		const { fetchMock } = renderOrder(11, () => json({ order: current }), {
			[itemPath]: byMethod({ PATCH: saveNote }),
		});

		expect(await screen.findByText("Version 2026-11, accepted at checkout")).toBeTruthy();
		expect(screen.getByRole("link", { name: "Clearance log of this production" }).getAttribute("href")).toBe(
			`/projects/${order.production.project_id}/clearance`,
		);
		fireEvent.click(screen.getByRole("button", { name: "Add scene note: Snapshot 1" }));
		const input = screen.getByRole("textbox", { name: /Episode or scene/ });
		fireEvent.change(input, { target: { value: "x".repeat(201) } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(await screen.findByText(SCENE_NOTE_TEXT.tooLong)).toBeTruthy();
		await waitFor(() => expect(document.activeElement).toBe(input));
		expect(sentBodies(fetchMock, itemPath)).toEqual([]);

		fireEvent.change(input, { target: { value: " Ep. 2, sc. 14 " } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(await screen.findByText("Ep. 2, sc. 14")).toBeTruthy();
		expect(sentBodies(fetchMock, itemPath)).toEqual([{ scene_note: "Ep. 2, sc. 14" }]);
		expect(screen.getByRole("button", { name: "Edit scene note: Snapshot 1" })).toBeTruthy();
	});

	it("attaches the studio's rider: a file that is not a PDF is refused before sending, a PDF is sent as it is", async () => {
		const order = orderFixture(12);
		let current = order;
		const riderPath = `/api/orders/${orderId(12)}/rider`;
		const attach = () => {
			current = {
				...order,
				rider: {
					status: "pending_review",
					size_bytes: 9,
					uploaded_at: "2025-04-01T10:00:00.000Z",
					reviewed_at: null,
					reason: null,
				},
			};
			return json({ order: current });
		};
		const { fetchMock } = renderOrder(12, () => json({ order: current }), {
			[riderPath]: byMethod({ POST: attach }),
		});
		const input = (await screen.findByLabelText("Attach a rider (PDF)")) as HTMLInputElement;
		fireEvent.change(input, {
			target: { files: [new File(["PK zip"], "rider.pdf", { type: "application/pdf" })] },
		});
		expect(await screen.findByText(RIDER_TEXT.notPdf)).toBeTruthy();
		expect(requestedPaths(fetchMock)).not.toContain(riderPath);

		const pdf = new File(["%PDF-1.4\n"], "rider.pdf", { type: "application/pdf" });
		fireEvent.change(input, { target: { files: [pdf] } });
		expect(await screen.findByText("Waiting for review")).toBeTruthy();
		expect(screen.queryByText(RIDER_TEXT.notPdf)).toBeNull();
		const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith(riderPath));
		expect(sent?.[1]?.body).toBe(pdf);
		expect(screen.getByLabelText("Replace the rider (PDF)")).toBeTruthy();
	});
});
