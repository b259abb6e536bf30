/**
 * Rules for the photos on a wishlist (issue 28): each photo's note (the scene, wall or frame
 * size it is meant for) and the side-by-side compare of two to four of them. The form, the API
 * and the compare page check with these same rules and messages.
 */

/** A wishlist photo's note is at most this many characters (counted trimmed, as it is stored). */
export const WISHLIST_NOTE_MAX = 500;
export const WISHLIST_NOTE_TOO_LONG = `Note must be at most ${WISHLIST_NOTE_MAX} characters`;

/** The problem with a note as typed, or null when it can be saved (an empty note clears it). */
export function wishlistNoteProblem(raw: string): string | null {
	return raw.trim().length > WISHLIST_NOTE_MAX ? WISHLIST_NOTE_TOO_LONG : null;
}

/** How many photos a compare shows side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const COMPARE_TEXT = {
	tooFew: `Choose at least ${COMPARE_MIN} photos to compare`,
	tooMany: `You can compare at most ${COMPARE_MAX} photos at a time`,
	/** Photos named in the link that are not (or no longer) on the wishlist. */
	missing: "Some of these photos are no longer on this wishlist",
} as const;

/** The photo ids of a compare link's `photos` parameter ('a,b,c'): blanks and repeats dropped, order kept. */
export function comparePhotoIds(param: string | null | undefined): string[] {
	if (!param) return [];
	return [
		...new Set(
			param
				.split(",")
				.map((id) => id.trim())
				.filter(Boolean),
		),
	];
}

/** Why these many photos cannot be compared, or null when they can. */
export function compareCountProblem(count: number): string | null {
	if (count < COMPARE_MIN) return COMPARE_TEXT.tooFew;
	if (count > COMPARE_MAX) return COMPARE_TEXT.tooMany;
	return null;
}
