import type { PopularContentRow, PopularPhotosPage } from "@core/contracts/analytics";
import type { PhotoSummary } from "@core/contracts/photos";
import {
	type ClickEntityType,
	mergeTrending,
	TRACKING,
	type TrendingChip,
	trendingShares,
} from "@core/tracking";
import type { Database } from "../db/client";
import { toPhotoSummary } from "../photos/mappers";
import { popularEntities, rankedPhotos } from "./queries/popular";

/** The default list length of get_popular_by_clicks per entity type (spec section 9). */
export const popularDefaultLimit = (entityType: ClickEntityType): number =>
	entityType === "tag" ? TRACKING.popularTagsLimit : TRACKING.popularPhotosDefaultLimit;

/**
 * get_popular_by_clicks (spec section 7): the clicked entities of one type (and taxonomy type),
 * in the popular order; archived photos and deleted events left out.
 */
export function popularContent(
	database: Database,
	options: { entityType: ClickEntityType; taxonomyType?: string | null; limit?: number },
): Promise<PopularContentRow[]> {
	const { entityType, taxonomyType } = options;
	const limit = options.limit ?? popularDefaultLimit(entityType);
	return popularEntities(database, entityType, taxonomyType, limit);
}

/**
 * /popular (spec section 9): a pool of the `limit` x 10 most-clicked live photos, paged with
 * `offset`. Guests see the pool's first 24 only; past them they get no photos and
 * `guest_limited`, which is also set on the page that reaches the cap when signing in would
 * show more.
 */
export async function popularPhotosPage(
	database: Database,
	options: { limit: number; offset: number; signedIn: boolean },
): Promise<PopularPhotosPage> {
	const { limit, offset, signedIn } = options;
	const pool = limit * TRACKING.popularPoolFactor;
	const visibleEnd = signedIn ? pool : Math.min(pool, TRACKING.guestPopularCap);
	const end = Math.min(offset + limit, visibleEnd);
	const start = Math.min(offset, end);
	// One more than the page when the pool goes on: the photo at `end` says whether more exist.
	const probe = end < pool ? 1 : 0;
	const count = end - start + probe;
	const rows = count > 0 ? await rankedPhotos(database, start, count) : [];
	const photos: PhotoSummary[] = rows.slice(0, end - start).map(toPhotoSummary);
	const beyond = rows.length > end - start;
	return {
		photos,
		offset,
		limit,
		has_more: beyond && end < visibleEnd,
		guest_limited: !signedIn && beyond && end === visibleEnd && visibleEnd < pool,
	};
}

/**
 * The footer's Trending strip (spec section 7): 12 event and 8 taxonomy items, merged by
 * distinct visitors and cut to 20, each chip with its taxonomy page type.
 */
export async function trendingChips(database: Database): Promise<TrendingChip[]> {
	const shares = trendingShares();
	const [events, taxonomy] = await Promise.all([
		popularContent(database, { entityType: "event", limit: shares.events }),
		popularContent(database, { entityType: "taxonomy", limit: shares.taxonomy }),
	]);
	return mergeTrending(events, taxonomy);
}
