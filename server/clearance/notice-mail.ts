import { CLEARANCE_ADMIN_TEXT } from "@core/contracts/clearance";
import { escapeHtml } from "@core/escape-html";
import type { MailMessage } from "../mail/mailer";
import { renderMail } from "../mail/templates";

/** One buyer's photos that lost their clearance, each with the order that licensed it. */
export type BuyerNoticeContent = {
	to: string;
	lines: ReadonlyArray<{ order_reference: string; photoid: number; title: string }>;
};

/**
 * The notice a buyer gets when a release behind a photo they licensed is revoked and the photo
 * falls to "Clearance pending": one mail per buyer listing every affected photo, in text and HTML.
 */
export function buyerNoticeMail({ to, lines }: BuyerNoticeContent, siteUrl: string): MailMessage {
	const items = lines.map((line) => `#${line.photoid} ${line.title} (order ${line.order_reference})`);
	const { text, html } = renderMail({
		heading: "A release behind photos you licensed was revoked",
		paragraphs: [
			`A person shown in ${lines.length === 1 ? "a photo" : `${lines.length} photos`} you licensed withdrew or lost the release we relied on, so ${lines.length === 1 ? "it is" : "they are"} no longer cleared and we have taken ${lines.length === 1 ? "it" : "them"} off sale.`,
			"Please do not use these photos in anything not yet published or broadcast until we write again. Your production's clearance log shows their current status.",
		],
		extra: {
			html: `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
			text: items.map((item) => `- ${item}`),
		},
		action: { label: "View your licences", url: `${siteUrl}/my-purchases` },
	});
	return { kind: "clearance_notice", to, subject: CLEARANCE_ADMIN_TEXT.buyerNoticeSubject, text, html };
}
