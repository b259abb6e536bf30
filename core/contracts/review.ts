import { z } from "zod";
import { CLEARANCES, RIGHTS_STATUSES } from "../clearance";
import {
	PROCESSING_STATES,
	REVIEW_DECISIONS,
	REVIEW_REASONS,
	type ReviewDecision,
	type ReviewReason,
} from "../family";
import { PHOTO_STATUSES } from "../photo-status";
import { pagedList } from "./paging";

/**
 * The admin's review of families' photos (issue 27, scope item 6): the queue of photos sent for
 * review and the decisions on them, one per photo, never one verdict for a whole batch.
 */

export const REVIEW_PAGE_SIZE = 24;
/** The most decisions one request may carry. */
export const REVIEW_DECISIONS_MAX = 100;
export const REVIEW_NOTE_MAX = 1000;
/** Near-duplicates listed per photo (the closest first). */
export const NEAR_DUPLICATES_SHOWN = 6;

export const REVIEW_API = {
	queue: "/api/admin/review",
	decisions: "/api/admin/review/decisions",
} as const;

/** The words of the review's endpoints and page. */
export const REVIEW_TEXT = {
	photoNotFound: "Photo not found",
	notInReview: (photoid: number) => `Photo #${photoid} is not waiting for review`,
	alreadyApproved: (photoid: number) =>
		`Photo #${photoid} is already approved: it goes live once its clearance allows`,
	duplicateDecision: "This photo has another decision in the same request",
	reasonsNeeded: "Pick at least one reason",
	noteNeeded: "Say in a note what 'Other' means",
	approvalHasNoReasons: "An approval takes no reasons",
	refused: "Some decisions need more: see each photo",
	empty: "Nothing waiting for review",
} as const;

// ------------------------------------------------------------------ the queue

export const ReviewQueueQuery = z.object({
	family: z.uuid().optional(),
	page: z.coerce.number().int().min(1).default(1),
});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuery>;

export const ReviewRecord = z.object({
	decision: z.enum(REVIEW_DECISIONS),
	reasons: z.array(z.enum(REVIEW_REASONS)),
	note: z.string().nullable(),
	reviewer_name: z.string().nullable(),
	created_at: z.string(),
});
export type ReviewRecord = z.infer<typeof ReviewRecord>;

const FamilyRef = z.object({ id: z.uuid(), storefront_name: z.string().nullable() });

/** Another photo whose perceptual hash is within NEAR_DUPLICATE_MAX_DISTANCE bits. */
export const NearDuplicate = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
	photo_status: z.enum(PHOTO_STATUSES),
	family: FamilyRef,
	/** Differing bits of the two 64-bit hashes: 0 is the same picture. */
	distance: z.number().int(),
});
export type NearDuplicate = z.infer<typeof NearDuplicate>;

export const ReviewPhoto = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	description: z.string().nullable(),
	decade_taken: z.string().nullable(),
	date_taken: z.string().nullable(),
	place: z.object({
		city: z.string().nullable(),
		state_province: z.string().nullable(),
		country: z.string().nullable(),
	}),
	tags: z.array(z.string()),
	events: z.array(z.string()),
	people_count: z.number().int().nullable(),
	thumbnail_url: z.string().nullable(),
	preview_url: z.string().nullable(),
	width: z.number().int().nullable(),
	height: z.number().int().nullable(),
	processing_state: z.enum(PROCESSING_STATES),
	price_cents: z.number().int(),
	family: FamilyRef,
	submission: z.object({ id: z.uuid(), submitted_at: z.string() }),
	clearance: z.enum(CLEARANCES),
	/** What keeps it from background use (and so from going live); empty when cleared. */
	missing_for_background: z.array(z.string()),
	missing_for_hero: z.array(z.string()),
	/** The catalogue's publish rules it fails (title, price, decade, image); empty when it meets them. */
	publish_problems: z.array(z.string()),
	faces_count: z.number().int(),
	/** The family's statement of its rights to the photo: null when none was made. */
	rights_status: z.enum(RIGHTS_STATUSES).nullable(),
	/** Earlier decisions on it, newest first. */
	reviews: z.array(ReviewRecord),
	near_duplicates: z.array(NearDuplicate),
});
export type ReviewPhoto = z.infer<typeof ReviewPhoto>;

export const ReviewFamilyCount = FamilyRef.extend({ waiting: z.number().int() });

export const ReviewQueueResponse = pagedList("photos", ReviewPhoto).extend({
	counts: z.object({
		/** Photos waiting for a decision, all families. */
		waiting: z.number().int(),
		/** Approved photos waiting for their clearance before they go live by themselves. */
		approved_waiting: z.number().int(),
		/** The families with photos waiting, most waiting first: the filter's choices. */
		families: z.array(ReviewFamilyCount),
	}),
});
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponse>;

// ------------------------------------------------------------------ decisions

const note = z
	.string()
	.trim()
	.max(REVIEW_NOTE_MAX, `At most ${REVIEW_NOTE_MAX} characters`)
	.nullish()
	.transform((value) => (value ? value : null));

export const ReviewDecisionInput = z.object({
	photo_id: z.uuid(),
	decision: z.enum(REVIEW_DECISIONS),
	reasons: z.array(z.enum(REVIEW_REASONS)).max(REVIEW_REASONS.length).default([]),
	note,
});
export type ReviewDecisionInput = z.input<typeof ReviewDecisionInput>;

export const ReviewDecisionsBody = z.object({
	decisions: z.array(ReviewDecisionInput).min(1).max(REVIEW_DECISIONS_MAX),
});
export type ReviewDecisionsBody = z.input<typeof ReviewDecisionsBody>;

/**
 * What a decision lacks, by field: asking for changes or rejecting needs a reason from the fixed
 * list, and 'other' needs a note; an approval takes none. Empty when it holds.
 */
export function reviewDecisionProblems(input: {
	decision: ReviewDecision;
	reasons: readonly ReviewReason[];
	note: string | null | undefined;
}): Partial<Record<"reasons" | "note", string>> {
	if (input.decision === "approved")
		return input.reasons.length > 0 ? { reasons: REVIEW_TEXT.approvalHasNoReasons } : {};
	if (input.reasons.length === 0) return { reasons: REVIEW_TEXT.reasonsNeeded };
	if (input.reasons.includes("other") && !input.note?.trim()) return { note: REVIEW_TEXT.noteNeeded };
	return {};
}

export const ReviewDecisionResult = z.object({
	photo_id: z.uuid(),
	photoid: z.number().int(),
	decision: z.enum(REVIEW_DECISIONS),
	photo_status: z.enum(PHOTO_STATUSES),
	/** An approval's photo went live now. */
	live: z.boolean(),
	/** An approval's photo waits for these (its clearance, the publish rules); empty otherwise. */
	waiting_for: z.array(z.string()),
});
export type ReviewDecisionResult = z.infer<typeof ReviewDecisionResult>;

export const ReviewDecisionsResponse = z.object({
	results: z.array(ReviewDecisionResult),
	/** Families told by mail (one mail each; families that turned review mail off are not). */
	families_mailed: z.number().int(),
});
export type ReviewDecisionsResponse = z.infer<typeof ReviewDecisionsResponse>;
