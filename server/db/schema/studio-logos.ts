import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

// studio logos (issue 24)

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
