import { useState } from "react";
import { type CaptchaMode, useCaptcha } from "@/components/captcha";
import { fieldErrorsOf } from "@/lib/api-client";
import { toastAuthFailure } from "./auth-errors";

/** What the page gives each of its email forms: the address (shared across the tabs) and the captcha mode. */
export type EmailFormProps = {
	email: string;
	onEmailChange: (email: string) => void;
	captchaMode: CaptchaMode | undefined;
};

type Problems = Partial<Record<string, string>>;

/**
 * The state of a form that emails a link (sign-in link, sign-up link, reset link): its captcha,
 * its field messages, and the address the last link went to.
 */
export function useEmailLinkForm(captchaMode: CaptchaMode | undefined) {
	const captcha = useCaptcha(captchaMode);
	const [problems, setProblems] = useState<Problems>({});
	const [sentTo, setSentTo] = useState<string | null>(null);

	/**
	 * Sends the request with the captcha's header and remembers `address` on success; a failure
	 * shows the server's field messages and a toast titled `failureTitle`.
	 */
	async function send(
		address: string,
		request: (headers: Record<string, string>) => Promise<unknown>,
		failureTitle: string,
	): Promise<void> {
		try {
			await request(captcha.headers);
			setSentTo(address);
		} catch (error) {
			setProblems(fieldErrorsOf(error));
			toastAuthFailure(error, failureTitle);
		} finally {
			// A captcha token is good for one request, whatever its outcome.
			captcha.reset();
		}
	}

	return { captcha, problems, setProblems, sentTo, setSentTo, send };
}
