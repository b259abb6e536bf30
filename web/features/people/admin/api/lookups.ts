import { adminApiPaths } from "@core/admin-api-paths";
import type { SuggestResponse } from "@core/contracts/catalogue";
import type { AdminPersonListResponse } from "@core/contracts/people";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { ADMIN_FACE_LOOKUP_STALE_MS, adminFaceKeys } from "./face-keys";

/** People whose name holds the words typed, for a face's person box. */
export function usePersonSearch(q: string, enabled: boolean) {
	return useQuery({
		queryKey: adminFaceKeys.persons(q),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof AdminPersonListResponse>>(adminApiPaths.adminPersons, {
				query: { q: q || undefined, page: 1, page_size: 8 },
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
			apiFetch<Reply<typeof SuggestResponse>>(adminApiPaths.adminTaxonomySuggest, {
				query: { field: "ethnicities", q, limit: 12 },
				signal,
			}),
		enabled,
		staleTime: ADMIN_FACE_LOOKUP_STALE_MS,
		placeholderData: keepPreviousData,
	});
}
