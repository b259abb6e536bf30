import { ACTIVITY_PAGE_DEFAULT } from "@core/approvals";
import type { ActivityResponse } from "@core/contracts/approvals";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Under the user-scoped "wishlists" root: a sign-out drops it, and a shortlist change marks it stale. */
export const activityKey = (productionId: string) =>
	["wishlists", "production-activity", productionId] as const;

export function getProductionActivity(
	productionId: string,
	before: number | null,
	signal?: AbortSignal,
): Promise<ActivityResponse> {
	const params = new URLSearchParams({ limit: String(ACTIVITY_PAGE_DEFAULT) });
	if (before !== null) params.set("before", String(before));
	return apiFetch<Reply<typeof ActivityResponse>>(`${apiPaths.productionActivity(productionId)}?${params}`, {
		signal,
	});
}

/** The production's feed, a page at a time, newest first ("Show older" fetches the next). */
export function useProductionActivity(productionId: string) {
	return useInfiniteQuery({
		queryKey: activityKey(productionId),
		queryFn: ({ pageParam, signal }) => getProductionActivity(productionId, pageParam, signal),
		initialPageParam: null as number | null,
		getNextPageParam: (last) => last.next_before,
		retry: false,
	});
}
