import { APPROVAL_TEXT } from "@core/approvals";
import { escapeHtml } from "@core/escape-html";
import type { MailMessage } from "../mail/mailer";
import { renderMail } from "../mail/templates";

/** The shortlist's page, where the team comments and decides. */
export const shortlistUrl = (siteUrl: string, wishlistId: string) =>
	`${siteUrl}/wishlists/${encodeURIComponent(wishlistId)}`;

type Shortlist = { id: string; name: string; production: string };

/** "Send for approval" (kind "approval_request"): to each approver and owner who wants it. */
export function approvalRequestMail(
	request: { to: string; sender: string; count: number; shortlist: Shortlist },
	siteUrl: string,
): MailMessage {
	const { text, html } = renderMail({
		heading: APPROVAL_TEXT.requestHeading,
		paragraphs: [
			APPROVAL_TEXT.requestBody(
				request.sender,
				request.count,
				request.shortlist.name,
				request.shortlist.production,
			),
			APPROVAL_TEXT.turnOff,
		],
		action: { label: APPROVAL_TEXT.openShortlist, url: shortlistUrl(siteUrl, request.shortlist.id) },
	});
	return {
		kind: "approval_request",
		to: request.to,
		subject: APPROVAL_TEXT.requestSubject(request.count, request.shortlist.name),
		text,
		html,
	};
}

export type DecidedPhoto = { title: string; state: "approved" | "rejected"; note: string | null };

/** The decisions on the photos a member proposed (kind "approval_decision"), with the notes. */
export function approvalDecisionMail(
	decision: { to: string; decider: string; shortlist: Shortlist; photos: DecidedPhoto[] },
	siteUrl: string,
): MailMessage {
	const line = (photo: DecidedPhoto) => `${photo.title}${photo.note ? `: ${photo.note}` : ""}`;
	const approved = decision.photos.filter((p) => p.state === "approved");
	const rejected = decision.photos.filter((p) => p.state === "rejected");
	const section = (title: string, photos: DecidedPhoto[]) =>
		photos.length === 0
			? { html: "", text: [] as string[] }
			: {
					html: `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(title)}</h2><ul style="margin:0 0 16px;padding-left:20px">${photos
						.map((p) => `<li>${escapeHtml(line(p))}</li>`)
						.join("")}</ul>`,
					text: [`${title}:`, ...photos.map((p) => `- ${line(p)}`), ""],
				};
	const parts = [
		section(`Approved (${approved.length})`, approved),
		section(`Rejected (${rejected.length})`, rejected),
	];
	const { text, html } = renderMail({
		heading: APPROVAL_TEXT.decisionHeading,
		paragraphs: [
			APPROVAL_TEXT.decisionBody(decision.decider, decision.shortlist.name, decision.shortlist.production),
		],
		extra: {
			html: `${parts.map((p) => p.html).join("")}<p style="margin:0 0 16px">${escapeHtml(APPROVAL_TEXT.turnOff)}</p>`,
			text: [...parts.flatMap((p) => p.text), APPROVAL_TEXT.turnOff],
		},
		action: { label: APPROVAL_TEXT.openShortlist, url: shortlistUrl(siteUrl, decision.shortlist.id) },
	});
	return {
		kind: "approval_decision",
		to: decision.to,
		subject: APPROVAL_TEXT.decisionSubject(decision.shortlist.name),
		text,
		html,
	};
}
