import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminOrderResponse } from "@core/contracts/orders";
import type { OrderAction } from "@core/orders";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { adminOrderKeys } from "./keys";

export type OrderActionRequest = { id: string; action: OrderAction; note?: string };

/** Marks an order paid, cancels or refunds it; the answer is the order as it is now. */
export function postOrderAction({ id, action, note }: OrderActionRequest): Promise<AdminOrderResponse> {
	const trimmed = note?.trim();
	return apiFetch<Reply<typeof AdminOrderResponse>>(adminApiPaths.adminOrderAction(id, action), {
		method: "POST",
		body: trimmed ? { note: trimmed } : {},
	});
}

/** Every list (the orders page, the payments page's sections) reads its figures again. */
async function refreshLists(queryClient: QueryClient): Promise<void> {
	await Promise.all([
		queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() }),
		// Paying and refunding change the sales figures of the photo page's Admin tab.
		queryClient.invalidateQueries({ queryKey: ["admin", "photo-insights"] }),
	]);
}

export function useOrderAction() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: postOrderAction,
		onSuccess: async (response, { id }) => {
			queryClient.setQueryData(adminOrderKeys.detail(id), response);
			await refreshLists(queryClient);
		},
		onError: async (error, { id }) => {
			// 409: someone (a webhook, another admin) changed the order first: show what it is now.
			if (error instanceof ApiError && error.status === 409) {
				await Promise.all([
					queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(id) }),
					refreshLists(queryClient),
				]);
			}
		},
	});
}
