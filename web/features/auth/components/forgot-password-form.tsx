import { AUTH_MESSAGES, AUTH_TEXT } from "@core/auth-text";
import { EmailField } from "@core/contracts/auth";
import type { FormEvent } from "react";
import { Captcha } from "@/components/captcha";
import { SubmitButton } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { firstProblem } from "@/lib/form-checks";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { type EmailFormProps, useEmailLinkForm } from "../lib/use-email-link-form";
import { AuthEmailField } from "./auth-email-field";
import { EmailAddress } from "./result-panel";

const FIELD_IDS = { email: "reset-email", captcha: "reset-captcha" } as const;

/**
 * 'Reset password': a link to set a new password is emailed if the account exists. The
 * answer is the same either way, so nobody learns which addresses have accounts.
 */
export function ForgotPasswordForm({ email, onEmailChange, captchaMode }: EmailFormProps) {
	const { captcha, form, sentTo, setSentTo, send } = useEmailLinkForm(captchaMode, FIELD_IDS);
	const request = useRequestPasswordReset();

	async function handleSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		const address = email.trim();
		const checked = form.validate(
			{},
			{
				email: address === "" ? AUTH_MESSAGES.enterEmailAddress : firstProblem(EmailField, address),
				captcha: captcha.ready ? undefined : AUTH_MESSAGES.completeCaptcha,
			},
		);
		if (checked === null) return;
		setSentTo(null);
		await send(
			address,
			(headers) => request.mutateAsync({ email: address, headers }),
			AUTH_MESSAGES.resetEmailFailed,
		);
	}

	return (
		<form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Reset your password">
			{sentTo && (
				<Notice tone="success" role="status" title="Reset link sent">
					<p>
						If an account exists for <EmailAddress>{sentTo}</EmailAddress>, we have emailed it a link to
						choose a new password.
					</p>
					<p className="mt-1">{AUTH_TEXT.newestLinkWorks}</p>
				</Notice>
			)}
			<AuthEmailField
				id={FIELD_IDS.email}
				email={email}
				onEmailChange={onEmailChange}
				error={form.problemOf("email") ?? undefined}
			/>
			<Captcha id={FIELD_IDS.captcha} {...captcha.widget} error={form.problemOf("captcha")} />
			<SubmitButton size="lg" className="w-full" pending={request.isPending} pendingLabel="Sending…">
				{sentTo ? "Send another link" : "Send reset link"}
			</SubmitButton>
		</form>
	);
}
