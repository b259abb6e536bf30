import type { CompanyResponse, CompanyUpdate } from "@core/contracts/companies";
import type {
	CompanySettings,
	CompanySettingsUpdate,
	CompanyWorkspace,
	InvitationCreate,
	InvitationResponse,
	MemberNotifications,
	MemberNotificationsUpdate,
	MemberResponse,
	MemberUpdate,
} from "@core/contracts/teams";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganisers } from "@/api/projects/organiser-cache";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { teamKeys } from "./keys";

/** Changes one part of the cached workspace in place (the answer of a PATCH says what it is now). */
function patchWorkspace(
	queryClient: QueryClient,
	id: string,
	change: (workspace: CompanyWorkspace) => CompanyWorkspace,
): void {
	queryClient.setQueryData<CompanyWorkspace>(teamKeys.workspace(id), (current) =>
		current ? change(current) : current,
	);
}

function refreshWorkspace(queryClient: QueryClient, id: string): Promise<void> {
	return queryClient.invalidateQueries({ queryKey: teamKeys.workspace(id) });
}

export function useRenameCompany(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: CompanyUpdate) =>
			apiFetch<CompanyResponse>(apiPaths.company(id), { method: "PATCH", body }),
		onSuccess: async ({ company }) => {
			patchWorkspace(queryClient, id, (w) => ({ ...w, company: { ...w.company, name: company.name } }));
			// The pickers, the profile's list and the wishlists show the name too.
			await refreshOrganisers(queryClient);
		},
	});
}

export function useUpdateSettings(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: CompanySettingsUpdate) =>
			apiFetch<{ settings: CompanySettings }>(apiPaths.companySettings(id), { method: "PATCH", body }),
		onSuccess: ({ settings }) => patchWorkspace(queryClient, id, (w) => ({ ...w, settings })),
	});
}

export function useUpdateNotifications(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: MemberNotificationsUpdate) =>
			apiFetch<{ notifications: MemberNotifications }>(apiPaths.companyNotifications(id), {
				method: "PATCH",
				body,
			}),
		onSuccess: ({ notifications }) =>
			patchWorkspace(queryClient, id, (w) => ({ ...w, my_notifications: notifications })),
	});
}

export function useInvite(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: InvitationCreate) =>
			apiFetch<InvitationResponse>(apiPaths.companyInvitations(id), { method: "POST", body }),
		onSuccess: () => refreshWorkspace(queryClient, id),
	});
}

export function useWithdrawInvitation(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (invitationId: string) =>
			apiFetch<unknown>(apiPaths.companyInvitation(id, invitationId), { method: "DELETE" }),
		onSuccess: () => refreshWorkspace(queryClient, id),
	});
}

export function useChangeRole(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ userId, role }: { userId: string } & MemberUpdate) =>
			apiFetch<MemberResponse>(apiPaths.companyMember(id, userId), { method: "PATCH", body: { role } }),
		onSuccess: ({ member }) =>
			patchWorkspace(queryClient, id, (w) => ({
				...w,
				members: w.members.map((m) => (m.user_id === member.user_id ? member : m)),
			})),
	});
}

/** Removes a member, or the caller themselves (leaving): the same DELETE. */
export function useRemoveMember(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ userId }: { userId: string; self: boolean }) =>
			apiFetch<unknown>(apiPaths.companyMember(id, userId), { method: "DELETE" }),
		onSuccess: async (_answer, { self }) => {
			if (self) {
				// The caller sees nothing of the company any more: its workspace, projects and shortlists go.
				queryClient.removeQueries({ queryKey: teamKeys.workspace(id) });
				await refreshOrganisers(queryClient);
				return;
			}
			await refreshWorkspace(queryClient, id);
		},
	});
}
