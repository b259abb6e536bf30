import type { PhotoSummary } from "@core/contracts/photos";
import { infiniteQueryOptions } from "@tanstack/react-query";

/** Related lists: 10 min fresh (spec section 9, "Related lists prefetch 1 s ... 10 min fresh"). */
export const RELATED_STALE_MS = 10 * 60 * 1000;

/**
 * One page of a related list. `error` is set when the request failed: spec section 8 has the
 * similar queries answer an empty result instead of failing, and the tab says why.
 */
export type RelatedPage<T extends PhotoSummary> = {
	photos: T[];
	total: number;
	offset: number;
	has_more: boolean;
	error?: string;
};

export function emptyRelatedPage<T extends PhotoSummary>(offset: number, error: string): RelatedPage<T> {
	return { photos: [], total: 0, offset, has_more: false, error };
}

function errorMessage(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a page request and turns a failure into an empty page (logged, never thrown); a
 * cancelled request is still thrown so the query stays as it was.
 */
export async function swallowed<T extends PhotoSummary>(
	what: string,
	offset: number,
	request: () => Promise<RelatedPage<T>>,
): Promise<RelatedPage<T>> {
	try {
		return await request();
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		console.warn(`${what} failed:`, error);
		return emptyRelatedPage<T>(offset, errorMessage(error));
	}
}

/** Offset paging shared by both related lists: the next page starts after what was loaded. */
export function relatedInfiniteOptions<T extends PhotoSummary>(
	queryKey: readonly unknown[],
	fetchPage: (offset: number, signal: AbortSignal) => Promise<RelatedPage<T>>,
) {
	return infiniteQueryOptions({
		queryKey,
		queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
		initialPageParam: 0,
		getNextPageParam: (last: RelatedPage<T>) =>
			last.has_more && last.photos.length > 0 ? last.offset + last.photos.length : undefined,
		staleTime: RELATED_STALE_MS,
	});
}
