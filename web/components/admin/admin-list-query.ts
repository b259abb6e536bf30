import { keepPreviousData, type QueryKey, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";

/** What an admin list asks for: query-string values, the search only when there is one. */
type ListRequest = { q?: string } & Record<string, string | number | boolean | undefined>;

/**
 * One page of an admin list, read afresh each time its screen shows. Searching, sorting and
 * paging keep the last page on screen (marked as updating) instead of a skeleton.
 */
export function adminListQueryOptions<T>({
	queryKey,
	path,
	query,
	schema,
	staleTime,
}: {
	queryKey: QueryKey;
	path: string;
	query: ListRequest;
	/** The contract's response schema: the answer is parsed with it. */
	schema: z.ZodType<T>;
	staleTime: number;
}) {
	return queryOptions({
		queryKey,
		queryFn: ({ signal }) => apiFetch(path, { query: { ...query, q: query.q || undefined }, schema, signal }),
		staleTime,
		refetchOnMount: true,
		placeholderData: keepPreviousData,
	});
}
