import type { TaxonomyNameResponse } from "@core/contracts/listings";
import type { RouteTaxonomyType } from "@core/taxonomy";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Names: 10 min fresh, 30 kept (spec section 9, Search and lists). */
const NAME_STALE_MS = 10 * 60 * 1000;
const NAME_GC_MS = 30 * 60 * 1000;

export function getTaxonomyName(type: RouteTaxonomyType, id: string, signal?: AbortSignal) {
	return apiFetch<Reply<typeof TaxonomyNameResponse>>(apiPaths.taxonomyName, { query: { type, id }, signal });
}

/** Only creators need asking (their storefront name); every other value is its own name. */
export function useTaxonomyName(type: RouteTaxonomyType, id: string) {
	return useQuery(
		queryOptions({
			queryKey: ["taxonomy-name", type, id],
			queryFn: ({ signal }) => getTaxonomyName(type, id, signal),
			staleTime: NAME_STALE_MS,
			gcTime: NAME_GC_MS,
			enabled: type === "creator",
		}),
	);
}
