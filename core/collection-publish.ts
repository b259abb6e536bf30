/**
 * When a collection may be published (shown on /collections): it needs a title and at least
 * one live photo, or its public page would be an empty frame.
 */

export const COLLECTION_PUBLISH_TEXT = {
	noTitle: "Give the collection a title before publishing it",
	noLivePhoto: "Add at least one live photo before publishing the collection",
	keepLivePhoto:
		"A published collection keeps at least one live photo: unpublish it before removing the last one",
} as const;

/** Why the collection cannot be published yet; null when it can. */
export function collectionPublishProblem({
	title,
	liveCount,
}: {
	title: string;
	/** Its photos whose status is live. */
	liveCount: number;
}): string | null {
	if (title.trim() === "") return COLLECTION_PUBLISH_TEXT.noTitle;
	if (liveCount < 1) return COLLECTION_PUBLISH_TEXT.noLivePhoto;
	return null;
}
