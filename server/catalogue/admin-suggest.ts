import type { SuggestField, SuggestQuery, SuggestResponse } from "@core/contracts/catalogue";
import type { z } from "zod";
import { announce, generationOf } from "../cluster/bus";
import type { Database } from "../db/client";
import { ownTagCounts, suggestionCounts } from "./queries/metadata";

type Query = z.output<typeof SuggestQuery>;
type Suggestion = SuggestResponse["values"][number];

/**
 * Counting a field's values reads every photo (unnesting tags over 100,000 photos took 150 to
 * 600 ms on a small server), while the editor asks at every few keystrokes: one count per field
 * serves for this long. The writes that call forgetSuggestions forget it at once, on every
 * instance; a suggestion may lag other writers by this much, which costs an editor nothing but a
 * count slightly off.
 */
const SUGGEST_TTL_MS = 30_000;
/** Whose photos a count reads: every photo (the admin editor), or live ones (a family's view). */
type Scope = "all" | "live";
const cache = new WeakMap<
	object,
	Map<string, { at: number; generation: number; values: Promise<Suggestion[]> }>
>();

/** Drops the counted values, after a change of photos' metadata (here and on other instances). */
export function forgetSuggestions(database: Database): void {
	announce(database, "suggestions");
}

function countedValues(database: Database, field: SuggestField, scope: Scope): Promise<Suggestion[]> {
	const byField = cache.get(database.db) ?? new Map();
	cache.set(database.db, byField);
	const key = `${scope}:${field}`;
	const entry = byField.get(key);
	const generation = generationOf(database, "suggestions");
	if (entry && entry.generation === generation && Date.now() - entry.at < SUGGEST_TTL_MS) return entry.values;
	const values = suggestionCounts(database, field, scope);
	byField.set(key, { at: Date.now(), generation, values });
	// A failed count is not kept: the next request tries again.
	values.catch(() => {
		if (byField.get(key)?.values === values) byField.delete(key);
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
	return ranked(await countedValues(database, query.field, "all"), query);
}

/**
 * A family's tag suggestions: the vocabulary, the tags of live photos and the family's own tags,
 * never another family's unpublished ones (a draft's tag may be a private name, "Aunt Rose's
 * funeral"). The family's own are counted afresh: few rows, and just typed.
 */
export async function familyTagSuggestions(
	database: Database,
	familyId: string,
	query: Pick<Query, "q" | "limit">,
): Promise<SuggestResponse> {
	const [shared, own] = await Promise.all([
		countedValues(database, "tags", "live"),
		ownTagCounts(database, familyId),
	]);
	const merged = new Map(shared.map((s) => [s.value.toLowerCase(), { ...s }]));
	for (const mine of own) {
		const found = merged.get(mine.value.toLowerCase());
		if (found) found.count += mine.count;
		else merged.set(mine.value.toLowerCase(), { ...mine });
	}
	return ranked([...merged.values()], { ...query, field: "tags" });
}

function ranked(values: readonly Suggestion[], query: Query): SuggestResponse {
	const q = query.q.trim().toLowerCase();
	const matches: (Suggestion & { prefix: boolean })[] = [];
	for (const suggestion of values) {
		const lower = suggestion.value.toLowerCase();
		if (lower.includes(q)) matches.push({ ...suggestion, prefix: lower.startsWith(q) });
	}
	matches.sort(
		(a, b) => Number(b.prefix) - Number(a.prefix) || b.count - a.count || byCodePoint(a.value, b.value),
	);
	return { values: matches.slice(0, query.limit).map(({ value, count }) => ({ value, count })) };
}
