import {
	type CheckoutOptionsResponse,
	Order,
	type OrderItem,
	OrderSummary,
	Purchase,
} from "@core/contracts/orders";
import type { LicenseType } from "@core/license";
import { DEFAULT_EXCLUSIVE_MULTIPLIERS, licenceListPriceCents } from "@core/licensing";
import { orderReference } from "@core/orders";
import { apiPaths } from "@/lib/paths";
import { photoFixture } from "./search-fixtures";
import { projectId } from "./wishlist-fixtures";

/** Answers of the orders API (issue 7) for tests, checked against the contracts; `n` makes ids distinct. */

const hex = (n: number) => n.toString(16).padStart(12, "0");

export const orderId = (n: number) => `a1b2c3d4-1111-4222-8333-${hex(n)}`;
export const orderItemId = (n: number) => `b2c3d4e5-2222-4333-9444-${hex(n)}`;
export const purchaseId = (n: number) => `c3d4e5f6-3333-4444-a555-${hex(n)}`;

export const billingFixture = {
	name: "Grace Hopper",
	email: "accounts@acme.test",
	company: "Acme Pictures",
	address: "1 Studio Way\nBurbank, CA 91505",
};

export function checkoutOptionsFixture(
	overrides: Partial<CheckoutOptionsResponse> = {},
): CheckoutOptionsResponse {
	return {
		payment_methods: ["invoice"],
		default_payment_method: "invoice",
		billing: { name: "Ada Lovelace", email: "ada@example.com" },
		last_billing: null,
		production: null,
		...overrides,
	};
}

/** Issue 30's fields of an order line: an exclusive term and its end, and the upgrades it made or had. */
type LicensingFields = Partial<
	Pick<OrderItem, "exclusive_months" | "exclusive_until" | "upgrade_of" | "credit_cents" | "upgraded_by">
>;

/**
 * A line of photo `n` (photoFixture(n), $49.00); `purchased` gives it its licence's id; an
 * exclusive hero term costs the default multiple of hero (issue 30).
 */
export function orderItemFixture(
	n: number,
	{
		purchased = false,
		license = "background-dressing",
		...licensing
	}: { purchased?: boolean; license?: LicenseType } & LicensingFields = {},
): OrderItem {
	const photo = photoFixture(n);
	const price = licenceListPriceCents(
		4900,
		{ license_type: license, exclusive_months: licensing.exclusive_months ?? null },
		DEFAULT_EXCLUSIVE_MULTIPLIERS,
	);
	return {
		id: orderItemId(n),
		photo: { id: photo.id, photoid: photo.photoid, title: photo.title, thumbnail_url: photo.thumbnail_url },
		license_type: license,
		exclusive_months: null,
		exclusive_until: null,
		upgrade_of: null,
		credit_cents: 0,
		upgraded_by: null,
		unit_price_cents: price,
		quantity: 1,
		subtotal_cents: price,
		discount_cents: 0,
		total_cents: price,
		purchase_id: purchased ? purchaseId(n) : null,
		scene_note: null,
		licence_number: `SSD-000001-${String(n).padStart(2, "0")}`,
		verify_code: `ABCDEFGH${String(n).padStart(4, "0")}`,
		licensor: "The Hale Family Album",
		...licensing,
	};
}

/** Order number `n`: by default an invoice order of photos 1 and 2 awaiting payment. */
export function orderFixture(n: number, overrides: Partial<Order> = {}): Order {
	const items = overrides.items ?? [orderItemFixture(1), orderItemFixture(2)];
	const total = items.reduce((sum, item) => sum + item.total_cents, 0);
	return Order.parse({
		id: orderId(n),
		number: n,
		reference: orderReference(n),
		status: "pending_payment",
		payment_method: "invoice",
		production: { project_id: projectId(1), name: "Summer Feature", company: "Acme Pictures" },
		billing: billingFixture,
		items,
		item_count: items.length,
		subtotal_cents: total,
		discount_cents: 0,
		total_cents: total,
		discount_percent: 0,
		due_date: "2025-04-30",
		placed_at: "2025-03-31T10:00:00.000Z",
		paid_at: null,
		cancelled_at: null,
		refunded_at: null,
		terms_version: "2026-11",
		rider: null,
		verify_code: `CERT${String(n).padStart(8, "0")}`,
		invoice_url: apiPaths.orderInvoicePdf(orderId(n)),
		certificate_url: null,
		company: null,
		production_code: null,
		episode: null,
		...overrides,
	});
}

/** Order `n`, paid: its lines are licences and the certificate is there. */
export function paidOrderFixture(n: number, overrides: Partial<Order> = {}): Order {
	return orderFixture(n, {
		status: "paid",
		paid_at: "2025-04-02T09:00:00.000Z",
		certificate_url: apiPaths.orderCertificatePdf(orderId(n)),
		items: [orderItemFixture(1, { purchased: true }), orderItemFixture(2, { purchased: true })],
		...overrides,
	});
}

export function orderSummaryFixture(order: Order): OrderSummary {
	return OrderSummary.parse({
		id: order.id,
		number: order.number,
		reference: order.reference,
		status: order.status,
		payment_method: order.payment_method,
		production_name: order.production.name,
		item_count: order.item_count,
		total_cents: order.total_cents,
		due_date: order.due_date,
		placed_at: order.placed_at,
		paid_at: order.paid_at,
	});
}

/** An upgrade on offer for a licence (issue 30), as GET /api/purchases lists it. */
export type UpgradeOffer = Purchase["upgrades"][number];

/**
 * The licences of a paid order, as GET /api/purchases lists them; `upgrades` by order line id are
 * the upgrades the server offers each (issue 30; none unless given).
 */
export function purchasesOf(order: Order, upgrades: Record<string, UpgradeOffer[]> = {}): Purchase[] {
	return order.items.flatMap((item) =>
		item.purchase_id
			? [
					Purchase.parse({
						id: item.purchase_id,
						photo: item.photo,
						license_type: item.license_type,
						price_cents: item.total_cents,
						purchase_date: order.paid_at,
						order: { id: order.id, reference: order.reference },
						production_name: order.production.name,
						certificate_url: apiPaths.orderCertificatePdf(order.id),
						licence_number: item.licence_number,
						verify_code: item.verify_code,
						by_company: order.company?.name ?? null,
						order_item_id: item.id,
						exclusive_months: item.exclusive_months,
						exclusive_until: item.exclusive_until,
						upgraded: item.upgraded_by !== null,
						upgrades: upgrades[item.id] ?? [],
					}),
				]
			: [],
	);
}
