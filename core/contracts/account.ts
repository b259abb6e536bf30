import { z } from "zod";
import { NAME_MAX_LENGTH, PasswordField } from "./auth";

/** A profile (spec section 3); a user without a row gets null, which is not an error (section 5). */
export const Profile = z.object({
	id: z.uuid(),
	first_name: z.string().nullable(),
	last_name: z.string().nullable(),
	storefront_name: z.string().nullable(),
	needs_password_setup: z.boolean(),
	agreement_type: z.string().nullable(),
	updated_at: z.string(),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileResponse = z.object({ profile: Profile.nullable() });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

const optionalName = (label: string) =>
	z
		.string()
		.trim()
		.max(NAME_MAX_LENGTH, `${label} must be less than ${NAME_MAX_LENGTH + 1} characters`)
		.refine((v) => !/[<>]/.test(v), `${label} contains invalid characters`)
		.transform((v) => (v === "" ? null : v))
		.nullable();

/** The profile upsert: only the given fields change. */
export const ProfileUpdate = z
	.object({
		first_name: optionalName("First name").optional(),
		last_name: optionalName("Last name").optional(),
		storefront_name: optionalName("Storefront name").optional(),
	})
	.strict();
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

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

/** Legacy (WordPress) accounts and whether each has completed migration. */
export const LegacyAccount = z.object({
	user_id: z.uuid(),
	email: z.string(),
	first_name: z.string().nullable(),
	last_name: z.string().nullable(),
	imported_at: z.string(),
	migrated_at: z.string().nullable(),
	last_reset_sent_at: z.string().nullable(),
});
export type LegacyAccount = z.infer<typeof LegacyAccount>;
export const LegacyAccountsResponse = z.object({
	accounts: z.array(LegacyAccount),
	total: z.number().int(),
	migrated: z.number().int(),
});
export type LegacyAccountsResponse = z.infer<typeof LegacyAccountsResponse>;

/** A message the dev outbox kept (only outside production, without SMTP_URL). */
export const MailboxMessage = z.object({
	id: z.string(),
	to: z.string(),
	subject: z.string(),
	sent_at: z.string(),
	text: z.string(),
	links: z.array(z.string()),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const MailboxResponse = z.object({
	/** 'outbox' keeps mail here; 'smtp' sends it out, so nothing is listed. */
	transport: z.enum(["outbox", "smtp"]),
	messages: z.array(MailboxMessage),
});
export type MailboxResponse = z.infer<typeof MailboxResponse>;
