/**
 * Who is signed in. One query, `GET /api/me`, answers it; every signed-in or admin decision
 * of the UI reads this hook.
 */

import { MeResponse, type SessionUser } from "@core/contracts/session";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { apiPaths } from "./paths";

/** Profile data: 10 min fresh, kept 15 (spec section 9, Caching). */
const PROFILE_STALE_MS = 10 * 60 * 1000;
const PROFILE_GC_MS = 15 * 60 * 1000;

export const sessionQueryKey = ["session"] as const;

export function getSession(signal?: AbortSignal): Promise<MeResponse> {
	return apiFetch(apiPaths.me, { schema: MeResponse, signal });
}

export function sessionQueryOptions() {
	return queryOptions({
		queryKey: sessionQueryKey,
		queryFn: ({ signal }) => getSession(signal),
		staleTime: PROFILE_STALE_MS,
		gcTime: PROFILE_GC_MS,
		refetchOnWindowFocus: false,
	});
}

export type Session = {
	/** The signed-in user, or null when signed out or when the session could not be read. */
	user: SessionUser | null;
	isAdmin: boolean;
	/** True until the first answer (or failure) of `GET /api/me`. */
	isLoading: boolean;
};

export function useSession(): Session {
	const { data, isPending } = useQuery(sessionQueryOptions());
	const user = data?.user ?? null;
	// A failed session read counts as signed out: nothing proves who the visitor is.
	return { user, isAdmin: user?.is_admin === true, isLoading: isPending };
}

/** The name the header shows for a user: the first name, else the part of the email before @. */
export function displayName(user: SessionUser): string {
	const first = user.first_name?.trim();
	if (first) return first;
	return user.email.split("@")[0] || user.email;
}

/** The navigation state /auth reads to send the user back after signing in. */
export type AuthRedirectState = { returnUrl: string };

/** Queries that belong to the signed-in user; they are dropped on sign-out (spec section 4, Session). */
export const USER_SCOPED_QUERY_ROOTS = ["cart", "wishlists", "profile", "projects", "companies"] as const;

export function useSignOut() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => apiFetch<unknown>(apiPaths.signOut, { method: "POST", body: {} }),
		onSuccess: () => {
			queryClient.setQueryData<MeResponse>(sessionQueryKey, { user: null });
			for (const root of USER_SCOPED_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
		},
	});
}
