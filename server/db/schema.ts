import { PACED_MAILS } from "@core/auth-limits";
import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPICS } from "@core/contracts/contact";
import { DECADES } from "@core/decades";
import { LICENSE_TYPES } from "@core/license";
import { MAIL_KINDS, MAIL_STATUSES } from "@core/mail-queue";
import { ORDER_STATUSES, PAYMENT_METHODS } from "@core/orders";
import { PHOTO_STATUSES } from "@core/photo-status";
import { SEARCH_METHODS } from "@core/search-query";
import { CLICK_ENTITY_TYPES, CLICK_EVENT_TYPES } from "@core/tracking";
import { sql } from "drizzle-orm";
import {
	type AnyPgColumn,
	bigint,
	bigserial,
	boolean,
	check,
	customType,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	pgView,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";

/** Drizzle has no tsvector type; the value is maintained by triggers (see the search migration). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** `column in ('a', 'b', …)` from a list of core: the CHECK follows the list it guards. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
	sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;

/** A license_type column holds one of the license types (core/license.ts): prices depend on it. */
const licenseCheck = (column: AnyPgColumn) => oneOf(column, LICENSE_TYPES);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- people

/** Accounts. Families (photo owners), buyers and admins are all users; the auth issue extends this table. */
export const users = pgTable(
	"users",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		email: text("email").notNull(),
		name: text("name"),
		email_verified: boolean("email_verified").notNull().default(false),
		image: text("image"),
		role: text("role").notNull().default("user"),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
		check("users_role_check", sql`${t.role} in ('user', 'admin')`),
	],
);

/** One per user; a family's storefront is the profile's storefront_name. */
export const profiles = pgTable(
	"profiles",
	{
		id: uuid("id")
			.primaryKey()
			.references(() => users.id, { onDelete: "cascade" }),
		first_name: text("first_name"),
		last_name: text("last_name"),
		storefront_name: text("storefront_name"),
		storefront_bio: text("storefront_bio"),
		location: text("location"),
		/** Public URL of the family's portrait on its storefront (admins upload it). */
		portrait_url: text("portrait_url"),
		needs_password_setup: boolean("needs_password_setup").notNull().default(false),
		/** The licensing agreement accepted at sign-up: 'standard' or 'custom'. */
		agreement_type: text("agreement_type"),
		agreement_accepted: boolean("agreement_accepted").notNull().default(false),
		agreement_date: timestamp("agreement_date", { withTimezone: true }),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [index("profiles_storefront_trgm_idx").using("gin", sql`${t.storefront_name} gin_trgm_ops`)],
);

// ---------------------------------------------------------------- sign-in (better-auth)

/** One row per signed-in browser; the cookie carries the token. */
export const sessions = pgTable(
	"sessions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		user_id: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		token: text("token").notNull(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
		ip_address: text("ip_address"),
		user_agent: text("user_agent"),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [uniqueIndex("sessions_token_idx").on(t.token), index("sessions_user_idx").on(t.user_id)],
);

/** How a user signs in: 'credential' (password hash) or an identity provider's subject. */
export const accounts = pgTable(
	"accounts",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		user_id: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		account_id: text("account_id").notNull(),
		provider_id: text("provider_id").notNull(),
		access_token: text("access_token"),
		refresh_token: text("refresh_token"),
		id_token: text("id_token"),
		access_token_expires_at: timestamp("access_token_expires_at", { withTimezone: true }),
		refresh_token_expires_at: timestamp("refresh_token_expires_at", { withTimezone: true }),
		scope: text("scope"),
		password: text("password"),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		index("accounts_user_idx").on(t.user_id),
		uniqueIndex("accounts_provider_account_idx").on(t.provider_id, t.account_id),
	],
);

