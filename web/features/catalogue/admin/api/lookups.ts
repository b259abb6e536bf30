import { adminApiPaths } from "@core/admin-api-paths";
import {
	type AdminFamilyListResponse,
	FamilyRef,
	type SuggestField,
	type SuggestResponse,
} from "@core/contracts/catalogue";
import type { EventsResponse } from "@core/contracts/listings";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { ADMIN_LOOKUP_STALE_MS, adminPhotoKeys } from "./keys";

/** Families whose name or email holds the words typed, for the family pickers. */
export function familySearchQueryOptions(q: string) {
	return queryOptions({
		queryKey: adminPhotoKeys.families(q),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof AdminFamilyListResponse>>(adminApiPaths.adminFamilies, {
				query: { q: q || undefined, sort: "storefront_name", dir: "asc", page: 1, page_size: 12 },
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
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof FamilyAnswer>>(adminApiPaths.adminFamily(id ?? ""), { signal }),
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
			apiFetch<Reply<typeof SuggestResponse>>(adminApiPaths.adminTaxonomySuggest, {
				query: { field, q },
				signal,
			}),
		enabled,
		staleTime: ADMIN_LOOKUP_STALE_MS,
		placeholderData: keepPreviousData,
	});
}

/** Every event, for the editor's event choice. */
export function useEventChoices() {
	return useQuery({
		queryKey: adminPhotoKeys.events(),
		queryFn: ({ signal }) => apiFetch<Reply<typeof EventsResponse>>(apiPaths.events, { signal }),
		staleTime: ADMIN_LOOKUP_STALE_MS,
	});
}
