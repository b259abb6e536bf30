import type {
	FamilyPersonCreate,
	FamilyPersonResponse,
	FamilyPersonsResponse,
	FamilyPersonUpdate,
} from "@core/contracts/releases";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { RELEASES_STALE_MS, releasesApi, releasesKeys } from "./keys";

export function personsQueryOptions() {
	return queryOptions({
		queryKey: releasesKeys.persons(),
		queryFn: ({ signal }) => apiFetch<Reply<typeof FamilyPersonsResponse>>(releasesApi.persons, { signal }),
		staleTime: RELEASES_STALE_MS,
	});
}

export const usePersons = () => useQuery(personsQueryOptions());

/** After a change to people, the open photo's faces show their names afresh. */
function useRefreshPeople() {
	const queryClient = useQueryClient();
	return () =>
		Promise.all([
			queryClient.invalidateQueries({ queryKey: releasesKeys.persons() }),
			queryClient.invalidateQueries({ queryKey: ["family", "releases", "photo"] }),
		]);
}

export function useCreatePerson() {
	const refresh = useRefreshPeople();
	return useMutation({
		mutationFn: (input: FamilyPersonCreate) =>
			apiFetch<Reply<typeof FamilyPersonResponse>>(releasesApi.persons, { method: "POST", body: input }),
		onSuccess: () => void refresh(),
	});
}

export function useUpdatePerson(personId: string) {
	const refresh = useRefreshPeople();
	return useMutation({
		mutationFn: (input: FamilyPersonUpdate) =>
			apiFetch<Reply<typeof FamilyPersonResponse>>(releasesApi.person(personId), {
				method: "PATCH",
				body: input,
			}),
		onSuccess: () => void refresh(),
	});
}