/** One-time values: email-link tokens, reset tokens, OAuth state. */
export const verifications = pgTable(
	"verifications",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		identifier: text("identifier").notNull(),
		value: text("value").notNull(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * What a sign-up form sent, bound to the one emailed link it came with (by the link token's
 * hash): only opening that link makes the account from it, and it expires with the link.
 */
export const signup_requests = pgTable(
	"signup_requests",
	{
		token_hash: text("token_hash").primaryKey(),
		email: text("email").notNull(),
		first_name: text("first_name").notNull(),
		last_name: text("last_name"),
		agreement_type: text("agreement_type").notNull(),
		agreement_accepted: boolean("agreement_accepted").notNull(),
		/** When the server received the accepted agreement. */
		agreement_date: timestamp("agreement_date", { withTimezone: true }).notNull(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
	},
	(t) => [index("signup_requests_expires_idx").on(t.expires_at)],
);

/** Accounts imported from the old WordPress site; migrated once the owner sets a password here. */
export const legacy_users = pgTable("legacy_users", {
	user_id: uuid("user_id")
		.primaryKey()
		.references(() => users.id, { onDelete: "cascade" }),
	imported_at: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
	migrated_at: timestamp("migrated_at", { withTimezone: true }),
	last_reset_sent_at: timestamp("last_reset_sent_at", { withTimezone: true }),
});

/** Solved captcha challenges, so one solution cannot be replayed before it expires. */
export const captcha_spent = pgTable(
	"captcha_spent",
	{
		signature: text("signature").primaryKey(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
	},
	(t) => [index("captcha_spent_expires_idx").on(t.expires_at)],
);

// ---------------------------------------------------------------- catalogue

export const photos = pgTable(
	"photos",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		photoid: integer("photoid").notNull().generatedAlwaysAsIdentity(),
		title: text("title").notNull(),
		description: text("description"),
		user_id: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "restrict" }),
		/** Integer US cents for the background-dressing licence. */
		price_cents: integer("price_cents").notNull(),
		thumbnail_url: text("thumbnail_url"),
		preview_url: text("preview_url"),
		/** Private storage key of the original; never served directly. */
		original_key: text("original_key"),
		/** The file name the original was uploaded under: CSV metadata rows find their photo by it. */
		original_filename: text("original_filename"),
		width: integer("width"),
		height: integer("height"),
		file_size: bigint("file_size", { mode: "number" }),
		orientation: text("orientation"),
		people_count: integer("people_count"),
		people_composition: text("people_composition"),
		photo_status: text("photo_status").notNull().default("draft"),
		location_city: text("location_city"),
		location_state_province: text("location_state_province"),
		location_country: text("location_country"),
		decade_taken: text("decade_taken"),
		date_taken: date("date_taken", { mode: "string" }),
		tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
		ethnicities: text("ethnicities").array().notNull().default(sql`'{}'::text[]`),
		age_groups: text("age_groups").array().notNull().default(sql`'{}'::text[]`),
		emotions: text("emotions").array().notNull().default(sql`'{}'::text[]`),
		image_style: text("image_style"),
		color_and_mood: text("color_and_mood"),
		dominant_color: text("dominant_color"),
		featured: boolean("featured").notNull().default(false),
		// photo issue flags (photos_issues view)
		photoshop: boolean("photoshop").notNull().default(false),
		info_missing: boolean("info_missing").notNull().default(false),
		missing_faces: boolean("missing_faces").notNull().default(false),
		search_vector: tsvector("search_vector"),
		/** A fixed pseudo-random position: random order is this shuffle, rotated by the visitor's seed. */
		shuffle_key: integer("shuffle_key").generatedAlwaysAs(sql`hashtext(id::text)`),
		/** Clicks from click_analytics, kept here by a trigger so popular order reads one index. */
		popularity: integer("popularity").notNull().default(0),
		/** The filter set's attributes as "kind:value" words (migration 0010 lists the kinds). */
		facets: text("facets")
			.array()
			.generatedAlwaysAs(
				sql`photo_facets(decade_taken, orientation, ethnicities, age_groups, location_country, location_state_province, location_city, user_id, people_count, image_style, color_and_mood)`,
			),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		uniqueIndex("photos_photoid_idx").on(t.photoid),
		index("photos_user_idx").on(t.user_id),
		index("photos_original_filename_idx").on(sql`lower(${t.original_filename})`),
		// The admin list: every status, newest first (the live-only indexes above do not serve it).
		index("photos_created_idx").on(t.created_at.desc(), t.id.desc()),
		index("photos_status_created_idx").on(t.photo_status, t.created_at.desc()),
		index("photos_live_created_idx").on(t.created_at.desc(), t.id).where(sql`${t.photo_status} = 'live'`),
		index("photos_live_shuffle_idx").on(t.shuffle_key, t.id).where(sql`${t.photo_status} = 'live'`),
		index("photos_live_popular_idx")
			.on(t.popularity.desc(), t.created_at.desc(), t.id)
			.where(sql`${t.photo_status} = 'live'`),
		// Words and filters in one GIN scan: its AND skips through the long posting lists. The filter
		// columns need no indexes of their own (migration 0014 dropped them): search reads facets.
		index("photos_search_facets_idx").using("gin", t.search_vector, t.facets),
		// The same per decade, live photos only: a text search filtered by decade (the commonest
		// filter) decodes a ninth of the posting lists. Word + 3 filters at a million photos: the
		// index scan went from 10.5 to 1-3 ms.
		...DECADES.map((decade) =>
			index(`photos_search_${decade}_idx`)
				.using("gin", t.search_vector, t.facets)
				.where(sql`${t.decade_taken} = ${sql.raw(`'${decade}'`)} and ${t.photo_status} = 'live'`),
		),
		index("photos_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
		index("photos_tags_idx").using("gin", t.tags),
		index("photos_emotions_idx").using("gin", t.emotions),
		check("photos_status_check", oneOf(t.photo_status, PHOTO_STATUSES)),
		check("photos_price_check", sql`${t.price_cents} >= 0`),
		check(
			"photos_orientation_check",
			sql`${t.orientation} is null or ${t.orientation} in ('horizontal', 'vertical', 'square')`,
		),
		check("photos_decade_check", sql`${t.decade_taken} is null or ${t.decade_taken} ~ '^[12][0-9]{2}0s$'`),
		check("photos_people_count_check", sql`${t.people_count} is null or ${t.people_count} >= 0`),
	],
);

/** The vocabulary of tags; photos carry their tags in photos.tags for fast array search. */
export const tags = pgTable(
	"tags",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		name: text("name").notNull(),
		/** Common generic tags weigh least in similar-photo scoring. */
		is_generic: boolean("is_generic").notNull().default(false),
		created_at: createdAt(),
	},
	(t) => [
		uniqueIndex("tags_name_lower_idx").on(sql`lower(${t.name})`),
		index("tags_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
	],
);

export const events = pgTable(
	"events",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		name: text("name").notNull(),
		description: text("description"),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [uniqueIndex("events_name_lower_idx").on(sql`lower(${t.name})`)],
);

export const photo_events = pgTable(
	"photo_events",
	{
		photo_id: uuid("photo_id")
			.notNull()
			.references(() => photos.id, { onDelete: "cascade" }),
		event_id: uuid("event_id")
			.notNull()
			.references(() => events.id, { onDelete: "cascade" }),
	},
	(t) => [primaryKey({ columns: [t.photo_id, t.event_id] }), index("photo_events_event_idx").on(t.event_id)],
);

export const persons = pgTable("persons", {
	id: uuid("id").primaryKey().defaultRandom(),
	name: text("name"),
	created_at: createdAt(),
});

/** Two person records known to be the same person (found on different photos before being merged). */
export const person_aliases = pgTable(
	"person_aliases",
	{
		person_id: uuid("person_id")
			.notNull()
			.references(() => persons.id, { onDelete: "cascade" }),
		alias_person_id: uuid("alias_person_id")
			.notNull()
			.references(() => persons.id, { onDelete: "cascade" }),
		created_at: createdAt(),
	},
	(t) => [
		primaryKey({ columns: [t.person_id, t.alias_person_id] }),
		index("person_aliases_alias_idx").on(t.alias_person_id),
		check("person_aliases_distinct_check", sql`${t.person_id} <> ${t.alias_person_id}`),
	],
);

export const faces = pgTable(
	"faces",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		photo_id: uuid("photo_id")
			.notNull()
			.references(() => photos.id, { onDelete: "cascade" }),
		person_id: uuid("person_id").references(() => persons.id, { onDelete: "set null" }),
		gender: text("gender"),
		age: integer("age"),
		ethnicity: text("ethnicity"),
		/** Bounding box as fractions of the image: [x, y, width, height]. */
		box: jsonb("box").$type<[number, number, number, number]>(),
		created_at: createdAt(),
	},
	(t) => [
		index("faces_photo_idx").on(t.photo_id),
		index("faces_person_idx").on(t.person_id),
		check("faces_age_check", sql`${t.age} is null or (${t.age} between 0 and 120)`),
	],
);

export const synonyms = pgTable(
	"synonyms",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		term: text("term").notNull(),
		synonym_of: text("synonym_of").notNull(),
		created_at: createdAt(),
	},
	(t) => [
		uniqueIndex("synonyms_pair_idx").on(sql`lower(${t.term})`, sql`lower(${t.synonym_of})`),
		index("synonyms_synonym_of_idx").on(sql`lower(${t.synonym_of})`),
	],
);

