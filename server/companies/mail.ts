import type { MailKind } from "@core/mail-queue";
import {
	COMPANY_ROLE_HINTS,
	COMPANY_ROLE_LABELS,
	type CompanyRole,
	INVITATION_DAYS,
	TEAM_TEXT,
} from "@core/teams";
import type { MailMessage } from "../mail/mailer";
import { PRODUCT, renderMail } from "../mail/templates";

/** The mail queue's kind for a company invitation (migration 0038 added it to the queue's CHECK). */
export const COMPANY_INVITATION_KIND: MailKind = "company_invitation";

export const companyInvitationLink = (siteUrl: string, token: string) =>
	`${siteUrl}/invitations/${encodeURIComponent(token)}`;

/** The invitation link (issue 29): it names the company, who invites and the role offered. */
export function companyInvitationMail(invitation: {
	to: string;
	company: string;
	inviter: string;
	role: CompanyRole;
	link: string;
}): MailMessage {
	const role = COMPANY_ROLE_LABELS[invitation.role].toLowerCase();
	const { text, html } = renderMail({
		heading: TEAM_TEXT.invitationSubject(invitation.company),
		paragraphs: [
			`${invitation.inviter} invites you to join ${invitation.company} on ${PRODUCT} as ${/^[aeiou]/.test(role) ? "an" : "a"} ${role}. ${COMPANY_ROLE_HINTS[invitation.role]}`,
			`Open the link to sign in, or sign up with this email address (${invitation.to}), and join the company's productions, shortlists and licences.`,
			`The link works once, for ${INVITATION_DAYS} days. If you were not expecting this, ignore this email and nothing happens.`,
		],
		action: { label: `Join ${invitation.company}`, url: invitation.link },
	});
	return {
		kind: COMPANY_INVITATION_KIND,
		to: invitation.to,
		subject: TEAM_TEXT.invitationSubject(invitation.company),
		text,
		html,
	};
}
