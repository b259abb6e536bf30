import {
	GUEST_RESULT_LIMIT,
	type SearchSuggestions,
	type SearchSuggestionsParams,
} from "@core/contracts/search";
import { correctedQuery } from "@core/listing-text";
import { type ParsedSearch, parseSearchQuery } from "@core/search-query";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sqlArray } from "../db/sql";
import { searchPhotos } from "./service";

/**
 * What a search that found nothing suggests (issue 28): the query with one word left out, the
 * query with a word replaced by a close word of the vocabulary (tag names and synonyms, by
 * pg_trgm similarity), and collections and events named by a word of the query. Every
 * suggested search is run through searchPhotos, the search the link leads to, and kept only
 * when it finds photos; collections and events are kept only with live photos. All of it is
 * bounded: at most MAX_DROPS + MAX_CLOSE searches within SUGGESTION_BUDGET_MS, LIMITed vocabulary
 * and name lookups.
 */

/** Words (or phrases) left out one at a time, at most this many. */
const MAX_DROPS = 6;
/** Close words looked up per typed word, and replacements tried in all. */
const CLOSE_PER_WORD = 2;
const MAX_CLOSE = 6;
/** How similar (pg_trgm) a vocabulary word must be to a typed one to be offered. */
const CLOSE_THRESHOLD = 0.3;
/** Suggestions of each kind answered. */
const MAX_EACH = 4;
/** Collections and events: a word must have this many letters to name one. */
const MIN_NAME_WORD = 3;
/** Searches run together (a pooled PostgreSQL runs them side by side, PGlite one by one). */
const BATCH = 3;
/**
 * How long the counted searches may take in all: past it no new batch starts, and what was
 * counted is answered. Each search keeps the search budget, but up to twelve of them on a large
 * archive could add up; a page that found nothing should not wait long for its hints.
 */
export const SUGGESTION_BUDGET_MS = 300;
/** Searches run together, exported for its test. */
export const SUGGESTION_BATCH = BATCH;

type Found = { q: string; total_count: number; total_capped: boolean; total_estimated: boolean };

/** The parsed query written back as a search text: its words, then its quoted phrases. */
function queryText(parsed: ParsedSearch): string {
	return [...parsed.words, ...parsed.phrases.map((p) => `"${p.join(" ")}"`)].join(" ");
}

const key = (text: string) => queryText(parseSearchQuery(text));

/** The filters the search ran with (any q is replaced). */
function filtersOf(params: SearchSuggestionsParams) {
	const { q: _q, ...filters } = params;
	return filters;
}

/**
 * The total of one search as its page would show it: the same function, with the same filters,
 * counted without reading photos (a guest's window past the first page is empty). When the
 * search page would correct a word, the corrected words are what is suggested.
 */
async function count(database: Database, params: SearchSuggestionsParams, q: string): Promise<Found | null> {
	const result = await searchPhotos(database, {
		...filtersOf(params),
		q,
		limit: 1,
		offset: GUEST_RESULT_LIMIT,
		signedIn: false,
	});
	// Only stop words left ('the'): no text search, the whole archive; not a suggestion.
	if (result.total_count === 0 || result.method === null) return null;
	return {
		q: key(correctedQuery(q, result.corrected_terms)),
		total_count: result.total_count,
		total_capped: result.total_capped,
		total_estimated: result.total_estimated,
	};
}

/**
 * Runs `run` on the items BATCH at a time: the first batch always, no later one after `deadline`
 * (the rest are left out), so the likeliest hints come however slow the database is.
 */
export async function runBatchesUntil<T, R>(
	items: T[],
	run: (item: T) => Promise<R>,
	deadline: number,
): Promise<R[]> {
	const out: R[] = [];
	for (let i = 0; i < items.length && (i === 0 || Date.now() < deadline); i += BATCH)
		out.push(...(await Promise.all(items.slice(i, i + BATCH).map(run))));
	return out;
}

/** Each word or phrase left out in turn. */
function droppedVariants(parsed: ParsedSearch): Array<{ q: string; dropped: string }> {
	const parts = parsed.words.length + parsed.phrases.length;
	if (parts < 2) return [];
	const words = parsed.words.map((word) => ({
		q: queryText({ ...parsed, words: parsed.words.filter((w) => w !== word) }),
		dropped: word,
	}));
	const phrases = parsed.phrases.map((phrase, i) => ({
		q: queryText({ ...parsed, phrases: parsed.phrases.filter((_, j) => j !== i) }),
		dropped: `"${phrase.join(" ")}"`,
	}));
	return [...words, ...phrases].slice(0, MAX_DROPS);
}

