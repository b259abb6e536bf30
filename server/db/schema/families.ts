import { RELEASE_RELATIONSHIPS, type ReleaseRelationship } from "@core/clearance";
import {
	FAMILY_APPLICATION_STATUSES,
	type FamilyApplicationStatus,
	JOB_KINDS,
	JOB_STATES,
	type JobKind,
	type JobState,
	REVIEW_DECISIONS,
	type ReviewDecision,
	ROYALTY_KINDS,
	type RoyaltyKind,
} from "@core/family";
import { sql } from "drizzle-orm";
import {
	bigserial,
	check,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	smallint,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { persons, photos } from "./catalogue";
import { releases } from "./clearance";
import { createdAt, oneOf } from "./columns";
import { order_items, orders } from "./orders";
import { users } from "./users";

// the family side (issue 27, core/family.ts)

/** A member asking to become a family; an admin approves or declines it with a reason. */
export const family_applications = pgTable(
	"family_applications",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		user_id: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		storefront_name: text("storefront_name").notNull(),
		story: text("story").notNull(),
		/** Public URL of the portrait the member sent with the application (optional). */
		portrait_url: text("portrait_url"),
		status: text("status").$type<FamilyApplicationStatus>().notNull().default("pending"),
		reason: text("reason"),
		reviewed_by: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
		reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
		created_at: createdAt(),
	},
	(t) => [
		check("family_applications_status_check", oneOf(t.status, FAMILY_APPLICATION_STATUSES)),
		// One open application per member.
		uniqueIndex("family_applications_pending_idx").on(t.user_id).where(sql`${t.status} = 'pending'`),
		index("family_applications_status_idx").on(t.status, t.created_at),
	],
);

/** An admin's invitation by email: its link signs the person up (or in) and makes them a family. */
export const family_invitations = pgTable(
	"family_invitations",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		email: text("email").notNull(),
		storefront_name: text("storefront_name").notNull(),
		/** sha256 of the link's token: the token itself is only in the mail. */
		token_hash: text("token_hash").notNull(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
		accepted_at: timestamp("accepted_at", { withTimezone: true }),
		accepted_by: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
		invited_by: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
		created_at: createdAt(),
	},
	(t) => [
		uniqueIndex("family_invitations_token_idx").on(t.token_hash),
		index("family_invitations_email_idx").on(sql`lower(${t.email})`),
	],
);

/**
 * Work done after the request that asked for it (a photo's derivatives, a family's sales digest):
 * a row survives a restart, and a worker claims due rows with SKIP LOCKED and a lease, so a job
 * whose worker died is taken again once its lease has run out.
 */
export const jobs = pgTable(
	"jobs",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		kind: text("kind").$type<JobKind>().notNull(),
		payload: jsonb("payload").notNull().default(sql`'{}'::jsonb`),
		state: text("state").$type<JobState>().notNull().default("queued"),
		attempts: integer("attempts").notNull().default(0),
		run_after: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
		/** While running: when the lease ends and another worker may take the job. */
		locked_until: timestamp("locked_until", { withTimezone: true }),
		last_error: text("last_error"),
		created_at: createdAt(),
		finished_at: timestamp("finished_at", { withTimezone: true }),
	},
	(t) => [
		check("jobs_state_check", oneOf(t.state, JOB_STATES)),
		check("jobs_kind_check", oneOf(t.kind, JOB_KINDS)),
		index("jobs_due_idx").on(t.run_after).where(sql`${t.state} in ('queued', 'running')`),
	],
);

/** A batch of photos a family sent for review; a photo sent back is fixed and sent again inside it. */
export const submissions = pgTable(
	"submissions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		family_id: uuid("family_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		created_at: createdAt(),
	},
	(t) => [index("submissions_family_idx").on(t.family_id, t.created_at)],
);

/** Each review decision on a photo, newest last: the family sees every one with its reasons. */
export const photo_reviews = pgTable(
	"photo_reviews",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		photo_id: uuid("photo_id")
			.notNull()
			.references(() => photos.id, { onDelete: "cascade" }),
		submission_id: uuid("submission_id").references(() => submissions.id, { onDelete: "set null" }),
		decision: text("decision").$type<ReviewDecision>().notNull(),
		/** Reasons from core's REVIEW_REASONS (none for an approval). */
		reasons: text("reasons").array().notNull().default(sql`'{}'::text[]`),
		note: text("note"),
		reviewer_id: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
		created_at: createdAt(),
	},
	(t) => [
		check("photo_reviews_decision_check", oneOf(t.decision, REVIEW_DECISIONS)),
		index("photo_reviews_photo_idx").on(t.photo_id, t.created_at),
	],
);

