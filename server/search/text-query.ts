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
	/**
	 * A word no photo holds, not even as the start of a longer word, and without synonyms: the
	 * query matches nothing, as search_lexemes proves without searching.
	 */
	matchesNothing: boolean;
};

/** A word's synonyms in both directions ('kid' finds 'child' and 'child' finds 'kid'), as rows `alt`. */
const synonymsOf = (word: SQL) => sql`
	select s.alt from (
		select lower(synonym_of) as alt from synonyms where lower(term) = ${word}
		union select lower(term) from synonyms where lower(synonym_of) = ${word}
	) s where s.alt <> ${word}`;

function wordQuery(word: string): SQL {
	// From 3 letters a word also matches longer ones ('birth' finds 'birthday'): the 'partial'
	// method. search_word_query (migration 0012) spells the prefix out as the archive's whole words.
	return word.length >= 3 ? sql`search_word_query(${word})` : sql`plainto_tsquery('english', ${word})`;
}

/** Each word OR its synonyms' phrases, the words and quoted phrases ANDed. */
function build(parsed: ParsedSearch): SQL | null {
	const groups: SQL[] = parsed.words.map((word) => {
		// tsquery_or_agg (migration 0013) is null without synonyms, and so is own || null.
		return sql`(select coalesce(w.own || (select tsquery_or_agg(phraseto_tsquery('english', a.alt))
			from (${synonymsOf(sql`${word}`)}) a), w.own) from (select ${wordQuery(word)} as own) w)`;
	});
	for (const phrase of parsed.phrases) groups.push(sql`phraseto_tsquery('english', ${phrase.join(" ")})`);
	return groups.length > 0 ? sql.join(groups, sql` && `) : null;
}

/**
 * The query evaluated once, with the synonyms it used, in one round trip. It comes back as a
 * constant: the planner then estimates its matches from the column statistics, and a filter
 * checking it row by row does not parse it again per row.
 */
async function expand(
	database: Database,
	parsed: ParsedSearch,
	corrected: TextQuery["corrected"],
): Promise<TextQuery> {
	const query = build(parsed);
	if (!query) return { tsquery: null, expanded: [], corrected, matchesNothing: false };
	const [row] = await database.queryPrepared<{ q: string; expanded: string[]; unknown: boolean }>(sql`
		select (${query})::text as q,
			array(select a.alt from unnest(${sqlArray(parsed.words)}::text[]) with ordinality w(word, i),
				lateral (${synonymsOf(sql`w.word`)}) a order by w.i, a.alt)::text[] as expanded,
			exists (
				-- A word of which some part starts no word of the archive, and without synonyms.
				select 1 from unnest(${sqlArray(parsed.words)}::text[]) w(word)
				where exists (
					select 1 from unnest(tsvector_to_array(to_tsvector('english', w.word))) x(lex)
					where not exists (
						select 1 from search_lexemes l where l.word >= x.lex and l.word < x.lex || chr(1114111)
					)
				) and not exists (${synonymsOf(sql`w.word`)})
			) as unknown`);
	return {
		// Only stop words ('the', 'a'): an empty query matches nothing, so it is no query at all.
		tsquery: row?.q ? sql`${row.q}::tsquery` : null,
		expanded: [...new Set(row?.expanded ?? [])],
		corrected,
		matchesNothing: Boolean(row?.unknown),
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
