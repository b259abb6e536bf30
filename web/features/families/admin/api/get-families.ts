import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminFamilyListQuery, AdminFamilyListResponse } from "@core/contracts/catalogue";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { adminListQueryOptions } from "@/components/admin/admin-list-query";
import type { Reply } from "@/lib/api-client";
import { ADMIN_FAMILIES_STALE_MS, adminFamilyKeys } from "./keys";

/** What a list asks for: the contract's query with its defaults applied. */
export type FamilyListRequest = z.output<typeof AdminFamilyListQuery>;

/** One page of the families, searched and sorted, with their photo and sales figures. */
export function adminFamiliesQueryOptions(query: FamilyListRequest) {
	return adminListQueryOptions<Reply<typeof AdminFamilyListResponse>>({
		queryKey: adminFamilyKeys.list(query),
		path: adminApiPaths.adminFamilies,
		query,
		staleTime: ADMIN_FAMILIES_STALE_MS,
	});
}

export function useAdminFamilies(query: FamilyListRequest) {
	return useQuery(adminFamiliesQueryOptions(query));
}
