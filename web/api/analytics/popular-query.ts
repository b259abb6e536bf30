/**
 * What every popular list shares: the cache times of popular content and the request for a page
 * of the most-clicked photos (the home card is /popular's first page).
 */
import type { PopularPhotosPage } from "@core/contracts/analytics";
import { TRACKING } from "@core/tracking";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Popular content: 5 min fresh, kept 30 (spec section 9, Caching). */
export const POPULAR_CACHE = { staleTime: 5 * 60 * 1000, gcTime: 30 * 60 * 1000 } as const;

/** A page of the popular pool; without an offset, its first page (the server's default). */
export function getPopularPhotosPage(
	{ limit = TRACKING.popularPhotosPageSize, offset }: { limit?: number; offset?: number },
	signal?: AbortSignal,
): Promise<PopularPhotosPage> {
	return apiFetch<Reply<typeof PopularPhotosPage>>(apiPaths.popularPhotos, {
		query: { limit, offset },
		signal,
	});
}
