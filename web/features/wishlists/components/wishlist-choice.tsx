import { WISHLIST_TEXT, type Wishlist } from "@core/contracts/wishlists";
import type { LicenseType } from "@core/license";

import { Check, Heart, LoaderCircle, Plus } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useWishlists } from "@/api/wishlists/wishlists-query";
import { LoadErrorNotice } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { isSignedOutError } from "@/lib/error-text";
import { groupedSuccess, toast } from "@/lib/toast";
import { isAlreadyInWishlist, useAddWishlistItem } from "../api/add-wishlist-item";
import { useWishlistMembership } from "../api/get-wishlist-membership";
import type { WishlistPhoto } from "./add-to-wishlist-dialog";

function wishlistContext(wishlist: Wishlist): string {
	const count = `${wishlist.item_count} photo${wishlist.item_count === 1 ? "" : "s"}`;
	return [wishlist.project_name, wishlist.company, count].filter(Boolean).join(" · ");
}

/**
 * The dialog's list view: the user's wishlists in a list of at most 300px; those already
 * holding the photo say 'Added' and cannot be picked (spec section 2). Picking one adds the photo.
 */
export function WishlistChoice({
	photo,
	licenseType,
	focusCreate,
	onCreate,
	onDone,
}: {
	photo: WishlistPhoto;
	licenseType: LicenseType;
	/** Move the focus to 'Create new wishlist' (the user came back from the create view). */
	focusCreate: boolean;
	onCreate: () => void;
	onDone: () => void;
}) {
	const wishlists = useWishlists();
	const membership = useWishlistMembership([photo.id]);
	const add = useAddWishlistItem();
	const [adding, setAdding] = useState<string | null>(null);
	const createId = useId();
	const held = new Set(membership.memberships[photo.id] ?? []);

	useEffect(() => {
		if (focusCreate) document.getElementById(createId)?.focus();
	}, [focusCreate, createId]);

	function pick(wishlist: Wishlist) {
		setAdding(wishlist.id);
		// The promise, not the mutate callbacks: the toast must show even if the dialog closed meanwhile.
		add
			.mutateAsync({ wishlistId: wishlist.id, item: { photo_id: photo.id, license_type: licenseType } })
			.then(() => {
				// Adds to the same wishlist in a row share one toast that counts them.
				groupedSuccess(
					`wishlist-${wishlist.id}`,
					{ title: WISHLIST_TEXT.addedTitle, description: WISHLIST_TEXT.added(wishlist.name) },
					(count) => ({
						title: WISHLIST_TEXT.addedTitle,
						description: WISHLIST_TEXT.addedMany(count, wishlist.name),
					}),
				);
				onDone();
			})
			.catch((failure: unknown) => {
				setAdding(null);
				if (isAlreadyInWishlist(failure)) {
					toast.error(WISHLIST_TEXT.alreadyInWishlist);
					return;
				}
				console.warn("Adding the photo to a wishlist failed", failure);
				toast.error(isSignedOutError(failure) ? WISHLIST_TEXT.signInRequired : WISHLIST_TEXT.addFailed);
			});
	}

	const list = wishlists.data?.wishlists;
	let body: ReactNode;
	if (wishlists.isPending) {
		body = (
			<div role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-ink-600">
				<LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
				Loading your wishlists…
			</div>
		);
	} else if (wishlists.isError) {
		body = (
			<LoadErrorNotice
				title="We could not load your wishlists."
				onRetry={() => void wishlists.refetch()}
				retrying={wishlists.isFetching}
			/>
		);
	} else if (!list || list.length === 0) {
		body = (
			<div className="rounded-lg border border-dashed border-ink-900/20 bg-cream-100/60 px-4 py-6 text-center">
				<Heart aria-hidden="true" className="mx-auto size-6 text-ink-400" />
				<p className="mt-2 font-semibold text-ink-900">You have no wishlists yet</p>
				<p className="mt-1 text-sm text-ink-600">
					Create your first one to keep this photo with the other candidates for a production.
				</p>
			</div>
		);
	} else {
		const checking = membership.isLoading;
		body = (
			<ul
				aria-label="Your wishlists"
				aria-busy={checking || undefined}
				className="-mx-1 max-h-[300px] space-y-1 overflow-y-auto px-1 py-1"
			>
				{list.map((wishlist) => {
					const added = held.has(wishlist.id);
					const busy = adding === wishlist.id;
					// aria-disabled rather than disabled: the rows stay in the Tab order, so keyboard and
					// screen reader users learn which lists hold the photo already ('Added').
					const unavailable = added || checking || adding !== null;
					return (
						<li key={wishlist.id}>
							<button
								type="button"
								aria-disabled={unavailable ? "true" : undefined}
								aria-busy={busy || undefined}
								onClick={() => {
									if (!unavailable) pick(wishlist);
								}}
								className={cn(
									"flex min-h-12 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600",
									added
										? "cursor-default border-ink-900/10 bg-cream-100 text-ink-500"
										: unavailable
											? "cursor-default border-ink-900/10 bg-white opacity-60"
											: "border-ink-900/10 bg-white hover:border-accent-600/50 hover:bg-accent-50",
								)}
							>
								<span className="min-w-0 flex-1">
									<span className="block truncate font-medium text-ink-900">{wishlist.name}</span>
									<span className="block truncate text-xs text-ink-500">{wishlistContext(wishlist)}</span>
								</span>
								{added && (
									<span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
										<Check aria-hidden="true" className="size-3.5" />
										{WISHLIST_TEXT.addedBadge}
									</span>
								)}
								{busy && (
									<LoaderCircle role="img" aria-label="Adding…" className="size-4 shrink-0 animate-spin" />
								)}
							</button>
						</li>
					);
				})}
			</ul>
		);
	}

	const empty = list !== undefined && list.length === 0;
	return (
		<div className="space-y-4">
			{body}
			<Button
				id={createId}
				variant={empty ? "primary" : "secondary"}
				className="w-full"
				onClick={onCreate}
				disabled={adding !== null}
			>
				<Plus aria-hidden="true" className="size-4" />
				{WISHLIST_TEXT.createTitle}
			</Button>
		</div>
	);
}
