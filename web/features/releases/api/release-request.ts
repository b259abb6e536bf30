import type { PublicReleaseRequest, ReleaseLinkSign, SignedReleaseResponse } from "@core/contracts/releases";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { releasesApi, releasesKeys } from "./keys";

/** What a signing link asks (no account needed); a used, expired or unknown link is not retried. */
export function useReleaseRequest(token: string) {
	return useQuery({
		queryKey: releasesKeys.request(token),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof PublicReleaseRequest>>(releasesApi.request(token), { signal }),
		enabled: token !== "",
		staleTime: Number.POSITIVE_INFINITY,
		retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
	});
}

export function useSignByLink(token: string) {
	return useMutation({
		mutationFn: (input: ReleaseLinkSign) =>
			apiFetch<Reply<typeof SignedReleaseResponse>>(releasesApi.sign(token), { method: "POST", body: input }),
	});
}