export const collections = pgTable("collections", {
	id: uuid("id").primaryKey().defaultRandom(),
	title: text("title").notNull(),
	description: text("description"),
	cover_photo_id: uuid("cover_photo_id").references(() => photos.id, { onDelete: "set null" }),
	is_public: boolean("is_public").notNull().default(true),
	created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
	created_at: createdAt(),
	updated_at: updatedAt(),
});

export const collection_photos = pgTable(
	"collection_photos",
	{
		collection_id: uuid("collection_id")
			.notNull()
			.references(() => collections.id, { onDelete: "cascade" }),
		photo_id: uuid("photo_id")
			.notNull()
			.references(() => photos.id, { onDelete: "cascade" }),
		position: integer("position").notNull().default(0),
		added_at: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		primaryKey({ columns: [t.collection_id, t.photo_id] }),
		index("collection_photos_photo_idx").on(t.photo_id),
	],
);

// ---------------------------------------------------------------- cart

/** One line per photo in a user's cart (spec section 3): quantity is 1 on add; a pair is unique. */
export const cart_items = pgTable(
	"cart_items",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		user_id: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		photo_id: uuid("photo_id")
			.notNull()
			.references(() => photos.id, { onDelete: "cascade" }),
		license_type: text("license_type").notNull().default("background-dressing"),
		quantity: integer("quantity").notNull().default(1),
		added_at: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex("cart_items_user_photo_idx").on(t.user_id, t.photo_id),
		check("cart_items_quantity_check", sql`${t.quantity} > 0`),
		check("cart_items_license_check", licenseCheck(t.license_type)),
	],
);

