import type { PhotoDetail } from "@core/contracts/photos";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { similarPeopleQueryOptions } from "./get-similar-people";
import { similarPhotosQueryOptions } from "./get-similar-photos";

/** Spec section 9: related lists prefetch 1 s after the detail view opens. */
export const RELATED_PREFETCH_DELAY_MS = 1000;

/**
 * Fetches the first page of the related lists a second after the photo is shown, so its tabs
 * open at once. Similar people is only asked for a photo with faces: without them the tab is
 * hidden and the answer is known to be empty.
 */
export function usePrefetchRelated(photo: Pick<PhotoDetail, "id" | "face_ids">): void {
	const queryClient = useQueryClient();
	const hasPeople = photo.face_ids.length > 0;
	useEffect(() => {
		const timer = window.setTimeout(() => {
			void queryClient.prefetchInfiniteQuery(similarPhotosQueryOptions(photo.id));
			if (hasPeople) void queryClient.prefetchInfiniteQuery(similarPeopleQueryOptions(photo.id));
		}, RELATED_PREFETCH_DELAY_MS);
		return () => window.clearTimeout(timer);
	}, [queryClient, photo.id, hasPeople]);
}
