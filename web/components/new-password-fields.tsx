import { PASSWORD_MESSAGES, passwordProblem } from "@core/auth-text";
import { type ReactNode, useState } from "react";
import { TextField } from "@/components/ui/field";

/** The messages of the two fields; undefined where a field is fine. */
export type NewPasswordProblems = { password?: string; confirm?: string };

/** A new password and its confirmation, as a form holds them (see `NewPasswordFields`). */
export function useNewPassword() {
	const [password, setPassword] = useState("");
	const [confirm, setConfirm] = useState("");
	return {
		password,
		confirm,
		setPassword,
		setConfirm,
		/** The checks of core, the same the server applies, and that the confirmation matches. */
		problems(): NewPasswordProblems {
			return {
				password: passwordProblem(password) ?? undefined,
				confirm: confirm !== password ? PASSWORD_MESSAGES.mismatch : undefined,
			};
		},
		clear() {
			setPassword("");
			setConfirm("");
		},
	};
}

type NewPasswordFieldsProps = {
	ids: { password: string; confirm: string };
	value: ReturnType<typeof useNewPassword>;
	problems: NewPasswordProblems;
	/** Help under 'New password'. */
	hint?: ReactNode;
	/** Side by side from small screens up, or one above the other. */
	layout?: "columns" | "stacked";
};

/** 'New password' and 'Confirm new password', with their messages. */
export function NewPasswordFields({
	ids,
	value,
	problems,
	hint,
	layout = "stacked",
}: NewPasswordFieldsProps) {
	return (
		<div className={layout === "columns" ? "grid gap-5 sm:grid-cols-2" : "space-y-5"}>
			<TextField
				id={ids.password}
				label="New password"
				type="password"
				autoComplete="new-password"
				hint={hint}
				value={value.password}
				onChange={(event) => value.setPassword(event.target.value)}
				error={problems.password}
			/>
			<TextField
				id={ids.confirm}
				label="Confirm new password"
				type="password"
				autoComplete="new-password"
				value={value.confirm}
				onChange={(event) => value.setConfirm(event.target.value)}
				error={problems.confirm}
			/>
		</div>
	);
}
