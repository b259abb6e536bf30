import { z } from "zod";

/**
 * The contact form (issue 10): a production, a family or the press writes to the team. The
 * message is stored, then mailed to the team with the sender as Reply-To. The sender gets no
 * copy: a form that mails whatever it is given to any address it is given would relay spam.
 */

/** What a message is about, in the order the form offers them. */
export const CONTACT_TOPICS = ["licensing", "order", "selling", "press", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
	licensing: "Licensing a photo or clearing its use",
	order: "A production's order or invoice",
	selling: "Selling a family archive",
	press: "Press and partnerships",
	other: "Something else",
};

/** Where a stored message stands for the team (an admin inbox moves it along). */
export const CONTACT_MESSAGE_STATUSES = ["new", "answered", "archived"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_COMPANY_MAX = 120;
export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_TEXT = {
	nameRequired: "Please enter your name.",
	nameTooLong: `Your name must be at most ${CONTACT_NAME_MAX} characters.`,
	oneLine: "Please keep this to one line of plain text.",
	emailInvalid: "Please enter a valid email address, so we can answer you.",
	emailTooLong: `The email address must be at most ${CONTACT_EMAIL_MAX} characters.`,
	companyTooLong: `The company or production must be at most ${CONTACT_COMPANY_MAX} characters.`,
	topicRequired: "Please choose what your message is about.",
	messageTooShort: `Please tell us a little more: at least ${CONTACT_MESSAGE_MIN} characters.`,
	messageTooLong: `Please keep your message under ${CONTACT_MESSAGE_MAX} characters.`,
} as const;

/** Line breaks and other control characters: a name or company goes into mail headers and subjects. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

const oneLine = (required: string, max: number, tooLong: string) =>
	z
		.string(required)
		.trim()
		.max(max, tooLong)
		.refine((value) => !CONTROL_CHARACTERS.test(value), CONTACT_TEXT.oneLine);

/** POST /api/contact. The captcha payload travels in its header, as on the auth forms. */
export const ContactMessageCreate = z
	.object({
		name: oneLine(CONTACT_TEXT.nameRequired, CONTACT_NAME_MAX, CONTACT_TEXT.nameTooLong).pipe(
			z.string().min(1, CONTACT_TEXT.nameRequired),
		),
		email: z
			.string(CONTACT_TEXT.emailInvalid)
			.trim()
			.pipe(z.email(CONTACT_TEXT.emailInvalid).max(CONTACT_EMAIL_MAX, CONTACT_TEXT.emailTooLong)),
		/** The company or production the sender writes for; blank is none. */
		company: oneLine(CONTACT_TEXT.companyTooLong, CONTACT_COMPANY_MAX, CONTACT_TEXT.companyTooLong)
			.nullish()
			.transform((value) => (value ? value : null)),
		topic: z.enum(CONTACT_TOPICS, CONTACT_TEXT.topicRequired),
		message: z
			.string(CONTACT_TEXT.messageTooShort)
			.trim()
			.min(CONTACT_MESSAGE_MIN, CONTACT_TEXT.messageTooShort)
			.max(CONTACT_MESSAGE_MAX, CONTACT_TEXT.messageTooLong),
	})
	.strict();
export type ContactMessageCreate = z.input<typeof ContactMessageCreate>;
export type ContactMessageInput = z.output<typeof ContactMessageCreate>;

/** The answer to a sent message: it is stored, whatever became of the mail to the team. */
export const ContactMessageReceived = z.object({
	id: z.uuid(),
	received_at: z.string(),
});
export type ContactMessageReceived = z.infer<typeof ContactMessageReceived>;
