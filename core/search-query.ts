/**
 * How a search text is read (spec section 5, "Search method label", and section 7,
 * search_photos_v2): quoted phrases, single words, and the label of the method used.
 */

export const SEARCH_METHODS = ["exact", "fuzzy", "partial", "fallback"] as const;
export type SearchMethod = (typeof SEARCH_METHODS)[number];

/** 'exact' with a double quote, 'fuzzy' with * or ?, 'partial' from 3 characters, else 'fallback'. */
export function searchMethodLabel(term: string): SearchMethod {
	if (term.includes('"')) return "exact";
	if (term.includes("*") || term.includes("?")) return "fuzzy";
	if (term.trim().length >= 3) return "partial";
	return "fallback";
}

export const MAX_SEARCH_WORDS = 8;
export const MAX_WORD_LENGTH = 40;
export const MAX_QUERY_LENGTH = 200;

export type ParsedSearch = {
	/** Each "quoted phrase", as its words in order (a phrase of one word is a word that must match as is). */
	phrases: string[][];
	/** Every other word, lower-cased, without duplicates. */
	words: string[];
};

/** Letters and digits of any script; everything else separates words. */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

function wordsOf(text: string): string[] {
	return (text.toLowerCase().match(WORD) ?? [])
		.map((w) => w.replace(/['’]/g, "").slice(0, MAX_WORD_LENGTH))
		.filter(Boolean);
}

/**
 * Splits a search text into quoted phrases and free words. An unmatched quote opens a phrase
 * that runs to the end. At most MAX_SEARCH_WORDS words count in all, so a pasted paragraph
 * cannot make an unbounded query.
 */
export function parseSearchQuery(text: string): ParsedSearch {
	const input = text.slice(0, MAX_QUERY_LENGTH);
	const phrases: string[][] = [];
	const loose: string[] = [];
	const parts = input.split('"');
	parts.forEach((part, i) => {
		if (i % 2 === 1) {
			const phrase = wordsOf(part);
			if (phrase.length > 0) phrases.push(phrase);
		} else loose.push(...wordsOf(part));
	});
	let budget = MAX_SEARCH_WORDS;
	const keptPhrases: string[][] = [];
	for (const phrase of phrases) {
		if (budget <= 0) break;
		keptPhrases.push(phrase.slice(0, budget));
		budget -= phrase.length;
	}
	const words = [...new Set(loose)].slice(0, Math.max(0, budget));
	return { phrases: keptPhrases, words };
}
