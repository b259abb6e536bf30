import { sql } from "drizzle-orm";
import { boolean, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

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
