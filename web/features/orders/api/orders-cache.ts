import type { QueryClient } from "@tanstack/react-query";

/**
 * The buyer's order queries (checkout options, orders, one order, purchases), all under the
 * user-scoped root "orders" (dropped on sign-out) and keyed by user. Here in lib/ because
 * checkout places orders and the orders feature shows them: placing one marks them all stale.
 */
export const orderKeys = {
	all: ["orders"] as const,
	checkoutOptions: (userId: string) => ["orders", "checkout-options", userId] as const,
	/** What one production's company asks of the order (issue 29). */
	productionOptions: (userId: string, projectId: string) =>
		["orders", "checkout-options", userId, projectId] as const,
	list: (userId: string) => ["orders", "list", userId] as const,
	detail: (userId: string, id: string) => ["orders", "detail", userId, id] as const,
	purchases: (userId: string) => ["orders", "purchases", userId] as const,
	purchasesPage: (userId: string, q: string, page: number) =>
		["orders", "purchases", userId, q, page] as const,
};

/** After an order is placed: its lists, the order and the next checkout's prefill go stale. */
export function refreshOrders(queryClient: QueryClient): Promise<void> {
	return queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
