import { FAMILY_INVITATION_DAYS } from "@core/family";
import { FAMILY_EARNINGS_TEXT, NO_TRAINING_TEXT } from "@core/family-terms";
import { SITE_NAME } from "@core/site-name";
import { paths } from "@core/site-paths";
import type { MailMessage } from "../mail/mailer";
import { renderMail } from "../mail/templates";

/** The families' mails (issue 27): an application decided, an invitation. */

export const APPLICATION_APPROVED_SUBJECT = `Welcome, ${SITE_NAME} family: your storefront is open`;
export const APPLICATION_DECLINED_SUBJECT = `Your ${SITE_NAME} family application`;
export const INVITATION_SUBJECT = `You are invited to sell your family photos on ${SITE_NAME}`;

export function applicationApprovedMail(to: string, storefrontName: string, siteUrl: string): MailMessage {
	const { text, html } = renderMail({
		heading: `${storefrontName} is now a family storefront`,
		paragraphs: [
			"We read your story and approved your application. You can upload your snapshots, gather releases and submit them for review from your dashboard.",
			FAMILY_EARNINGS_TEXT,
			NO_TRAINING_TEXT,
		],
		action: { label: "Open your dashboard", url: `${siteUrl}${paths.family}` },
	});
	return { kind: "family_application", to, subject: APPLICATION_APPROVED_SUBJECT, text, html };
}

export function applicationDeclinedMail(to: string, reason: string, siteUrl: string): MailMessage {
	const { text, html } = renderMail({
		heading: "We could not approve your application this time",
		paragraphs: [`Our reason: ${reason}`, "You are welcome to apply again once that is settled."],
		action: { label: "Apply again", url: `${siteUrl}${paths.family}` },
	});
	return { kind: "family_application", to, subject: APPLICATION_DECLINED_SUBJECT, text, html };
}

export function invitationLink(siteUrl: string, token: string): string {
	return `${siteUrl}${paths.familyInvitation}?${new URLSearchParams({ token })}`;
}

export function invitationMail(
	to: string,
	{ storefrontName, inviter, link }: { storefrontName: string; inviter: string; link: string },
): MailMessage {
	const { text, html } = renderMail({
		heading: `Open ${storefrontName} on ${SITE_NAME}`,
		paragraphs: [
			`${inviter} invites you to offer your family's snapshots to film and television productions as "${storefrontName}".`,
			"Open the link, sign in or create your account with this email address, and your storefront is ready: you upload, describe and send your photos for review.",
			FAMILY_EARNINGS_TEXT,
			NO_TRAINING_TEXT,
			`The link works once and for ${FAMILY_INVITATION_DAYS} days. If you did not expect it, you can ignore this email.`,
		],
		action: { label: "Accept the invitation", url: link },
	});
	return { kind: "family_invitation", to, subject: INVITATION_SUBJECT, text, html };
}
