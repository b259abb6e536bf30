import type { CartLine, CartResponse } from "@core/contracts/cart";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { cartQueryOptions } from "@/api/cart/cart-query";

// Module-level, so the set keeps its identity while the cart does not change.
function photoIdsInCart(cart: CartResponse): ReadonlySet<string> {
	return new Set(cart.items.map((line) => line.photo.id));
}

const NOTHING_IN_CART: ReadonlySet<string> = new Set();

/**
 * The ids of the photos in the user's cart, from the one cart query every button shares (empty
 * while it loads, on error and for guests; the server's 409 covers a photo we did not know of).
 */
export function useCartPhotoIds(): ReadonlySet<string> {
	const { user } = useSession();
	const { data } = useQuery({
		...cartQueryOptions(user?.id ?? ""),
		enabled: user !== null,
		select: photoIdsInCart,
	});
	return data ?? NOTHING_IN_CART;
}

/** The line of one photo in the user's cart (its license), from the same shared cart query. */
export function useCartLine(photoId: string): CartLine | undefined {
	const { user } = useSession();
	const { data } = useQuery({
		...cartQueryOptions(user?.id ?? ""),
		enabled: user !== null,
		select: (cart) => cart.items.find((line) => line.photo.id === photoId),
	});
	return data;
}
