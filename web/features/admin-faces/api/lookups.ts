import { SuggestResponse } from "@core/contracts/admin-catalogue";
import { AdminPersonListResponse } from "@core/contracts/admin-people";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { ADMIN_FACE_LOOKUP_STALE_MS, adminFaceKeys } from "./keys";

/** People whose name holds the words typed, for a face's person box. */
export function usePersonSearch(q: string, enabled: boolean) {
	return useQuery({
		queryKey: adminFaceKeys.persons(q),
		queryFn: ({ signal }) =>
			apiFetch(apiPaths.adminPersons, {
				query: { q: q || undefined, page: 1, page_size: 8 },
				schema: AdminPersonListResponse,
				signal,
			}),
		enabled,
		staleTime: ADMIN_FACE_LOOKUP_STALE_MS,
		placeholderData: keepPreviousData,
	});
}

/** The ethnicities the catalogue already uses, commonest first, so faces are described alike. */
export function useEthnicitySuggestions(q: string, enabled: boolean) {
	return useQuery({
		queryKey: adminFaceKeys.ethnicities(q),
		queryFn: ({ signal }) =>
			apiFetch(apiPaths.adminTaxonomySuggest, {
				query: { field: "ethnicities", q, limit: 12 },
				schema: SuggestResponse,
				signal,
			}),
		enabled,
		staleTime: ADMIN_FACE_LOOKUP_STALE_MS,
		placeholderData: keepPreviousData,
	});
}