// ---------------------------------------------------------------- orders (issue 7)

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
		production_name: text("production_name").notNull(),
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
		created_at: createdAt(),
		updated_at: updatedAt(),
		paid_at: timestamp("paid_at", { withTimezone: true }),
		cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
		refunded_at: timestamp("refunded_at", { withTimezone: true }),
	},
	(t) => [
		uniqueIndex("orders_number_idx").on(t.number),
		uniqueIndex("orders_stripe_session_idx").on(t.stripe_session_id),
		uniqueIndex("orders_user_idempotency_idx").on(t.user_id, t.idempotency_key),
		index("orders_user_created_idx").on(t.user_id, t.created_at.desc()),
		index("orders_status_created_idx").on(t.status, t.created_at.desc()),
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
	},
	(t) => [
		uniqueIndex("order_items_order_photo_idx").on(t.order_id, t.photo_id),
		index("order_items_photo_idx").on(t.photo_id),
		check("order_items_license_check", licenseCheck(t.license_type)),
		check("order_items_quantity_check", sql`${t.quantity} > 0`),
		check(
			"order_items_amounts_check",
			sql`${t.unit_price_cents} >= 0 and ${t.discount_cents} >= 0 and ${t.total_cents} = ${t.subtotal_cents} - ${t.discount_cents}`,
		),
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

// ---------------------------------------------------------------- how productions organise candidates

/** A user's production company (spec section 3, "companies"). Names are unique per user in any case. */
export const companies = pgTable(
	"companies",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		name: text("name").notNull(),
		created_by: uuid("created_by")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		company_logo: text("company_logo"),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [uniqueIndex("companies_owner_name_idx").on(t.created_by, sql`lower(${t.name})`)],
);

/**
 * A production (spec section 3, "projects"). `company` is the name of one of the owner's
 * companies, as the spec has it (text, nullable); renaming a company renames it here too.
 */
export const projects = pgTable(
	"projects",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		name: text("name").notNull(),
		company: text("company"),
		user_id: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		last_used_at: timestamp("last_used_at", { withTimezone: true }),
		created_at: createdAt(),
	},
	(t) => [uniqueIndex("projects_owner_name_idx").on(t.user_id, sql`lower(${t.name})`)],
);

