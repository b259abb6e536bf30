import {
	AdminFamilyListResponse,
	FamilyRef,
	type SuggestField,
	SuggestResponse,
} from "@core/contracts/admin-catalogue";
import { EventsResponse } from "@core/contracts/listings";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { ADMIN_LOOKUP_STALE_MS, adminPhotoKeys } from "./keys";

/** Families whose name or email holds the words typed, for the family pickers. */
export function familySearchQueryOptions(q: string) {
	return queryOptions({
		queryKey: adminPhotoKeys.families(q),
		queryFn: ({ signal }) =>
			apiFetch(apiPaths.adminFamilies, {
				query: { q: q || undefined, sort: "storefront_name", dir: "asc", page: 1, page_size: 12 },
				schema: AdminFamilyListResponse,
				signal,
			}),
		staleTime: ADMIN_LOOKUP_STALE_MS,
		placeholderData: keepPreviousData,
	});
}

export function useFamilySearch(q: string, enabled: boolean) {
	return useQuery({ ...familySearchQueryOptions(q), enabled });
}

/** The family page answers with more than its name; only the name is needed here. */
const FamilyAnswer = z.object({ family: FamilyRef });

/** One family's name, for a filter that holds only its id (a shared link). */
export function useFamilyRef(id: string | null) {
	return useQuery({
		queryKey: adminPhotoKeys.family(id ?? ""),
		queryFn: ({ signal }) => apiFetch(apiPaths.adminFamily(id ?? ""), { schema: FamilyAnswer, signal }),
		enabled: id !== null,
		staleTime: ADMIN_LOOKUP_STALE_MS,
		select: (answer) => answer.family,
	});
}

/** Values the catalogue already uses for a field, commonest first. */
export function useSuggestions(field: SuggestField, q: string, enabled: boolean) {
	return useQuery({
		queryKey: adminPhotoKeys.suggest(field, q),
		queryFn: ({ signal }) =>
			apiFetch(apiPaths.adminTaxonomySuggest, { query: { field, q }, schema: SuggestResponse, signal }),
		enabled,
		staleTime: ADMIN_LOOKUP_STALE_MS,
		placeholderData: keepPreviousData,
	});
}

/** Every event, for the editor's event choice. */
export function useEventChoices() {
	return useQuery({
		queryKey: adminPhotoKeys.events(),
		queryFn: ({ signal }) => apiFetch(apiPaths.events, { schema: EventsResponse, signal }),
		staleTime: ADMIN_LOOKUP_STALE_MS,
	});
}
