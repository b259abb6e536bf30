import { adminApiPaths } from "@core/admin-api-paths";
import {
	type Synonym,
	SynonymCreate,
	type SynonymCreateInput,
	type SynonymListResponse,
	type SynonymResponse,
} from "@core/contracts/analytics";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SEARCH_QUERY_ROOT } from "@/api/search/photo-search";
import { apiFetch, type Reply } from "@/lib/api-client";
import { adminSearchKeys, SYNONYMS_STALE_MS } from "./keys";

/** The synonyms by term; with `q`, those whose term or synonym_of contains it. */
export function getSynonyms(q: string, signal?: AbortSignal): Promise<SynonymListResponse> {
	return apiFetch<Reply<typeof SynonymListResponse>>(adminApiPaths.adminSynonyms, {
		query: { q: q || undefined },
		signal,
	});
}

export function synonymsQueryOptions(q: string) {
	return queryOptions({
		queryKey: adminSearchKeys.synonymList(q),
		queryFn: ({ signal }) => getSynonyms(q, signal),
		staleTime: SYNONYMS_STALE_MS,
		refetchOnMount: true,
		// Filtering keeps the last list on screen (marked as updating) instead of a skeleton.
		placeholderData: keepPreviousData,
	});
}

export function useSynonyms(q: string) {
	return useQuery(synonymsQueryOptions(q));
}

/** The pair as the server stores it (trimmed, lower-case, single spaces). */
function normalised(input: SynonymCreateInput): SynonymCreateInput {
	const parsed = SynonymCreate.safeParse(input);
	return parsed.success ? parsed.data : input;
}

export async function createSynonym(input: SynonymCreateInput): Promise<Synonym> {
	const { synonym } = await apiFetch<Reply<typeof SynonymResponse>>(adminApiPaths.adminSynonyms, {
		method: "POST",
		body: normalised(input),
	});
	return synonym;
}

export async function updateSynonym({ id, ...input }: SynonymCreateInput & { id: string }): Promise<Synonym> {
	const { synonym } = await apiFetch<Reply<typeof SynonymResponse>>(adminApiPaths.adminSynonym(id), {
		method: "PATCH",
		body: normalised(input),
	});
	return synonym;
}

export function deleteSynonym(id: string): Promise<void> {
	return apiFetch<void>(adminApiPaths.adminSynonym(id), { method: "DELETE" });
}

/**
 * Every list (whatever its filter) reads again after a change, and cached search results are
 * dropped: the server reads synonyms live, so the next search already uses the change.
 */
function useRefreshSynonyms() {
	const queryClient = useQueryClient();
	return () =>
		Promise.all([
			queryClient.invalidateQueries({ queryKey: adminSearchKeys.synonyms() }),
			queryClient.removeQueries({ queryKey: SEARCH_QUERY_ROOT }),
		]);
}

export function useCreateSynonym() {
	const refresh = useRefreshSynonyms();
	return useMutation({ mutationFn: createSynonym, onSuccess: refresh });
}

export function useUpdateSynonym() {
	const refresh = useRefreshSynonyms();
	return useMutation({ mutationFn: updateSynonym, onSuccess: refresh });
}

export function useDeleteSynonym() {
	const refresh = useRefreshSynonyms();
	// A synonym already gone (404) is what was wanted: the list catches up either way.
	return useMutation({ mutationFn: deleteSynonym, onSettled: refresh });
}
