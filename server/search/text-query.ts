import { type ParsedSearch, parseSearchQuery } from "@core/search-query";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sqlArray } from "../db/sql";

/**
 * The full-text half of a search: words (each widened by its synonyms and, from 3 letters,
 * by prefix) and quoted phrases, as one tsquery over photos.search_vector (english config,
 * the same the triggers index with).
 */

export type TextQuery = {
	/** The tsquery expression, or null when the text has no searchable word. */
	tsquery: SQL | null;
	expanded: string[];
	corrected: Array<[string, string]>;
};

/** Synonyms in both directions: 'kid' finds 'child' and 'child' finds 'kid'. */
async function synonymsOf(database: Database, words: string[]): Promise<Map<string, string[]>> {
	const found = new Map<string, string[]>();
	if (words.length === 0) return found;
	const rows = await database.query<{ term: string; synonym_of: string }>(sql`
		select lower(term) as term, lower(synonym_of) as synonym_of from synonyms
		where lower(term) = any(${sqlArray(words)}::text[]) or lower(synonym_of) = any(${sqlArray(words)}::text[])`);
	for (const word of words) {
		const alternatives = new Set<string>();
		for (const row of rows) {
			if (row.term === word) alternatives.add(row.synonym_of);
			if (row.synonym_of === word) alternatives.add(row.term);
		}
		alternatives.delete(word);
		if (alternatives.size > 0) found.set(word, [...alternatives].sort());
	}
	return found;
}

function wordQuery(word: string): SQL {
	// From 3 letters a word also matches longer ones ('birth' finds 'birthday'): the 'partial'
	// method. search_word_query (migration 0012) spells the prefix out as the archive's whole words.
	return word.length >= 3 ? sql`search_word_query(${word})` : sql`plainto_tsquery('english', ${word})`;
}

function build(parsed: ParsedSearch, synonyms: Map<string, string[]>): SQL | null {
	const groups: SQL[] = parsed.words.map((word) => {
		const alternatives = [
			wordQuery(word),
			...(synonyms.get(word) ?? []).map((s) => sql`phraseto_tsquery('english', ${s})`),
		];
		return sql`(${sql.join(alternatives, sql` || `)})`;
	});
	for (const phrase of parsed.phrases) groups.push(sql`phraseto_tsquery('english', ${phrase.join(" ")})`);
	return groups.length > 0 ? sql.join(groups, sql` && `) : null;
}

/**
 * The query evaluated once, back as a constant: the planner then estimates its matches from the
 * column statistics, and a filter checking it row by row does not parse it again per row.
 */
async function constant(database: Database, query: SQL | null): Promise<SQL | null> {
	if (!query) return null;
	const [row] = await database.query<{ q: string }>(sql`select (${query})::text as q`);
	// Only stop words ('the', 'a'): an empty query matches nothing, so it is no query at all.
	if (!row?.q) return null;
	return sql`${row.q}::tsquery`;
}

/** Widens the words by their synonyms and builds the query, evaluated once. */
async function expand(
	database: Database,
	parsed: ParsedSearch,
	corrected: TextQuery["corrected"],
): Promise<TextQuery> {
	const synonyms = await synonymsOf(database, parsed.words);
	return {
		tsquery: await constant(database, build(parsed, synonyms)),
		expanded: [...new Set([...synonyms.values()].flat())],
		corrected,
	};
}

export async function textQuery(database: Database, text: string): Promise<TextQuery> {
	return expand(database, parseSearchQuery(text), []);
}

/** How close a typed word must be to a known one (pg_trgm similarity) to be taken for it. */
const CORRECTION_THRESHOLD = 0.35;

/**
 * For a search that found nothing: each word that is not itself a known tag word is replaced by
 * the most similar one (trigrams over the small tag vocabulary, not over every photo), then the
 * query is built again. Null when nothing could be corrected.
 */
export async function correctedTextQuery(database: Database, text: string): Promise<TextQuery | null> {
	const parsed = parseSearchQuery(text);
	if (parsed.words.length === 0) return null;
	const corrected: Array<[string, string]> = [];
	const words: string[] = [];
	for (const word of parsed.words) {
		// Against the words of the tag names, not whole names: 'birthdya' becomes 'birthday', not the
		// tag 'birthday cake', which would add a second word and narrow the search.
		const [best] = await database.query<{ name: string; score: number }>(sql`
			select v.w as name, similarity(v.w, ${word}) as score
			from (select distinct unnest(regexp_split_to_array(lower(name), '[^a-z0-9]+')) as w from tags) v
			where v.w <> '' and v.w % ${word}
			order by score desc, v.w limit 1`);
		if (best && best.name !== word && best.score >= CORRECTION_THRESHOLD) {
			corrected.push([word, best.name]);
			// A tag name may hold punctuation: only the parser's words reach to_tsquery.
			words.push(...parseSearchQuery(best.name).words);
		} else words.push(word);
	}
	if (corrected.length === 0) return null;
	return expand(database, { phrases: parsed.phrases, words: [...new Set(words)] }, corrected);
}
