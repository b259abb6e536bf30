import type { PhotoSummary } from "@core/contracts/photos";
import { createContext, type ReactNode, useContext } from "react";
import { useCartPhotoIds } from "../api/get-cart";

/** The ids of the photos in the cart, for the cards of one grid; null outside a grid. */
const CartPhotosContext = createContext<ReadonlySet<string> | null>(null);

/**
 * Reads the cart once for a whole grid, so its cards know which photos are in the cart without
 * a query each. The cart is one request however many photos the grid shows, so `photos` (the
 * slot's contract) is not needed here.
 */
export function CartScope({ children }: { photos: readonly PhotoSummary[]; children: ReactNode }) {
	const inCart = useCartPhotoIds();
	return <CartPhotosContext.Provider value={inCart}>{children}</CartPhotosContext.Provider>;
}

/** The grid's photos in the cart, or null outside a grid (then read the cart with `useCartPhotoIds`). */
export function useGridCartPhotos(): ReadonlySet<string> | null {
	return useContext(CartPhotosContext);
}
