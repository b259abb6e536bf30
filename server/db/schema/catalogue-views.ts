import type { Clearance } from "@core/clearance";
import { bigint, boolean, date, integer, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";

// views (created in a custom migration)

/** The fields of the spec's photos_details, then the clearance; `price` is integer cents. */
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
	/** Beyond the spec (issue 26, migration 0030): what the clearance ledger clears the photo for. */
	clearance: text("clearance").$type<Clearance>().notNull(),
}).existing();

export const photos_issues = pgView("photos_issues", {
	id: uuid("id").notNull(),
	photoshop: boolean("photoshop").notNull(),
	info_missing: boolean("info_missing").notNull(),
	missing_faces: boolean("missing_faces").notNull(),
}).existing();
