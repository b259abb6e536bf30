import type { PhotoSummary } from "@core/contracts/catalogue";
import type { LicenseType } from "@core/license";
import { Heart, ShoppingCart } from "lucide-react";
import { usePhotoActions } from "@/components/photo-actions";
import { Button } from "@/components/ui/button";

/**
 * Add to cart and add to wishlist, with the license chosen on the page. The wishlist button
 * comes from the wishlists feature through the photo-actions slot (features do not import each
 * other); the cart button waits for the cart (issue 7) and says so rather than pretending to add.
 */
export function PurchaseActions({ photo, licenseType }: { photo: PhotoSummary; licenseType: LicenseType }) {
	const { DetailActions } = usePhotoActions();
	return (
		<div>
			<div className="grid gap-2">
				<Button size="lg" disabled aria-describedby="photo-actions-note">
					<ShoppingCart aria-hidden="true" className="size-5" />
					Add to cart
				</Button>
				{DetailActions ? (
					<DetailActions photo={photo} licenseType={licenseType} />
				) : (
					<Button size="lg" variant="secondary" disabled aria-describedby="photo-actions-note">
						<Heart aria-hidden="true" className="size-5" />
						Add to wishlist
					</Button>
				)}
			</div>
			<p id="photo-actions-note" className="mt-2 text-xs text-ink-500">
				{DetailActions ? "The cart opens soon." : "The cart and wishlists open soon."}
			</p>
		</div>
	);
}
