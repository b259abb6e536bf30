import { Heart, ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Add to cart and add to wishlist. The cart and wishlist features wire these; until then they
 * are shown but cannot be pressed, and say so, rather than pretending to succeed.
 */
export function PurchaseActions() {
	return (
		<div>
			<div className="grid gap-2">
				<Button size="lg" disabled aria-describedby="photo-actions-note">
					<ShoppingCart aria-hidden="true" className="size-5" />
					Add to cart
				</Button>
				<Button size="lg" variant="secondary" disabled aria-describedby="photo-actions-note">
					<Heart aria-hidden="true" className="size-5" />
					Add to wishlist
				</Button>
			</div>
			<p id="photo-actions-note" className="mt-2 text-xs text-ink-500">
				The cart and wishlists open soon.
			</p>
		</div>
	);
}
