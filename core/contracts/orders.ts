import { z } from "zod";
import { TERMS_TEXT, termsProblem } from "../licence-terms";
import { LICENSE_TYPES } from "../license";
import {
	DEFAULT_PAYMENT_METHOD,
	ORDER_ACTIONS,
	ORDER_REFERENCE_MAX,
	ORDER_STATUSES,
	ORDER_TEXT,
	PAYMENT_METHODS,
	PURCHASES_PAGE_SIZE,
	PURCHASES_PAGE_SIZE_MAX,
} from "../orders";
import { RIDER_STATUSES, RIDER_TEXT, SCENE_NOTE_MAX, SCENE_NOTE_TEXT } from "../paperwork";
import { ORDER_REFERENCES } from "../teams";

import { Cents } from "./cart";
import { ExclusiveTermField } from "./licensing";

const trimmed = (max: number, label: string) =>
	z.string().trim().max(max, `${label} must be ${max} characters or fewer`);
const required = (max: number, label: string) => trimmed(max, label).min(1, `${label} is required`);

/** Who pays: printed on the invoice and the certificate. */
export const BillingContact = z
	.object({
		name: required(120, "Name"),
		email: z.string().trim().pipe(z.email("Enter a valid email address")),
		company: required(160, "Company"),
		address: required(500, "Billing address"),
		/** The production's purchase order number, when its accounts ask for one. */
		po_number: trimmed(60, "PO number").optional(),
	})
	.strict();
export type BillingContact = z.infer<typeof BillingContact>;
export type BillingContactInput = z.input<typeof BillingContact>;

/** An optional note per licensed photo: the episode or scene it is used in. */
export const SceneNote = z.string().trim().max(SCENE_NOTE_MAX, SCENE_NOTE_TEXT.tooLong);

/**
 * The licence terms' version the buyer accepts (core/licence-terms.ts): missing or empty is
 * "accept the terms", another version than the current one is "they changed: read them again".
 */
export const TermsVersion = z.string({ error: TERMS_TEXT.required }).superRefine((version, ctx) => {
	const problem = termsProblem(version);
	if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** A production code or episode on an order: trimmed, at most 60 characters; empty or null is none (left out). */
const OrderReferenceField = (label: string) =>
	trimmed(ORDER_REFERENCE_MAX, label)
		.nullish()
		.transform((value) => value || undefined);

/**
 * Places an order from the caller's cart. Prices never come from the browser: the server
 * reprices the cart from the database, and `expected_total_cents` (the total the buyer
 * reviewed) only guards against a surprise: a different total is a 409 and nothing is placed.
 */
export const CheckoutCreate = z
	.object({
		project_id: z.uuid(ORDER_TEXT.chooseProduction),
		billing: BillingContact,
		payment_method: z.enum(PAYMENT_METHODS).default(DEFAULT_PAYMENT_METHOD),
		expected_total_cents: Cents,
		terms_version: TermsVersion,
		/** Scene notes by cart line id (optional; they can be given on the order page later too). */
		scene_notes: z.record(z.uuid("not a cart line id"), SceneNote).optional(),
		/** Issue 29: the production's code and the episode the order is for; a company may require them. */
		production_code: OrderReferenceField("Production code"),
		episode: OrderReferenceField("Episode"),
	})
	.strict();
export type CheckoutCreate = z.input<typeof CheckoutCreate>;

/** GET /api/checkout/options?project_id=: with a production, what its company asks of the order. */
export const CheckoutOptionsQuery = z.object({ project_id: z.uuid("not a production id").optional() });
export type CheckoutOptionsQuery = z.infer<typeof CheckoutOptionsQuery>;

/**
 * What checkout for one production starts from (issue 29): for a company's production, the
 * company's billing contact with the production's PO number, the references the company requires,
 * whether only approved photos may be bought, and whether the caller's role may check out.
 */
export const CheckoutProductionOptions = z.object({
	project_id: z.uuid(),
	company_id: z.uuid().nullable(),
	company_name: z.string().nullable(),
	/** The company's billing contact, its PO number the production's when the production has one. */
	billing: BillingContact.nullable(),
	/** The production's purchase-order number and code, to start the form with. */
	po_number: z.string().nullable(),
	production_code: z.string().nullable(),
	required_refs: z.array(z.enum(ORDER_REFERENCES)),
	approved_only: z.boolean(),
	may_check_out: z.boolean(),
});
export type CheckoutProductionOptions = z.infer<typeof CheckoutProductionOptions>;

/** What the checkout page may offer: the methods configured, and the buyer's name and email. */
export const CheckoutOptionsResponse = z.object({
	payment_methods: z.array(z.enum(PAYMENT_METHODS)),
	default_payment_method: z.enum(PAYMENT_METHODS),
	billing: z.object({ name: z.string(), email: z.string() }),
	/** The billing contact of the caller's last order, to fill the form again. */
	last_billing: BillingContact.nullable(),
	/** Only with `project_id`: what that production's company asks of the order (null for none asked). */
	production: CheckoutProductionOptions.nullable(),
});
export type CheckoutOptionsResponse = z.infer<typeof CheckoutOptionsResponse>;

export const OrderPhoto = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
});
export type OrderPhoto = z.infer<typeof OrderPhoto>;

