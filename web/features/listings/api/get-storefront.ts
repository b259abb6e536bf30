import type { StorefrontResponse } from "@core/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Storefront names and bios: 10 min fresh, 30 kept, like other names (spec section 9). */
const STOREFRONT_STALE_MS = 10 * 60 * 1000;
const STOREFRONT_GC_MS = 30 * 60 * 1000;

export function getStorefront(id: string, signal?: AbortSignal): Promise<StorefrontResponse> {
	return apiFetch<Reply<typeof StorefrontResponse>>(apiPaths.storefront(id), { signal });
}

export function useStorefront(id: string) {
	return useQuery(
		queryOptions({
			queryKey: ["storefront", id],
			queryFn: ({ signal }) => getStorefront(id, signal),
			staleTime: STOREFRONT_STALE_MS,
			gcTime: STOREFRONT_GC_MS,
			// A missing storefront will not appear by asking again.
			retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
		}),
	);
}
