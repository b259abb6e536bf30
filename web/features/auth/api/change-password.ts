import type { PasswordChange } from "@core/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { accountQueryKey } from "./get-account";

/** Sets a first password, or changes it (then the current one is required). */
export function changePassword(change: PasswordChange): Promise<void> {
	return apiFetch<void>(apiPaths.accountPassword, { method: "POST", body: change });
}

/** Afterwards the account (has_password) and the profile (needs_password_setup) are read again. */
export function useChangePassword() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: changePassword,
		onSuccess: () => {
			void queryClient.invalidateQueries({ queryKey: accountQueryKey });
			// The profile page may not be open: read it now, since it does not refetch on mount.
			void queryClient.invalidateQueries({ queryKey: ["profile"], refetchType: "all" });
		},
	});
}
