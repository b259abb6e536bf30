import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminFamilyDetail } from "@core/contracts/catalogue";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { ADMIN_FAMILIES_STALE_MS, adminFamilyKeys } from "./keys";

export function getAdminFamily(id: string, signal?: AbortSignal): Promise<AdminFamilyDetail> {
	return apiFetch<Reply<typeof AdminFamilyDetail>>(adminApiPaths.adminFamily(id), { signal });
}

/** An unknown family (or an id that is not one); asking again changes nothing. */
export function isFamilyNotFound(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function adminFamilyQueryOptions(id: string) {
	return queryOptions({
		queryKey: adminFamilyKeys.detail(id),
		queryFn: ({ signal }) => getAdminFamily(id, signal),
		staleTime: ADMIN_FAMILIES_STALE_MS,
		retry: (count, error) => !isFamilyNotFound(error) && count < 1,
	});
}

/** One family with its photos by status and its recent sales. */
export function useAdminFamily(id: string) {
	return useQuery(adminFamilyQueryOptions(id));
}
