import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganisers } from "@/api/projects/organiser-cache";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Refused (409) while any project names the company. */
export function deleteCompany(id: string): Promise<void> {
	return apiFetch(apiPaths.company(id), { method: "DELETE" });
}

export function useDeleteCompany() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: deleteCompany, onSuccess: () => refreshOrganisers(queryClient) });
}
