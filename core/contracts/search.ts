import { z } from "zod";
import {
	CLEARED_OPTIONS,
	FACE_AGE_MAX,
	FACE_AGE_MIN,
	GENDER_OPTIONS,
	ORIENTATION_OPTIONS,
	PEOPLE_COUNT_OPTIONS,
} from "../search-options";
import { SEARCH_METHODS } from "../search-query";
import { SORT_ORDERS } from "../sort-order";
import { PhotoSummary } from "./photos";

/** Signed-out visitors see this many results at most (spec sections 6 and 9); the server enforces it. */
export const GUEST_RESULT_LIMIT = 24;

/** The 429 a guest gets past the guest search limit (issue 24, docs/guest-limit.md). */
export const GUEST_SEARCH_LIMIT_MESSAGE =
	"You have made as many searches as a guest can for now. Sign in to keep searching, or try again later.";

/** 'all' or empty means no filter (spec section 3: each defaults to 'all' or empty). */
const optional = <T extends z.ZodType>(schema: T) =>
	z.preprocess((v) => (v === "" || v === "all" || v === undefined ? undefined : v), schema.optional());

/** A list in a query string: repeated keys or one comma-separated value. */
const list = <T extends z.ZodType>(item: T) =>
	z.preprocess((v) => {
		const values = (Array.isArray(v) ? v : typeof v === "string" ? [v] : [])
			.flatMap((s) => String(s).split(","))
			.map((s) => s.trim())
			.filter((s) => s !== "" && s !== "all");
		return values.length > 0 ? values : undefined;
	}, z.array(item).max(20).optional());

/** search_photos_v2's parameters as a query string (spec section 7). */
export const SearchParams = z.object({
	q: z.string().max(200).optional(),
	limit: z.coerce.number().int().min(1).max(100).default(GUEST_RESULT_LIMIT),
	offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
	/** Unknown or not-allowed values fall back to the default (spec section 4), so any string is accepted. */
	sort: z.string().max(20).optional(),
	/**
	 * The visitor's random-order seed: the same seed pages through one fixed shuffle. A member's is
	 * used as sent; a guest's is ignored, their shuffle is the server's (the signed ssd.seed cookie).
	 */
	seed: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
	decade: optional(z.string().regex(/^[12][0-9]{2}0s$/, "decade looks like 1970s")),
	orientation: optional(z.enum(ORIENTATION_OPTIONS)),
	ethnicities: list(z.string().max(40)),
	age_groups: list(z.string().max(40)),
	gender: optional(z.enum(GENDER_OPTIONS)),
	people_count: optional(z.enum(PEOPLE_COUNT_OPTIONS)),
	/** "hero": photos cleared for hero use only (issue 26; the 'k:hero' facet word). */
	cleared: optional(z.enum(CLEARED_OPTIONS)),
	face_age_min: z.coerce.number().int().min(FACE_AGE_MIN).max(FACE_AGE_MAX).default(FACE_AGE_MIN),
	face_age_max: z.coerce.number().int().min(FACE_AGE_MIN).max(FACE_AGE_MAX).default(FACE_AGE_MAX),
	country: optional(z.string().max(80)),
	state: optional(z.string().max(80)),
	city: optional(z.string().max(80)),
	/** Any of city, state or country (the 'location' taxonomy page). */
	location: optional(z.string().max(80)),
	/** Taxonomy pages beyond the spec's filter set: one tag, one image style, one colour and mood. */
	tag: optional(z.string().max(80)),
	image_style: optional(z.string().max(80)),
	color_and_mood: optional(z.string().max(80)),
	event_ids: list(z.uuid()),
	/** Photos of one public collection (the /collections/{id} page). */
	collection_id: optional(z.uuid()),
	user_id: optional(z.uuid()),
});
export type SearchParams = z.infer<typeof SearchParams>;

export const SearchResponse = z.object({
	photos: z.array(PhotoSummary),
	/** Matching live photos; with `total_capped` the true number is above it. */
	total_count: z.number().int().nonnegative(),
	total_capped: z.boolean(),
	/** True when the total is the database's estimate (many matches), not a count. */
	total_estimated: z.boolean(),
	sort: z.enum(SORT_ORDERS),
	/** The text-search method label (spec section 5); null without a query. */
	method: z.enum(SEARCH_METHODS).nullable(),
	/** Synonyms the words were expanded with. */
	expanded_terms: z.array(z.string()),
	/** Misspelt words replaced by the closest known word: [typed, used]. */
	corrected_terms: z.array(z.tuple([z.string(), z.string()])),
	offset: z.number().int(),
	limit: z.number().int(),
	/** Whether another page exists for this caller (false for a guest past the first 24). */
	has_more: z.boolean(),
	/** True when results were cut at the guest limit: signing in shows more. */
	guest_limited: z.boolean(),
	took_ms: z.number(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/**
 * GET /api/search/suggestions (issue 28): what to offer when a search finds nothing. The words
 * are required; the filter set is optional and the suggested searches are counted with it, so
 * a suggestion's link (the same page with another q) leads to the results it counted.
 */
export const SearchSuggestionsParams = SearchParams.omit({
	limit: true,
	offset: true,
	sort: true,
	seed: true,
}).extend({
	q: z.string().trim().min(1, "Type the words that found nothing.").max(200),
});
export type SearchSuggestionsParams = z.infer<typeof SearchSuggestionsParams>;

/** How many photos a suggestion leads to, as a search total (see SearchResponse). */
const SuggestedTotal = z.object({
	total_count: z.number().int().positive(),
	total_capped: z.boolean(),
	total_estimated: z.boolean(),
});

export const SearchSuggestions = z.object({
	/** The query with one word (or quoted phrase) left out, for each that finds photos. */
	dropped_word: z.array(SuggestedTotal.extend({ q: z.string(), dropped: z.string() })),
	/** The query with one word replaced by a close word of the tags and synonyms. */
	close_words: z.array(SuggestedTotal.extend({ q: z.string(), word: z.string(), suggested: z.string() })),
	/** Public collections whose title holds a word of the query, with their live photos. */
	collections: z.array(
		z.object({ id: z.uuid(), title: z.string(), photo_count: z.number().int().positive() }),
	),
	/** Events whose name holds a word of the query, with their live photos. */
	events: z.array(z.object({ id: z.uuid(), name: z.string(), photo_count: z.number().int().positive() })),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;
