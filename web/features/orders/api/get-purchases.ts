import type { PurchaseListResponse } from "@core/contracts/orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { orderKeys } from "./orders-cache";

/** A page of /my-purchases: the search ('' for none) and the page number. */
export type PurchasesFilter = { q: string; page: number };

export function getPurchases(filter: PurchasesFilter, signal?: AbortSignal): Promise<PurchaseListResponse> {
	const params = new URLSearchParams();
	if (filter.q) params.set("q", filter.q);
	if (filter.page > 1) params.set("page", String(filter.page));
	const query = params.toString();
	return apiFetch<Reply<typeof PurchaseListResponse>>(`${apiPaths.purchases}${query ? `?${query}` : ""}`, {
		signal,
	});
}

export function purchasesQueryOptions(userId: string, filter: PurchasesFilter) {
	return queryOptions({
		queryKey: orderKeys.purchasesPage(userId, filter.q, filter.page),
		queryFn: ({ signal }) => getPurchases(filter, signal),
		// Licences arrive when an admin marks an order paid, elsewhere: read them on each visit.
		refetchOnMount: true,
		// The page stays on screen while the next search or page loads.
		placeholderData: keepPreviousData,
	});
}

/**
 * The licences the signed-in user holds (live purchases of paid orders, theirs and their
 * companies' productions'), newest first, a page at a time.
 */
export function usePurchases(filter: PurchasesFilter) {
	const { user } = useSession();
	return useQuery({ ...purchasesQueryOptions(user?.id ?? "", filter), enabled: user !== null });
}
