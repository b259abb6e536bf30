import { z } from "zod";
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "../auth-text";

/** What the /auth screen needs to know about the server: captcha on or off, and the identity provider. */
export const AuthOptionsResponse = z.object({
	captcha: z.enum(["altcha", "off"]),
	/** The identity provider's display name; null hides its button. */
	oidc: z.object({ name: z.string() }).nullable(),
});
export type AuthOptionsResponse = z.infer<typeof AuthOptionsResponse>;

export const AGREEMENT_TYPES = ["standard", "custom"] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const NAME_MAX_LENGTH = 100;

const trimmed = (max: number, label: string) =>
	z
		.string()
		.trim()
		.max(max, `${label} must be less than ${max + 1} characters`)
		.refine((v) => !/[<>]/.test(v), `${label} contains invalid characters`);

/** Sign-up metadata (spec section 3) sent with the one-time link request of the Sign up tab. */
export const SignUpMetadata = z.object({
	first_name: trimmed(NAME_MAX_LENGTH, "First name").pipe(z.string().min(1, "Please enter your first name.")),
	last_name: trimmed(NAME_MAX_LENGTH, "Last name").optional(),
	agreement_type: z.enum(AGREEMENT_TYPES, "Please accept the standard or the custom agreement."),
	agreement_accepted: z.literal(true, "Please accept the standard or the custom agreement."),
	agreement_date: z.iso.datetime({ offset: true, message: "agreement_date must be an ISO date-time" }),
});
export type SignUpMetadata = z.infer<typeof SignUpMetadata>;

export const EmailField = z.email(AUTH_MESSAGES.enterEmailAddress);

export const PasswordField = z
	.string(PASSWORD_MESSAGES.required)
	.min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
	.max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

/** The identity provider's id in URLs (`/api/auth/callback/oidc`) and the accounts table. */
export const OIDC_PROVIDER_ID = "oidc";

/** How long an emailed one-time sign-in link works. */
export const MAGIC_LINK_TTL_MINUTES = 15;

/** The error code a failed password sign-in carries when the email is a legacy account awaiting migration. */
export const MIGRATION_REQUIRED_CODE = "MIGRATION_REQUIRED";
/** The 429 code of a password sign-in while the account's attempts are paused (core/auth-limits.ts). */
export const TOO_MANY_ATTEMPTS_CODE = "TOO_MANY_ATTEMPTS";
/** The error codes of a missing or failed captcha. */
export const CAPTCHA_REQUIRED_CODE = "CAPTCHA_REQUIRED";
export const CAPTCHA_INVALID_CODE = "CAPTCHA_INVALID";
/** The header that carries the captcha payload on auth requests. */
export const CAPTCHA_HEADER = "x-captcha-response";

export const IsAdminResponse = z.object({ is_admin: z.boolean() });
export type IsAdminResponse = z.infer<typeof IsAdminResponse>;

export const SessionUser = z.object({
	id: z.uuid(),
	email: z.string(),
	first_name: z.string().nullable(),
	is_admin: z.boolean(),
	/** A family: a photo owner with a storefront, who has the /family dashboard (issue 27). */
	is_family: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const MeResponse = z.object({
	user: SessionUser.nullable(),
	/** When the session ends unless it is used again (ISO date-time); null when signed out. */
	expires_at: z.string().nullable().optional(),
});
export type MeResponse = z.infer<typeof MeResponse>;

export const AccountResponse = z.object({
	email: z.string(),
	/** False for accounts made by email link or identity provider until a password is set. */
	has_password: z.boolean(),
	/** Sign-in methods in use: 'password', 'oidc'. */
	providers: z.array(z.string()),
	/** Signed-in sessions other than this one. */
	other_sessions: z.number().int().nonnegative(),
	created_at: z.string(),
});
export type AccountResponse = z.infer<typeof AccountResponse>;

/** Set a first password (no current one) or change it (current one required). */
export const PasswordChange = z.object({
	current_password: z.string().max(1024).optional(),
	new_password: PasswordField,
});
export type PasswordChange = z.infer<typeof PasswordChange>;

export const SignOutOthersResponse = z.object({ revoked: z.number().int().nonnegative() });
