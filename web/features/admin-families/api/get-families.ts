import { type AdminFamilyListQuery, AdminFamilyListResponse } from "@core/contracts/admin-catalogue";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { ADMIN_FAMILIES_STALE_MS, adminFamilyKeys } from "./keys";

/** What a list asks for: the contract's query with its defaults applied. */
export type FamilyListRequest = z.output<typeof AdminFamilyListQuery>;

/** One page of the families, searched and sorted, with their photo and sales figures. */
export function getAdminFamilies(
	query: FamilyListRequest,
	signal?: AbortSignal,
): Promise<AdminFamilyListResponse> {
	return apiFetch(apiPaths.adminFamilies, {
		query: {
			q: query.q || undefined,
			sort: query.sort,
			dir: query.dir,
			page: query.page,
			page_size: query.page_size,
		},
		schema: AdminFamilyListResponse,
		signal,
	});
}

export function adminFamiliesQueryOptions(query: FamilyListRequest) {
	return queryOptions({
		queryKey: adminFamilyKeys.list(query),
		queryFn: ({ signal }) => getAdminFamilies(query, signal),
		staleTime: ADMIN_FAMILIES_STALE_MS,
		refetchOnMount: true,
		// Searching, sorting and paging keep the last page on screen (marked as updating).
		placeholderData: keepPreviousData,
	});
}

export function useAdminFamilies(query: FamilyListRequest) {
	return useQuery(adminFamiliesQueryOptions(query));
}
