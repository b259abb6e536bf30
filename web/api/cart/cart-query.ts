import type { CartResponse } from "@core/contracts/cart";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import type { Reply } from "@/lib/api-client";
import { apiFetch } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";
import { CART_STALE_MS, cartKeys } from "./cart-cache";

/**
 * The signed-in user's priced cart: one query, one cache entry, read by the cart feature (the
 * /cart page, the cart buttons) and by checkout's review. Here in web/api/ because it
 * serves more than one feature (the checkout is in orders).
 */

export function getCart(signal?: AbortSignal): Promise<CartResponse> {
	return apiFetch<Reply<typeof CartResponse>>(apiPaths.cart, { signal });
}

export function cartQueryOptions(userId: string) {
	return queryOptions({
		queryKey: cartKeys.lines(userId),
		queryFn: ({ signal }) => getCart(signal),
		initialData: () => firstAnswer<CartResponse>(apiPaths.cart),
		staleTime: CART_STALE_MS,
		// A change marks the cart stale even where no screen shows it; the next screen that does
		// (the /cart page, checkout, a grid's cart buttons) fetches it again as it mounts.
		refetchOnMount: true,
	});
}

/** The signed-in user's cart: lines newest first, totals, tier and the next tier. Guests ask nothing. */
export function useCart() {
	const { user } = useSession();
	return useQuery({ ...cartQueryOptions(user?.id ?? ""), enabled: user !== null });
}
