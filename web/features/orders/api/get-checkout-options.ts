import type { CheckoutOptionsResponse } from "@core/contracts/orders";
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
