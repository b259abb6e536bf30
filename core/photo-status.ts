/**
 * The life of a photo in the catalogue (spec section 3 names only 'live'; the rest is ours).
 *
 *   draft ──► review ──► live ──► archived
 *     ▲  ◄──────┘  ◄──────┘          │
 *     └──────────────────────────────┘ (archived photos go back to draft to be reworked,
 *                                       or straight to live to be restored)
 *
 * Only live photos are public. A photo can be published only when buyers can see and judge it:
 * it has its derivatives, a title, a price and a decade.
 */
export const PHOTO_STATUSES = ["draft", "review", "live", "archived"] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

export const PHOTO_STATUS_LABELS: Record<PhotoStatus, string> = {
	draft: "Draft",
	review: "In review",
	live: "Live",
	archived: "Archived",
};

/** Where each status may go next. */
export const PHOTO_STATUS_TRANSITIONS: Record<PhotoStatus, readonly PhotoStatus[]> = {
	draft: ["review", "archived"],
	review: ["draft", "live", "archived"],
	live: ["review", "archived"],
	archived: ["draft", "live"],
};

export const isPhotoStatus = (value: unknown): value is PhotoStatus =>
	PHOTO_STATUSES.includes(value as PhotoStatus);

export function canMovePhoto(from: PhotoStatus, to: PhotoStatus): boolean {
	return from === to || PHOTO_STATUS_TRANSITIONS[from].includes(to);
}

/** What a photo needs before it may go live. */
export interface PublishablePhoto {
	title: string | null;
	price_cents: number | null;
	thumbnail_url: string | null;
	preview_url: string | null;
	decade_taken: string | null;
}

/** Why a photo cannot go live, one message per missing part; empty when it can. */
export function publishProblems(photo: PublishablePhoto): string[] {
	const problems: string[] = [];
	if (!photo.title?.trim()) problems.push("It needs a title");
	if (!photo.price_cents || photo.price_cents <= 0) problems.push("It needs a price");
	if (!photo.thumbnail_url || !photo.preview_url) problems.push("Its image has not been processed");
	if (!photo.decade_taken) problems.push("It needs the decade it was taken");
	return problems;
}

/** The message for a refused change of status, or null when the change is allowed. */
export function statusChangeProblem(
	from: PhotoStatus,
	to: PhotoStatus,
	photo: PublishablePhoto,
): string | null {
	if (!canMovePhoto(from, to))
		return `A ${PHOTO_STATUS_LABELS[from].toLowerCase()} photo cannot become ${PHOTO_STATUS_LABELS[to].toLowerCase()}`;
	if (to === "live" && from !== "live") {
		const problems = publishProblems(photo);
		if (problems.length > 0) return `Cannot publish: ${problems.join("; ").toLowerCase()}`;
	}
	return null;
}