/** A list of candidate photos (spec section 3, "wishlists"); shared read-only by `share_code`. */
export const wishlists = pgTable(
	"wishlists",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		name: text("name").notNull(),
		description: text("description"),
		user_id: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		project_id: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
		share_code: text("share_code"),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		uniqueIndex("wishlists_owner_name_idx").on(t.user_id, sql`lower(${t.name})`),
		uniqueIndex("wishlists_share_code_idx").on(t.share_code),
		index("wishlists_owner_updated_idx").on(t.user_id, t.updated_at),
		index("wishlists_project_idx").on(t.project_id),
		check("wishlists_share_code_check", sql`${t.share_code} ~ '^[0-9a-f]{10}$'`),
	],
);

export const wishlist_items = pgTable(
	"wishlist_items",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		wishlist_id: uuid("wishlist_id")
			.notNull()
			.references(() => wishlists.id, { onDelete: "cascade" }),
		photo_id: uuid("photo_id")
			.notNull()
			.references(() => photos.id, { onDelete: "cascade" }),
		license_type: text("license_type").notNull().default("background-dressing"),
		added_at: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex("wishlist_items_wishlist_photo_idx").on(t.wishlist_id, t.photo_id),
		index("wishlist_items_photo_idx").on(t.photo_id),
		check("wishlist_items_license_check", licenseCheck(t.license_type)),
	],
);

export const click_events = pgTable(
	"click_events",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		event_type: text("event_type").notNull(),
		entity_id: text("entity_id").notNull(),
		entity_type: text("entity_type").notNull(),
		taxonomy_type: text("taxonomy_type"),
		user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
		session_id: text("session_id"),
		user_agent: text("user_agent"),
		referrer: text("referrer"),
		metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
		processed: boolean("processed").notNull().default(false),
		created_at: createdAt(),
		/**
		 * Who popularity counts the event for (issue 24): 'u:' and the member's id, or 'a:' and a keyed
		 * hash of a guest's network address (never the address itself). Null on older events.
		 */
		visitor: text("visitor"),
	},
	(t) => [
		index("click_events_unprocessed_idx").on(t.entity_type, t.entity_id).where(sql`not ${t.processed}`),
		/** The aggregator's queue: unprocessed events in arrival order. */
		index("click_events_queue_idx").on(t.id).where(sql`not ${t.processed}`),
		index("click_events_created_idx").on(t.created_at),
		check("click_events_type_check", oneOf(t.event_type, CLICK_EVENT_TYPES)),
		check("click_events_entity_check", oneOf(t.entity_type, CLICK_ENTITY_TYPES)),
	],
);

export const click_analytics = pgTable(
	"click_analytics",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		entity_type: text("entity_type").notNull(),
		entity_id: text("entity_id").notNull(),
		/** '' when the entity has no taxonomy type, so the natural key stays unique. */
		taxonomy_type: text("taxonomy_type").notNull().default(""),
		total_clicks: integer("total_clicks").notNull().default(0),
		unique_users: integer("unique_users").notNull().default(0),
		unique_sessions: integer("unique_sessions").notNull().default(0),
		last_clicked_at: timestamp("last_clicked_at", { withTimezone: true }),
		updated_at: updatedAt(),
		/** Distinct visitors (click_events.visitor): what popularity ranks by (issue 24). */
		unique_visitors: integer("unique_visitors").notNull().default(0),
	},
	(t) => [
		uniqueIndex("click_analytics_entity_idx").on(t.entity_type, t.entity_id, t.taxonomy_type),
		index("click_analytics_visitors_idx").on(t.entity_type, t.unique_visitors.desc()),
	],
);

