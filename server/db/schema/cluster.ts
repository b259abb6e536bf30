import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/**
 * One row per kind of cache that a write on any instance must clear everywhere (issue 31,
 * docs/cluster-caches.md): a write raises its generation and notifies; an instance that missed
 * the notification sees the change at its next periodic read of this table.
 */
export const cache_generations = pgTable("cache_generations", {
	topic: text("topic").primaryKey(),
	generation: bigint("generation", { mode: "number" }).notNull().default(0),
	updated_at: updatedAt(),
});
