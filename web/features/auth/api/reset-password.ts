import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reloadUserData } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import type { AuthStatusResponse } from "./sign-in-magic-link";

export type NewPassword = { token: string; newPassword: string };

/** Sets the new password with the emailed token; the server signs the user in as well. */
export function resetPassword({ token, newPassword }: NewPassword) {
	return apiFetch<Reply<typeof AuthStatusResponse>>(apiPaths.resetPassword, {
		method: "POST",
		body: { newPassword, token },
	});
}

/** After success the session, profile (needs_password_setup) and admin status are read afresh. */
export function useResetPassword() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: resetPassword,
		onSuccess: () => reloadUserData(queryClient),
	});
}
