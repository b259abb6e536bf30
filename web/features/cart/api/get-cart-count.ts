import type { CartCountResponse } from "@core/contracts/cart";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { CART_STALE_MS, cartKeys } from "@/api/cart/cart-cache";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

export function getCartCount(signal?: AbortSignal): Promise<CartCountResponse> {
	return apiFetch<Reply<typeof CartCountResponse>>(apiPaths.cartCount, { signal });
}

/** Keyed by user so one account's count never shows for another. */
export function cartCountQueryOptions(userId: string) {
	return queryOptions({
		queryKey: cartKeys.count(userId),
		queryFn: ({ signal }) => getCartCount(signal),
		initialData: () => firstAnswer<CartCountResponse>(apiPaths.cartCount),
		staleTime: CART_STALE_MS,
	});
}

/** Items in the signed-in user's cart; 0, without a request, for guests. */
export function useCartCount(): number {
	const { user } = useSession();
	const { data } = useQuery({ ...cartCountQueryOptions(user?.id ?? ""), enabled: user !== null });
	return user ? (data?.count ?? 0) : 0;
}