export const OrderItem = z.object({
	id: z.uuid(),
	photo: OrderPhoto,
	license_type: z.enum(LICENSE_TYPES),
	unit_price_cents: Cents,
	quantity: z.number().int().positive(),
	subtotal_cents: Cents,
	discount_cents: Cents,
	total_cents: Cents,
	/** The licence this line became when the order was paid; null before, and after a refund. */
	purchase_id: z.uuid().nullable(),
	/** The buyer's note of where the photo is used ("episode or scene"), or null. */
	scene_note: z.string().nullable(),
	/** The licence's number, 'SSD-000042-03' (core/licence-verification.ts), given when the order is placed. */
	licence_number: z.string(),
	/** The licence's verification code: /verify/{code} shows anyone it is genuine and whether it holds. */
	verify_code: z.string(),
	/** The licensor: the storefront of the family the photo belongs to, or null for the archive's own. */
	licensor: z.string().nullable(),
	/** Issue 30: an exclusive hero licence's term and end; null when not exclusive. */
	exclusive_months: ExclusiveTermField.nullable().default(null),
	exclusive_until: z.string().nullable().default(null),
	/** Issue 30: the earlier licence this line upgrades, and what was paid for it (taken off this price). */
	upgrade_of: z.object({ order_item_id: z.uuid(), licence_number: z.string() }).nullable().default(null),
	credit_cents: Cents.default(0),
	/** Issue 30: the later licence that upgraded this one, if any (this one stays valid as it was). */
	upgraded_by: z
		.object({ order_item_id: z.uuid(), licence_number: z.string(), license_type: z.enum(LICENSE_TYPES) })
		.nullable()
		.default(null),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderStatusField = z.enum(ORDER_STATUSES);
export const PaymentMethodField = z.enum(PAYMENT_METHODS);

/** The production an order licenses for, as it was named when the order was placed. */
export const OrderProduction = z.object({
	project_id: z.uuid().nullable(),
	name: z.string(),
	company: z.string().nullable(),
});

/** A studio's rider attached to an order (core/paperwork.ts), as the buyer and the admin see it. */
export const OrderRider = z.object({
	status: z.enum(RIDER_STATUSES),
	size_bytes: z.number().int().nonnegative(),
	uploaded_at: z.string(),
	reviewed_at: z.string().nullable(),
	/** Why it was declined. */
	reason: z.string().nullable(),
});
export type OrderRider = z.infer<typeof OrderRider>;

export const Order = z.object({
	id: z.uuid(),
	number: z.number().int().positive(),
	/** 'SSD-000042' (core/orders.ts orderReference). */
	reference: z.string(),
	status: OrderStatusField,
	payment_method: PaymentMethodField,
	production: OrderProduction,
	billing: BillingContact,
	items: z.array(OrderItem),
	item_count: z.number().int().nonnegative(),
	subtotal_cents: Cents,
	discount_cents: Cents,
	total_cents: Cents,
	/** The volume discount applied, in percent (0 below the first tier). */
	discount_percent: z.number().nonnegative(),
	/** Invoice orders: the date payment is due (YYYY-MM-DD). */
	due_date: z.string().nullable(),
	placed_at: z.string(),
	paid_at: z.string().nullable(),
	cancelled_at: z.string().nullable(),
	refunded_at: z.string().nullable(),
	/** The licence terms' version the buyer accepted at checkout; null for orders placed before terms were versioned. */
	terms_version: z.string().nullable(),
	rider: OrderRider.nullable(),
	/** The certificate's verification code: /verify/{code} lists every licence of the order. */
	verify_code: z.string(),
	/** Issue 29: the company the order was placed for (its licences are the company's), or null. */
	company: z.object({ id: z.uuid(), name: z.string() }).nullable(),
	/** Issue 29: the production's code and the episode the order is for, when given. */
	production_code: z.string().nullable(),
	episode: z.string().nullable(),
	/** API paths of the PDFs the buyer may open now (the certificate only once paid). */
	invoice_url: z.string(),
	certificate_url: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;

export const OrderResponse = z.object({ order: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;

/**
 * The answer to checkout: the order, and where the browser goes next: the card payment page
 * for `stripe`, null for `invoice` (the page goes to /checkout/success).
 */
/**
 * The checkout's optional `Idempotency-Key` header: a retry with the same key (after a dropped
 * connection, say) gets the order the first attempt placed instead of a second order.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const CheckoutHeaders = z.object({
	[IDEMPOTENCY_HEADER]: z
		.string()
		.regex(/^[\x21-\x7e]{8,255}$/, ORDER_TEXT.idempotencyKey)
		.optional(),
});

export const CheckoutResponse = z.object({ order: Order, redirect_url: z.string().nullable() });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** An order in a list: the order's own fields without its lines and billing, and its production's name. */
export const OrderSummary = Order.pick({
	id: true,
	number: true,
	reference: true,
	status: true,
	payment_method: true,
	item_count: true,
	total_cents: true,
	due_date: true,
	placed_at: true,
	paid_at: true,
}).extend({ production_name: z.string() });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderListResponse = z.object({ orders: z.array(OrderSummary) });
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** One licence the caller holds (a live purchase of a paid order): /my-purchases. */
export const Purchase = z.object({
	id: z.uuid(),
	photo: OrderPhoto,
	license_type: z.enum(LICENSE_TYPES),
	price_cents: Cents,
	purchase_date: z.string(),
	order: z.object({ id: z.uuid(), reference: z.string() }),
	production_name: z.string(),
	/** The certificate, for those who may see the order's documents (issue 29); null for the others. */
	certificate_url: z.string().nullable(),
	/** The licence's number and verification code (issue 28); null only for a licence without an order line. */
	licence_number: z.string().nullable(),
	verify_code: z.string().nullable(),
	/** Issue 29: the company whose licence it is (a company order), null for the caller's own. */
	by_company: z.string().nullable(),
	/** Issue 30: the order line behind the licence (what an upgrade names), its term and its upgrades. */
	order_item_id: z.uuid().nullable().default(null),
	exclusive_months: ExclusiveTermField.nullable().default(null),
	exclusive_until: z.string().nullable().default(null),
	/** Already upgraded by a later licence: no further upgrade is offered from this one. */
	upgraded: z.boolean().default(false),
	/** The upgrades the caller may buy now, each priced at the difference to what was paid. */
	upgrades: z
		.array(
			z.object({
				license_type: z.enum(LICENSE_TYPES),
				exclusive_months: ExclusiveTermField.nullable(),
				price_cents: Cents,
			}),
		)
		.default([]),
});
export type Purchase = z.infer<typeof Purchase>;

/** GET /api/purchases: search (photo title, photo number, licence number, production) and paging. */
export const PurchaseListQuery = z.object({
	q: z.string().trim().max(200).optional(),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	page_size: z.coerce.number().int().min(1).max(PURCHASES_PAGE_SIZE_MAX).default(PURCHASES_PAGE_SIZE),
});
export type PurchaseListQuery = z.input<typeof PurchaseListQuery>;

export const PurchaseListResponse = z.object({
	purchases: z.array(Purchase),
	total: z.number().int().nonnegative(),
	page: z.number().int().positive(),
	page_size: z.number().int().positive(),
});
export type PurchaseListResponse = z.infer<typeof PurchaseListResponse>;

/**
 * GET /api/me/licences (issue 28): each photo the caller has ordered, "licensed" once the order
 * is paid, "ordered" while its invoice awaits payment; cancelled and refunded orders count for
 * nothing. A photo in several orders reads its paid one first, then its newest.
 */
export const MY_LICENCE_STATES = ["licensed", "ordered"] as const;
export type MyLicenceState = (typeof MY_LICENCE_STATES)[number];
export const MyLicence = z.object({
	photo_id: z.uuid(),
	state: z.enum(MY_LICENCE_STATES),
	production: z.string(),
	/** Issue 29: the company's name when the licence came from a company order, null for the caller's own. */
	by_company: z.string().nullable(),
});
export type MyLicence = z.infer<typeof MyLicence>;
export const MyLicencesResponse = z.object({ licences: z.array(MyLicence) });
export type MyLicencesResponse = z.infer<typeof MyLicencesResponse>;

/** A short-lived signed link to a purchased original; it works for the buyer's session only. */
export const DownloadLinkResponse = z.object({ url: z.string(), expires_at: z.string() });
export type DownloadLinkResponse = z.infer<typeof DownloadLinkResponse>;

export const DownloadQuery = z.object({
	expires: z.coerce.number().int().positive(),
	signature: z.string().regex(/^[0-9a-f]{64}$/, "not a signature"),
});
export type DownloadQuery = z.infer<typeof DownloadQuery>;

/** PATCH /api/orders/:id/items/:itemId: the buyer's scene note of a line (empty clears it). */
export const OrderItemParams = z.object({
	id: z.uuid("not an order id"),
	itemId: z.uuid("not an order line id"),
});
export const SceneNoteUpdate = z.object({ scene_note: SceneNote.nullable() }).strict();
export type SceneNoteUpdate = z.infer<typeof SceneNoteUpdate>;
export const OrderItemResponse = z.object({ item: OrderItem });
export type OrderItemResponse = z.infer<typeof OrderItemResponse>;

/** POST /api/admin/orders/:id/rider/decline: why. */
export const RiderDecline = z
	.object({
		reason: z.string().trim().min(1, RIDER_TEXT.reasonRequired).max(500, RIDER_TEXT.reasonTooLong),
	})
	.strict();
export type RiderDecline = z.infer<typeof RiderDecline>;

// ---------------------------------------------------------------- admin

export const AdminOrderListQuery = z.object({
	status: OrderStatusField.optional(),
	payment_method: PaymentMethodField.optional(),
	/** A reference ('SSD-000042' or 42), buyer email or name, billing company or production. */
	q: z.string().trim().max(200).optional(),
	/** Invoice orders past their due date and still unpaid. */
	overdue: z
		.enum(["true", "false"])
		.transform((v) => v === "true")
		.optional(),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuery>;

export const OrderBuyer = z.object({
	id: z.uuid().nullable(),
	email: z.string().nullable(),
	name: z.string(),
});

export const AdminOrderSummary = OrderSummary.extend({
	buyer: OrderBuyer,
	billing_company: z.string(),
	overdue: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrderListResponse = z.object({
	orders: z.array(AdminOrderSummary),
	total: z.number().int().nonnegative(),
	page: z.number().int().positive(),
	page_size: z.number().int().positive(),
	/** Money by state over the whole filter, for the payments page's header. */
	totals: z.object({
		pending_payment_cents: Cents,
		overdue_cents: Cents,
		paid_cents: Cents,
	}),
});
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponse>;

/** One entry of an order's history: who or what changed it, and when. */
export const OrderEvent = z.object({
	at: z.string(),
	kind: z.string(),
	from_status: OrderStatusField.nullable(),
	to_status: OrderStatusField.nullable(),
	/** 'admin: ann@example.com', 'stripe', 'buyer'. */
	actor: z.string(),
	note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const AdminOrder = Order.extend({
	buyer: OrderBuyer,
	overdue: z.boolean(),
	stripe_session_id: z.string().nullable(),
	events: z.array(OrderEvent),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderResponse = z.object({ order: AdminOrder });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponse>;

export const OrderActionField = z.enum(Object.keys(ORDER_ACTIONS) as [keyof typeof ORDER_ACTIONS]);
export const AdminOrderActionParams = z.object({ id: z.uuid("not an order id"), action: OrderActionField });
export const AdminOrderActionBody = z
	.object({ note: z.string().trim().max(500, "Note must be 500 characters or fewer").optional() })
	.strict();
export type AdminOrderActionBody = z.infer<typeof AdminOrderActionBody>;
