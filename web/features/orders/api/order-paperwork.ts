import type { OrderItemResponse, OrderResponse, SceneNoteUpdate } from "@core/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshOrders } from "./orders-cache";

/** The buyer's scene note of a line of their order (null clears it). */
export function updateSceneNote(
	orderId: string,
	itemId: string,
	body: SceneNoteUpdate,
): Promise<OrderItemResponse> {
	return apiFetch<Reply<typeof OrderItemResponse>>(apiPaths.orderItem(orderId, itemId), {
		method: "PATCH",
		body,
	});
}

/** The studio's rider attached to the order: the PDF as the raw body. */
export function attachRider(orderId: string, file: Blob): Promise<OrderResponse> {
	return apiFetch<Reply<typeof OrderResponse>>(apiPaths.orderRider(orderId), { method: "POST", body: file });
}

/** Either change reads the order again (and its certificate's lines follow). */
export function useSceneNoteUpdate(orderId: string, itemId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: SceneNoteUpdate) => updateSceneNote(orderId, itemId, body),
		onSuccess: () => refreshOrders(queryClient),
	});
}

export function useAttachRider(orderId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (file: Blob) => attachRider(orderId, file),
		onSuccess: () => refreshOrders(queryClient),
	});
}
