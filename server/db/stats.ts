import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * What the planner's statistics say about the elements of an array column: each common
 * element's share of the rows, the share below which the rest lie, and the table's row count.
 * Empty before the table is first analysed.
 */
export type ElementShares = { rows: number; shares: Map<string, number>; rarestShare: number };

const STATS_MS = 10 * 60_000;
const RETRY_MS = 10_000;
const cache = new WeakMap<object, Map<string, { at: number; shares: Promise<ElementShares> }>>();

export async function readElementShares(
	database: Database,
	table: string,
	column: string,
): Promise<ElementShares> {
	const [row] = await database.query<{
		elems: string[] | null;
		freqs: number[] | null;
		rows: number | null;
	}>(sql`
		select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs,
			c.reltuples::float8 as rows
		from pg_class c
		left join pg_stats s on s.schemaname = current_schema() and s.tablename = c.relname and s.attname = ${column}
		where c.oid = to_regclass(${table})`);
	const elems = row?.elems ?? [];
	const freqs = (row?.freqs ?? []).map(Number);
	return {
		rows: Math.max(0, Number(row?.rows ?? 0)),
		shares: new Map(elems.map((e, i) => [e, freqs[i] ?? 0])),
		// After the elements' own frequencies come their minimum, maximum and the null share.
		rarestShare: freqs[elems.length] ?? 0,
	};
}

/** readElementShares, read again every 10 minutes (shares move slowly); a failed read gives none for 10 s. */
export function elementShares(database: Database, table: string, column: string): Promise<ElementShares> {
	const byColumn = cache.get(database.db) ?? new Map();
	cache.set(database.db, byColumn);
	const key = `${table}.${column}`;
	const cached = byColumn.get(key);
	if (cached && Date.now() - cached.at < STATS_MS) return cached.shares;
	const shares = readElementShares(database, table, column).catch((): ElementShares => {
		// Without statistics every plan still answers rightly, only slower: try again soon.
		byColumn.set(key, { at: Date.now() - STATS_MS + RETRY_MS, shares });
		return { rows: 0, shares: new Map(), rarestShare: 0 };
	});
	byColumn.set(key, { at: Date.now(), shares });
	return shares;
}
