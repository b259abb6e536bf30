import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reloadUserData } from "@/api/auth/session";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export type PasswordSignIn = { email: string; password: string; headers: Record<string, string> };

/** Signs in with email and password; the server sets the session cookie. */
export function signInWithPassword({ email, password, headers }: PasswordSignIn): Promise<unknown> {
	return apiFetch<unknown>(apiPaths.signInEmail, { method: "POST", headers, body: { email, password } });
}

/** Resolves once the new session, profile and admin status are being read for the new user. */
export function useSignInWithPassword() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: signInWithPassword,
		onSuccess: () => reloadUserData(queryClient),
	});
}
