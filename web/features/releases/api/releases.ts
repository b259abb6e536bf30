import type { RightsSave } from "@core/contracts/clearance";
import type {
	FamilyReleaseResponse,
	FamilyRightsResponse,
	OnlineReleaseSign,
	PaperReleaseUpload,
	ReleaseRequestCreate,
	ReleaseRequestResponse,
	SignedReleaseResponse,
} from "@core/contracts/releases";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { RELEASES_STALE_MS, releasesApi, releasesKeys } from "./keys";

/** A release changes the person's state and the clearance of every photo showing them. */
function useRefreshAfterRelease() {
	const queryClient = useQueryClient();
	return () => queryClient.invalidateQueries({ queryKey: releasesKeys.all });
}

export function useSignOnline(personId: string) {
	const refresh = useRefreshAfterRelease();
	return useMutation({
		mutationFn: (input: OnlineReleaseSign) =>
			apiFetch<Reply<typeof SignedReleaseResponse>>(releasesApi.signOnline(personId), {
				method: "POST",
				body: input,
			}),
		onSuccess: () => void refresh(),
	});
}

export function useRequestRelease(personId: string) {
	const refresh = useRefreshAfterRelease();
	return useMutation({
		mutationFn: (input: ReleaseRequestCreate) =>
			apiFetch<Reply<typeof ReleaseRequestResponse>>(releasesApi.requests(personId), {
				method: "POST",
				body: input,
			}),
		onSuccess: () => void refresh(),
	});
}

export function useUploadPaperRelease(personId: string) {
	const refresh = useRefreshAfterRelease();
	return useMutation({
		mutationFn: (input: PaperReleaseUpload) =>
			apiFetch<Reply<typeof FamilyReleaseResponse>>(releasesApi.paper(personId), {
				method: "POST",
				body: input,
			}),
		onSuccess: () => void refresh(),
	});
}

export function useRights(photoId: string) {
	return useQuery({
		queryKey: releasesKeys.rights(photoId),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof FamilyRightsResponse>>(releasesApi.rights(photoId), { signal }),
		staleTime: RELEASES_STALE_MS,
	});
}

export function useSaveRights(photoId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input: RightsSave) =>
			apiFetch<Reply<typeof FamilyRightsResponse>>(releasesApi.rights(photoId), {
				method: "PUT",
				body: input,
			}),
		onSuccess: (answer) => {
			queryClient.setQueryData(releasesKeys.rights(photoId), answer);
			void queryClient.invalidateQueries({ queryKey: releasesKeys.photo(photoId) });
		},
	});
}
