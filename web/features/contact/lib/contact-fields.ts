import { CAPTCHA_INVALID_CODE, CAPTCHA_REQUIRED_CODE } from "@core/contracts/auth";
import { CONTACT_TOPICS, type ContactTopic } from "@core/contracts/contact";
import { ApiError } from "@/lib/api-client";

/** The form's fields, in the order they show. */
export const CONTACT_FIELDS = ["name", "email", "company", "topic", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const contactFieldId = (field: ContactField) => `contact-${field}`;
/** Each field's control id, for the form's messages and focus. */
export const CONTACT_FIELD_IDS = Object.fromEntries(
	CONTACT_FIELDS.map((field) => [field, contactFieldId(field)]),
) as Record<ContactField, string>;
export const CONTACT_CAPTCHA_ID = "contact-captcha";

/** A topic a link may choose beforehand (`/contact?topic=selling`), if it is one. */
export function topicFrom(value: string | null): ContactTopic | "" {
	return CONTACT_TOPICS.find((topic) => topic === value) ?? "";
}

/** The server refused the captcha (missing, expired, replayed): said beside the widget. */
export function isCaptchaRejection(error: unknown): error is ApiError {
	return (
		error instanceof ApiError && (error.code === CAPTCHA_REQUIRED_CODE || error.code === CAPTCHA_INVALID_CODE)
	);
}
