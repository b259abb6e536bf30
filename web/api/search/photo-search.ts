import type { SearchResponse } from "@core/contracts/search";
import { searchQuery } from "@core/first-answers";
import { LISTING_PAGE_SIZE } from "@core/listing-grid";
import type { SortOrder } from "@core/sort-order";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { ApiError, apiFetch } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";
import { visitorSeed } from "@/lib/visitor-seed";

/** One page of results, for guests' only page and members' every page. */
export const SEARCH_PAGE_SIZE = LISTING_PAGE_SIZE;

/** Search cache: 5 min fresh, kept 10 (spec section 9, Search and lists). */
const SEARCH_STALE_MS = 5 * 60 * 1000;
const SEARCH_GC_MS = 10 * 60 * 1000;
/** Up to 2 retries, never for a 4xx (spec section 8, Other errors). */
const SEARCH_MAX_RETRIES = 2;

export const NO_SEARCH_DATA_MESSAGE = "No photo search data received";

/**
 * The filter set (spec section 3) and the taxonomy filters as query-string values; lists are
 * comma-separated. Empty values are left out of the request.
 */
export type PhotoSearchFilters = {
	decade?: string;
	orientation?: string;
	ethnicities?: string;
	age_groups?: string;
	gender?: string;
	people_count?: string;
	cleared?: string;
	face_age_min?: string;
	face_age_max?: string;
	country?: string;
	state?: string;
	city?: string;
	location?: string;
	tag?: string;
	image_style?: string;
	color_and_mood?: string;
	event_ids?: string;
	collection_id?: string;
	user_id?: string;
};

/** What a listing asks for; paging and the seed are added per request. */
export type PhotoSearch = PhotoSearchFilters & { q?: string; sort: SortOrder };

type SearchPage = { offset: number; limit: number; seed: number };

export async function searchPhotos(
	search: PhotoSearch,
	page: SearchPage,
	signal?: AbortSignal,
): Promise<SearchResponse> {
	try {
		const body = await apiFetch<SearchResponse | undefined>(apiPaths.search, {
			query: searchQuery(search, page),
			signal,
		});
		if (body === undefined || body === null) throw new Error(NO_SEARCH_DATA_MESSAGE);
		return body;
	} catch (error) {
		// A cancelled request is a newer search taking over, not a failure.
		if (!(error instanceof DOMException && error.name === "AbortError")) {
			console.warn("Photo search failed:", error);
		}
		throw error;
	}
}

function isClientError(error: unknown): boolean {
	return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function retrySearch(failureCount: number, error: Error): boolean {
	return !isClientError(error) && failureCount < SEARCH_MAX_RETRIES;
}

/** min(1000 * 2^n, 5000) ms (spec section 9, Search and lists). */
export function searchRetryDelay(attempt: number): number {
	return Math.min(1000 * 2 ** attempt, 5000);
}

/**
 * `viewer` is the signed-in user's id or 'guest': guests and members get different answers
 * (the guest limit), so they never share a cache entry.
 */
/** The key every cached search starts with: a synonym change drops them all. */
export const SEARCH_QUERY_ROOT = ["search", "photos"] as const;

export function searchPhotosQueryOptions(search: PhotoSearch, viewer: string, pageSize = SEARCH_PAGE_SIZE) {
	const seed = visitorSeed();
	return infiniteQueryOptions({
		queryKey: [...SEARCH_QUERY_ROOT, { ...search, seed, viewer, pageSize }],
		queryFn: ({ pageParam, signal }) =>
			searchPhotos(search, { offset: pageParam, limit: pageSize, seed }, signal),
		initialData: () => {
			const first = firstAnswer<SearchResponse>(
				apiPaths.search,
				searchQuery(search, { offset: 0, limit: pageSize, seed }),
			);
			return first ? { pages: [first], pageParams: [0] } : undefined;
		},
		initialPageParam: 0,
		getNextPageParam: (last: SearchResponse) =>
			last.has_more && last.photos.length > 0 ? last.offset + last.photos.length : undefined,
		staleTime: SEARCH_STALE_MS,
		gcTime: SEARCH_GC_MS,
		retry: retrySearch,
		retryDelay: searchRetryDelay,
	});
}

/**
 * Pages of search results. It waits for the session so a member's first page is not asked as
 * a guest's, and keeps the previous results on screen while a new search loads (live search
 * would otherwise flash on every keystroke).
 */
export function useSearchPhotos(search: PhotoSearch, pageSize = SEARCH_PAGE_SIZE) {
	const session = useSession();
	const viewer = session.user?.id ?? "guest";
	return useInfiniteQuery({
		...searchPhotosQueryOptions(search, viewer, pageSize),
		enabled: !session.isLoading,
		placeholderData: keepPreviousData,
	});
}
