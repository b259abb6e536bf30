import { CART_TEXT } from "@core/cart-messages";
import type { CartBatchAddResponse } from "@core/contracts/cart";
import type { WishlistItem } from "@core/contracts/wishlists";
import { ShoppingCart } from "lucide-react";
import { useAddToCart } from "@/api/cart/add-to-cart";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

const photos = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

/**
 * The toast after adding a whole wishlist: how many went in, how many were there already
 * (not errors, spec section 8), and how many could not be added (no longer on sale).
 */
export function addAllSummary({ added, duplicates, errors }: CartBatchAddResponse): {
	title: string;
	description: string;
} {
	const parts: string[] = [];
	if (added > 0) parts.push(`${photos(added)} added to your cart`);
	if (duplicates > 0) parts.push(`${photos(duplicates)} already in your cart`);
	if (errors > 0) parts.push(`${photos(errors)} could not be added`);
	const title =
		added > 0 ? CART_TEXT.addedTitle : duplicates > 0 ? "Already in your cart" : CART_TEXT.errorTitle;
	return { title, description: `${parts.join(", ")}.` };
}

/**
 * Every photo of the wishlist into the cart, each with the license chosen for it; or, on a
 * company shortlist, the approved ones (`label` says which).
 */
export function AddAllToCart({
	items,
	label = "Add all to cart",
}: {
	items: WishlistItem[];
	label?: string;
}) {
	const addToCart = useAddToCart();

	function addAll() {
		addToCart.mutate(
			{ items: items.map((item) => ({ photo_id: item.photo.id, license_type: item.license_type })) },
			{
				onSuccess: (result) => {
					const { title, description } = addAllSummary(result);
					if (result.added === 0 && result.duplicates === 0) toast.error(title, { description });
					else toast.success(title, { description });
				},
				onError: (error) => {
					console.warn("Adding a wishlist to the cart failed", error);
					if (error instanceof ApiError && error.status === 401) {
						toast.error(CART_TEXT.signInRequiredTitle, { description: CART_TEXT.signInRequired });
					} else {
						toast.error(CART_TEXT.errorTitle, { description: CART_TEXT.addFailed });
					}
				},
			},
		);
	}

	return (
		<Button
			onClick={addAll}
			disabled={items.length === 0 || addToCart.isPending}
			aria-busy={addToCart.isPending}
		>
			<ShoppingCart aria-hidden="true" className="size-4" />
			{addToCart.isPending ? "Adding…" : label}
		</Button>
	);
}
