import type { PurchaseListResponse } from "@core/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { orderKeys } from "./orders-cache";

export function getPurchases(signal?: AbortSignal): Promise<PurchaseListResponse> {
	return apiFetch<Reply<typeof PurchaseListResponse>>(apiPaths.purchases, { signal });
}

export function purchasesQueryOptions(userId: string) {
	return queryOptions({
		queryKey: orderKeys.purchases(userId),
		queryFn: ({ signal }) => getPurchases(signal),
		// Licences arrive when an admin marks an order paid, elsewhere: read them on each visit.
		refetchOnMount: true,
	});
}

/** The licences the signed-in user holds (live purchases of paid orders), newest first. */
export function usePurchases() {
	const { user } = useSession();
	return useQuery({ ...purchasesQueryOptions(user?.id ?? ""), enabled: user !== null });
}
