import { ORDER_STATUSES, PAYMENT_METHODS } from "@core/orders";
import { RIDER_STATUSES, type RiderStatus } from "@core/paperwork";
import { sql } from "drizzle-orm";
import {
	type AnyPgColumn,
	bigserial,
	check,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { photos } from "./catalogue";
import { createdAt, exclusiveCheck, licenseCheck, oneOf, updatedAt } from "./columns";
import { companies, projects } from "./productions";
import { users } from "./users";

// orders (issue 7)

const orderStatusCheck = (column: AnyPgColumn) => oneOf(column, ORDER_STATUSES);

/**
 * An order placed at checkout: the cart repriced from the database, frozen with the production
 * and billing contact it was placed for. States move only forward (core/orders.ts).
 */
export const orders = pgTable(
	"orders",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** The human number behind the reference 'SSD-000042'. */
		number: integer("number").notNull().generatedAlwaysAsIdentity(),
		user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
		status: text("status").notNull().default("pending_payment"),
		payment_method: text("payment_method").notNull(),
		project_id: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
		/**
		 * The company the order was placed for (issue 29): its licences belong to the company's
		 * members, not to the buyer alone. Null: a personal order, the buyer's only.
		 */
		company_id: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
		production_name: text("production_name").notNull(),
		/** Issue 29: the production's code and the episode the order is for, when given or required. */
		production_code: text("production_code"),
		episode: text("episode"),
		production_company: text("production_company"),
		/** The billing contact (core/contracts/orders.ts BillingContact), as entered at checkout. */
		billing: jsonb("billing").notNull(),
		subtotal_cents: integer("subtotal_cents").notNull(),
		discount_cents: integer("discount_cents").notNull(),
		total_cents: integer("total_cents").notNull(),
		discount_percent: integer("discount_percent").notNull().default(0),
		/** Invoice orders: payment is due on this date (net terms). */
		due_date: date("due_date", { mode: "string" }),
		stripe_session_id: text("stripe_session_id"),
		stripe_payment_intent: text("stripe_payment_intent"),
		/** Where the buyer pays (a card order's Checkout page): a retried checkout is sent there again. */
		payment_url: text("payment_url"),
		/** The buyer's Idempotency-Key of the checkout that placed it: a retry gets this order back. */
		idempotency_key: text("idempotency_key"),
		/** A hash of that checkout's request: the same key with another request is refused. */
		idempotency_fingerprint: text("idempotency_fingerprint"),
		/** The licence terms' version the buyer accepted at checkout (core/licence-terms.ts); null before issue 26. */
		terms_version: text("terms_version"),
		/**
		 * The certificate's verification code (core/licence-verification.ts): /verify/{code} lists the
		 * order's licences to anyone who has it. Random, never derived from the number.
		 */
		verify_code: text("verify_code").notNull(),
		created_at: createdAt(),
		updated_at: updatedAt(),
		paid_at: timestamp("paid_at", { withTimezone: true }),
		cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
		refunded_at: timestamp("refunded_at", { withTimezone: true }),
	},
	(t) => [
		uniqueIndex("orders_number_idx").on(t.number),
		uniqueIndex("orders_verify_code_idx").on(t.verify_code),
		uniqueIndex("orders_stripe_session_idx").on(t.stripe_session_id),
		uniqueIndex("orders_user_idempotency_idx").on(t.user_id, t.idempotency_key),
		index("orders_user_created_idx").on(t.user_id, t.created_at.desc()),
		index("orders_status_created_idx").on(t.status, t.created_at.desc()),
		// A production's clearance log reads its orders.
		index("orders_project_idx").on(t.project_id),
		index("orders_company_created_idx").on(t.company_id, t.created_at.desc()),
		check("orders_status_check", orderStatusCheck(t.status)),
		check("orders_payment_method_check", oneOf(t.payment_method, PAYMENT_METHODS)),
		check(
			"orders_amounts_check",
			sql`${t.subtotal_cents} >= 0 and ${t.discount_cents} >= 0 and ${t.total_cents} = ${t.subtotal_cents} - ${t.discount_cents}`,
		),
	],
);

