import type { PhotoSummary } from "@core/contracts/photos";
import type { LicenceChoice } from "@core/licensing";
import { Heart, ShoppingCart } from "lucide-react";
import { LicenceMark } from "@/components/licence-mark";
import { usePhotoActions } from "@/components/photo-actions";
import { Button } from "@/components/ui/button";

/**
 * Add to cart and add to wishlist, with the licence chosen on the page (its exclusive term too). The buttons come from
 * the cart and wishlists features through the photo-actions slot (features do not import each
 * other); without the slot the page says they are not available rather than pretending to add.
 * Above them, the buyer's "Licensed · <production>" or "Ordered" mark (issue 28).
 */
export function PurchaseActions({ photo, licence }: { photo: PhotoSummary; licence: LicenceChoice }) {
	const { DetailActions } = usePhotoActions();
	if (DetailActions) {
		return (
			<div className="grid gap-2">
				<LicenceMark photoId={photo.id} />
				<DetailActions photo={photo} licence={licence} />
			</div>
		);
	}
	return (
		<div>
			<div className="grid gap-2">
				<Button size="lg" disabled aria-describedby="photo-actions-note">
					<ShoppingCart aria-hidden="true" className="size-5" />
					Add to Cart
				</Button>
				<Button size="lg" variant="secondary" disabled aria-describedby="photo-actions-note">
					<Heart aria-hidden="true" className="size-5" />
					Add to wishlist
				</Button>
			</div>
			<p id="photo-actions-note" className="mt-2 text-xs text-ink-500">
				The cart and wishlists are not available here.
			</p>
		</div>
	);
}
