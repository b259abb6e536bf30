import { z } from "zod";
import { ROUTE_TAXONOMY_TYPES } from "../taxonomy";

/**
 * The browse endpoints beside search: events, public collections, family storefronts, the
 * filter panel's option values and taxonomy display names. Photos themselves always come
 * from GET /api/search (event_ids, collection_id, user_id and the taxonomy filters).
 */

/** A small picture standing for a list entry (an event's or a collection's cover). */
export const CoverImage = z.object({
	photo_id: z.uuid(),
	thumbnail_url: z.string().nullable(),
	width: z.number().int().nullable(),
	height: z.number().int().nullable(),
	title: z.string(),
});
export type CoverImage = z.infer<typeof CoverImage>;

export const EventSummary = z.object({
	id: z.uuid(),
	name: z.string(),
	/** Live photos tagged with the event. */
	photo_count: z.number().int().nonnegative(),
	cover: CoverImage.nullable(),
});
export type EventSummary = z.infer<typeof EventSummary>;
export const EventsResponse = z.object({ events: z.array(EventSummary) });
export type EventsResponse = z.infer<typeof EventsResponse>;

export const CollectionSummary = z.object({
	id: z.uuid(),
	title: z.string(),
	description: z.string().nullable(),
	/** Live photos in the collection. */
	photo_count: z.number().int().nonnegative(),
	cover: CoverImage.nullable(),
});
export type CollectionSummary = z.infer<typeof CollectionSummary>;
export const CollectionsResponse = z.object({ collections: z.array(CollectionSummary) });
export type CollectionsResponse = z.infer<typeof CollectionsResponse>;

export const IdParams = z.object({ id: z.uuid("must be a uuid") });

/** A family's storefront: the public part of a creator's profile. */
export const StorefrontResponse = z.object({
	user_id: z.uuid(),
	storefront_name: z.string(),
	bio: z.string().nullable(),
	location: z.string().nullable(),
	/** The family's portrait an admin uploaded, or null. */
	portrait_url: z.string().nullable(),
	photo_count: z.number().int().nonnegative(),
	/** The family closed its storefront (issue 27): the page says so and lists no photos. */
	closed: z.boolean(),
});
export type StorefrontResponse = z.infer<typeof StorefrontResponse>;

/** A place value with how many live photos it has; states and cities name their parents. */
export const FacetValue = z.object({ value: z.string(), count: z.number().int().nonnegative() });
export type FacetValue = z.infer<typeof FacetValue>;

/** The option values of the filter panel: only values present among live photos. */
export const FilterOptionsResponse = z.object({
	decades: z.array(FacetValue),
	ethnicities: z.array(FacetValue),
	age_groups: z.array(FacetValue),
	countries: z.array(FacetValue),
	states: z.array(FacetValue.extend({ country: z.string().nullable() })),
	cities: z.array(FacetValue.extend({ state: z.string().nullable(), country: z.string().nullable() })),
	events: z.array(FacetValue.extend({ id: z.uuid() })),
});
export type FilterOptionsResponse = z.infer<typeof FilterOptionsResponse>;

export const TaxonomyNameQuery = z.object({
	type: z.enum(ROUTE_TAXONOMY_TYPES),
	id: z.string().trim().min(1, "must not be empty").max(200),
});
export const TaxonomyNameResponse = z.object({
	type: z.enum(ROUTE_TAXONOMY_TYPES),
	id: z.string(),
	/** What the page title shows: a creator's storefront name, else the value itself. */
	name: z.string(),
});
export type TaxonomyNameResponse = z.infer<typeof TaxonomyNameResponse>;
