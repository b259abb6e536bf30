import type { PhotoSummary } from "@core/contracts/catalogue";
import { DEFAULT_LICENSE, type LicenseType } from "@core/license";
import { Heart } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useGridSavedPhotos, useSavedOnItsOwn } from "./membership-scope";

// The dialog, its pickers and forms load with the first opening, not with every listing page.
const AddToWishlistDialog = lazy(async () => ({
	default: (await import("./add-to-wishlist-dialog")).AddToWishlistDialog,
}));

function photoName(photo: PhotoSummary): string {
	return photo.title.trim() || `photo #${photo.photoid}`;
}

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
	const label = saved
		? `Add ${photoName(photo)} to another wishlist (in a wishlist already)`
		: `Add ${photoName(photo)} to a wishlist`;
	return (
		<>
			<button
				type="button"
				aria-label={label}
				title={saved ? "In a wishlist: add to another" : "Add to wishlist"}
				aria-haspopup="dialog"
				data-saved={saved || undefined}
				onClick={() => setOpen(true)}
				className="inline-flex size-11 items-center justify-center rounded-full bg-cream-50/90 text-ink-900 shadow-sm backdrop-blur-sm transition-colors hover:bg-white hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 md:size-9"
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
