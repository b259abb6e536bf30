import { CONTACT_TOPIC_LABELS, type ContactMessageInput } from "@core/contracts/contact";
import { escapeHtml } from "@core/escape-html";
import type { MailMessage } from "../mail/mailer";
import { renderMail } from "../mail/templates";

/**
 * The team's copy of a contact message. It answers to the sender (Reply-To), so the team
 * replies from its own mail client. The sender's words are escaped in HTML and their name
 * travels as an address object, never spliced into a header.
 */
export type TeamMail = MailMessage & Required<Pick<MailMessage, "replyTo">>;

/** Who sent it, as the server knows them: the account they were signed in with, if any. */
export type ContactSender = { accountEmail: string } | null;

export function teamMail(
	to: string,
	message: ContactMessageInput & { id: string },
	sender: ContactSender,
): TeamMail {
	const topic = CONTACT_TOPIC_LABELS[message.topic];
	const from = message.company ? `${message.name} (${message.company})` : message.name;
	const { text, html } = renderMail({
		heading: `${topic}: a message from ${from}`,
		paragraphs: [
			`From: ${message.name} <${message.email}>`,
			...(message.company ? [`Company or production: ${message.company}`] : []),
			sender ? `Signed in as ${sender.accountEmail}.` : "Not signed in.",
			"Reply to this email to answer them directly.",
		],
		extra: {
			html: `<div style="margin:0 0 16px;padding:16px;border-left:3px solid #9a3b1f;background:#f6efe4;white-space:pre-wrap">${escapeHtml(message.message)}</div><p style="margin:0;font-size:12px;color:#6b5f55">Message ${escapeHtml(message.id)}</p>`,
			text: ["----", message.message, "----", `Message ${message.id}`],
		},
	});
	return {
		kind: "contact",
		to,
		replyTo: { name: message.name, address: message.email },
		subject: `Contact form · ${topic} · ${from}`,
		text,
		html,
	};
}
