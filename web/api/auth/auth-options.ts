import type { AuthOptionsResponse } from "@core/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Reply } from "@/lib/api-client";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Server configuration: it changes only with a restart, so one read per visit is enough. */
const AUTH_OPTIONS_STALE_MS = 60 * 60 * 1000;

export function getAuthOptions(signal?: AbortSignal): Promise<AuthOptionsResponse> {
	return apiFetch<Reply<typeof AuthOptionsResponse>>(apiPaths.authOptions, { signal });
}

export function authOptionsQueryOptions() {
	return queryOptions({
		queryKey: ["auth-options"],
		queryFn: ({ signal }) => getAuthOptions(signal),
		staleTime: AUTH_OPTIONS_STALE_MS,
	});
}

/** Whether the auth forms carry a captcha, and the identity provider's name (null: none configured). */
export function useAuthOptions() {
	return useQuery(authOptionsQueryOptions());
}
