import { useMutation } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths, paths } from "@/lib/paths";
import type { AuthStatusResponse } from "./sign-in-magic-link";

export type PasswordResetRequest = { email: string; headers: Record<string, string> };

/** Emails a reset link if the account exists; the answer is the same either way. */
export function requestPasswordReset({ email, headers }: PasswordResetRequest) {
	return apiFetch<Reply<typeof AuthStatusResponse>>(apiPaths.requestPasswordReset, {
		method: "POST",
		headers,
		body: { email, redirectTo: paths.authResetPassword },
	});
}

export function useRequestPasswordReset() {
	return useMutation({ mutationFn: requestPasswordReset });
}
