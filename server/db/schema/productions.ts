import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { photos } from "./catalogue";
import { createdAt, licenseCheck, updatedAt } from "./columns";
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
		/** The owner's note on the photo (issue 28): the scene, wall or frame size it is for. */
		note: text("note"),
	},
	(t) => [
		uniqueIndex("wishlist_items_wishlist_photo_idx").on(t.wishlist_id, t.photo_id),
		index("wishlist_items_photo_idx").on(t.photo_id),
		check("wishlist_items_license_check", licenseCheck(t.license_type)),
	],
);
