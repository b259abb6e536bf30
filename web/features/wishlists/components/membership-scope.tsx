import type { PhotoSummary } from "@core/contracts/photos";
import type { WishlistMembershipResponse } from "@core/contracts/wishlists";
import { membershipBatches } from "@core/first-answers";
import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useSession } from "@/api/auth/session";
import { useWishlistMembership, wishlistMembershipQueryOptions } from "../api/get-wishlist-membership";

/** Photo ids in at least one of the user's wishlists, for the cards of one grid; null outside a grid. */
const SavedPhotosContext = createContext<ReadonlySet<string> | null>(null);

// Module-level, so the combined set keeps its identity while the answers do not change.
function savedPhotoIds(results: Array<UseQueryResult<WishlistMembershipResponse>>): ReadonlySet<string> {
	const saved = new Set<string>();
	for (const { data } of results) {
		for (const [photoId, wishlistIds] of Object.entries(data?.memberships ?? {})) {
			if (wishlistIds.length > 0) saved.add(photoId);
		}
	}
	return saved;
}

/**
 * Asks which of a grid's photos are in a wishlist in batches of 100 in list order, not once
 * per card. Infinite scroll appends photos, so the batches already asked keep their keys and
 * stay cached; only the last, growing batch is asked again as pages arrive.
 */
export function WishlistMembershipScope({
	photos,
	children,
}: {
	photos: readonly PhotoSummary[];
	children: ReactNode;
}) {
	const { user } = useSession();
	const batches = useMemo(() => membershipBatches(photos.map((photo) => photo.id)), [photos]);
	const saved = useQueries({
		queries: user ? batches.map((batch) => wishlistMembershipQueryOptions(user.id, batch)) : [],
		combine: savedPhotoIds,
	});
	return <SavedPhotosContext.Provider value={saved}>{children}</SavedPhotosContext.Provider>;
}

/** The grid's photos that are in a wishlist, or null outside a grid (then ask with `useSavedOnItsOwn`). */
export function useGridSavedPhotos(): ReadonlySet<string> | null {
	return useContext(SavedPhotosContext);
}

/** Whether one photo outside a grid (the photo page) is in any of the user's wishlists. */
export function useSavedOnItsOwn(photoId: string): boolean {
	const { memberships } = useWishlistMembership([photoId]);
	return (memberships[photoId]?.length ?? 0) > 0;
}
