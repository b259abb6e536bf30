import type { AccountResponse } from "@core/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Under the user-scoped root "account": dropped on sign-out. */
export const accountQueryKey = ["account"] as const;

export function getAccount(signal?: AbortSignal): Promise<AccountResponse> {
	return apiFetch<Reply<typeof AccountResponse>>(apiPaths.account, { signal });
}

export function accountQueryOptions() {
	return queryOptions({
		queryKey: accountQueryKey,
		queryFn: ({ signal }) => getAccount(signal),
		// Sessions elsewhere come and go: read the account afresh each time the page opens.
		staleTime: 0,
		refetchOnMount: "always",
	});
}

export function useAccount() {
	return useQuery(accountQueryOptions());
}
