import { useState } from "react";
import type { z } from "zod";
import { type CaptchaMode, useCaptcha } from "@/components/captcha";
import { useForm } from "@/lib/use-form";
import { toastAuthFailure } from "./auth-errors";

/** What the page gives each of its email forms: the address (shared across the tabs) and the captcha mode. */
export type EmailFormProps = {
	email: string;
	onEmailChange: (email: string) => void;
	captchaMode: CaptchaMode | undefined;
};

/**
 * The state of a form that emails a link (sign-in link, sign-up link, reset link): its captcha,
 * its field messages (`ids` names the fields; the address itself is the page's, shared by the
 * tabs), and the address the last link went to.
 */
export function useEmailLinkForm<F extends string, Out = unknown>(
	captchaMode: CaptchaMode | undefined,
	ids: Record<F, string | null>,
	check?: z.ZodType<Out>,
) {
	const captcha = useCaptcha(captchaMode);
	const form = useForm<Record<never, never>, F, Out>({ initial: {}, ids, check });
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
			form.refuse(error);
			toastAuthFailure(error, failureTitle);
		} finally {
			// A captcha token is good for one request, whatever its outcome.
			captcha.reset();
		}
	}

	return { captcha, form, sentTo, setSentTo, send };
}
