import type { PhotoSummary } from "@core/contracts/photos";
import { DEFAULT_LICENSE, type LicenseType } from "@core/license";
import { Heart } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { cardActionButtonClasses, photoAltText } from "@/components/photo-card";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useGridSavedPhotos, useSavedOnItsOwn } from "./membership-scope";

// The dialog, its pickers and forms load with the first opening, not with every listing page.
const AddToWishlistDialog = lazy(async () => ({
	default: (await import("./add-to-wishlist-dialog")).AddToWishlistDialog,
}));

function WishlistDialogSlot({
	photo,
	licenseType,
	open,
	onClose,
}: {
	photo: PhotoSummary;
	licenseType: LicenseType;
	open: boolean;
	onClose: () => void;
}) {
	if (!open) return null;
	return (
		<Suspense fallback={null}>
			<AddToWishlistDialog photo={photo} licenseType={licenseType} open onClose={onClose} />
		</Suspense>
	);
}

/**
 * The heart over a card of a listing grid (spec section 2, Cards), filled when the photo is in
 * any of the user's wishlists. It saves with the default license; the photo page offers the choice.
 * In a grid it reads the grid's batched answer, so a card adds no query of its own.
 */
export function WishlistCardButton({ photo }: { photo: PhotoSummary }) {
	const fromGrid = useGridSavedPhotos();
	return fromGrid ? (
		<CardHeart photo={photo} saved={fromGrid.has(photo.id)} />
	) : (
		<CardHeartOnItsOwn photo={photo} />
	);
}

function CardHeartOnItsOwn({ photo }: { photo: PhotoSummary }) {
	return <CardHeart photo={photo} saved={useSavedOnItsOwn(photo.id)} />;
}

function CardHeart({ photo, saved }: { photo: PhotoSummary; saved: boolean }) {
	const [open, setOpen] = useState(false);
	const name = photoAltText(photo);
	const label = saved
		? `Add ${name} to another wishlist (in a wishlist already)`
		: `Add ${name} to a wishlist`;
	return (
		<>
			<button
				type="button"
				aria-label={label}
				title={saved ? "In a wishlist: add to another" : "Add to wishlist"}
				aria-haspopup="dialog"
				data-saved={saved || undefined}
				onClick={() => setOpen(true)}
				className={cardActionButtonClasses()}
			>
				<Heart aria-hidden="true" className={cn("size-5", saved && "fill-accent-600 text-accent-600")} />
			</button>
			<WishlistDialogSlot
				photo={photo}
				licenseType={DEFAULT_LICENSE}
				open={open}
				onClose={() => setOpen(false)}
			/>
		</>
	);
}

/** The photo page's 'Add to wishlist', with the license chosen on the page. */
export function WishlistDetailButton({
	photo,
	licenseType,
}: {
	photo: PhotoSummary;
	licenseType: LicenseType;
}) {
	const [open, setOpen] = useState(false);
	const saved = useSavedOnItsOwn(photo.id);
	return (
		<>
			<Button
				size="lg"
				variant="secondary"
				aria-haspopup="dialog"
				data-saved={saved || undefined}
				onClick={() => setOpen(true)}
			>
				<Heart aria-hidden="true" className={cn("size-5", saved && "fill-accent-600 text-accent-600")} />
				Add to wishlist
				{saved && <span className="text-sm font-normal text-ink-500">(in a wishlist)</span>}
			</Button>
			<WishlistDialogSlot
				photo={photo}
				licenseType={licenseType}
				open={open}
				onClose={() => setOpen(false)}
			/>
		</>
	);
}
