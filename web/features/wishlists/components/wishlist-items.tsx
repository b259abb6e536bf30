import { WISHLIST_TEXT, type WishlistItem } from "@core/contracts/wishlists";
import { LICENSE_LABELS } from "@core/license";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { PhotoTile, photoAltText } from "@/components/photo-card";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useRemoveWishlistItem } from "../api/remove-wishlist-item";

/** Ours: the spec gives only the question. */
export const REMOVED_TEXT = "Photo removed from wishlist";
export const REMOVE_FAILED_TEXT = "Failed to remove photo from wishlist";

function ItemCard({ item, onRemove }: { item: WishlistItem; onRemove: () => void }) {
	const title = photoAltText(item.photo);
	return (
		<li className="flex flex-col overflow-hidden rounded-lg border border-ink-900/10 bg-white shadow-sm">
			<div className="aspect-[4/3]">
				<PhotoTile
					photo={item.photo}
					signedIn
					overlay={null}
					className="outline-none focus-visible:ring-3 focus-visible:ring-accent-500 focus-visible:ring-inset"
				/>
			</div>
			<div className="flex items-start gap-2 p-3">
				<div className="min-w-0 flex-1">
					<p className="truncate text-sm font-medium text-ink-900">{title}</p>
					<p className="mt-0.5 text-xs text-ink-600">
						<span className="sr-only">License: </span>
						{LICENSE_LABELS[item.license_type].name}
					</p>
				</div>
				<Button
					variant="ghost"
					size="icon"
					className="-mt-1 -mr-1 size-11 md:size-9"
					aria-label={`Remove ${title} from this wishlist`}
					title="Remove from wishlist"
					onClick={onRemove}
				>
					<Trash2 aria-hidden="true" className="size-4" />
				</Button>
			</div>
		</li>
	);
}

/** The wishlist's photos, each with its license and a remove button that asks first (spec section 5). */
export function WishlistItems({ wishlistId, items }: { wishlistId: string; items: WishlistItem[] }) {
	const remove = useRemoveWishlistItem(wishlistId);
	const [pending, setPending] = useState<WishlistItem | null>(null);
	// Photos removed here go in the same render that closes the question, so the dialog sees its
	// opener gone and puts the focus on the page rather than on a button about to vanish.
	const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
	const shown = items.filter((item) => !removed.has(item.photo.id));

	function confirm() {
		if (!pending) return;
		const photoId = pending.photo.id;
		remove.mutate(photoId, {
			onSuccess: () => {
				setRemoved((current) => new Set(current).add(photoId));
				setPending(null);
				toast.success(REMOVED_TEXT);
			},
			onError: (error) => {
				console.warn("Removing a wishlist photo failed", error);
				toast.error(REMOVE_FAILED_TEXT, { description: errorText(error, "Please try again.") });
			},
		});
	}

	return (
		<>
			<ul
				aria-label="Photos in this wishlist"
				className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
			>
				{shown.map((item) => (
					<ItemCard key={item.id} item={item} onRemove={() => setPending(item)} />
				))}
			</ul>
			<ConfirmDialog
				open={pending !== null}
				onClose={() => setPending(null)}
				title={WISHLIST_TEXT.removeConfirm}
				description={pending ? photoAltText(pending.photo) : undefined}
				confirmLabel="Remove"
				pending={remove.isPending}
				onConfirm={confirm}
			/>
		</>
	);
}
