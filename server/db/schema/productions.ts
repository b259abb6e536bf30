import {
	ACTIVITY_KINDS,
	type ActivityKind,
	APPROVAL_STATES,
	type ApprovalState,
	COMPANY_ROLES,
	type CompanyRole,
	ORDER_REFERENCES,
	type OrderReference,
	PRODUCTION_TYPES,
	type ProductionType,
} from "@core/teams";
import { sql } from "drizzle-orm";
import {
	type AnyPgColumn,
	bigserial,
	boolean,
	check,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { photos } from "./catalogue";
import { createdAt, licenseCheck, oneOf, updatedAt } from "./columns";
import { users } from "./users";

// how productions organise candidates

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
		/** Issue 29: checkout refuses shortlisted photos of this company's productions not approved. */
		approved_only: boolean("approved_only").notNull().default(false),
		/** Issue 29: references every order of the company must carry (core/teams.ts ORDER_REFERENCES). */
		required_refs: text("required_refs")
			.array()
			.$type<OrderReference[]>()
			.notNull()
			.default(sql`'{}'::text[]`),
		/** Issue 29: the company's billing contact, which its buyers' checkouts start from. */
		billing: jsonb("billing"),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		uniqueIndex("companies_owner_name_idx").on(t.created_by, sql`lower(${t.name})`),
		check(
			"companies_required_refs_check",
			sql`${t.required_refs} <@ array[${sql.raw(ORDER_REFERENCES.map((r) => `'${r}'`).join(", "))}]::text[]`,
		),
	],
);

/**
 * A company's people and their roles (issue 29, core/teams.ts). Every company has at least one
 * owner; its creator became the first when workspaces arrived (migration 0038).
 */
export const company_members = pgTable(
	"company_members",
	{
		company_id: uuid("company_id")
			.notNull()
			.references(() => companies.id, { onDelete: "cascade" }),
		user_id: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		role: text("role").$type<CompanyRole>().notNull(),
		/** Mail when someone sends photos for approval (approvers) ... */
		notify_approval_requests: boolean("notify_approval_requests").notNull().default(true),
		/** ... and when an approver decides on photos the member sent. */
		notify_approval_decisions: boolean("notify_approval_decisions").notNull().default(true),
		added_by: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
		added_at: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		primaryKey({ columns: [t.company_id, t.user_id] }),
		index("company_members_user_idx").on(t.user_id),
		check("company_members_role_check", oneOf(t.role, COMPANY_ROLES)),
	],
);

/**
 * An invitation to join a company by email: a link whose token only the mail holds (the row
 * keeps its SHA-256). It works once, until `expires_at`, for that email's account.
 */
export const company_invitations = pgTable(
	"company_invitations",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		company_id: uuid("company_id")
			.notNull()
			.references(() => companies.id, { onDelete: "cascade" }),
		email: text("email").notNull(),
		role: text("role").$type<CompanyRole>().notNull(),
		token_hash: text("token_hash").notNull(),
		invited_by: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
		created_at: createdAt(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
		accepted_at: timestamp("accepted_at", { withTimezone: true }),
		accepted_by: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
		revoked_at: timestamp("revoked_at", { withTimezone: true }),
	},
	(t) => [
		uniqueIndex("company_invitations_token_idx").on(t.token_hash),
		index("company_invitations_company_idx").on(t.company_id, t.created_at.desc()),
		check("company_invitations_role_check", oneOf(t.role, COMPANY_ROLES)),
	],
);

/**
 * A production (spec section 3, "projects"). `company` is the name of its company, as the spec
 * has it (text, nullable); `company_id` (issue 29) is that company's workspace: when set, the
 * production and its shortlists belong to the company's members, not to `user_id` (its creator).
 * Without it the production is its creator's alone.
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
		company_id: uuid("company_id").references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
		production_type: text("production_type").$type<ProductionType>(),
		starts_on: date("starts_on", { mode: "string" }),
		ends_on: date("ends_on", { mode: "string" }),
		production_code: text("production_code"),
		/** The purchase-order number an order for this production carries unless the buyer gives another. */
		po_number: text("po_number"),
		last_used_at: timestamp("last_used_at", { withTimezone: true }),
		created_at: createdAt(),
	},
	(t) => [
		uniqueIndex("projects_owner_name_idx").on(t.user_id, sql`lower(${t.name})`),
		uniqueIndex("projects_company_name_idx")
			.on(t.company_id, sql`lower(${t.name})`)
			.where(sql`${t.company_id} is not null`),
		check("projects_production_type_check", oneOf(t.production_type, PRODUCTION_TYPES)),
		check(
			"projects_dates_check",
			sql`${t.ends_on} is null or ${t.starts_on} is null or ${t.ends_on} >= ${t.starts_on}`,
		),
	],
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
		/** The owner's note on the photo (issue 28): the scene, wall or frame size it is for. */
		note: text("note"),
		/** Issue 29: who added it (a company shortlist has many hands); null when unknown or gone. */
		added_by: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
		/** Issue 29: the approver's decision (core/teams.ts APPROVAL_STATES), with a note when rejected. */
		approval: text("approval").$type<ApprovalState>().notNull().default("proposed"),
		approval_note: text("approval_note"),
		approval_by: uuid("approval_by").references(() => users.id, { onDelete: "set null" }),
		approval_at: timestamp("approval_at", { withTimezone: true }),
		/** When it was last sent for approval; null: never. */
		sent_for_approval_at: timestamp("sent_for_approval_at", { withTimezone: true }),
	},
	(t) => [
		uniqueIndex("wishlist_items_wishlist_photo_idx").on(t.wishlist_id, t.photo_id),
		index("wishlist_items_photo_idx").on(t.photo_id),
		check("wishlist_items_license_check", licenseCheck(t.license_type)),
		check("wishlist_items_approval_check", oneOf(t.approval, APPROVAL_STATES)),
	],
);

/** Issue 29: comments on a shortlisted photo, by the company's members. */
export const wishlist_item_comments = pgTable(
	"wishlist_item_comments",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		wishlist_item_id: uuid("wishlist_item_id")
			.notNull()
			.references(() => wishlist_items.id, { onDelete: "cascade" }),
		user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
		body: text("body").notNull(),
		created_at: createdAt(),
	},
	(t) => [
		index("wishlist_item_comments_item_idx").on(t.wishlist_item_id, t.created_at),
		check("wishlist_item_comments_body_check", sql`char_length(${t.body}) between 1 and 1000`),
	],
);

/**
 * Issue 29: a production's activity feed: photos added, commented, sent for approval,
 * approved or rejected, orders placed and paid; who did it and when.
 */
export const production_activity = pgTable(
	"production_activity",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		project_id: uuid("project_id")
			.notNull()
			.references(() => projects.id, { onDelete: "cascade" }),
		actor_id: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
		kind: text("kind").$type<ActivityKind>().notNull(),
		photo_id: uuid("photo_id").references(() => photos.id, { onDelete: "cascade" }),
		wishlist_id: uuid("wishlist_id").references(() => wishlists.id, { onDelete: "set null" }),
		order_id: uuid("order_id"),
		/** How many photos one action covered (a batch add, a send for approval). */
		count: integer("count").notNull().default(1),
		note: text("note"),
		created_at: createdAt(),
	},
	(t) => [
		index("production_activity_project_idx").on(t.project_id, t.id.desc()),
		check("production_activity_kind_check", oneOf(t.kind, ACTIVITY_KINDS)),
	],
);
