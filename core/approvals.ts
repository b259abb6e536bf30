import type { ActivityKind, ApprovalState, CompanyRole } from "./teams";

/**
 * Comments and approvals on a company's shortlisted photos, "Send for approval" and the
 * production's activity feed (issue 29, items 3 and 5): the limits, who may do what and the words.
 */

export const COMMENT_MAX = 1000;
export const APPROVAL_NOTE_MAX = 500;
/** Photos decided or sent in one request. */
export const APPROVAL_BATCH_MAX = 100;
export const COMMENTS_PER_MINUTE = 30;
export const DECISIONS_PER_MINUTE = 30;
export const SENDS_PER_MINUTE = 10;
export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 50;

/** Who may approve or reject a company's shortlisted photos. */
export const APPROVAL_DECIDERS = ["owner", "approver"] as const satisfies readonly CompanyRole[];

export function mayDecide(role: CompanyRole | null | undefined): boolean {
	return role != null && (APPROVAL_DECIDERS as readonly CompanyRole[]).includes(role);
}

export const APPROVAL_LABELS: Record<ApprovalState, string> = {
	proposed: "Proposed",
	approved: "Approved",
	rejected: "Rejected",
};

const photos = (count: number) => (count === 1 ? "1 photo" : `${count} photos`);

export const APPROVAL_TEXT = {
	personal: "Approvals are for a company's shortlists",
	notOnList: "That photo is not on this shortlist",
	commentRequired: "Write a comment",
	commentTooLong: `A comment can be at most ${COMMENT_MAX} characters`,
	noteRequired: "Say why the photo is rejected",
	noteTooLong: `A note can be at most ${APPROVAL_NOTE_MAX} characters`,
	decisionsRequired: "Choose at least one photo",
	decisionsTooMany: `Decide at most ${APPROVAL_BATCH_MAX} photos at a time`,
	duplicatePhoto: "The same photo is listed twice",
	nothingToSend: "There are no proposed photos to send for approval",
	someoneWhoLeft: "Someone who left",
	comment: "comment on shortlisted photos",
	decide: "approve or reject photos",
	send: "send photos for approval",
	sent: (count: number) => `${photos(count)} sent for approval`,
	decided: (approved: number, rejected: number) =>
		[approved > 0 ? `${photos(approved)} approved` : "", rejected > 0 ? `${photos(rejected)} rejected` : ""]
			.filter(Boolean)
			.join(", ") || "Marked as proposed",
	commented: "Comment added",
	requestSubject: (count: number, shortlist: string) => `${photos(count)} to approve on ${shortlist}`,
	requestHeading: "Photos wait for your approval",
	requestBody: (sender: string, count: number, shortlist: string, production: string) =>
		`${sender} sent ${photos(count)} of the shortlist "${shortlist}" (${production}) for your approval.`,
	decisionSubject: (shortlist: string) => `Decisions on ${shortlist}`,
	decisionHeading: "Your photos were decided",
	decisionBody: (decider: string, shortlist: string, production: string) =>
		`${decider} decided photos you proposed on the shortlist "${shortlist}" (${production}).`,
	turnOff:
		"You get this email as a member of the company. Turn it off under My notifications on the company's page.",
	openShortlist: "Open the shortlist",
} as const;

/** One entry of the feed as the sentence builder needs it. */
export type ActivitySentenceInput = {
	kind: ActivityKind;
	actor: string;
	count: number;
	photo_title: string | null;
	note: string | null;
	order_reference: string | null;
};

/** "Dana added 3 photos", "Sam rejected 'Kitchen 1974': too modern", "Ann ordered SSD-000042". */
export function activitySentence(entry: ActivitySentenceInput): string {
	const { actor, count } = entry;
	const what = count === 1 && entry.photo_title ? `'${entry.photo_title}'` : photos(count);
	const withNote = (text: string) => (entry.note ? `${text}: ${entry.note}` : text);
	switch (entry.kind) {
		case "added":
			return `${actor} added ${what}`;
		case "commented":
			return entry.photo_title ? `${actor} commented on '${entry.photo_title}'` : `${actor} commented`;
		case "sent_for_approval":
			return `${actor} sent ${photos(count)} for approval`;
		case "approved":
			return `${actor} approved ${what}`;
		case "rejected":
			return count === 1 ? withNote(`${actor} rejected ${what}`) : `${actor} rejected ${what}`;
		case "ordered":
			return entry.order_reference ? `${actor} ordered ${entry.order_reference}` : `${actor} placed an order`;
		case "paid":
			return entry.order_reference ? `${actor} paid ${entry.order_reference}` : `${actor} paid an order`;
	}
}

/** The shortlist page's words for the team's controls. */
export const APPROVAL_UI_TEXT = {
	approve: "Approve",
	reject: "Reject",
	approveLabel: (title: string) => `Approve ${title}`,
	rejectLabel: (title: string) => `Reject ${title}`,
	rejectTitle: (title: string) => `Reject ${title}?`,
	rejectHint: "Say why, so whoever proposed it can find a better one.",
	noteLabel: "Why is it rejected?",
	comments: (count: number) => (count === 0 ? "Comment" : `Comments (${count})`),
	commentsLabel: (title: string) => `Comments on ${title}`,
	noComments: "No comments yet. Ask a question or say what you think.",
	commentLabel: "Your comment",
	postComment: "Post comment",
	commentsFailed: "We could not load the comments.",
	send: "Send for approval",
	sendHint: "Emails the company's approvers the photos still proposed.",
	approvalsFailed: "We could not load the approvals of this shortlist.",
	decideFailed: "The decision was not saved",
	sendFailed: "The photos were not sent for approval",
	commentFailed: "The comment was not posted",
	statusLabel: (state: string) => `Approval: ${state}`,
	decidedBy: (name: string) => `by ${name}`,
	showOlder: "Show older",
	activity: "Activity",
	activityEmpty: "Nothing has happened in this production yet.",
	activityFailed: "We could not load the activity.",
	loadingActivity: "Loading the activity…",
} as const;
