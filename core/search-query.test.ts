import { describe, expect, it } from "vitest";
import { MAX_SEARCH_WORDS, parseSearchQuery, searchMethodLabel } from "./search-query";

describe("searchMethodLabel (spec section 5)", () => {
	it.each([
		['"birthday cake"', "exact"],
		['say "cheese', "exact"],
		["birth*", "fuzzy"],
		["gr?y", "fuzzy"],
		['"bird*"', "exact"],
		["car", "partial"],
		["  picnic  ", "partial"],
		["tv", "fallback"],
		[" a ", "fallback"],
		["", "fallback"],
	])("%j is %s", (term, method) => {
		expect(searchMethodLabel(term)).toBe(method);
	});
});

describe("parseSearchQuery", () => {
	it("separates quoted phrases from words, lower-cased and without duplicates", () => {
		expect(parseSearchQuery('Beach "Birthday Cake" beach, 1970s dog!')).toEqual({
			phrases: [["birthday", "cake"]],
			words: ["beach", "1970s", "dog"],
		});
	});

	it("runs an unmatched quote to the end and drops empty phrases", () => {
		expect(parseSearchQuery('picnic "" "summer lake')).toEqual({
			phrases: [["summer", "lake"]],
			words: ["picnic"],
		});
	});

	it("keeps letters of any script and apostrophes inside words, and drops punctuation", () => {
		expect(parseSearchQuery("Zoë's café — São Paulo *")).toEqual({
			phrases: [],
			words: ["zoës", "café", "são", "paulo"],
		});
	});

	it("counts at most a bounded number of words", () => {
		const long = Array.from({ length: 30 }, (_, i) => `w${i}`).join(" ");
		expect(parseSearchQuery(long).words).toHaveLength(MAX_SEARCH_WORDS);
		const phrase = parseSearchQuery(`"${long}" extra`);
		expect(phrase.phrases[0]).toHaveLength(MAX_SEARCH_WORDS);
		expect(phrase.words).toEqual([]);
	});
});
