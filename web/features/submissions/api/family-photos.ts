import {
	type FamilyBulkUpdate,
	type FamilyBulkUpdateResponse,
	type FamilyPhotoListResponse,
	type FamilyPhotoResponse,
	type FamilyPhotoStatus,
	type FamilyPhotoUpdate,
	familyApiPaths,
	type SubmissionResponse,
	type TagSuggestResponse,
	type WithdrawResponse,
} from "@core/contracts/submissions";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** The family's photos change only by its own hand or a review: a short staleness is plenty. */
const PHOTOS_STALE_MS = 15_000;
const LOOKUP_STALE_MS = 5 * 60_000;

export const familyPhotoKeys = {
	// Under the family's root: dropped at sign-out, refreshed with the other tabs (closing a storefront).
	all: ["family", "photos"] as const,
	list: (status: FamilyPhotoStatus | null, q: string, page: number) =>
		[...familyPhotoKeys.all, "list", { status, q, page }] as const,
	tags: (q: string) => ["family", "tags", q] as const,
};

export type PhotoListFilter = { status: FamilyPhotoStatus | null; q: string; page: number };

export function useFamilyPhotos({ status, q, page }: PhotoListFilter) {
	return useQuery({
		queryKey: familyPhotoKeys.list(status, q, page),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof FamilyPhotoListResponse>>(familyApiPaths.photos, {
				query: { status: status ?? undefined, q: q || undefined, page },
				signal,
			}),
		staleTime: PHOTOS_STALE_MS,
		// Photos arrive from another tab (Upload) whose feature cannot refresh this list: read it
		// afresh each time the Photos tab opens, or a family just back from uploading sees none.
		refetchOnMount: "always",
		placeholderData: keepPreviousData,
	});
}

/** Tags of the archive's vocabulary for the typed text, while a tag box has focus. */
export function useTagSuggestions(q: string, enabled: boolean) {
	return useQuery({
		queryKey: familyPhotoKeys.tags(q),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof TagSuggestResponse>>(familyApiPaths.tagSuggest, { query: { q }, signal }),
		enabled,
		staleTime: LOOKUP_STALE_MS,
		placeholderData: keepPreviousData,
	});
}

/** Every change refreshes the lists (statuses and counts move together). */
function useFamilyMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: familyPhotoKeys.all }),
	});
}

export function useDescribePhoto(id: string) {
	return useFamilyMutation((update: FamilyPhotoUpdate) =>
		apiFetch<Reply<typeof FamilyPhotoResponse>>(familyApiPaths.photo(id), { method: "PATCH", body: update }),
	);
}

export function useDescribeMany() {
	return useFamilyMutation((change: FamilyBulkUpdate) =>
		apiFetch<Reply<typeof FamilyBulkUpdateResponse>>(familyApiPaths.photos, {
			method: "PATCH",
			body: change,
		}),
	);
}

export function useSubmitPhotos() {
	return useFamilyMutation((photoIds: string[]) =>
		apiFetch<Reply<typeof SubmissionResponse>>(familyApiPaths.submissions, {
			method: "POST",
			body: { photo_ids: photoIds },
		}),
	);
}

export function useResubmitPhoto() {
	return useFamilyMutation((id: string) =>
		apiFetch<Reply<typeof FamilyPhotoResponse>>(familyApiPaths.resubmit(id), { method: "POST" }),
	);
}

export function useWithdrawPhotos() {
	return useFamilyMutation((ids: string[]) =>
		apiFetch<Reply<typeof WithdrawResponse>>(familyApiPaths.withdrawMany, { method: "POST", body: { ids } }),
	);
}

export function useDeletePhoto() {
	return useFamilyMutation((id: string) => apiFetch<null>(familyApiPaths.photo(id), { method: "DELETE" }));
}
