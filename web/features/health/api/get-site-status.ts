import type { SiteStatusResponse } from "@core/contracts/photos";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/** How often the note asks again while the demo archive is being drawn (it takes seconds to a minute). */
export const SITE_STATUS_POLL_MS = 2000;

export const siteStatusQueryKey = ["site-status"] as const;

export function getSiteStatus(signal?: AbortSignal): Promise<SiteStatusResponse> {
	return apiFetch<Reply<typeof SiteStatusResponse>>(apiPaths.siteStatus, { signal });
}

/**
 * Every page comes with the answer. Nothing being prepared stays so (a production server never
 * prepares a demo), so it is asked again only while something is.
 */
export function siteStatusQueryOptions() {
	return queryOptions({
		queryKey: siteStatusQueryKey,
		queryFn: ({ signal }) => getSiteStatus(signal),
		initialData: () => firstAnswer<SiteStatusResponse>(apiPaths.siteStatus),
		staleTime: Number.POSITIVE_INFINITY,
		refetchInterval: (query) => (query.state.data?.demo_archive ? SITE_STATUS_POLL_MS : false),
	});
}

export function useSiteStatus() {
	return useQuery(siteStatusQueryOptions());
}
