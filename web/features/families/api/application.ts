import type {
	FamilyApplication,
	FamilyApplicationCreate,
	FamilyApplicationResponse,
} from "@core/contracts/families";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { familyKeys } from "./keys";

export function getMyApplication(signal?: AbortSignal): Promise<FamilyApplicationResponse> {
	return apiFetch<Reply<typeof FamilyApplicationResponse>>(apiPaths.familyApplication, { signal });
}

/** An application changes when an admin decides it: read afresh each time the page opens. */
export function myApplicationQueryOptions() {
	return queryOptions({
		queryKey: familyKeys.application,
		queryFn: ({ signal }) => getMyApplication(signal),
		staleTime: 0,
	});
}

export function useMyApplication(enabled = true) {
	return useQuery({ ...myApplicationQueryOptions(), enabled });
}

export async function applyToBecomeFamily(input: FamilyApplicationCreate): Promise<FamilyApplication> {
	const { application } = await apiFetch<Reply<typeof FamilyApplicationResponse>>(
		apiPaths.familyApplication,
		{
			method: "POST",
			body: input,
		},
	);
	if (!application) throw new Error("the application was not returned");
	return application;
}

export function useApply() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: applyToBecomeFamily,
		onSuccess: (application) => queryClient.setQueryData(familyKeys.application, { application }),
	});
}
