import { sql } from "drizzle-orm";
import {
	type AnyPgColumn,
	check,
	integer,
	pgTable,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { photos } from "./catalogue";
import { exclusiveCheck, licenseCheck } from "./columns";
import { order_items } from "./orders";
import { users } from "./users";

// cart

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
		/** Issue 30: an exclusive hero licence's term in months (core/licensing.ts EXCLUSIVE_TERMS); null: not exclusive. */
		exclusive_months: integer("exclusive_months"),
		/**
		 * Issue 30: the paid licence (order line) this line upgrades, priced at the difference to what
		 * was paid for it; null for a new licence.
		 */
		upgrade_of: uuid("upgrade_of").references((): AnyPgColumn => order_items.id, { onDelete: "cascade" }),
	},
	(t) => [
		uniqueIndex("cart_items_user_photo_idx").on(t.user_id, t.photo_id),
		check("cart_items_quantity_check", sql`${t.quantity} > 0`),
		check("cart_items_license_check", licenseCheck(t.license_type)),
		check("cart_items_exclusive_check", exclusiveCheck(t.exclusive_months, t.license_type)),
	],
);
