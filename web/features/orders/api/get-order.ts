import type { Order, OrderResponse } from "@core/contracts/orders";
import { type Query, queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { orderKeys } from "./orders-cache";

export function getOrder(id: string, signal?: AbortSignal): Promise<OrderResponse> {
	return apiFetch<Reply<typeof OrderResponse>>(apiPaths.order(id), { signal });
}

/** Another user's order and an unknown one both answer 404. */
export function isOrderNotFound(error: unknown): boolean {
	return error instanceof ApiError && error.status === 404;
}

export function orderQueryOptions(userId: string, id: string) {
	return queryOptions({
		queryKey: orderKeys.detail(userId, id),
		queryFn: ({ signal }) => getOrder(id, signal),
		// A 404 stays a 404: asking again changes nothing.
		retry: (failureCount, error) => !isOrderNotFound(error) && failureCount < 1,
	});
}

type OrderQuery = Query<OrderResponse, Error, OrderResponse, ReturnType<typeof orderKeys.detail>>;

/**
 * One of the signed-in user's orders. `pollMs`, given the order as last read, says how often
 * to read it again (false: not), so a page can wait for a payment to clear.
 */
export function useOrder(id: string, { pollMs }: { pollMs?: (order: Order) => number | false } = {}) {
	const { user } = useSession();
	return useQuery({
		...orderQueryOptions(user?.id ?? "", id),
		enabled: user !== null && id !== "",
		refetchInterval: pollMs
			? (query: OrderQuery) => {
					const order = query.state.data?.order;
					return order ? pollMs(order) : false;
				}
			: undefined,
	});
}
