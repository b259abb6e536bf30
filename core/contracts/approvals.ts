import { z } from "zod";
import {
	ACTIVITY_PAGE_DEFAULT,
	ACTIVITY_PAGE_MAX,
	APPROVAL_BATCH_MAX,
	APPROVAL_NOTE_MAX,
	APPROVAL_TEXT,
	COMMENT_MAX,
} from "../approvals";
import { ACTIVITY_KINDS, APPROVAL_STATES } from "../teams";

/**
 * Comments and approvals on a company's shortlisted photos and a production's activity feed
 * (issue 29, items 3 and 5). See docs/approvals.md.
 */

export const ApprovalStateField = z.enum(APPROVAL_STATES, "Choose approved, rejected or proposed");

/** One live photo of a shortlist with its approval and how much has been said about it. */
export const ApprovalItem = z.object({
	photo_id: z.uuid(),
	approval: ApprovalStateField,
	note: z.string().nullable(),
	/** The name of who decided; null while proposed (or when they are gone). */
	decided_by: z.string().nullable(),
	decided_at: z.string().nullable(),
	sent_for_approval_at: z.string().nullable(),
	comment_count: z.number().int().nonnegative(),
});
export type ApprovalItem = z.infer<typeof ApprovalItem>;

/** What the caller may do on this shortlist. */
export const ApprovalRights = z.object({ comment: z.boolean(), decide: z.boolean(), send: z.boolean() });
export type ApprovalRights = z.infer<typeof ApprovalRights>;

/**
 * GET /api/wishlists/{id}/approvals. `team` is false for a personal shortlist (no company): it has
 * no approvals, `items` is empty and `may` all false.
 */
export const ApprovalsResponse = z.object({
	team: z.boolean(),
	items: z.array(ApprovalItem),
	may: ApprovalRights,
});
export type ApprovalsResponse = z.infer<typeof ApprovalsResponse>;

export const ItemComment = z.object({
	id: z.uuid(),
	author: z.string(),
	created_at: z.string(),
	body: z.string(),
});
export type ItemComment = z.infer<typeof ItemComment>;
export const CommentsResponse = z.object({ comments: z.array(ItemComment) });
export type CommentsResponse = z.infer<typeof CommentsResponse>;

export const CommentCreate = z
	.object({
		body: z
			.string(APPROVAL_TEXT.commentRequired)
			.trim()
			.min(1, APPROVAL_TEXT.commentRequired)
			.max(COMMENT_MAX, APPROVAL_TEXT.commentTooLong),
	})
	.strict();
export type CommentCreate = z.input<typeof CommentCreate>;
export const CommentResponse = z.object({ comment: ItemComment });
export type CommentResponse = z.infer<typeof CommentResponse>;

export const Decision = z
	.object({
		photo_id: z.uuid("not a photo id"),
		state: ApprovalStateField,
		/** Required (non-empty) for a rejection; ignored for the other states. */
		note: z
			.string("Note must be text")
			.trim()
			.max(APPROVAL_NOTE_MAX, APPROVAL_TEXT.noteTooLong)
			.transform((v) => (v === "" ? null : v))
			.nullable()
			.optional(),
	})
	.strict();
export type Decision = z.input<typeof Decision>;

export const DecisionsUpdate = z
	.object({
		decisions: z
			.array(Decision, APPROVAL_TEXT.decisionsRequired)
			.min(1, APPROVAL_TEXT.decisionsRequired)
			.max(APPROVAL_BATCH_MAX, APPROVAL_TEXT.decisionsTooMany),
	})
	.strict();
export type DecisionsUpdate = z.input<typeof DecisionsUpdate>;

export const SendForApproval = z
	.object({
		/** Default: every photo of the shortlist still proposed. */
		photo_ids: z
			.array(z.uuid("not a photo id"))
			.min(1, APPROVAL_TEXT.decisionsRequired)
			.max(APPROVAL_BATCH_MAX, APPROVAL_TEXT.decisionsTooMany)
			.optional(),
	})
	.strict();
export type SendForApproval = z.input<typeof SendForApproval>;
export const SendForApprovalResponse = z.object({
	/** How many photos were sent. */
	sent: z.number().int().nonnegative(),
	/** How many approvers were emailed. */
	notified: z.number().int().nonnegative(),
});
export type SendForApprovalResponse = z.infer<typeof SendForApprovalResponse>;

export const ActivityQuery = z
	.object({
		/** The feed's cursor: entries older than this id. */
		before: z.coerce.number().int().positive().optional(),
		limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
	})
	.strict();

export const ActivityPhoto = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
});
export type ActivityPhoto = z.infer<typeof ActivityPhoto>;

export const ActivityEntry = z.object({
	id: z.number().int(),
	kind: z.enum(ACTIVITY_KINDS),
	/** The actor's name, or "Someone who left". */
	actor: z.string(),
	photo: ActivityPhoto.nullable(),
	wishlist_id: z.uuid().nullable(),
	/** 'SSD-000042' for an order's entries. */
	order_reference: z.string().nullable(),
	count: z.number().int(),
	note: z.string().nullable(),
	created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** Newest first; `next_before` fetches the older page (null at the end). */
export const ActivityResponse = z.object({
	entries: z.array(ActivityEntry),
	next_before: z.number().int().nullable(),
});
export type ActivityResponse = z.infer<typeof ActivityResponse>;
