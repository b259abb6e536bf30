import { CLEARANCES, type Clearance, LIFE_STATUSES, type LifeStatus } from "@core/clearance";
import { DECADES } from "@core/decades";
import { PROCESSING_STATES, type ProcessingState } from "@core/family";
import { PHOTO_STATUSES } from "@core/photo-status";
import { sql } from "drizzle-orm";
import {
	bigint,
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
import { createdAt, oneOf, tsvector, updatedAt } from "./columns";
import { users } from "./users";

// catalogue

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
		/**
		 * The filter set's attributes as "kind:value" words (migration 0010 lists the kinds), with the
		 * photo's clearance ('k:background', 'k:hero'): kept by the photos_facets trigger (migration
		 * 0029; it was a generated column until the clearance joined it).
		 */
		facets: text("facets").array(),
		/** What the clearance ledger clears the photo for (core/clearance.ts), kept by server/clearance. */
		clearance: text("clearance").$type<Clearance>().notNull().default("pending"),
		/** Whether its thumbnail and previews exist yet (core/family.ts): a family's upload is made 'processing'. */
		processing_state: text("processing_state").$type<ProcessingState>().notNull().default("ready"),
		/** A 64-bit perceptual hash (dHash) of the picture, for near-duplicate warnings; null before issue 27. */
		phash: bigint("phash", { mode: "bigint" }),
		/** When its family withdrew it from sale (it is archived then; licences sold stay valid). */
		withdrawn_at: timestamp("withdrawn_at", { withTimezone: true }),
		/** The family's submission it was last sent for review in (server/db/schema/families.ts). */
		submission_id: uuid("submission_id"),
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
		// The admin's photos to complete (GET /api/admin/clearance/photos): a clearance and a status,
		// in photo number order; photos cleared for hero use are done and left out of the index.
		index("photos_clearance_todo_idx")
			.on(t.clearance, t.photo_status, t.photoid)
			.where(sql`${t.clearance} <> 'hero'`),
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
		// Near-duplicate search (server/near-duplicates/bands.ts): the 64-bit hash in four 16-bit
		// bands, each indexed; a hash within 7 bits of another matches it in one band up to one bit.
		// Not partial: ANALYZE keeps statistics of whole expression indexes only, and without them
		// the planner guessed 340,000 candidates for 960 at a million photos (and went parallel).
		...[0, 16, 32, 48].map((shift, band) =>
			index(`photos_phash_band${band}_idx`).on(sql`((${t.phash} >> ${sql.raw(String(shift))}) & 65535)`),
		),
		check("photos_status_check", oneOf(t.photo_status, PHOTO_STATUSES)),
		check("photos_clearance_check", oneOf(t.clearance, CLEARANCES)),
		check("photos_processing_state_check", oneOf(t.processing_state, PROCESSING_STATES)),
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

export const persons = pgTable(
	"persons",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		name: text("name"),
		/** Whether the person is alive decides who may sign their release (core/clearance.ts). */
		life_status: text("life_status").$type<LifeStatus>().notNull().default("unknown"),
		/** Decides whether a parent or guardian signs for them; null when not known. */
		birth_year: integer("birth_year"),
		/** The family that named the person (their name is private to it and to admins); null: an admin's. */
		owner_id: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
		created_at: createdAt(),
	},
	(t) => [
		index("persons_owner_idx").on(t.owner_id),
		check("persons_life_status_check", oneOf(t.life_status, LIFE_STATUSES)),
		check("persons_birth_year_check", sql`${t.birth_year} is null or ${t.birth_year} between 1800 and 2100`),
	],
);

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
		/** False for a face nobody could recognise (back of a head, too small, blurred): it needs no release. */
		identifiable: boolean("identifiable").notNull().default(true),
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
