import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminOrderResponse } from "@core/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { ADMIN_ORDERS_STALE_MS, adminOrderKeys } from "./keys";

export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderResponse> {
	return apiFetch<Reply<typeof AdminOrderResponse>>(adminApiPaths.adminOrder(id), { signal });
}

/** An unknown order, or an id that is not one (a hand-edited link); asking again changes nothing. */
export function isOrderNotFound(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function adminOrderQueryOptions(id: string) {
	return queryOptions({
		queryKey: adminOrderKeys.detail(id),
		queryFn: ({ signal }) => getAdminOrder(id, signal),
		staleTime: ADMIN_ORDERS_STALE_MS,
		refetchOnMount: true,
		retry: (count, error) => !isOrderNotFound(error) && count < 1,
	});
}

/** One order with its buyer, lines, history and payment state. */
export function useAdminOrder(id: string) {
	return useQuery(adminOrderQueryOptions(id));
}
