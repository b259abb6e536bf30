import { AUTH_MESSAGES, AUTH_TEXT } from "@core/auth-text";
import { ArchiveRestore } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Captcha, useCaptcha } from "@/components/captcha";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useSignInWithPassword } from "../api/sign-in-password";
import {
	isMigrationRequired,
	isPasswordPaused,
	toastCompleteAllFields,
	toastUnexpected,
} from "../lib/auth-errors";
import type { EmailFormProps } from "../lib/use-email-link-form";
import { AuthEmailField } from "./auth-email-field";
import { EmailAddress, ResultPanel } from "./result-panel";

export const SIGNED_IN_TOAST = "Welcome back!";

type PasswordFormProps = EmailFormProps & { onForgotPassword: () => void; onUseEmailLink: () => void };

/**
 * Email and password sign-in. On success the session is read again and the page sends the
 * user on; a legacy account from the old site gets the migration panel instead (its reset
 * email is already on its way). While the account's password attempts are paused (too many
 * wrong ones, from anywhere), a notice offers the email link, which is never paused.
 */
export function PasswordForm({
	email,
	onEmailChange,
	captchaMode,
	onForgotPassword,
	onUseEmailLink,
}: PasswordFormProps) {
	const captcha = useCaptcha(captchaMode);
	const signIn = useSignInWithPassword();
	const [password, setPassword] = useState("");
	// Nothing is checked here (an empty field gets a toast); the server's field messages show.
	const form = useForm({ initial: {}, ids: { email: "password-email", password: "password-password" } });
	const [failed, setFailed] = useState(false);
	const [migratingEmail, setMigratingEmail] = useState<string | null>(null);
	const [paused, setPaused] = useState<string | null>(null);

	async function handleSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		const address = email.trim();
		if (address === "" || password === "" || !captcha.ready) {
			toastCompleteAllFields();
			return;
		}
		form.clear();
		setFailed(false);
		setPaused(null);
		try {
			await signIn.mutateAsync({ email: address, password, headers: captcha.headers });
			toast.success(SIGNED_IN_TOAST, { id: "signed-in" });
		} catch (error) {
			if (isMigrationRequired(error)) {
				setMigratingEmail(address);
			} else if (isPasswordPaused(error)) {
				setPaused(error.message);
			} else if (error instanceof ApiError) {
				form.refuse(error);
				setFailed(true);
				toast.error(error.message || AUTH_MESSAGES.invalidEmailOrPassword);
			} else {
				toastUnexpected(error);
			}
		} finally {
			captcha.reset();
		}
	}

	if (migratingEmail) {
		return (
			<ResultPanel
				icon={<ArchiveRestore aria-hidden="true" className="size-7" />}
				title={AUTH_TEXT.migrationRequired}
				actions={
					<Button
						variant="secondary"
						onClick={() => {
							setPassword("");
							setMigratingEmail(null);
						}}
					>
						Back to sign in
					</Button>
				}
			>
				<p>
					Your account moved here from our old site, but passwords could not come with it. We have emailed a
					link to set a new password to <EmailAddress>{migratingEmail}</EmailAddress>.
				</p>
				<p className="text-sm text-ink-600">
					Open the link and choose a password; you are then signed in, and sign in with it from now on.
				</p>
			</ResultPanel>
		);
	}

	return (
		<form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Sign in with a password">
			{paused && (
				<Notice tone="warning" role="alert">
					<p>{paused}</p>
					<Button variant="secondary" size="sm" className="mt-2" onClick={onUseEmailLink}>
						Email me a sign-in link
					</Button>
				</Notice>
			)}
			<AuthEmailField
				id="password-email"
				autoComplete="username"
				email={email}
				onEmailChange={onEmailChange}
				error={form.problemOf("email") ?? undefined}
			/>
			<TextField
				id="password-password"
				label="Password"
				type="password"
				name="password"
				autoComplete="current-password"
				value={password}
				onChange={(event) => setPassword(event.target.value)}
				error={form.problemOf("password")}
			/>
			<Captcha id="password-captcha" {...captcha.widget} />
			<SubmitButton size="lg" className="w-full" pending={signIn.isPending} pendingLabel="Signing in…">
				Sign in
			</SubmitButton>
			{failed && (
				<p className="text-center text-sm text-ink-600">
					Trouble signing in?{" "}
					<button
						type="button"
						onClick={onForgotPassword}
						className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800"
					>
						{AUTH_TEXT.forgotYourPassword}
					</button>
				</p>
			)}
		</form>
	);
}
