import type { FamilyInvitationView } from "@core/contracts/families";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { reloadUserData } from "@/api/auth/session";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { familyKeys } from "./keys";

export function getInvitation(token: string, signal?: AbortSignal): Promise<FamilyInvitationView> {
	return apiFetch<Reply<typeof FamilyInvitationView>>(apiPaths.familyInvitation(token), { signal });
}

/** A link that is not one of ours (404) or not a token at all (400): asking again changes nothing. */
export function isUnknownInvitation(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useInvitation(token: string) {
	return useQuery(
		queryOptions({
			queryKey: familyKeys.invitation(token),
			queryFn: ({ signal }) => getInvitation(token, signal),
			staleTime: 0,
			enabled: token !== "",
			retry: (count, error) => !isUnknownInvitation(error) && count < 1,
		}),
	);
}

export function acceptInvitation(token: string): Promise<{ storefront_name: string }> {
	return apiFetch<{ storefront_name: string }>(apiPaths.familyInvitationAccept, {
		method: "POST",
		body: { token },
	});
}

/** Accepts, then reads the session again: the account is a family now and /family shows the dashboard. */
export function useAcceptInvitation(token: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => acceptInvitation(token),
		onSuccess: async () => {
			await reloadUserData(queryClient);
			await queryClient.invalidateQueries({ queryKey: familyKeys.invitation(token) });
		},
	});
}
