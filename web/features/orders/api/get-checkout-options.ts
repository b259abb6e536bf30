import type { CheckoutOptionsResponse, CheckoutProductionOptions } from "@core/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { orderKeys } from "./orders-cache";

/** The payment methods configured change with a deploy, the last billing contact with an order. */
const OPTIONS_STALE_MS = 5 * 60 * 1000;

export function getCheckoutOptions(signal?: AbortSignal): Promise<CheckoutOptionsResponse> {
	return apiFetch<Reply<typeof CheckoutOptionsResponse>>(apiPaths.checkoutOptions, { signal });
}

export function checkoutOptionsQueryOptions(userId: string) {
	return queryOptions({
		queryKey: orderKeys.checkoutOptions(userId),
		queryFn: ({ signal }) => getCheckoutOptions(signal),
		staleTime: OPTIONS_STALE_MS,
		// Placing an order marks it stale (its billing contact fills the next checkout).
		refetchOnMount: true,
	});
}

/** What the checkout form may offer the signed-in user: payment methods and a billing prefill. */
export function useCheckoutOptions() {
	const { user } = useSession();
	return useQuery({ ...checkoutOptionsQueryOptions(user?.id ?? ""), enabled: user !== null });
}

export function getProductionOptions(
	projectId: string,
	signal?: AbortSignal,
): Promise<CheckoutProductionOptions | null> {
	const url = `${apiPaths.checkoutOptions}?project_id=${encodeURIComponent(projectId)}`;
	return apiFetch<Reply<typeof CheckoutOptionsResponse>>(url, { signal }).then((reply) => reply.production);
}

/**
 * What the chosen production's company asks of the order (issue 29): its billing contact and PO
 * number to start from, the references it requires, and whether the caller may check out.
 */
export function useProductionOptions(projectId: string | null) {
	const { user } = useSession();
	return useQuery({
		queryKey: orderKeys.productionOptions(user?.id ?? "", projectId ?? ""),
		queryFn: ({ signal }) => getProductionOptions(projectId ?? "", signal),
		enabled: user !== null && projectId !== null,
		staleTime: OPTIONS_STALE_MS,
	});
}
