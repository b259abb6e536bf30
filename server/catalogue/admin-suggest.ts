import type { SuggestField, SuggestQuery, SuggestResponse } from "@core/contracts/catalogue";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";

type Query = z.output<typeof SuggestQuery>;
type Suggestion = SuggestResponse["values"][number];

/** Fields to columns: the only way input names a column. Lists are unnested, the rest grouped. */
const COLUMNS: Record<SuggestField, { column: SQL; list: boolean }> = {
	tags: { column: sql`p.tags`, list: true },
	ethnicities: { column: sql`p.ethnicities`, list: true },
	age_groups: { column: sql`p.age_groups`, list: true },
	emotions: { column: sql`p.emotions`, list: true },
	image_style: { column: sql`p.image_style`, list: false },
	color_and_mood: { column: sql`p.color_and_mood`, list: false },
	people_composition: { column: sql`p.people_composition`, list: false },
	location_city: { column: sql`p.location_city`, list: false },
	location_state_province: { column: sql`p.location_state_province`, list: false },
	location_country: { column: sql`p.location_country`, list: false },
};

/**
 * Counting a field's values reads every photo (unnesting tags over 100,000 photos took 150 to
 * 600 ms on a small server), while the editor asks at every few keystrokes: one count per field
 * serves for this long. This module's own writes forget it at once; a suggestion may lag
 * other writers by this much, which costs an editor nothing but a count slightly off.
 */
const SUGGEST_TTL_MS = 30_000;
const cache = new WeakMap<object, Map<SuggestField, { at: number; values: Promise<Suggestion[]> }>>();

/** Drops the counted values, after a change of photos' metadata. */
export function forgetSuggestions(database: Database): void {
	cache.delete(database.db);
}

/** Every value of a field with how many photos use it; spellings differing only in case are one. */
async function countValues(database: Database, field: SuggestField): Promise<Suggestion[]> {
	const { column, list } = COLUMNS[field];
	// Offered as most photos spell it.
	const used = list
		? sql`select mode() within group (order by v) as value, count(*)::int as count
			from photos p cross join lateral unnest(${column}) v where v <> '' group by lower(v)`
		: sql`select mode() within group (order by ${column}) as value, count(*)::int as count
			from photos p where ${column} <> '' group by lower(${column})`;
	// The tag vocabulary's words no photo carries yet are worth offering too.
	const vocabulary =
		field === "tags"
			? sql`union all select t.name, 0 from tags t
				where not exists (select 1 from used where lower(used.value) = lower(t.name))`
			: sql``;
	return database.query<Suggestion>(sql`with used as (${used}) select value, count from used ${vocabulary}`);
}

function countedValues(database: Database, field: SuggestField): Promise<Suggestion[]> {
	const byField = cache.get(database.db) ?? new Map();
	cache.set(database.db, byField);
	const entry = byField.get(field);
	if (entry && Date.now() - entry.at < SUGGEST_TTL_MS) return entry.values;
	const values = countValues(database, field);
	byField.set(field, { at: Date.now(), values });
	// A failed count is not kept: the next request tries again.
	values.catch(() => {
		if (byField.get(field)?.values === values) byField.delete(field);
	});
	return values;
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The values the catalogue already uses for a field, so an editor picks "Birthday" rather than
 * typing a fourth spelling of it: values starting with the typed text first, then those
 * containing it, each group by how many photos use the value.
 */
export async function suggestValues(database: Database, query: Query): Promise<SuggestResponse> {
	const q = query.q.trim().toLowerCase();
	const matches: (Suggestion & { prefix: boolean })[] = [];
	for (const suggestion of await countedValues(database, query.field)) {
		const lower = suggestion.value.toLowerCase();
		if (lower.includes(q)) matches.push({ ...suggestion, prefix: lower.startsWith(q) });
	}
	matches.sort(
		(a, b) => Number(b.prefix) - Number(a.prefix) || b.count - a.count || byCodePoint(a.value, b.value),
	);
	return { values: matches.slice(0, query.limit).map(({ value, count }) => ({ value, count })) };
}
