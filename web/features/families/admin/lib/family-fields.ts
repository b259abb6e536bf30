import type { AdminFamily } from "@core/contracts/catalogue";

/** The storefront fields an admin edits, as the form holds them (text, "" for none). */
export const PROFILE_FIELDS = ["storefront_name", "first_name", "location", "storefront_bio"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type CreateField = ProfileField | "email";

export const FIELD_LABELS: Record<CreateField, string> = {
	email: "Email",
	storefront_name: "Storefront name",
	first_name: "First name",
	location: "Location",
	storefront_bio: "Bio",
};

export const FAMILY_SAVE_FAILED = "The family could not be saved.";

/** The form's starting values from the family as stored. */
export function profileValues(family: AdminFamily): Record<ProfileField, string> {
	return {
		storefront_name: family.storefront_name ?? "",
		first_name: family.first_name ?? "",
		location: family.location ?? "",
		storefront_bio: family.storefront_bio ?? "",
	};
}

/** The fields whose text differs from what is stored (blank and missing are the same). */
export function changedFields(
	initial: Record<ProfileField, string>,
	values: Record<ProfileField, string>,
): Partial<Record<ProfileField, string>> {
	const changed: Partial<Record<ProfileField, string>> = {};
	for (const field of PROFILE_FIELDS) {
		if (values[field].trim() !== initial[field].trim()) changed[field] = values[field];
	}
	return changed;
}
