import {
	INHERITANCE_ROUTES,
	type InheritanceRoute,
	LIFE_STATUSES,
	type LifeStatus,
	RELEASE_METHODS,
	RELEASE_RELATIONSHIPS,
	RELEASE_SCOPES,
	RELEASE_STATUSES,
	type ReleaseMethod,
	type ReleaseRelationship,
	type ReleaseScope,
	type ReleaseStatus,
	RIGHTS_BASES,
	RIGHTS_STATUSES,
	type RightsBasis,
	type RightsStatus,
} from "@core/clearance";
import { sql } from "drizzle-orm";
import {
	bigserial,
	check,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	text,
	timestamp,
	uuid,
} from "drizzle-orm/pg-core";
import { persons, photos } from "./catalogue";
import { createdAt, oneOf, updatedAt } from "./columns";
import { users } from "./users";

// the clearance ledger (issue 26, core/clearance.ts)

const reviewed = {
	reviewed_by: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
	reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
	/** Why it was rejected or revoked. */
	reason: text("reason"),
};

/** Who holds a photo's copyright and how (owning the print is not owning the copyright). */
export const photo_rights = pgTable(
	"photo_rights",
	{
		photo_id: uuid("photo_id")
			.primaryKey()
			.references(() => photos.id, { onDelete: "cascade" }),
		/** Who took the picture; null when nobody knows. */
		photographer_name: text("photographer_name"),
		photographer_status: text("photographer_status").$type<LifeStatus>().notNull().default("unknown"),
		year_taken: integer("year_taken"),
		rights_holder_name: text("rights_holder_name").notNull(),
		basis: text("basis").$type<RightsBasis>().notNull(),
		/** For an inheritance: by will or by intestacy. */
		inheritance_route: text("inheritance_route").$type<InheritanceRoute>(),
		/** The private storage key of the assignment (or other title) document. */
		document_key: text("document_key"),
		chain_of_title: text("chain_of_title").notNull().default(""),
		status: text("status").$type<RightsStatus>().notNull().default("pending_review"),
		...reviewed,
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		check("photo_rights_photographer_status_check", oneOf(t.photographer_status, LIFE_STATUSES)),
		check("photo_rights_basis_check", oneOf(t.basis, RIGHTS_BASES)),
		check(
			"photo_rights_inheritance_check",
			sql`(${t.basis} = 'inheritance') = (${t.inheritance_route} is not null) and (${t.inheritance_route} is null or ${oneOf(t.inheritance_route, INHERITANCE_ROUTES)})`,
		),
		check("photo_rights_status_check", oneOf(t.status, RIGHTS_STATUSES)),
		index("photo_rights_status_idx").on(t.status),
	],
);

/** A person's release: reused by every photo the person (or an alias of theirs) appears in. */
export const releases = pgTable(
	"releases",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** The number behind the reference 'R-000042' on certificates and clearance logs. */
		number: integer("number").notNull().generatedAlwaysAsIdentity(),
		person_id: uuid("person_id")
			.notNull()
			.references(() => persons.id, { onDelete: "restrict" }),
		signer_name: text("signer_name").notNull(),
		relationship: text("relationship").$type<ReleaseRelationship>().notNull(),
		signed_on: date("signed_on", { mode: "string" }).notNull(),
		scope: text("scope").$type<ReleaseScope>().notNull(),
		/** Null: perpetual. Media (all) and territory (worldwide) take one value each today. */
		term_years: integer("term_years"),
		/** The signed document (a PDF or an image), private like originals. */
		document_key: text("document_key").notNull(),
		document_type: text("document_type").notNull(),
		/** A witness to a paper release (of a minor, often). */
		witness_name: text("witness_name"),
		/** How it was given: a scanned 'paper' release, or signed 'online' (by link or by the family member). */
		method: text("method").$type<ReleaseMethod>().notNull().default("paper"),
		/** sha256 of the signed document as generated, for an online release (printed on it). */
		document_sha256: text("document_sha256"),
		status: text("status").$type<ReleaseStatus>().notNull().default("pending_review"),
		...reviewed,
		created_by: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		index("releases_person_idx").on(t.person_id),
		index("releases_pending_idx").on(t.created_at).where(sql`${t.status} = 'pending_review'`),
		check("releases_relationship_check", oneOf(t.relationship, RELEASE_RELATIONSHIPS)),
		check("releases_scope_check", oneOf(t.scope, RELEASE_SCOPES)),
		check("releases_status_check", oneOf(t.status, RELEASE_STATUSES)),
		check("releases_method_check", oneOf(t.method, RELEASE_METHODS)),
		check("releases_term_check", sql`${t.term_years} is null or ${t.term_years} between 1 and 99`),
		check(
			"releases_document_type_check",
			sql`${t.document_type} in ('application/pdf', 'image/jpeg', 'image/png')`,
		),
	],
);

/**
 * Every change to the ledger, append-only (a trigger refuses updates and deletes): who did what,
 * when, to which rights record, release or face, with the values after the change.
 */
export const ledger_events = pgTable(
	"ledger_events",
	{
		id: bigserial("id", { mode: "number" }).primaryKey(),
		at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
		/** Who made the change, kept as it was: no foreign key, as the history outlives accounts. */
		actor_id: uuid("actor_id"),
		actor_email: text("actor_email"),
		subject: text("subject").notNull(),
		subject_id: text("subject_id").notNull(),
		photo_id: uuid("photo_id"),
		action: text("action").notNull(),
		details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
	},
	(t) => [
		index("ledger_events_subject_idx").on(t.subject, t.subject_id, t.at),
		index("ledger_events_photo_idx").on(t.photo_id, t.at),
		check(
			"ledger_events_subject_check",
			sql`${t.subject} in ('rights', 'release', 'face', 'person', 'photo')`,
		),
	],
);
