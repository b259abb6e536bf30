import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminOrderResponse, RiderDecline } from "@core/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { adminOrderKeys } from "./keys";

export type RiderDecision = { decision: "accept" } | { decision: "decline"; body: RiderDecline };

/** Accepts or declines the order's studio rider; the answer is the order as it is now. */
export function decideRider(orderId: string, request: RiderDecision): Promise<AdminOrderResponse> {
	return apiFetch<Reply<typeof AdminOrderResponse>>(
		adminApiPaths.adminOrderRider(orderId, request.decision),
		{
			method: "POST",
			body: request.decision === "decline" ? request.body : {},
		},
	);
}

export function useRiderDecision(orderId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (request: RiderDecision) => decideRider(orderId, request),
		onSuccess: (response) => queryClient.setQueryData(adminOrderKeys.detail(orderId), response),
	});
}
