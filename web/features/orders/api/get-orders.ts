import type { OrderListResponse } from "@core/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { orderKeys } from "./orders-cache";

export function getOrders(signal?: AbortSignal): Promise<OrderListResponse> {
	return apiFetch<Reply<typeof OrderListResponse>>(apiPaths.orders, { signal });
}

export function ordersQueryOptions(userId: string) {
	return queryOptions({
		queryKey: orderKeys.list(userId),
		queryFn: ({ signal }) => getOrders(signal),
		// Placing an order marks it stale; an admin's mark-paid shows on the next visit.
		refetchOnMount: true,
	});
}

/** The signed-in user's orders, newest first. */
export function useOrders() {
	const { user } = useSession();
	return useQuery({ ...ordersQueryOptions(user?.id ?? ""), enabled: user !== null });
}
