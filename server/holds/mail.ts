import { licensingDateText } from "@core/licensing";
import { photoUrl } from "@core/route-params";
import type { MailMessage } from "../mail/mailer";
import { renderMail } from "../mail/templates";

/** The hold mail (kind "hold_expiring"): to who placed a hold, a day before it ends. */

export const HOLD_MAIL_TEXT = {
	subject: (title: string) => `Your hold on "${title}" ends tomorrow`,
	heading: "Your hold ends tomorrow",
	body: (name: string | null, title: string, production: string, until: string) =>
		`${name ? `Hello ${name}, the` : "The"} hold you placed on "${title}" for ${production} ends on ${licensingDateText(until)}. Until then no other production can license it for hero use; after that anyone may.`,
	next: "License it before then to keep it, or release the hold if you no longer need it. A hold cannot be extended, but you can hold the photo again once it ends, if no other production has.",
	openProduction: "Open the production",
	openPhoto: "Open the photo",
} as const;

/** The production's page, where its holds are listed and released. */
const productionLink = (siteUrl: string, projectId: string) =>
	`${siteUrl}/productions/${encodeURIComponent(projectId)}`;

export function holdExpiringMail(
	hold: {
		to: string;
		name: string | null;
		photoid: number;
		title: string;
		production: string;
		project_id: string;
		expires_at: string;
	},
	siteUrl: string,
): MailMessage {
	const { text, html } = renderMail({
		heading: HOLD_MAIL_TEXT.heading,
		paragraphs: [
			HOLD_MAIL_TEXT.body(hold.name, hold.title, hold.production, hold.expires_at),
			HOLD_MAIL_TEXT.next,
			`${HOLD_MAIL_TEXT.openPhoto}: ${siteUrl}${photoUrl(hold.photoid)}`,
		],
		action: { label: HOLD_MAIL_TEXT.openProduction, url: productionLink(siteUrl, hold.project_id) },
	});
	return { kind: "hold_expiring", to: hold.to, subject: HOLD_MAIL_TEXT.subject(hold.title), text, html };
}
