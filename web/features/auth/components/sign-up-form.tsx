import { AUTH_MESSAGES, AUTH_TEXT } from "@core/auth-text";
import { type AgreementType, EmailField, SignUpMetadata } from "@core/contracts/auth";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Captcha } from "@/components/captcha";
import { NameFields, useNames } from "@/components/name-fields";
import { Button, SubmitButton } from "@/components/ui/button";
import { firstProblem } from "@/lib/form-checks";
import { paths } from "@/lib/paths";
import { useSendMagicLink } from "../api/sign-in-magic-link";
import { type EmailFormProps, useEmailLinkForm } from "../lib/use-email-link-form";
import { AuthEmailField } from "./auth-email-field";
import { CheckEmailPanel, EmailAddress } from "./result-panel";

export const AGREEMENT_LABELS: Record<AgreementType, { label: string; hint: string }> = {
	standard: {
		label: "I accept the standard licensing agreement",
		hint: "The license every photo comes with.",
	},
	custom: {
		label: "My production needs a custom agreement",
		hint: "When the standard agreement does not cover your use.",
	},
};

const FIELD_IDS = {
	email: "signup-email",
	first_name: "signup-first-name",
	last_name: "signup-last-name",
	captcha: "signup-captcha",
} as const;

/**
 * Sign-up (spec section 4, Sign-up agreement): first one of two mutually exclusive agreements,
 * then the form (email, first name, optional last name, captcha). The account is made when
 * the emailed link is opened; a confirmation panel says so.
 */
/** `returnUrl`: where the link in the mail brings the new member (an invitation, a page they were sent from). */
export function SignUpForm({
	email,
	onEmailChange,
	captchaMode,
	returnUrl,
}: EmailFormProps & { returnUrl: string }) {
	const { captcha, form, sentTo, setSentTo, send } = useEmailLinkForm(captchaMode, FIELD_IDS, SignUpMetadata);
	const sendLink = useSendMagicLink();
	const [agreement, setAgreement] = useState<AgreementType | null>(null);
	const names = useNames();
	const agreementHintId = useId();

	function toggleAgreement(type: AgreementType, checked: boolean) {
		setAgreement(checked ? type : null);
	}

	function startOver() {
		setAgreement(null);
		names.clear();
		onEmailChange("");
		form.clear();
		setSentTo(null);
		captcha.reset();
	}

	function metadataDraft() {
		return {
			first_name: names.firstName,
			last_name: names.lastName.trim() === "" ? undefined : names.lastName,
			agreement_type: agreement,
			agreement_accepted: true,
			agreement_date: new Date().toISOString(),
		};
	}

	async function handleSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		const address = email.trim();
		const metadata = form.validate(metadataDraft(), {
			email: address === "" ? AUTH_MESSAGES.enterEmail : firstProblem(EmailField, address),
			captcha: captcha.ready ? undefined : AUTH_MESSAGES.completeCaptcha,
		});
		if (metadata === null) return;
		const name = [metadata.first_name, metadata.last_name].filter(Boolean).join(" ");
		await send(
			address,
			(headers) =>
				sendLink.mutateAsync({
					email: address,
					callbackURL: returnUrl,
					signUp: { name, metadata },
					headers,
				}),
			AUTH_MESSAGES.magicLinkFailed,
		);
	}

	if (sentTo) {
		return (
			<CheckEmailPanel
				actions={
					<Button variant="secondary" onClick={startOver}>
						{AUTH_TEXT.createAnotherAccount}
					</Button>
				}
			>
				<p>
					We sent a link to <EmailAddress>{sentTo}</EmailAddress>.
				</p>
				<p className="text-sm text-ink-600">
					Open it to confirm your address: your account is created and you are signed in,{" "}
					{returnUrl === paths.profile ? "straight to your profile" : "back to the page you came from"}.
					Nothing arrived? Check your spam folder, or sign up again in a few minutes.
				</p>
			</CheckEmailPanel>
		);
	}

	return (
		<form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Create an account">
			<fieldset className="space-y-3" aria-describedby={agreementHintId}>
				<legend className="mb-1 text-sm font-medium text-ink-800">Licensing agreement</legend>
				<p id={agreementHintId} className="text-sm text-ink-500">
					Choose one to continue.{" "}
					<Link
						to={paths.license}
						className="text-accent-700 underline underline-offset-2 hover:text-accent-800"
					>
						Read the license
					</Link>
				</p>
				{(Object.keys(AGREEMENT_LABELS) as AgreementType[]).map((type) => {
					const id = `signup-agreement-${type}`;
					const checked = agreement === type;
					return (
						<label
							key={type}
							htmlFor={id}
							className={
								checked
									? "flex cursor-pointer items-start gap-3 rounded-lg border border-accent-600/60 bg-accent-50/60 p-3.5 shadow-sm transition-colors"
									: "flex cursor-pointer items-start gap-3 rounded-lg border border-ink-900/15 bg-white p-3.5 transition-colors hover:border-ink-900/30"
							}
						>
							<input
								id={id}
								type="checkbox"
								name="agreement"
								checked={checked}
								onChange={(event) => toggleAgreement(type, event.target.checked)}
								aria-labelledby={`${id}-label`}
								aria-describedby={`${id}-hint`}
								className="mt-0.5 size-5 shrink-0 accent-accent-600"
							/>
							<span>
								<span id={`${id}-label`} className="block text-sm font-medium text-ink-900">
									{AGREEMENT_LABELS[type].label}
								</span>
								<span id={`${id}-hint`} className="mt-0.5 block text-sm text-ink-500">
									{AGREEMENT_LABELS[type].hint}
								</span>
							</span>
						</label>
					);
				})}
			</fieldset>

			{agreement && (
				<div className="animate-fade-in space-y-5">
					<AuthEmailField
						id={FIELD_IDS.email}
						email={email}
						onEmailChange={onEmailChange}
						error={form.problemOf("email") ?? undefined}
					/>
					<NameFields
						ids={FIELD_IDS}
						value={names}
						problems={{
							first_name: form.problemOf("first_name") ?? undefined,
							last_name: form.problemOf("last_name") ?? undefined,
						}}
						firstNameRequired
					/>
					<Captcha id={FIELD_IDS.captcha} {...captcha.widget} error={form.problemOf("captcha")} />
					<SubmitButton size="lg" className="w-full" pending={sendLink.isPending} pendingLabel="Sending…">
						Create account
					</SubmitButton>
				</div>
			)}
		</form>
	);
}
