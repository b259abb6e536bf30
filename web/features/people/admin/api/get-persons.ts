import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminPersonListQuery, AdminPersonListResponse } from "@core/contracts/people";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { adminListQueryOptions } from "@/components/admin/admin-list-query";
import type { Reply } from "@/lib/api-client";
import { ADMIN_PEOPLE_STALE_MS, adminPeopleKeys } from "./people-keys";

/** What the list asks for: the contract's query with its defaults applied. */
export type PersonListRequest = z.output<typeof AdminPersonListQuery>;

/** One page of people by name, with their faces, photos and aliases. */
export function personsQueryOptions(query: PersonListRequest) {
	return adminListQueryOptions<Reply<typeof AdminPersonListResponse>>({
		queryKey: adminPeopleKeys.list(query),
		path: adminApiPaths.adminPersons,
		query,
		staleTime: ADMIN_PEOPLE_STALE_MS,
	});
}

export function usePersons(query: PersonListRequest) {
	return useQuery(personsQueryOptions(query));
}
