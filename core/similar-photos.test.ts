import { describe, expect, it } from "vitest";
import {
	rankSimilar,
	SIMILAR_CANDIDATE_LIMIT,
	type SimilarityFacts,
	similarityScore,
	tagScore,
	tagWeight,
} from "./similar-photos";

const facts = (over: Partial<SimilarityFacts> = {}): SimilarityFacts => ({
	tags: [],
	synonymGroups: [],
	peopleComposition: null,
	decade: null,
	imageStyle: null,
	ethnicities: [],
	...over,
});
const generic = new Set(["people", "family"]);
const score = (a: Partial<SimilarityFacts>, b: Partial<SimilarityFacts>) =>
	similarityScore(facts(a), facts(b), generic);

describe("tag weight", () => {
	it.each([
		["people", true, 1],
		["a very long generic name", true, 1],
		["kodachrome slides", false, 5], // 17 characters
		["sixteen chars!!!", false, 5], // 16
		["exactly 15 chars", false, 5], // 16 with the spaces: over 15
		["birthday-cake", false, 3], // 13: length before hyphen
		["abcdefghijk", false, 3], // 11
		["abcdefghij", false, 2], // 10 is not over 10
		["old car", false, 4],
		["t-shirt", false, 4],
		["cake", false, 2],
	])("%s (generic %s) weighs %i", (tag, isGeneric, weight) => {
		expect(tagWeight(tag, isGeneric)).toBe(weight);
	});

	it("scores a shared tag 2 to the power of its weight", () => {
		expect(tagScore("cake", false)).toBe(4);
		expect(tagScore("people", true)).toBe(2);
		expect(tagScore("old car", false)).toBe(16);
		expect(tagScore("kodachrome slides", false)).toBe(32);
	});
});

describe("similarity score", () => {
	it("adds each shared tag's score, case-insensitively", () => {
		const s = score({ tags: ["Cake", "people"] }, { tags: ["cake", "People", "dog"] });
		expect(s.terms.tags).toBe(4 + 2);
		// One specific tag in common: no bonus yet.
		expect(s.terms.specificTags).toBe(0);
		expect(s.total).toBe(6);
	});

	it("adds 20 per specific tag once more than one is shared", () => {
		const s = score({ tags: ["cake", "candles", "people"] }, { tags: ["cake", "candles", "people"] });
		expect(s.terms.specificTags).toBe(40);
		expect(s.terms.tags).toBe(4 + 4 + 2);
	});

	it("adds 3 per shared synonym group", () => {
		expect(
			score({ synonymGroups: ["child", "car"] }, { synonymGroups: ["Child", "car", "dog"] }).terms,
		).toMatchObject({ synonymGroups: 6 });
	});

	it("adds 3 for the same people composition, 2 each for decade and image style", () => {
		const s = score(
			{ peopleComposition: "Group", decade: "1970s", imageStyle: "Polaroid" },
			{ peopleComposition: "group", decade: "1970s", imageStyle: "polaroid" },
		);
		expect(s.terms).toMatchObject({ peopleComposition: 3, decade: 2, imageStyle: 2 });
		expect(s.total).toBe(7);
	});

	it("does not count two unknown values as the same", () => {
		expect(score({}, {}).total).toBe(0);
		expect(score({ decade: "" }, { decade: "" }).total).toBe(0);
	});

	it("adds 2 per shared ethnicity", () => {
		expect(
			score({ ethnicities: ["Black", "White"] }, { ethnicities: ["White", "Black"] }).terms.ethnicities,
		).toBe(4);
	});
});

describe("ranking", () => {
	const photo = { id: "p", ...facts({ tags: ["cake", "candles"], decade: "1970s" }) };
	const candidate = (id: string, over: Partial<SimilarityFacts>) => ({ id, ...facts(over) });

	it("keeps candidates above 5, best first, ties in the order they came", () => {
		const ranked = rankSimilar(
			photo,
			[
				candidate("decade only", { decade: "1970s" }), // 2: dropped
				candidate("one tag", { tags: ["cake"] }), // 4: dropped
				candidate("tag and decade", { tags: ["cake"], decade: "1970s" }), // 6
				candidate("both tags", { tags: ["cake", "candles"] }), // 8 + 40
				candidate("tag and decade again", { tags: ["candles"], decade: "1970s" }), // 6
				candidate("p", { tags: ["cake", "candles"] }), // the photo itself
			],
			new Set(),
		);
		expect(ranked.map((r) => [r.id, r.relevance])).toEqual([
			["both tags", 48],
			["tag and decade", 6],
			["tag and decade again", 6],
		]);
	});

	it("returns at most the candidate limit", () => {
		const many = Array.from({ length: SIMILAR_CANDIDATE_LIMIT + 10 }, (_, i) =>
			candidate(`c${i}`, { tags: ["cake", "candles"] }),
		);
		expect(rankSimilar(photo, many, new Set())).toHaveLength(SIMILAR_CANDIDATE_LIMIT);
	});
});
