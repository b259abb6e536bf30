import { type AdminPersonListQuery, AdminPersonListResponse } from "@core/contracts/admin-people";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { ADMIN_PEOPLE_STALE_MS, adminPeopleKeys } from "./keys";

/** What the list asks for: the contract's query with its defaults applied. */
export type PersonListRequest = z.output<typeof AdminPersonListQuery>;

/** One page of people by name, with their faces, photos and aliases. */
export function getPersons(query: PersonListRequest, signal?: AbortSignal): Promise<AdminPersonListResponse> {
	return apiFetch(apiPaths.adminPersons, {
		query: { q: query.q || undefined, page: query.page, page_size: query.page_size },
		schema: AdminPersonListResponse,
		signal,
	});
}

export function personsQueryOptions(query: PersonListRequest) {
	return queryOptions({
		queryKey: adminPeopleKeys.list(query),
		queryFn: ({ signal }) => getPersons(query, signal),
		staleTime: ADMIN_PEOPLE_STALE_MS,
		refetchOnMount: true,
		// Searching and paging keep the last page on screen (marked as updating).
		placeholderData: keepPreviousData,
	});
}

export function usePersons(query: PersonListRequest) {
	return useQuery(personsQueryOptions(query));
}
