import { adminApiPaths } from "@core/admin-api-paths";
import type {
	AdminFamilyApplication,
	AdminFamilyApplicationResponse,
	AdminFamilyApplicationsResponse,
	AdminFamilyInvitation,
	AdminFamilyInvitationResponse,
	FamilyApplicationDecline,
	FamilyInvitationCreate,
} from "@core/contracts/families";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { adminFamilyKeys, familyApplicationKeys } from "./keys";

export function getFamilyApplications(signal?: AbortSignal): Promise<AdminFamilyApplicationsResponse> {
	return apiFetch<Reply<typeof AdminFamilyApplicationsResponse>>(adminApiPaths.adminFamilyApplications, {
		signal,
	});
}

/** Applications change as members apply: read afresh each time the page shows them. */
export function familyApplicationsQueryOptions() {
	return queryOptions({
		queryKey: familyApplicationKeys.all,
		queryFn: ({ signal }) => getFamilyApplications(signal),
		staleTime: 0,
	});
}

export function useFamilyApplications() {
	return useQuery(familyApplicationsQueryOptions());
}

async function decide(
	id: string,
	action: "approve" | "decline",
	body: FamilyApplicationDecline | undefined,
): Promise<AdminFamilyApplication> {
	const { application } = await apiFetch<Reply<typeof AdminFamilyApplicationResponse>>(
		adminApiPaths.adminFamilyApplicationAction(id, action),
		{ method: "POST", body: body ?? {} },
	);
	return application;
}

/** The applications and the families read again: an approval adds a family. */
function useRefresh() {
	const queryClient = useQueryClient();
	return () =>
		Promise.all([
			queryClient.invalidateQueries({ queryKey: familyApplicationKeys.all }),
			queryClient.invalidateQueries({ queryKey: adminFamilyKeys.all }),
		]);
}

export function useApproveApplication() {
	const refresh = useRefresh();
	return useMutation({ mutationFn: (id: string) => decide(id, "approve", undefined), onSettled: refresh });
}

export function useDeclineApplication(id: string) {
	const refresh = useRefresh();
	return useMutation({
		mutationFn: (body: FamilyApplicationDecline) => decide(id, "decline", body),
		onSuccess: refresh,
	});
}

export async function inviteFamily(input: FamilyInvitationCreate): Promise<AdminFamilyInvitation> {
	const { invitation } = await apiFetch<Reply<typeof AdminFamilyInvitationResponse>>(
		adminApiPaths.adminFamilyInvitations,
		{ method: "POST", body: input },
	);
	return invitation;
}

export function useInviteFamily() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: inviteFamily,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: familyApplicationKeys.invitations }),
	});
}
