import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminOrderListResponse } from "@core/contracts/orders";
import type { OrderStatus, PaymentMethod } from "@core/orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { ADMIN_ORDERS_STALE_MS, adminOrderKeys } from "./keys";

/** What a list asks for (core/contracts/orders.ts AdminOrderListQuery, with its defaults applied). */
export type AdminOrdersQuery = {
	status?: OrderStatus;
	payment_method?: PaymentMethod;
	q?: string;
	/** Only invoices past their due date and still unpaid. */
	overdue?: boolean;
	page: number;
	page_size: number;
};

/** One page of every buyer's orders, filtered, with the money totals over the whole filter. */
export function getAdminOrders(
	query: AdminOrdersQuery,
	signal?: AbortSignal,
): Promise<AdminOrderListResponse> {
	return apiFetch<Reply<typeof AdminOrderListResponse>>(adminApiPaths.adminOrders, {
		query: {
			status: query.status,
			payment_method: query.payment_method,
			q: query.q || undefined,
			overdue: query.overdue ? "true" : undefined,
			page: query.page,
			page_size: query.page_size,
		},
		signal,
	});
}

export function adminOrdersQueryOptions(query: AdminOrdersQuery) {
	return queryOptions({
		queryKey: adminOrderKeys.list(query),
		queryFn: ({ signal }) => getAdminOrders(query, signal),
		staleTime: ADMIN_ORDERS_STALE_MS,
		refetchOnMount: true,
		// Paging and filtering keep the last page on screen (marked as updating) instead of a skeleton.
		placeholderData: keepPreviousData,
	});
}

export function useAdminOrders(query: AdminOrdersQuery) {
	return useQuery(adminOrdersQueryOptions(query));
}
