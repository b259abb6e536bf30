import { escapeHtml } from "@core/escape-html";
import {
	familyTabUrl,
	REVIEW_DECISION_LABELS,
	REVIEW_REASON_LABELS,
	type ReviewDecision,
	type ReviewReason,
} from "@core/family";
import type { MailMessage } from "../mail/mailer";
import { PRODUCT, renderMail } from "../mail/templates";

/** One photo's decision as the family reads it. */
export type ReviewedPhotoLine = {
	photoid: number;
	title: string;
	decision: ReviewDecision;
	reasons: readonly ReviewReason[];
	note: string | null;
	/** An approval: whether the photo went live now (else it waits for its releases or rights). */
	live: boolean;
};

export const REVIEW_MAIL_SUBJECT = `Your photos were reviewed on ${PRODUCT}`;

/** "Approved: live now", "Changes requested", in the family's words. */
function outcome(line: ReviewedPhotoLine): string {
	if (line.decision !== "approved") return REVIEW_DECISION_LABELS[line.decision];
	return line.live
		? "Approved: it is on sale now"
		: "Approved: it goes on sale once its releases and rights are verified";
}

/** The lines under a photo: each reason in plain words, then the reviewer's note. */
function details(line: ReviewedPhotoLine): string[] {
	return [
		...line.reasons.map((reason) =>
			reason === "other" && line.note ? `Other: ${line.note}` : REVIEW_REASON_LABELS[reason],
		),
		...(line.note && !line.reasons.includes("other") ? [`Note from the reviewer: ${line.note}`] : []),
	];
}

/**
 * The mail a family gets after a review (kind "photo_review"): every photo decided in the
 * request, its decision and its reasons, with a link to the Photos tab where it fixes and sends
 * a photo again. One mail per family per request; text and HTML, user text escaped.
 */
export function photoReviewMail(
	to: string,
	lines: readonly ReviewedPhotoLine[],
	siteUrl: string,
): MailMessage {
	const sentBack = lines.filter((line) => line.decision !== "approved").length;
	const { text, html } = renderMail({
		heading: lines.length === 1 ? "Your photo was reviewed" : `${lines.length} of your photos were reviewed`,
		paragraphs: [
			"Here is what our reviewer decided, photo by photo.",
			...(sentBack > 0
				? [
						"A photo sent back is a draft again on your Photos tab: fix what the reasons say, then send it again in the same submission.",
					]
				: []),
		],
		extra: {
			html: `<ul style="margin:0 0 16px;padding-left:20px">${lines
				.map(
					(line) =>
						`<li style="margin:0 0 8px"><strong>#${line.photoid} ${escapeHtml(line.title)}</strong>: ${escapeHtml(outcome(line))}${
							details(line).length > 0
								? `<ul style="margin:4px 0 0;padding-left:18px">${details(line)
										.map((item) => `<li>${escapeHtml(item)}</li>`)
										.join("")}</ul>`
								: ""
						}</li>`,
				)
				.join("")}</ul>`,
			text: lines.flatMap((line) => [
				`- #${line.photoid} ${line.title}: ${outcome(line)}`,
				...details(line).map((item) => `    * ${item}`),
			]),
		},
		action: { label: "Open your Photos tab", url: `${siteUrl}${familyTabUrl("photos")}` },
	});
	return { kind: "photo_review", to, subject: REVIEW_MAIL_SUBJECT, text, html };
}
