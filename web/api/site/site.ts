import type { SiteResponse } from "@core/contracts/site";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/** Server configuration: it changes only with a restart, so one read per visit is enough. */
const SITE_STALE_MS = 60 * 60 * 1000;

export function getSite(signal?: AbortSignal): Promise<SiteResponse> {
	return apiFetch<Reply<typeof SiteResponse>>(apiPaths.site, { signal });
}

export function siteQueryOptions() {
	return queryOptions({
		queryKey: ["site"],
		queryFn: ({ signal }) => getSite(signal),
		initialData: () => firstAnswer<SiteResponse>(apiPaths.site),
		staleTime: SITE_STALE_MS,
	});
}

/** The site's configured facts (the social accounts); the page usually carries the answer. */
export function useSite() {
	return useQuery(siteQueryOptions());
}
