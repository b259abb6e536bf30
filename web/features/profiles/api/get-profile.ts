import type { ProfileResponse } from "@core/contracts/profiles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Profile: 10 min fresh, kept 15, no refetch on window focus (spec section 9, Caching). */
const PROFILE_STALE_MS = 10 * 60 * 1000;
const PROFILE_GC_MS = 15 * 60 * 1000;

/** Under the user-scoped root "profile": dropped on sign-out, read afresh on sign-in. */
export const profileQueryKey = ["profile"] as const;

export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
	return apiFetch<Reply<typeof ProfileResponse>>(apiPaths.profile, { signal });
}

export function profileQueryOptions() {
	return queryOptions({
		queryKey: profileQueryKey,
		queryFn: ({ signal }) => getProfile(signal),
		staleTime: PROFILE_STALE_MS,
		gcTime: PROFILE_GC_MS,
		refetchOnWindowFocus: false,
	});
}

export function useProfile() {
	return useQuery(profileQueryOptions());
}