/**
 * Two photos whose perceptual hashes (photos.phash) are at most NEAR_DUPLICATE_MAX_DISTANCE bits
 * apart, found once when a hash is recorded (server/near-duplicates). Each pair is stored in both
 * directions, so "the near-duplicates of photo X" is one primary-key range; other_id's index
 * serves the removal of a photo's pairs when its hash is recorded again.
 */
export const photo_near_duplicates = pgTable(
	"photo_near_duplicates",
	{
		photo_id: uuid("photo_id")
			.notNull()
			.references(() => photos.id, { onDelete: "cascade" }),
		other_id: uuid("other_id")
			.notNull()
			.references(() => photos.id, { onDelete: "cascade" }),
		/** How many of the 64 bits the two hashes differ in. */
		distance: smallint("distance").notNull(),
		found_at: timestamp("found_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		primaryKey({ columns: [t.photo_id, t.other_id] }),
		index("photo_near_duplicates_other_idx").on(t.other_id),
		check("photo_near_duplicates_distance_check", sql`${t.distance} between 0 and 64`),
		check("photo_near_duplicates_self_check", sql`${t.photo_id} <> ${t.other_id}`),
	],
);

/**
 * A signing link sent by email to a person in a family's photos (or whoever signs for them). The
 * signer needs no account; the link works once, until it expires.
 */
export const release_requests = pgTable(
	"release_requests",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		person_id: uuid("person_id")
			.notNull()
			.references(() => persons.id, { onDelete: "cascade" }),
		family_id: uuid("family_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		email: text("email").notNull(),
		relationship: text("relationship").$type<ReleaseRelationship>().notNull(),
		/** sha256 of the link's token. */
		token_hash: text("token_hash").notNull(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
		used_at: timestamp("used_at", { withTimezone: true }),
		release_id: uuid("release_id").references(() => releases.id, { onDelete: "set null" }),
		created_at: createdAt(),
	},
	(t) => [
		uniqueIndex("release_requests_token_idx").on(t.token_hash),
		index("release_requests_person_idx").on(t.person_id),
		check("release_requests_relationship_check", oneOf(t.relationship, RELEASE_RELATIONSHIPS)),
	],
);

/**
 * A family's share of a licence line: written when the order is paid, and taken back by a
 * negative row when it is refunded. Append-only, so the balance is their sum minus payouts.
 */
export const royalties = pgTable(
	"royalties",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		family_id: uuid("family_id")
			.notNull()
			.references(() => users.id, { onDelete: "restrict" }),
		order_id: uuid("order_id")
			.notNull()
			.references(() => orders.id, { onDelete: "restrict" }),
		order_item_id: uuid("order_item_id")
			.notNull()
			.references(() => order_items.id, { onDelete: "restrict" }),
		photo_id: uuid("photo_id").references(() => photos.id, { onDelete: "set null" }),
		kind: text("kind").$type<RoyaltyKind>().notNull(),
		/** What the buyer paid for the line after discount, in cents (positive for both kinds). */
		line_paid_cents: integer("line_paid_cents").notNull(),
		percent: integer("percent").notNull(),
		/** The family's share: positive for a sale, negative for its refund. */
		amount_cents: integer("amount_cents").notNull(),
		/** When the family's sales digest told them (null: not yet). */
		notified_at: timestamp("notified_at", { withTimezone: true }),
		created_at: createdAt(),
	},
	(t) => [
		check("royalties_kind_check", oneOf(t.kind, ROYALTY_KINDS)),
		check(
			"royalties_sign_check",
			sql`(${t.kind} = 'sale' and ${t.amount_cents} >= 0) or (${t.kind} = 'refund' and ${t.amount_cents} <= 0)`,
		),
		check("royalties_percent_check", sql`${t.percent} between 0 and 100`),
		// A line earns once and is refunded once, however often a webhook is delivered.
		uniqueIndex("royalties_line_kind_idx").on(t.order_item_id, t.kind),
		index("royalties_family_idx").on(t.family_id, t.created_at),
		index("royalties_unnotified_idx")
			.on(t.family_id)
			.where(sql`${t.notified_at} is null and ${t.kind} = 'sale'`),
	],
);

/** Money an admin paid a family (outside the site), recorded so the balance comes down. */
export const payouts = pgTable(
	"payouts",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		family_id: uuid("family_id")
			.notNull()
			.references(() => users.id, { onDelete: "restrict" }),
		amount_cents: integer("amount_cents").notNull(),
		/** The bank or payment reference the admin paid under. */
		reference: text("reference").notNull(),
		paid_on: timestamp("paid_on", { withTimezone: true }).notNull().defaultNow(),
		recorded_by: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
		created_at: createdAt(),
	},
	(t) => [
		check("payouts_amount_check", sql`${t.amount_cents} > 0`),
		index("payouts_family_idx").on(t.family_id, t.paid_on),
	],
);
