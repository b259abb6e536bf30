import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { type SearchInput, searchPhotos } from "../server/search/service";

/** One statement a search sent, and whether it ran as an index walk (Database.walk). */
export type Statement = { statement: SQL; walk: boolean };

/** The statements one search sends, recorded by a wrapper around the database. */
export async function statementsOf(database: Database, input: SearchInput): Promise<Statement[]> {
	const seen: Statement[] = [];
	const recorder: Database = {
		...database,
		query: (q) => {
			seen.push({ statement: q, walk: false });
			return database.query(q);
		},
		queryPrepared: (q) => {
			seen.push({ statement: q, walk: false });
			return database.queryPrepared(q);
		},
		walk: (q) => {
			seen.push({ statement: q, walk: true });
			return database.walk(q);
		},
	};
	await searchPhotos(recorder, input);
	return seen;
}

/** EXPLAIN with the given options, under the same planner settings as the search ran it. */
export function explain<T extends Record<string, unknown>>(
	database: Database,
	{ statement, walk }: Statement,
	options: string,
): Promise<T[]> {
	const query = sql`explain (${sql.raw(options)}) ${statement}`;
	return walk ? database.walk<T>(query) : database.query<T>(query);
}
