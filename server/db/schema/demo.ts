import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { oneOf } from "./columns";

// demo archive (issue 24)

export const DEMO_SEED_STATES = ["running", "done"] as const;

/**
 * The demo seed's progress, one row. The seed writes the archive in batches, each committed
 * together with `photos_done`, so a seed stopped part way (a restart, a kill) resumes at the next
 * batch: never half a catalogue, never a photo twice. `owner` is the process writing it; another
 * takes over only once `heartbeat_at` is old (the process is gone).
 */
export const demo_seed = pgTable(
	"demo_seed",
	{
		id: integer("id").primaryKey().default(1),
		/** What was asked for: the archive's size, its random seed and where images start being shared. */
		photos: integer("photos").notNull(),
		seed: integer("seed").notNull(),
		unique_image_limit: integer("unique_image_limit").notNull(),
		photos_done: integer("photos_done").notNull().default(0),
		state: text("state").notNull().default("running"),
		owner: text("owner"),
		heartbeat_at: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
		started_at: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
		finished_at: timestamp("finished_at", { withTimezone: true }),
	},
	(t) => [
		check("demo_seed_one_row", sql`${t.id} = 1`),
		check("demo_seed_state_check", oneOf(t.state, DEMO_SEED_STATES)),
		check("demo_seed_done_check", sql`${t.photos_done} between 0 and ${t.photos}`),
	],
);
