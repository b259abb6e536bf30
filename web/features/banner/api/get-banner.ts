import type { BannerResponse } from "@core/contracts/banner";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/** The banner is cached 5 minutes (spec section 9, Caching). */
const BANNER_STALE_MS = 5 * 60 * 1000;

export function getBanner(signal?: AbortSignal): Promise<BannerResponse> {
	return apiFetch<Reply<typeof BannerResponse>>(apiPaths.banner, { signal });
}

export function bannerQueryOptions() {
	return queryOptions({
		queryKey: ["banner"],
		queryFn: ({ signal }) => getBanner(signal),
		initialData: () => firstAnswer<BannerResponse>(apiPaths.banner),
		staleTime: BANNER_STALE_MS,
	});
}

export function useBanner() {
	return useQuery(bannerQueryOptions());
}
