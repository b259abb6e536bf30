import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@core/auth-text";
import { type FormEvent, useState } from "react";
import { NewPasswordFields, useNewPassword } from "@/components/new-password-fields";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { focusFirstProblem } from "@/lib/form-checks";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/change-password";

export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password.";
export const PASSWORD_NOT_CHANGED = "Password not changed";

const FIELD_IDS = {
	current_password: "account-current-password",
	new_password: "account-new-password",
	confirm: "account-confirm-password",
} as const;
type Problems = Partial<Record<keyof typeof FIELD_IDS, string>>;

/**
 * Sets a first password (accounts made by email link or identity provider) or changes it; a
 * change asks for the current one. The rules are core's, the same the server applies.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
	const change = useChangePassword();
	const [current, setCurrent] = useState("");
	const next = useNewPassword();
	const [problems, setProblems] = useState<Problems>({});

	async function handleSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		const { password, confirm } = next.problems();
		const found: Problems = {
			current_password: hasPassword && current === "" ? CURRENT_PASSWORD_REQUIRED : undefined,
			new_password: password,
			confirm,
		};
		setProblems(found);
		if (Object.values(found).some(Boolean)) {
			focusFirstProblem(found, Object.entries(FIELD_IDS));
			return;
		}
		try {
			await change.mutateAsync(
				hasPassword
					? { current_password: current, new_password: next.password }
					: { new_password: next.password },
			);
			setCurrent("");
			next.clear();
			toast.success(AUTH_MESSAGES.passwordUpdated);
		} catch (error) {
			if (!(error instanceof ApiError)) {
				console.warn("Password change failed", error);
				toast.error(AUTH_MESSAGES.unexpectedTitle, { description: AUTH_MESSAGES.unexpected });
				return;
			}
			setProblems({
				current_password: error.fields?.current_password,
				new_password: error.fields?.new_password,
			});
			toast.error(PASSWORD_NOT_CHANGED, { description: error.message });
		}
	}

	return (
		<form
			noValidate
			onSubmit={handleSubmit}
			className="space-y-5"
			aria-label={hasPassword ? "Change password" : "Set a password"}
		>
			{hasPassword && (
				<TextField
					id={FIELD_IDS.current_password}
					label="Current password"
					type="password"
					autoComplete="current-password"
					value={current}
					onChange={(event) => setCurrent(event.target.value)}
					error={problems.current_password}
				/>
			)}
			<NewPasswordFields
				ids={{ password: FIELD_IDS.new_password, confirm: FIELD_IDS.confirm }}
				value={next}
				problems={{ password: problems.new_password, confirm: problems.confirm }}
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
