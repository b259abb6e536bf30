/**
 * Similar photos (spec section 9): how much another photo has in common with the one being
 * looked at. Pure: the server fetches the candidates and the facts, this scores and ranks them.
 */

/** Similar photos come in pages of this many. */
export const SIMILAR_PAGE_SIZE = 24;
/** At most this many candidates are fetched and scored. */
export const SIMILAR_CANDIDATE_LIMIT = 72;
/** A candidate must score above this to count as similar. */
export const SIMILAR_MIN_RELEVANCE = 5;

/** Points per shared specific tag, once more than one specific tag is shared. */
export const SPECIFIC_TAGS_BONUS = 20;
export const SYNONYM_GROUP_POINTS = 3;
export const PEOPLE_COMPOSITION_POINTS = 3;
export const DECADE_POINTS = 2;
export const IMAGE_STYLE_POINTS = 2;
export const ETHNICITY_POINTS = 2;

/** What the scoring reads of a photo. Tags and synonym groups compare case-insensitively. */
export type SimilarityFacts = {
	tags: readonly string[];
	/** The synonym groups its tags belong to (a group is named by its synonym_of word). */
	synonymGroups: readonly string[];
	peopleComposition: string | null;
	decade: string | null;
	imageStyle: string | null;
	ethnicities: readonly string[];
};

/**
 * A tag's weight: common generic tags 1; then by length, over 15 characters 5, over 10 3;
 * then multi-word or hyphenated 4; else 2. The first rule that applies wins.
 */
export function tagWeight(tag: string, generic: boolean): number {
	const name = tag.trim();
	if (generic) return 1;
	if (name.length > 15) return 5;
	if (name.length > 10) return 3;
	if (/[\s-]/.test(name)) return 4;
	return 2;
}

/** A shared tag scores 2 to the power of its weight. */
export const tagScore = (tag: string, generic: boolean): number => 2 ** tagWeight(tag, generic);

const norm = (value: string) => value.trim().toLowerCase();
const normSet = (values: readonly string[]) => new Set(values.map(norm).filter((v) => v !== ""));
const same = (a: string | null, b: string | null) =>
	a !== null && b !== null && norm(a) !== "" && norm(a) === norm(b);
const shared = (a: readonly string[], b: readonly string[]) => {
	const other = normSet(b);
	return [...normSet(a)].filter((v) => other.has(v));
};

export type SimilarityScore = {
	total: number;
	/** The terms that made the total, for tests and for explaining a match. */
	terms: {
		tags: number;
		specificTags: number;
		synonymGroups: number;
		peopleComposition: number;
		decade: number;
		imageStyle: number;
		ethnicities: number;
	};
};

/** How similar `candidate` is to `photo`; `generic` holds the lower-cased generic tag names. */
export function similarityScore(
	photo: SimilarityFacts,
	candidate: SimilarityFacts,
	generic: ReadonlySet<string>,
): SimilarityScore {
	const tags = shared(photo.tags, candidate.tags);
	const specific = tags.filter((t) => !generic.has(t));
	const terms = {
		tags: tags.reduce((sum, t) => sum + tagScore(t, generic.has(t)), 0),
		specificTags: specific.length > 1 ? SPECIFIC_TAGS_BONUS * specific.length : 0,
		synonymGroups: SYNONYM_GROUP_POINTS * shared(photo.synonymGroups, candidate.synonymGroups).length,
		peopleComposition: same(photo.peopleComposition, candidate.peopleComposition)
			? PEOPLE_COMPOSITION_POINTS
			: 0,
		decade: same(photo.decade, candidate.decade) ? DECADE_POINTS : 0,
		imageStyle: same(photo.imageStyle, candidate.imageStyle) ? IMAGE_STYLE_POINTS : 0,
		ethnicities: ETHNICITY_POINTS * shared(photo.ethnicities, candidate.ethnicities).length,
	};
	const total = Object.values(terms).reduce((sum, n) => sum + n, 0);
	return { total, terms };
}

/**
 * The candidates that score above SIMILAR_MIN_RELEVANCE, best first (ties: the order they came
 * in, which the server makes newest first), at most SIMILAR_CANDIDATE_LIMIT of them.
 */
export function rankSimilar<T extends SimilarityFacts & { id: string }>(
	photo: SimilarityFacts & { id: string },
	candidates: readonly T[],
	generic: ReadonlySet<string>,
): Array<T & { relevance: number }> {
	return candidates
		.filter((c) => c.id !== photo.id)
		.map((c, index) => ({ c, index, relevance: similarityScore(photo, c, generic).total }))
		.filter((s) => s.relevance > SIMILAR_MIN_RELEVANCE)
		.sort((a, b) => b.relevance - a.relevance || a.index - b.index)
		.slice(0, SIMILAR_CANDIDATE_LIMIT)
		.map(({ c, relevance }) => ({ ...c, relevance }));
}
