import type { InvitationAcceptResponse, InvitationPreview } from "@core/contracts/teams";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshOrganisers } from "@/api/projects/organiser-cache";
import { ApiError, apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { teamKeys } from "./keys";

export function getInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
	return apiFetch<{ invitation: InvitationPreview }>(apiPaths.invitation(token), { signal }).then(
		(answer) => answer.invitation,
	);
}

/** A link that is not one of ours (404) or not a token at all (400): asking again changes nothing. */
export function isUnknownLink(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function useInvitationPreview(token: string) {
	return useQuery(
		queryOptions({
			queryKey: teamKeys.invitation(token),
			queryFn: ({ signal }) => getInvitationPreview(token, signal),
			staleTime: 0,
			retry: (count, error) => !isUnknownLink(error) && count < 1,
		}),
	);
}

export function acceptInvitation(token: string): Promise<InvitationAcceptResponse> {
	return apiFetch<InvitationAcceptResponse>(apiPaths.invitationAccept(token), { method: "POST" });
}

/** Joins the company; the caller's companies, projects and shortlists now include its own. */
export function useAcceptInvitation(token: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => acceptInvitation(token),
		onSuccess: () => refreshOrganisers(queryClient),
	});
}
