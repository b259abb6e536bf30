import { escapeHtml } from "@core/escape-html";
import { familyTabUrl } from "@core/family";
import { LICENSE_LABELS, type LicenseType } from "@core/license";
import { dollarsText } from "@core/number-text";
import type { MailMessage } from "../mail/mailer";
import { renderMail } from "../mail/templates";

/** The earnings mails to a family: the daily sales digest and a payout recorded. Never the buyer. */

export const EARNINGS_MAIL_TEXT = {
	digestSubject: (count: number) =>
		count === 1 ? "One of your photos was licensed" : `${count} licences of your photos were sold`,
	payoutSubject: "A payout to you was recorded",
	settings: "You can turn these emails off in your family dashboard.",
} as const;

export type DigestLine = {
	photoid: number | null;
	title: string | null;
	license_type: LicenseType;
	amount_cents: number;
};

const lineText = (line: DigestLine) =>
	`${line.photoid ? `#${line.photoid} ${line.title ?? ""}`.trim() : "A photo since removed"} · ${LICENSE_LABELS[line.license_type].name} · ${dollarsText(line.amount_cents)}`;

const list = (items: string[]) => ({
	html: `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
	text: items.map((item) => `- ${item}`),
});

/** What sold since the last digest: each photo with its licence type and the family's share. */
export function salesDigestMail(to: string, lines: readonly DigestLine[], siteUrl: string): MailMessage {
	const earned = lines.reduce((sum, line) => sum + line.amount_cents, 0);
	const { text, html } = renderMail({
		heading: "Your photos were licensed",
		paragraphs: [
			`Since our last note, ${lines.length === 1 ? "one licence" : `${lines.length} licences`} of your photos ${lines.length === 1 ? "was" : "were"} sold, earning you ${dollarsText(earned)}. Each line gives the kind of use licensed; buyers stay private.`,
			EARNINGS_MAIL_TEXT.settings,
		],
		extra: list(lines.map(lineText)),
		action: { label: "See your earnings", url: `${siteUrl}${familyTabUrl("earnings")}` },
	});
	return { kind: "sales_digest", to, subject: EARNINGS_MAIL_TEXT.digestSubject(lines.length), text, html };
}

export function payoutMail(
	to: string,
	payout: { amount_cents: number; reference: string; paid_on: string; balance_cents: number },
	siteUrl: string,
): MailMessage {
	const { text, html } = renderMail({
		heading: `We paid you ${dollarsText(payout.amount_cents)}`,
		paragraphs: [
			`A payout of ${dollarsText(payout.amount_cents)} was sent to you on ${payout.paid_on} under the reference "${payout.reference}". Your balance is now ${dollarsText(payout.balance_cents)}.`,
			EARNINGS_MAIL_TEXT.settings,
		],
		action: { label: "See your earnings", url: `${siteUrl}${familyTabUrl("earnings")}` },
	});
	return { kind: "payout", to, subject: EARNINGS_MAIL_TEXT.payoutSubject, text, html };
}