/** One photo of an order, priced as the order was placed (core/pricing.ts priceCart). */
export const order_items = pgTable(
	"order_items",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		order_id: uuid("order_id")
			.notNull()
			.references(() => orders.id, { onDelete: "cascade" }),
		photo_id: uuid("photo_id")
			.notNull()
			.references(() => photos.id, { onDelete: "restrict" }),
		license_type: text("license_type").notNull(),
		unit_price_cents: integer("unit_price_cents").notNull(),
		quantity: integer("quantity").notNull().default(1),
		subtotal_cents: integer("subtotal_cents").notNull(),
		discount_cents: integer("discount_cents").notNull(),
		total_cents: integer("total_cents").notNull(),
		/** The buyer's "episode or scene" for this photo (issue 26), given at checkout or later. */
		scene_note: text("scene_note"),
		/** The licence's number, 'SSD-000042-03': the order's reference and the line's place by photo number. */
		licence_number: text("licence_number").notNull(),
		/** The licence's verification code: /verify/{code} shows it is genuine and still valid. */
		verify_code: text("verify_code").notNull(),
		/** Issue 30: an exclusive hero licence's term in months; null: not exclusive. */
		exclusive_months: integer("exclusive_months"),
		/**
		 * When the exclusivity ends: the order's placing plus the term. While it runs and the order is
		 * awaiting payment or paid, no other production may license the photo for hero use.
		 */
		exclusive_until: timestamp("exclusive_until", { withTimezone: true }),
		/** Issue 30: the earlier licence (order line) this one upgrades; both stay in the history. */
		upgrade_of: uuid("upgrade_of").references((): AnyPgColumn => order_items.id, { onDelete: "restrict" }),
		/** What was paid for the upgraded licence and taken off this line's price (0 for a new licence). */
		credit_cents: integer("credit_cents").notNull().default(0),
	},
	(t) => [
		uniqueIndex("order_items_order_photo_idx").on(t.order_id, t.photo_id),
		uniqueIndex("order_items_licence_number_idx").on(t.licence_number),
		uniqueIndex("order_items_verify_code_idx").on(t.verify_code),
		index("order_items_photo_idx").on(t.photo_id),
		// Running exclusivities of a photo (server/licensing/availability.ts).
		index("order_items_exclusive_idx")
			.on(t.photo_id, t.exclusive_until)
			.where(sql`${t.exclusive_until} is not null`),
		index("order_items_upgrade_of_idx").on(t.upgrade_of).where(sql`${t.upgrade_of} is not null`),
		check("order_items_exclusive_check", exclusiveCheck(t.exclusive_months, t.license_type)),
		check("order_items_credit_check", sql`${t.credit_cents} >= 0`),
		check("order_items_license_check", licenseCheck(t.license_type)),
		check("order_items_quantity_check", sql`${t.quantity} > 0`),
		check("order_items_scene_note_check", sql`char_length(${t.scene_note}) <= 200`),
		check(
			"order_items_amounts_check",
			sql`${t.unit_price_cents} >= 0 and ${t.discount_cents} >= 0 and ${t.total_cents} = ${t.subtotal_cents} - ${t.discount_cents}`,
		),
	],
);

/**
 * A studio's rider attached to an order (issue 26): the production's own terms for the licence,
 * a PDF kept private like originals, which an admin accepts or declines with a reason. One per
 * order: a new upload replaces one not accepted yet.
 */
export const order_riders = pgTable(
	"order_riders",
	{
		order_id: uuid("order_id")
			.primaryKey()
			.references(() => orders.id, { onDelete: "cascade" }),
		document_key: text("document_key").notNull(),
		size_bytes: integer("size_bytes").notNull(),
		status: text("status").$type<RiderStatus>().notNull().default("pending_review"),
		reason: text("reason"),
		uploaded_by: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
		uploaded_at: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
		reviewed_by: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
		reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
	},
	(t) => [
		check("order_riders_status_check", oneOf(t.status, RIDER_STATUSES)),
		index("order_riders_pending_idx").on(t.uploaded_at).where(sql`${t.status} = 'pending_review'`),
	],
);

/** An order's history: every change of state, by whom (admin, buyer, payment provider) and why. */
export const order_events = pgTable(
	"order_events",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		order_id: uuid("order_id")
			.notNull()
			.references(() => orders.id, { onDelete: "cascade" }),
		kind: text("kind").notNull(),
		from_status: text("from_status"),
		to_status: text("to_status"),
		actor: text("actor").notNull(),
		note: text("note"),
		created_at: createdAt(),
	},
	(t) => [index("order_events_order_idx").on(t.order_id, t.id)],
);

/**
 * Payment provider events already handled (the webhook's idempotency): a replayed event finds
 * its id here and changes nothing.
 */
export const payment_events = pgTable("payment_events", {
	id: text("id").primaryKey(),
	provider: text("provider").notNull(),
	type: text("type").notNull(),
	order_id: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
	received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A licence bought for a photo (spec section 3, "purchases"): what the photo page's admin tab
 * counts as sales. A paid order writes one per item; a refund soft-deletes them.
 */
export const purchases = pgTable(
	"purchases",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		photo_id: uuid("photo_id")
			.notNull()
			.references(() => photos.id, { onDelete: "restrict" }),
		user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
		license_type: text("license_type").notNull().default("background-dressing"),
		/** Integer US cents paid for this licence. */
		price_cents: integer("price_cents").notNull(),
		purchase_date: timestamp("purchase_date", { withTimezone: true }).notNull().defaultNow(),
		deleted_at: timestamp("deleted_at", { withTimezone: true }),
		order_id: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
		order_item_id: uuid("order_item_id").references(() => order_items.id, { onDelete: "restrict" }),
		project_id: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
		/** The production the licence is for, as named on the order. */
		production_name: text("production_name"),
	},
	(t) => [
		index("purchases_photo_idx").on(t.photo_id).where(sql`${t.deleted_at} is null`),
		index("purchases_user_idx").on(t.user_id, t.purchase_date.desc()),
		index("purchases_order_idx").on(t.order_id),
		uniqueIndex("purchases_order_item_idx").on(t.order_item_id),
		check("purchases_price_check", sql`${t.price_cents} >= 0`),
		check("purchases_license_check", licenseCheck(t.license_type)),
	],
);