/**
 * Who has clicked an entity: one row per (entity, user) and (entity, session), so the aggregator
 * counts unique users and sessions exactly, batch after batch, without rescanning old events.
 */
export const click_visitors = pgTable(
	"click_visitors",
	{
		entity_type: text("entity_type").notNull(),
		entity_id: text("entity_id").notNull(),
		taxonomy_type: text("taxonomy_type").notNull().default(""),
		/** 'user' (a user id), 'session' (a tracking session id) or 'visitor' (click_events.visitor). */
		kind: text("kind").notNull(),
		visitor: text("visitor").notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.entity_type, t.entity_id, t.taxonomy_type, t.kind, t.visitor] }),
		check("click_visitors_kind_check", sql`${t.kind} in ('user', 'session', 'visitor')`),
	],
);

/** Clicks per entity and UTC day, written by the aggregator with click_analytics: date-range analytics. */
export const click_daily = pgTable(
	"click_daily",
	{
		day: date("day", { mode: "string" }).notNull(),
		entity_type: text("entity_type").notNull(),
		entity_id: text("entity_id").notNull(),
		taxonomy_type: text("taxonomy_type").notNull().default(""),
		clicks: integer("clicks").notNull().default(0),
	},
	(t) => [
		primaryKey({ columns: [t.day, t.entity_type, t.entity_id, t.taxonomy_type] }),
		index("click_daily_entity_idx").on(t.entity_type, t.entity_id, t.taxonomy_type),
	],
);

export const search_analytics = pgTable(
	"search_analytics",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		search_term: text("search_term").notNull(),
		user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
		session_id: text("session_id"),
		result_count: integer("result_count").notNull().default(0),
		search_method: text("search_method").notNull(),
		synonym_expanded: boolean("synonym_expanded").notNull().default(false),
		expanded_terms: text("expanded_terms").array(),
		/** Kept for the spec's row shape; we never store visitors' addresses. */
		ip_address: text("ip_address"),
		user_agent: text("user_agent"),
		created_at: createdAt(),
	},
	(t) => [
		index("search_analytics_term_idx").on(t.search_term),
		index("search_analytics_created_idx").on(t.created_at),
		/** Duplicate suppression: the same session's same term in the last 30 s. */
		index("search_analytics_session_term_idx").on(t.session_id, t.search_term, t.created_at),
		check("search_analytics_method_check", oneOf(t.search_method, SEARCH_METHODS)),
		check("search_analytics_no_ip_check", sql`${t.ip_address} is null`),
	],
);

export const site_banners = pgTable(
	"site_banners",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** HTML, sanitised when written and again before display. */
		content: text("content").notNull(),
		is_active: boolean("is_active").notNull().default(false),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [uniqueIndex("site_banners_one_active_idx").on(t.is_active).where(sql`${t.is_active}`)],
);

// ---------------------------------------------------------------- contact (issue 10)

/**
 * What the contact form sent. Stored before the team is mailed, so a failed mail loses nothing:
 * mailed_at stays null. Only what the sender typed is kept, never their network address.
 */
export const contact_messages = pgTable(
	"contact_messages",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		name: text("name").notNull(),
		email: text("email").notNull(),
		/** The company or production the sender writes for. */
		company: text("company"),
		topic: text("topic").notNull(),
		message: text("message").notNull(),
		/** The account the sender was signed in with, if any. */
		user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
		status: text("status").notNull().default("new"),
		/** When the team's mail went out; null until it did. */
		mailed_at: timestamp("mailed_at", { withTimezone: true }),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		index("contact_messages_status_created_idx").on(t.status, t.created_at.desc()),
		index("contact_messages_user_idx").on(t.user_id),
		check("contact_messages_topic_check", oneOf(t.topic, CONTACT_TOPICS)),
		check("contact_messages_status_check", oneOf(t.status, CONTACT_MESSAGE_STATUSES)),
	],
);

