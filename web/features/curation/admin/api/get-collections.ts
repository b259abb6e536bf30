import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminCollectionListQuery, AdminCollectionListResponse } from "@core/contracts/curation";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { adminListQueryOptions } from "@/components/admin/admin-list-query";
import type { Reply } from "@/lib/api-client";
import { ADMIN_COLLECTIONS_STALE_MS, adminCollectionKeys } from "./collection-keys";

/** What a list asks for: the contract's query with its defaults applied. */
export type CollectionListRequest = z.output<typeof AdminCollectionListQuery>;

/** One page of the collections, published or not, the last changed first. */
export function adminCollectionsQueryOptions(query: CollectionListRequest) {
	return adminListQueryOptions<Reply<typeof AdminCollectionListResponse>>({
		queryKey: adminCollectionKeys.list(query),
		path: adminApiPaths.adminCollections,
		query,
		staleTime: ADMIN_COLLECTIONS_STALE_MS,
	});
}

export function useAdminCollections(query: CollectionListRequest) {
	return useQuery(adminCollectionsQueryOptions(query));
}
