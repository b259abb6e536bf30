import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths, paths } from "@/lib/paths";
import { AuthStatusResponse } from "./sign-in-magic-link";

export type PasswordResetRequest = { email: string; headers: Record<string, string> };

/** Emails a reset link if the account exists; the answer is the same either way. */
export function requestPasswordReset({ email, headers }: PasswordResetRequest) {
	return apiFetch(apiPaths.requestPasswordReset, {
		method: "POST",
		headers,
		schema: AuthStatusResponse,
		body: { email, redirectTo: paths.authResetPassword },
	});
}

export function useRequestPasswordReset() {
	return useMutation({ mutationFn: requestPasswordReset });
}
