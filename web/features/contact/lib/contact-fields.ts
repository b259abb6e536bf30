import { CAPTCHA_INVALID_CODE, CAPTCHA_REQUIRED_CODE } from "@core/contracts/auth";
import { CONTACT_TOPICS, type ContactTopic } from "@core/contracts/contact";
import { ApiError } from "@/lib/api-client";

/** The form's fields, in the order they show (and take focus when something is wrong). */
export const CONTACT_FIELDS = ["name", "email", "company", "topic", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactProblems = Partial<Record<ContactField, string>>;

export const contactFieldId = (field: ContactField) => `contact-${field}`;
export const CONTACT_FIELD_ORDER = CONTACT_FIELDS.map((field): [string, string] => [
	field,
	contactFieldId(field),
]);
export const CONTACT_CAPTCHA_ID = "contact-captcha";

/** A topic a link may choose beforehand (`/contact?topic=selling`), if it is one. */
export function topicFrom(value: string | null): ContactTopic | "" {
	return CONTACT_TOPICS.find((topic) => topic === value) ?? "";
}

/** The server's per-field messages of a refused message (400), for the fields this form has. */
export function serverFieldProblems(error: unknown): ContactProblems {
	const found: ContactProblems = {};
	if (!(error instanceof ApiError) || !error.fields) return found;
	for (const field of CONTACT_FIELDS) {
		const message = error.fields[field];
		if (message) found[field] = message;
	}
	return found;
}

/** The server refused the captcha (missing, expired, replayed): said beside the widget. */
export function isCaptchaRejection(error: unknown): error is ApiError {
	return (
		error instanceof ApiError && (error.code === CAPTCHA_REQUIRED_CODE || error.code === CAPTCHA_INVALID_CODE)
	);
}
