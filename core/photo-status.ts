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

/** A missing part of a photo that keeps it from going live, named by the field that holds it. */
export type PublishProblem = {
	field: "title" | "price_cents" | "image" | "decade_taken";
	/** "It needs a title": why it cannot go live. */
	message: string;
	/** "A live photo needs a title": why a live photo cannot lose it. */
	liveMessage: string;
};

const need = (field: PublishProblem["field"], what: string): PublishProblem => ({
	field,
	message: `It needs ${what}`,
	liveMessage: `A live photo needs ${what}`,
});

const NOT_PROCESSED = "Its image has not been processed";

/** What keeps a photo from going live, one problem per missing part; empty when it can. */
export function publishProblemsOf(photo: PublishablePhoto): PublishProblem[] {
	const problems: PublishProblem[] = [];
	if (!photo.title?.trim()) problems.push(need("title", "a title"));
	if (!photo.price_cents || photo.price_cents <= 0) problems.push(need("price_cents", "a price"));
	if (!photo.thumbnail_url || !photo.preview_url) {
		const message = NOT_PROCESSED;
		problems.push({ field: "image", message, liveMessage: message });
	}
	if (!photo.decade_taken) problems.push(need("decade_taken", "the decade it was taken"));
	return problems;
}

/** Why a photo cannot go live, one message per missing part; empty when it can. */
export function publishProblems(photo: PublishablePhoto): string[] {
	return publishProblemsOf(photo).map((problem) => problem.message);
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

/**
 * What keeps a family's photo an admin approved from going live now (issue 27): the publish
 * rules, its files still being made, and its clearance — what the ledger still misses for
 * background use when it was just judged, else the stored clearance. Empty when it may go live.
 */
export function approvalProblems(
	photo: PublishablePhoto & { processing_state: string; clearance: string },
	missingForBackground?: readonly string[],
): string[] {
	const problems = publishProblems(photo);
	if (photo.processing_state !== "ready" && !problems.includes(NOT_PROCESSED)) problems.push(NOT_PROCESSED);
	if (missingForBackground) problems.push(...missingForBackground);
	else if (photo.clearance === "pending") problems.push("Its clearance is pending");
	return problems;
}
