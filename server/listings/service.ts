import type {
	CollectionSummary,
	EventSummary,
	FilterOptionsResponse,
	StorefrontResponse,
	TaxonomyNameResponse,
} from "@core/contracts/listings";
import { isUuid } from "@core/route-params";
import type { RouteTaxonomyType } from "@core/taxonomy";
import type { Database } from "../db/client";
import { NotFoundError, ValidationError } from "../errors";
import { creatorRow, eventSummaries, liveFilterOptions, publicCollections, storefrontRow } from "./queries";

/**
 * The browse lists beside search: events, public collections, storefronts, the filter
 * panel's option values and taxonomy names. Counts and covers only ever see live photos.
 */

/** A creator with neither a storefront name nor a name (spec section 8, creator name fallbacks). */
export const UNKNOWN_CREATOR = "Unknown Creator";

/** Every event, by name, with its live photos counted and its newest live photo as cover. */
export function listEvents(database: Database): Promise<EventSummary[]> {
	return eventSummaries(database.db);
}

export function listCollections(database: Database): Promise<CollectionSummary[]> {
	return publicCollections(database.db);
}

/** One public collection; a private or unknown one is not found (the same answer for both). */
export async function getCollection(database: Database, id: string): Promise<CollectionSummary> {
	const [collection] = await publicCollections(database.db, id);
	if (!collection) throw new NotFoundError("Collection not found");
	return collection;
}

/**
 * A family's storefront: there is one while the family has live photos (the rule the sitemap and
 * the creator pages follow too), named from its profile when it has one. A storefront its family
 * closed (issue 27) stays found, saying so, with no photos: its licences sold stay valid and its
 * buyers may look for it. Should a photo be live again, it is open.
 */
export async function getStorefront(database: Database, userId: string): Promise<StorefrontResponse> {
	const row = await storefrontRow(database.db, userId);
	const closed = row?.storefront_closed_at != null && row.photo_count === 0;
	if (!row || (row.photo_count === 0 && !closed)) throw new NotFoundError("Storefront not found");
	return {
		user_id: userId,
		storefront_name: creatorName(row),
		bio: row.storefront_bio,
		location: row.location,
		portrait_url: row.portrait_url,
		photo_count: row.photo_count,
		closed,
	};
}

/** What a creator is called: the storefront's name, else the first name. */
const creatorName = (row: { storefront_name: string | null; first_name: string | null }) =>
	row.storefront_name?.trim() || row.first_name?.trim() || UNKNOWN_CREATOR;

/** Option values present among live photos, most common first, for the filter panel. */
export function filterOptions(database: Database): Promise<FilterOptionsResponse> {
	return liveFilterOptions(database.db);
}

/**
 * What a taxonomy page's title calls its value: a creator's storefront name, else the value
 * itself (tags, decades, places and styles are their own names).
 */
export async function taxonomyName(
	database: Database,
	type: RouteTaxonomyType,
	id: string,
): Promise<TaxonomyNameResponse> {
	if (type !== "creator") return { type, id, name: id };
	if (!isUuid(id)) throw new ValidationError("A creator id is a uuid", { id: "must be a uuid" });
	const row = await creatorRow(database.db, id);
	// Only a family with live photos is a creator: any other account's name stays private.
	if (!row) throw new NotFoundError("Creator not found");
	return { type, id, name: creatorName(row) };
}