// ---------------------------------------------------------------- studio logos (issue 24)

/**
 * The home page's "Trusted by leading studios" strip, as admins manage it. logo_url is a public
 * media path written from an upload that sharp read and re-encoded; is_demo marks the rows the
 * demo seed invented, so the admin screen can say so and a reseed can replace them.
 */
export const studio_logos = pgTable(
	"studio_logos",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		name: text("name").notNull(),
		link_url: text("link_url"),
		logo_url: text("logo_url"),
		position: integer("position").notNull(),
		is_demo: boolean("is_demo").notNull().default(false),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		index("studio_logos_position_idx").on(t.position, t.created_at),
		check("studio_logos_link_url_check", sql`${t.link_url} ~ '^https?://'`),
	],
);

// ---------------------------------------------------------------- mail queue

/**
 * Every mail the site sends, queued in the transaction of what caused it (the "transactional
 * outbox" pattern; not the dev mailbox folder DATA_DIR/outbox, which is one of the transports
 * the worker delivers through). The worker claims a due row (`for update skip locked`, then a
 * lease in locked_until, so no two processes send it), delivers it, and marks it sent, or
 * schedules the next attempt (core/mail-queue.ts), or gives up (failed). A sent mail's text is
 * cleared: sign-in and reset mails carry live links.
 */
export const mail_queue = pgTable(
	"mail_queue",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		kind: text("kind").notNull(),
		recipient: text("recipient").notNull(),
		subject: text("subject").notNull(),
		text: text("text").notNull(),
		html: text("html").notNull(),
		reply_to_name: text("reply_to_name"),
		reply_to_address: text("reply_to_address"),
		status: text("status").notNull().default("pending"),
		/** Attempts started; counted when a worker claims the mail, so a crash mid-send counts too. */
		attempts: integer("attempts").notNull().default(0),
		next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
		/** While a worker delivers it: until when the claim holds (a crashed worker's claim runs out). */
		locked_until: timestamp("locked_until", { withTimezone: true }),
		last_error: text("last_error"),
		/** The contact message this mail carries to the team; it is marked mailed when this is sent. */
		contact_message_id: uuid("contact_message_id").references(() => contact_messages.id, {
			onDelete: "cascade",
		}),
		created_at: createdAt(),
		updated_at: updatedAt(),
		sent_at: timestamp("sent_at", { withTimezone: true }),
	},
	(t) => [
		index("mail_queue_due_idx").on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
		index("mail_queue_undelivered_idx")
			.on(t.created_at.desc())
			.where(sql`${t.status} = 'failed' or (${t.status} = 'pending' and ${t.attempts} > 0)`),
		index("mail_queue_sent_idx").on(t.sent_at).where(sql`${t.status} = 'sent'`),
		// One team mail per contact message, however many processes queue the ones left unmailed.
		uniqueIndex("mail_queue_contact_message_idx").on(t.contact_message_id),
		check("mail_queue_status_check", oneOf(t.status, MAIL_STATUSES)),
		check("mail_queue_kind_check", oneOf(t.kind, MAIL_KINDS)),
	],
);

// ---------------------------------------------------------------- views (created in a custom migration)

