import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Raises a cache topic's generation and notifies every listener on `channel` in one statement
 * (the payload `topic:generation`); answers the new generation.
 */
export async function raiseGeneration(
	database: Database,
	channel: string,
	topic: string,
): Promise<number | null> {
	const [row] = await database.query<{ generation: number }>(sql`
		with raised as (
			insert into cache_generations (topic, generation) values (${topic}, 1)
			on conflict (topic) do update
				set generation = cache_generations.generation + 1, updated_at = now()
			returning generation
		)
		select generation::float8 as generation, pg_notify(${channel}, ${topic} || ':' || generation)
		from raised`);
	return row ? Number(row.generation) : null;
}

/** Every topic's generation as the table has it (the resync's reading). */
export function readGenerations(database: Database): Promise<Array<{ topic: string; generation: number }>> {
	return database.query<{ topic: string; generation: number }>(
		sql`select topic, generation::float8 as generation from cache_generations`,
	);
}
