import { USER_ROLES } from "@core/family";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";

// people

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
		check("users_role_check", oneOf(t.role, USER_ROLES)),
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
		/** The family's mails (sales digest, review decisions, payouts), each of which it can turn off. */
		notify_sales: boolean("notify_sales").notNull().default(true),
		notify_reviews: boolean("notify_reviews").notNull().default(true),
		notify_payouts: boolean("notify_payouts").notNull().default(true),
		/** When the family closed its storefront (every photo withdrawn); null while open. */
		storefront_closed_at: timestamp("storefront_closed_at", { withTimezone: true }),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [index("profiles_storefront_trgm_idx").using("gin", sql`${t.storefront_name} gin_trgm_ops`)],
);
