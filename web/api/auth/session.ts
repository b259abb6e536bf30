import type { Reply } from "@/lib/api-client";
/**
 * Who is signed in. `GET /api/me` answers who; `GET /api/me/is-admin` (the spec's
 * is_current_user_admin) answers whether they are an admin. Every signed-in or admin decision
 * of the UI reads `useSession`.
 */

import type { IsAdminResponse, MeResponse, SessionUser } from "@core/contracts/auth";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/api-client";
import { firstAnswer, forgetFirstAnswers } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/** Profile data: 10 min fresh, kept 15 (spec section 9, Caching). */
const PROFILE_STALE_MS = 10 * 60 * 1000;
const PROFILE_GC_MS = 15 * 60 * 1000;
/** Admin status: 10 min (spec section 9, Caching), one retry (section 6). */
const ADMIN_STATUS_STALE_MS = 10 * 60 * 1000;

export const sessionQueryKey = ["session"] as const;
export const IS_ADMIN_QUERY_ROOT = "is-admin";

export function getSession(signal?: AbortSignal): Promise<MeResponse> {
	return apiFetch<Reply<typeof MeResponse>>(apiPaths.me, { signal });
}

export function sessionQueryOptions() {
	return queryOptions({
		queryKey: sessionQueryKey,
		queryFn: ({ signal }) => getSession(signal),
		initialData: () => firstAnswer<MeResponse>(apiPaths.me),
		staleTime: PROFILE_STALE_MS,
		gcTime: PROFILE_GC_MS,
		refetchOnWindowFocus: false,
	});
}

export function getIsAdmin(signal?: AbortSignal): Promise<IsAdminResponse> {
	return apiFetch<Reply<typeof IsAdminResponse>>(apiPaths.isAdmin, { signal });
}

/** One retry, except for answers a retry cannot change (401, 403, 404 ...). */
function retryOnceUnlessRefused(failureCount: number, error: unknown): boolean {
	if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
	return failureCount < 1;
}

/** Keyed by user, so one account's answer never serves another. */
export function isAdminQueryOptions(userId: string) {
	return queryOptions({
		queryKey: [IS_ADMIN_QUERY_ROOT, userId],
		queryFn: ({ signal }) => getIsAdmin(signal),
		initialData: () => firstAnswer<IsAdminResponse>(apiPaths.isAdmin),
		staleTime: ADMIN_STATUS_STALE_MS,
		retry: retryOnceUnlessRefused,
	});
}

export type Session = {
	/** The signed-in user, or null when signed out or when the session could not be read. */
	user: SessionUser | null;
	/** True only once the server confirmed the signed-in user is an admin. */
	isAdmin: boolean;
	/** True until the first answer (or failure) of `GET /api/me`. */
	isLoading: boolean;
	/** True while a signed-in user's admin status is still being asked. */
	isAdminLoading: boolean;
};

export function useSession(): Session {
	const { data, isPending } = useQuery(sessionQueryOptions());
	const user = data?.user ?? null;
	const admin = useQuery({ ...isAdminQueryOptions(user?.id ?? ""), enabled: user !== null });
	return {
		user,
		// A failed check counts as not an admin: nothing proves otherwise (the server enforces it anyway).
		isAdmin: user !== null && admin.data?.is_admin === true,
		// A failed session read counts as signed out: nothing proves who the visitor is.
		isLoading: isPending,
		isAdminLoading: user !== null && admin.isPending,
	};
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
export const USER_SCOPED_QUERY_ROOTS = [
	"cart",
	"wishlists",
	"profile",
	"projects",
	"companies",
	"account",
	"orders",
	"admin",
	// A family's dashboard (issue 27).
	"family",
	"family-invitation",
	IS_ADMIN_QUERY_ROOT,
] as const;

/** Forgets everything that belonged to the user who was signed in. */
export function discardUserData(queryClient: QueryClient): void {
	forgetFirstAnswers();
	for (const root of USER_SCOPED_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
}

/**
 * After any sign-in (password, reset link, ...): the previous user's data goes, the session is
 * read again, and profile and admin status load afresh for the new user (spec section 4,
 * Session). Resolves once the header and the guards know the new user.
 */
export async function reloadUserData(queryClient: QueryClient): Promise<MeResponse> {
	discardUserData(queryClient);
	return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}

export function useSignOut() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => apiFetch<unknown>(apiPaths.signOut, { method: "POST", body: {} }),
		onSuccess: () => {
			queryClient.setQueryData<MeResponse>(sessionQueryKey, { user: null, expires_at: null });
			discardUserData(queryClient);
		},
	});
}