/** Exactly the fields of the spec's photos_details; `price` is integer cents. */
export const photos_details = pgView("photos_details", {
	id: uuid("id").notNull(),
	photoid: integer("photoid").notNull(),
	title: text("title").notNull(),
	description: text("description"),
	thumbnail_url: text("thumbnail_url"),
	preview_url: text("preview_url"),
	price: integer("price").notNull(),
	user_id: uuid("user_id").notNull(),
	storefront_name: text("storefront_name"),
	tags: text("tags").array().notNull(),
	orientation: text("orientation"),
	people_count: integer("people_count"),
	width: integer("width"),
	height: integer("height"),
	file_size: bigint("file_size", { mode: "number" }),
	friendly_print_size: text("friendly_print_size"),
	event_names: text("event_names").array().notNull(),
	photo_status: text("photo_status").notNull(),
	location_city: text("location_city"),
	location_state_province: text("location_state_province"),
	location_country: text("location_country"),
	decade_taken: text("decade_taken"),
	date_taken: date("date_taken", { mode: "string" }),
	ethnicities: text("ethnicities").array().notNull(),
	age_groups: text("age_groups").array().notNull(),
	emotions: text("emotions").array().notNull(),
	image_style: text("image_style"),
	color_and_mood: text("color_and_mood"),
	people_composition: text("people_composition"),
	created_at: timestamp("created_at", { withTimezone: true }).notNull(),
	featured: boolean("featured").notNull(),
	face_ids: uuid("face_ids").array().notNull(),
}).existing();

export const photos_issues = pgView("photos_issues", {
	id: uuid("id").notNull(),
	photoshop: boolean("photoshop").notNull(),
	info_missing: boolean("info_missing").notNull(),
	missing_faces: boolean("missing_faces").notNull(),
}).existing();

// ---------------------------------------------------------------- demo archive (issue 24)

export const DEMO_SEED_STATES = ["running", "done"] as const;

/**
 * The demo seed's progress, one row. The seed writes the archive in batches, each committed
 * together with `photos_done`, so a seed stopped part way (a restart, a kill) resumes at the next
 * batch: never half a catalogue, never a photo twice. `owner` is the process writing it; another
 * takes over only once `heartbeat_at` is old (the process is gone).
 */
export const demo_seed = pgTable(
	"demo_seed",
	{
		id: integer("id").primaryKey().default(1),
		/** What was asked for: the archive's size, its random seed and where images start being shared. */
		photos: integer("photos").notNull(),
		seed: integer("seed").notNull(),
		unique_image_limit: integer("unique_image_limit").notNull(),
		photos_done: integer("photos_done").notNull().default(0),
		state: text("state").notNull().default("running"),
		owner: text("owner"),
		heartbeat_at: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
		started_at: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
		finished_at: timestamp("finished_at", { withTimezone: true }),
	},
	(t) => [
		check("demo_seed_one_row", sql`${t.id} = 1`),
		check("demo_seed_state_check", oneOf(t.state, DEMO_SEED_STATES)),
		check("demo_seed_done_check", sql`${t.photos_done} between 0 and ${t.photos}`),
	],
);

// ---------------------------------------------------------------- per-account limits

/**
 * Emailed links paced per mailbox (core/auth-limits.ts, MAIL_PACE), in the database so the pace
 * holds across server processes. `paced_until` is the bucket as one time (GCRA's theoretical
 * arrival time): a mail may go while it is at most (burst - 1) intervals ahead of now. A row
 * whose time has passed is the same as no row.
 */
export const mail_pace = pgTable(
	"mail_pace",
	{
		/** limitKey(email): trimmed, lower-case. */
		email: text("email").notNull(),
		kind: text("kind", { enum: PACED_MAILS }).notNull(),
		paced_until: timestamp("paced_until", { withTimezone: true }).notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.email, t.kind] }),
		check("mail_pace_kind_check", oneOf(t.kind, PACED_MAILS)),
		index("mail_pace_until_idx").on(t.paced_until),
	],
);

/**
 * Password attempts per account (or per unknown address, counted alike), whoever sends them
 * (core/auth-limits.ts, PASSWORD_DELAY). An attempt counts as a failure from the moment it is
 * let through; a successful sign-in or a completed reset deletes the row.
 */
export const password_failures = pgTable(
	"password_failures",
	{
		/** limitKey(email): trimmed, lower-case. */
		email: text("email").primaryKey(),
		failures: integer("failures").notNull(),
		last_failure_at: timestamp("last_failure_at", { withTimezone: true }).notNull(),
		/** No password for this address is checked before then. */
		locked_until: timestamp("locked_until", { withTimezone: true }),
	},
	(t) => [index("password_failures_last_idx").on(t.last_failure_at)],
);
