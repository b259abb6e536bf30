import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { refreshOrganisers } from "@/lib/organiser-cache";
import { apiPaths } from "@/lib/paths";

/** Refused (409) while any project names the company. */
export function deleteCompany(id: string): Promise<void> {
	return apiFetch(apiPaths.company(id), { method: "DELETE" });
}

export function useDeleteCompany() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: deleteCompany, onSuccess: () => refreshOrganisers(queryClient) });
}
