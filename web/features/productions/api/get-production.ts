import type { ProductionPage } from "@core/contracts/teams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * A production's page lives under the user-scoped root "projects" (dropped on sign-out, and
 * marked stale with the project lists by refreshOrganisers).
 */
export const productionKeys = {
	page: (id: string) => ["projects", "production", id] as const,
};

export function getProductionPage(id: string, signal?: AbortSignal): Promise<ProductionPage> {
	return apiFetch<ProductionPage>(apiPaths.production(id), { signal });
}

/** Not a production, or not one the caller may see: the server answers both with 404. */
export function isProductionNotFound(error: unknown): boolean {
	return error instanceof ApiError && error.status === 404;
}

export function useProductionPage(id: string) {
	return useQuery(
		queryOptions({
			queryKey: productionKeys.page(id),
			queryFn: ({ signal }) => getProductionPage(id, signal),
			// Orders and licences change with other members' work: read afresh on each visit.
			staleTime: 0,
			retry: (count, error) => !isProductionNotFound(error) && count < 1,
		}),
	);
}
