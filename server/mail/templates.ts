import type { MailMessage } from "./mailer";

/**
 * The account messages. Each has a plain-text part (what the dev mailbox shows and what
 * careful mail clients read) and a small inline-styled HTML part.
 */

import { escapeHtml } from "@core/escape-html";
import type { MailKind } from "@core/mail-queue";
import { SITE_NAME } from "@core/site-name";

export const PRODUCT = SITE_NAME;

export type MailAction = { label: string; url: string };

/**
 * One mail's content. `extra` is a block after the paragraphs (an order's lines and totals):
 * its HTML must already be escaped, its text is a list of lines.
 */
export type MailBody = {
	heading: string;
	paragraphs: string[];
	action?: MailAction;
	extra?: { html: string; text: string[] };
};

/** The house layout of every mail, as inline-styled HTML and as plain text. */
export function renderMail({ heading, paragraphs, action, extra }: MailBody): { text: string; html: string } {
	const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
	const button = action
		? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#9a3b1f;color:#fdf8f0;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b5f55">Or paste this link into your browser:<br>${escapeHtml(action.url)}</p>`
		: "";
	const html = `<!doctype html><html><body style="background:#f6efe4;margin:0;padding:32px;font-family:Georgia,serif;color:#1f1a17"><div style="max-width:560px;margin:0 auto;background:#fffdf9;padding:32px;border-radius:8px"><h1 style="font-size:22px;margin:0 0 20px">${escapeHtml(heading)}</h1>${body}${extra?.html ?? ""}${button}<p style="margin:32px 0 0;font-size:12px;color:#6b5f55">${PRODUCT}: pre-cleared family photos for film, television and commercials.</p></div></body></html>`;
	const text = [
		heading,
		"",
		...paragraphs.flatMap((p) => [p, ""]),
		...(extra ? [...extra.text, ""] : []),
		...(action ? [`${action.label}: ${action.url}`, ""] : []),
		`— ${PRODUCT}`,
	].join("\n");
	return { text, html };
}

function message(
	kind: MailKind,
	to: string,
	subject: string,
	heading: string,
	paragraphs: string[],
	action?: MailAction,
): MailMessage {
	return { kind, to, subject, ...renderMail({ heading, paragraphs, action }) };
}

export function magicLinkMail(to: string, url: string, minutes: number): MailMessage {
	return message(
		"sign_in_link",
		to,
		`Your ${PRODUCT} sign-in link`,
		"Your one-time sign-in link",
		[
			"Use the button below to sign in. No password needed.",
			`The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.`,
		],
		{ label: "Sign in", url },
	);
}

export function resetPasswordMail(to: string, url: string, minutes: number): MailMessage {
	return message(
		"password_reset",
		to,
		`Reset your ${PRODUCT} password`,
		"Reset your password",
		[
			"Someone (hopefully you) asked to set a new password for this account.",
			`The link works once and expires in ${minutes} minutes. If you did not ask for it, your password stays as it is.`,
		],
		{ label: "Choose a new password", url },
	);
}

export function migrationMail(to: string, url: string, minutes: number): MailMessage {
	return message(
		"account_migration",
		to,
		`Set your password on the new ${PRODUCT}`,
		"Your account has moved",
		[
			"We have moved to a new site. Your account came with us, but passwords could not.",
			`Choose a new password with the button below; the link expires in ${minutes} minutes. Afterwards you sign in as before.`,
		],
		{ label: "Set my password", url },
	);
}

export function welcomeMail(to: string, firstName: string | null, siteUrl: string): MailMessage {
	return message(
		"welcome",
		to,
		`Welcome to ${PRODUCT}`,
		firstName ? `Welcome, ${firstName}!` : "Welcome!",
		[
			"Your account is ready. Search the archive by decade, people, place and mood, collect candidates in wishlists per production, and license what your set needs.",
			"Every photo is pre-cleared by the family that owns it.",
		],
		{ label: "Start searching", url: `${siteUrl}/search` },
	);
}

export function noAccountMail(to: string, signUpUrl: string): MailMessage {
	return message(
		"no_account",
		to,
		`Sign-in attempt at ${PRODUCT}`,
		"There is no account with this address yet",
		[
			"Someone (hopefully you) asked for a sign-in link with this email address, but it has no account with us.",
			"Creating one takes a minute: choose the agreement that suits your production and we will email you a link.",
			"If you did not ask for this, you can ignore this email.",
		],
		{ label: "Create an account", url: signUpUrl },
	);
}
