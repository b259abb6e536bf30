import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@core/auth-text";
import { NewPasswordFields, useNewPassword } from "@/components/new-password-fields";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useChangePassword } from "../api/change-password";

export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password.";
export const PASSWORD_NOT_CHANGED = "Password not changed";

const FIELD_IDS = {
	current_password: "account-current-password",
	new_password: "account-new-password",
	confirm: "account-confirm-password",
} as const;

/**
 * Sets a first password (accounts made by email link or identity provider) or changes it; a
 * change asks for the current one. The rules are core's, the same the server applies.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
	const change = useChangePassword();
	const next = useNewPassword();
	const form = useForm({ initial: { current_password: "" }, ids: FIELD_IDS });
	const current = form.values.current_password;

	const handleSubmit = form.handleSubmit(
		async () => {
			await change.mutateAsync(
				hasPassword
					? { current_password: current, new_password: next.password }
					: { new_password: next.password },
			);
			form.set("current_password", "");
			next.clear();
			toast.success(AUTH_MESSAGES.passwordUpdated);
		},
		{
			// The new password's rules are core's, kept by `useNewPassword` with its confirmation.
			extra: () => {
				const { password, confirm } = next.problems();
				return {
					current_password: hasPassword && current === "" ? CURRENT_PASSWORD_REQUIRED : undefined,
					new_password: password,
					confirm,
				};
			},
			onFailure: (error) => {
				if (!(error instanceof ApiError)) {
					console.warn("Password change failed", error);
					toast.error(AUTH_MESSAGES.unexpectedTitle, { description: AUTH_MESSAGES.unexpected });
					return;
				}
				toast.error(PASSWORD_NOT_CHANGED, { description: error.message });
			},
		},
	);

	return (
		<form
			noValidate
			onSubmit={handleSubmit}
			className="space-y-5"
			aria-label={hasPassword ? "Change password" : "Set a password"}
		>
			{hasPassword && (
				<TextField
					label="Current password"
					type="password"
					autoComplete="current-password"
					{...form.field("current_password")}
				/>
			)}
			<NewPasswordFields
				ids={{ password: FIELD_IDS.new_password, confirm: FIELD_IDS.confirm }}
				value={next}
				problems={{
					password: form.problemOf("new_password") ?? undefined,
					confirm: form.problemOf("confirm") ?? undefined,
				}}
				hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
				layout="columns"
			/>
			<div className="flex justify-end">
				<SubmitButton pending={change.isPending} pendingLabel="Saving…" className="w-full sm:w-auto">
					{hasPassword ? "Change password" : "Set password"}
				</SubmitButton>
			</div>
		</form>
	);
}
