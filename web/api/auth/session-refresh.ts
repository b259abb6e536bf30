import type { MeResponse } from "@core/contracts/auth";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { isRetryableError } from "@/lib/api-client";
import { discardUserData, sessionQueryKey, sessionQueryOptions } from "./session";

/** Session refresh (spec section 9, Layout and interaction): a tick every 30 s ... */
export const SESSION_TICK_MS = 30 * 1000;
/** ... and a refresh once fewer than 3 ticks remain before the session ends. */
export const SESSION_REFRESH_TICKS = 3;

/** Whether a session ending at `expiresAt` should be refreshed at `now` (both in ms). */
export function sessionNeedsRefresh(expiresAt: number, now: number): boolean {
	return expiresAt - now < SESSION_REFRESH_TICKS * SESSION_TICK_MS;
}

/**
 * Keeps the browser's idea of the session true, for the whole app:
 * - near the end of a session it asks the server again, which extends a session in use or
 *   answers signed out; a refresh refused for good (not a 502/503/504 or lost connection)
 *   signs the user out here as well;
 * - whenever the signed-in user goes away (sign-out, expiry, a 401, another account), their
 *   profile, admin status, cart and lists are discarded (spec section 4, Session).
 */
export function useSessionKeeper(): void {
	const queryClient = useQueryClient();
	const { data } = useQuery(sessionQueryOptions());
	const userId = data?.user?.id ?? null;
	const expiresAt = data?.expires_at ? Date.parse(data.expires_at) : Number.NaN;

	const previousUserId = useRef(userId);
	useEffect(() => {
		if (previousUserId.current !== null && previousUserId.current !== userId) discardUserData(queryClient);
		previousUserId.current = userId;
	}, [userId, queryClient]);

	useEffect(() => {
		if (userId === null || Number.isNaN(expiresAt)) return;
		const timer = window.setInterval(() => {
			if (!sessionNeedsRefresh(expiresAt, Date.now())) return;
			queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch((error: unknown) => {
				if (isRetryableError(error)) return;
				console.warn("Session refresh failed; signing out", error);
				queryClient.setQueryData<MeResponse>(sessionQueryKey, { user: null, expires_at: null });
			});
		}, SESSION_TICK_MS);
		return () => window.clearInterval(timer);
	}, [userId, expiresAt, queryClient]);
}