/** The vocabulary's words closest to each typed word (not the word itself), best first. */
async function closeWords(
	database: Database,
	words: string[],
): Promise<Array<{ word: string; close: string }>> {
	if (words.length === 0) return [];
	const rows = await database.query<{ word: string; close: string }>(sql`
		with vocabulary as (
			select distinct v.w from (
				select unnest(regexp_split_to_array(lower(name), '[^a-z0-9]+')) as w from tags
				union all select unnest(regexp_split_to_array(lower(term), '[^a-z0-9]+')) from synonyms
				union all select unnest(regexp_split_to_array(lower(synonym_of), '[^a-z0-9]+')) from synonyms
			) v where length(v.w) >= 2
		)
		select t.word, c.w as close
		from unnest(${sqlArray(words)}::text[]) with ordinality t(word, i),
			lateral (
				select v.w, similarity(v.w, t.word) as score from vocabulary v
				where v.w <> t.word and similarity(v.w, t.word) >= ${CLOSE_THRESHOLD}
				order by score desc, v.w limit ${CLOSE_PER_WORD}
			) c
		order by t.i, c.score desc, c.w`);
	return rows.slice(0, MAX_CLOSE);
}

/** A word as the start of a word in a name, for PostgreSQL's ~ (regex characters escaped). */
const wordStart = (word: string) => `\\m${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;

async function relatedCollections(database: Database, patterns: string[]) {
	if (patterns.length === 0) return [];
	return database.query<{ id: string; title: string; photo_count: number }>(sql`
		select c.id, c.title, count(*)::int as photo_count
		from collections c
		join collection_photos cp on cp.collection_id = c.id
		join photos p on p.id = cp.photo_id and p.photo_status = 'live'
		where c.is_public and lower(c.title) ~ any(${sqlArray(patterns)}::text[])
		group by c.id, c.title
		order by photo_count desc, c.title, c.id
		limit ${MAX_EACH}`);
}

async function relatedEvents(database: Database, patterns: string[]) {
	if (patterns.length === 0) return [];
	return database.query<{ id: string; name: string; photo_count: number }>(sql`
		select e.id, e.name, count(*)::int as photo_count
		from events e
		join photo_events pe on pe.event_id = e.id
		join photos p on p.id = pe.photo_id and p.photo_status = 'live'
		where lower(e.name) ~ any(${sqlArray(patterns)}::text[])
		group by e.id, e.name
		order by photo_count desc, e.name, e.id
		limit ${MAX_EACH}`);
}

export async function searchSuggestions(
	database: Database,
	params: SearchSuggestionsParams,
	budgetMs = SUGGESTION_BUDGET_MS,
): Promise<SearchSuggestions> {
	const deadline = Date.now() + budgetMs;
	const parsed = parseSearchQuery(params.q);
	const original = queryText(parsed);
	const seen = new Set([original]);
	/** A suggestion once, and never the query itself. */
	const fresh = (found: Found | null): found is Found => {
		if (!found || seen.has(found.q)) return false;
		seen.add(found.q);
		return true;
	};

	const drops = droppedVariants(parsed);
	const dropped = (await runBatchesUntil(drops, (d) => count(database, params, d.q), deadline))
		.map((found, i) => (fresh(found) ? { ...found, dropped: drops[i]?.dropped ?? "" } : null))
		.filter((d) => d !== null)
		.slice(0, MAX_EACH);

	const replacements = (await closeWords(database, parsed.words)).map(({ word, close }) => ({
		word,
		suggested: close,
		q: queryText({ ...parsed, words: [...new Set(parsed.words.map((w) => (w === word ? close : w)))] }),
	}));
	const close = (await runBatchesUntil(replacements, (r) => count(database, params, r.q), deadline))
		.map((found, i) => {
			const r = replacements[i];
			return r && fresh(found) ? { ...found, word: r.word, suggested: r.suggested } : null;
		})
		.filter((c) => c !== null)
		.sort((a, b) => b.total_count - a.total_count)
		.slice(0, MAX_EACH);

	const nameWords = [...new Set([...parsed.words, ...parsed.phrases.flat()])].filter(
		(w) => w.length >= MIN_NAME_WORD,
	);
	const patterns = nameWords.map(wordStart);
	const [collections, events] = [
		await relatedCollections(database, patterns),
		await relatedEvents(database, patterns),
	];
	return { dropped_word: dropped, close_words: close, collections, events };
}
