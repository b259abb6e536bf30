import {
	type AdminOrder,
	AdminOrderListResponse,
	AdminOrderResponse,
	type AdminOrderSummary,
	type OrderItem,
} from "@core/contracts/orders";
import {
	canTransition,
	ORDER_ACTIONS,
	ORDER_TEXT,
	type OrderAction,
	type OrderStatus,
	type PaymentMethod,
} from "@core/orders";
import { apiError, json, type MockAnswer, signedInAdmin } from "@/test/api-mock";
import { orderFixture, orderSummaryFixture } from "@/test/order-fixtures";

/**
 * A stand-in for the server's admin order API (issue 7) over orders kept in memory: the list
 * with its filters, pages and totals, one order, and the actions with their 409 for a wrong
 * state. Every answer is checked against the contract the page parses it with.
 */

export const orderId = (n: number) => `7e1d2c3b-4a59-4687-9a1b-${n.toString(16).padStart(12, "0")}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day `offset` days from today (UTC), as the API writes due dates. */
export function dayFromToday(offset: number): string {
	return new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
}

function item(orderNumber: number, n: number, license: OrderItem["license_type"]): OrderItem {
	const unit = license === "hero-usage" ? 24_500 : 4900;
	return {
		id: `5b4a3928-1706-4e5d-8c4b-${(orderNumber * 100 + n).toString(16).padStart(12, "0")}`,
		photo: {
			id: `3a2b1c0d-9e8f-4a7b-8c6d-${(1000 + n).toString(16).padStart(12, "0")}`,
			photoid: 1000 + n,
			title: `Snapshot ${n}`,
			thumbnail_url: `/media/thumbs/${1000 + n}.webp`,
		},
		license_type: license,
		exclusive_months: null,
		exclusive_until: null,
		upgrade_of: null,
		credit_cents: 0,
		upgraded_by: null,
		unit_price_cents: unit,
		quantity: 1,
		subtotal_cents: unit,
		discount_cents: 0,
		total_cents: unit,
		purchase_id: null,
		scene_note: null,
		licence_number: `SSD-${String(orderNumber).padStart(6, "0")}-${String(n).padStart(2, "0")}`,
		verify_code: `ABCDEFGH${String(orderNumber * 100 + n).padStart(4, "0")}`,
		licensor: null,
	};
}

export type OrderSeed = {
	number: number;
	status?: OrderStatus;
	method?: PaymentMethod;
	buyer?: { name: string; email: string };
	company?: string;
	production?: string;
	/** Days from today to the due date (negative: past due). */
	dueInDays?: number;
	photos?: number;
};

/** One order as GET /api/admin/orders/:id answers it. */
export function adminOrder(seed: OrderSeed): AdminOrder {
	const status = seed.status ?? "pending_payment";
	const method = seed.method ?? "invoice";
	const buyer = seed.buyer ?? { name: "Grace Hopper", email: "grace@example.com" };
	const items = Array.from({ length: seed.photos ?? 2 }, (_, i) =>
		item(seed.number, i + 1, i === 0 ? "hero-usage" : "background-dressing"),
	);
	const placed = new Date(Date.UTC(2025, 2, seed.number, 9, 30)).toISOString();
	const dueDate = method === "invoice" ? dayFromToday(seed.dueInDays ?? 20) : null;
	const id = orderId(seed.number);
	const order = orderFixture(seed.number, {
		id,
		status,
		payment_method: method,
		production: {
			project_id: null,
			name: seed.production ?? "The Long Summer",
			company: seed.company ?? "Acme Studios",
		},
		billing: {
			name: buyer.name,
			email: buyer.email,
			company: seed.company ?? "Acme Studios",
			address: "1 Studio Lane\nBurbank, CA",
			po_number: "PO-77",
		},
		items,
		due_date: dueDate,
		placed_at: placed,
		paid_at: status === "paid" || status === "refunded" ? placed : null,
		cancelled_at: status === "cancelled" ? placed : null,
		refunded_at: status === "refunded" ? placed : null,
		invoice_url: `/api/orders/${id}/invoice.pdf`,
		certificate_url: status === "paid" ? `/api/orders/${id}/certificate.pdf` : null,
	});
	return {
		...order,
		buyer: { id: "9b2f7a52-1c0e-4d57-9a54-3f6f0c1f8e21", ...buyer },
		overdue: status === "pending_payment" && dueDate !== null && dueDate < dayFromToday(0),
		stripe_session_id: method === "stripe" ? "cs_test_123" : null,
		events: [
			{
				at: placed,
				kind: "placed",
				from_status: null,
				to_status: "pending_payment",
				actor: "buyer",
				note: null,
			},
		],
	};
}

/** The list's row of an order: the buyer's summary, plus who bought it and whether it is overdue. */
function summaryOf(order: AdminOrder): AdminOrderSummary {
	return {
		...orderSummaryFixture(order),
		buyer: order.buyer,
		billing_company: order.billing.company,
		overdue: order.overdue,
	};
}

function matches(order: AdminOrder, params: URLSearchParams): boolean {
	const status = params.get("status");
	const method = params.get("payment_method");
	const q = params.get("q")?.toLowerCase();
	if (status && order.status !== status) return false;
	if (method && order.payment_method !== method) return false;
	if (params.get("overdue") === "true" && !order.overdue) return false;
	if (!q) return true;
	return [
		order.reference,
		order.buyer.email ?? "",
		order.buyer.name,
		order.billing.company,
		order.production.name,
	]
		.join(" ")
		.toLowerCase()
		.includes(q);
}

const sum = (orders: AdminOrder[], keep: (order: AdminOrder) => boolean) =>
	orders.filter(keep).reduce((total, order) => total + order.total_cents, 0);

/**
 * The admin order endpoints over `seeds`, newest first, plus what the header asks. `actionAnswer`
 * replaces the answer of every action (a 409 from a change made elsewhere, for example).
 */
export function adminOrdersApi(seeds: OrderSeed[], options: { actionAnswer?: () => Response } = {}) {
	const orders = seeds.map(adminOrder).sort((a, b) => b.number - a.number);
	const table: Record<string, MockAnswer> = {
		"/api/me": signedInAdmin,
		"/api/me/is-admin": { is_admin: true },
		"/api/cart/count": { count: 0 },
		"/api/admin/orders": (url: URL) => {
			const found = orders.filter((order) => matches(order, url.searchParams));
			const page = Number(url.searchParams.get("page") ?? 1);
			const pageSize = Number(url.searchParams.get("page_size") ?? 25);
			return json(
				AdminOrderListResponse.parse({
					orders: found.slice((page - 1) * pageSize, page * pageSize).map(summaryOf),
					total: found.length,
					page,
					page_size: pageSize,
					totals: {
						pending_payment_cents: sum(found, (order) => order.status === "pending_payment"),
						overdue_cents: sum(found, (order) => order.overdue),
						paid_cents: sum(found, (order) => order.status === "paid"),
					},
				}),
			);
		},
	};
	for (const order of orders) {
		table[`/api/admin/orders/${order.id}`] = () => json(AdminOrderResponse.parse({ order }));
		for (const action of Object.keys(ORDER_ACTIONS) as OrderAction[]) {
			table[`/api/admin/orders/${order.id}/${action}`] = (_url: URL, init?: RequestInit) => {
				if (init?.method !== "POST") return apiError(405, "METHOD_NOT_ALLOWED", "POST only");
				if (options.actionAnswer) return options.actionAnswer();
				const { to } = ORDER_ACTIONS[action];
				if (!canTransition(order.status, to)) {
					return apiError(409, "CONFLICT", ORDER_TEXT.wrongState(action, order.status));
				}
				const body = typeof init.body === "string" ? (JSON.parse(init.body) as { note?: string }) : {};
				const at = new Date().toISOString();
				order.events.push({
					at,
					kind: action,
					from_status: order.status,
					to_status: to,
					actor: "admin: ada@example.com",
					note: body.note ?? null,
				});
				order.status = to;
				order.overdue = false;
				if (to === "paid") order.paid_at = at;
				if (to === "cancelled") order.cancelled_at = at;
				if (to === "refunded") order.refunded_at = at;
				order.certificate_url = to === "paid" ? `/api/orders/${order.id}/certificate.pdf` : null;
				return json(AdminOrderResponse.parse({ order }));
			};
		}
	}
	return { table, orders };
}
