import type { SignUpMetadata } from "@core/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths, paths } from "@/lib/paths";

export const AuthStatusResponse = z.object({ status: z.boolean() });

export type MagicLinkRequest = {
	email: string;
	/** Where the link signs the user in to (a path of this site). */
	callbackURL: string;
	/** Sign-up only: the name and the agreement, kept on the new account. */
	signUp?: { name: string; metadata: SignUpMetadata };
	/** The captcha header, empty when captcha is off. */
	headers: Record<string, string>;
};

/**
 * Emails a one-time sign-in link. Sign-up is the same request with the new account's name
 * and agreement; a new account lands where the sign-up started (issue 28: the photo it was
 * started from), its profile when it started on /auth itself.
 */
export function sendMagicLink({ email, callbackURL, signUp, headers }: MagicLinkRequest) {
	return apiFetch<Reply<typeof AuthStatusResponse>>(apiPaths.signInMagicLink, {
		method: "POST",
		headers,
		body: {
			email,
			callbackURL,
			errorCallbackURL: paths.authMagicLinkError,
			...(signUp ? { newUserCallbackURL: callbackURL, name: signUp.name, metadata: signUp.metadata } : {}),
		},
	});
}

export function useSendMagicLink() {
	return useMutation({ mutationFn: sendMagicLink });
}
