import type { SignOutOthersResponse } from "@core/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { accountQueryKey } from "./get-account";

/** Ends every session of this user except the current one; answers how many ended. */
export function signOutOthers() {
	return apiFetch<Reply<typeof SignOutOthersResponse>>(apiPaths.accountSignOutOthers, {
		method: "POST",
		body: {},
	});
}

export function useSignOutOthers() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: signOutOthers,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
	});
}
