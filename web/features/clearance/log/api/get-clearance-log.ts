import type { ClearanceLogResponse } from "@core/contracts/clearance-log";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export function getClearanceLog(projectId: string, signal?: AbortSignal): Promise<ClearanceLogResponse> {
	return apiFetch<Reply<typeof ClearanceLogResponse>>(apiPaths.projectClearance(projectId), { signal });
}

/** Another member's production and an unknown one both answer 404. */
export const isProductionNotFound = (error: unknown): boolean =>
	error instanceof ApiError && error.status === 404;

/** Under the user-scoped root "projects", so it goes on sign-out with the user's productions. */
export const clearanceLogKey = (userId: string, projectId: string) =>
	["projects", "clearance-log", userId, projectId] as const;

export function clearanceLogQueryOptions(userId: string, projectId: string) {
	return queryOptions({
		queryKey: clearanceLogKey(userId, projectId),
		queryFn: ({ signal }) => getClearanceLog(projectId, signal),
		// The ledger changes when an admin acts: a log opened again is read again.
		staleTime: 0,
		retry: (failureCount, error) => !isProductionNotFound(error) && failureCount < 1,
	});
}

/** The signed-in member's (or an admin's) clearance log of one production. */
export function useClearanceLog(projectId: string) {
	const { user } = useSession();
	return useQuery({ ...clearanceLogQueryOptions(user?.id ?? "", projectId), enabled: user !== null });
}
