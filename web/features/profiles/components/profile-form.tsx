import { AUTH_MESSAGES, PROFILE_MESSAGES } from "@core/auth-text";
import { type Profile, ProfileUpdate } from "@core/contracts/profiles";
import { useState } from "react";
import { NameFields, useNames } from "@/components/name-fields";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useUpdateProfile } from "../api/update-profile";

const FIELD_IDS = {
	first_name: "profile-first-name",
	last_name: "profile-last-name",
	storefront_name: "profile-storefront-name",
} as const;

/**
 * First name, last name and storefront name. A user without a profile row starts empty; saving
 * creates it (an upsert). Toasts as spec section 8, Profile.
 */
export function ProfileForm({ profile }: { profile: Profile | null }) {
	const update = useUpdateProfile();
	const names = useNames({ firstName: profile?.first_name, lastName: profile?.last_name });
	const [storefrontName, setStorefrontName] = useState(profile?.storefront_name ?? "");
	// The names live in `useNames` (shared with sign-up): the form checks a draft of them.
	const form = useForm({ initial: {}, ids: FIELD_IDS, check: ProfileUpdate });
	const problems = {
		first_name: form.problemOf("first_name") ?? undefined,
		last_name: form.problemOf("last_name") ?? undefined,
	};

	const handleSubmit = form.handleSubmit(
		async () => {
			await update.mutateAsync({
				first_name: names.firstName,
				last_name: names.lastName,
				storefront_name: storefrontName,
			});
			toast.success(PROFILE_MESSAGES.updatedTitle, { description: PROFILE_MESSAGES.updated });
		},
		{
			prepare: () => ({
				first_name: names.firstName,
				last_name: names.lastName,
				storefront_name: storefrontName,
			}),
			onFailure: (error) => {
				console.warn("Profile update failed", error);
				// Spec section 5: an update without a signed-in user fails with 'User not authenticated'.
				const signedOut = error instanceof ApiError && error.status === 401;
				toast.error(PROFILE_MESSAGES.failedTitle, {
					description: signedOut ? AUTH_MESSAGES.userNotAuthenticated : PROFILE_MESSAGES.failed,
				});
			},
		},
	);

	return (
		<form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Profile details">
			<NameFields ids={FIELD_IDS} value={names} problems={problems} />
			<TextField
				id={FIELD_IDS.storefront_name}
				label="Storefront name"
				name="storefront_name"
				autoComplete="organization"
				optional
				hint="If your family offers photos here, buyers see this name on your storefront."
				value={storefrontName}
				onChange={(event) => setStorefrontName(event.target.value)}
				error={form.problemOf("storefront_name")}
			/>
			<div className="flex justify-end">
				<SubmitButton pending={update.isPending} pendingLabel="Saving…" className="w-full sm:w-auto">
					Save changes
				</SubmitButton>
			</div>
		</form>
	);
}
