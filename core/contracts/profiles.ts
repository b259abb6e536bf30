import { z } from "zod";
import { NAME_MAX_LENGTH } from "./auth";

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
