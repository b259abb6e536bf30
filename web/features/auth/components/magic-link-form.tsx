import { AUTH_MESSAGES } from "@core/auth-text";
import { MAGIC_LINK_TTL_MINUTES } from "@core/contracts/auth";
import type { FormEvent } from "react";
import { Captcha } from "@/components/captcha";
import { Button, SubmitButton } from "@/components/ui/button";
import { useSendMagicLink } from "../api/sign-in-magic-link";
import { toastCompleteAllFields } from "../lib/auth-errors";
import { type EmailFormProps, useEmailLinkForm } from "../lib/use-email-link-form";
import { AuthEmailField } from "./auth-email-field";
import { CheckEmailPanel, EmailAddress } from "./result-panel";

type MagicLinkFormProps = EmailFormProps & { returnUrl: string };

/** The default sign-in: an email address and the captcha; a one-time link arrives by mail. */
export function MagicLinkForm({ email, onEmailChange, captchaMode, returnUrl }: MagicLinkFormProps) {
	const { captcha, form, sentTo, setSentTo, send } = useEmailLinkForm(captchaMode, {
		email: "magic-link-email",
	});
	const sendLink = useSendMagicLink();

	async function handleSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		const address = email.trim();
		if (address === "" || !captcha.ready) {
			toastCompleteAllFields();
			return;
		}
		form.clear();
		await send(
			address,
			(headers) => sendLink.mutateAsync({ email: address, callbackURL: returnUrl, headers }),
			AUTH_MESSAGES.magicLinkFailed,
		);
	}

	if (sentTo) {
		return (
			<CheckEmailPanel
				actions={
					<>
						<Button variant="secondary" onClick={() => setSentTo(null)}>
							Send the link again
						</Button>
						<Button
							variant="ghost"
							onClick={() => {
								onEmailChange("");
								setSentTo(null);
							}}
						>
							Use a different email
						</Button>
					</>
				}
			>
				<p>
					We sent a one-time sign-in link to <EmailAddress>{sentTo}</EmailAddress>.
				</p>
				<p className="text-sm text-ink-600">
					Open it on this device to sign in. It works once and expires in {MAGIC_LINK_TTL_MINUTES} minutes;
					check your spam folder if it does not arrive within a few minutes.
				</p>
			</CheckEmailPanel>
		);
	}

	return (
		<form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Sign in with a magic link">
			<AuthEmailField
				id="magic-link-email"
				placeholder="you@production.com"
				email={email}
				onEmailChange={onEmailChange}
				error={form.problemOf("email") ?? undefined}
			/>
			<Captcha id="magic-link-captcha" {...captcha.widget} />
			<SubmitButton
				size="lg"
				className="w-full"
				disabled={!captcha.ready}
				pending={sendLink.isPending}
				pendingLabel="Sending…"
			>
				Send magic link
			</SubmitButton>
		</form>
	);
}
