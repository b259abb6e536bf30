import { OIDC_PROVIDER_ID } from "@core/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths, paths } from "@/lib/paths";

const OAuthRedirectResponse = z.object({ url: z.string(), redirect: z.boolean().optional() });

/** Asks the server where to send the browser to sign in with the identity provider. */
export function startOidcSignIn(callbackURL: string) {
	return apiFetch<Reply<typeof OAuthRedirectResponse>>(apiPaths.signInSocial, {
		method: "POST",
		body: { provider: OIDC_PROVIDER_ID, callbackURL, errorCallbackURL: paths.authOidcError },
	});
}

export function useStartOidcSignIn() {
	return useMutation({ mutationFn: startOidcSignIn });
}
