import { keepPreviousData, type QueryKey, queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

/** What an admin list asks for: query-string values, the search only when there is one. */
type ListRequest = { q?: string } & Record<string, string | number | boolean | undefined>;

/**
 * One page of an admin list, read afresh each time its screen shows. Searching, sorting and
 * paging keep the last page on screen (marked as updating) instead of a skeleton.
 */
/** `T` is the list's answer, typed by its contract (`Reply<typeof …Response>`). */
export function adminListQueryOptions<T>({
	queryKey,
	path,
	query,
	staleTime,
}: {
	queryKey: QueryKey;
	path: string;
	query: ListRequest;
	staleTime: number;
}) {
	return queryOptions({
		queryKey,
		queryFn: ({ signal }) => apiFetch<T>(path, { query: { ...query, q: query.q || undefined }, signal }),
		staleTime,
		refetchOnMount: true,
		placeholderData: keepPreviousData,
	});
}
