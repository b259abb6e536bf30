import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganisers } from "@/api/projects/organiser-cache";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Its wishlists stay, without a project. */
export function deleteProject(id: string): Promise<void> {
	return apiFetch(apiPaths.project(id), { method: "DELETE" });
}

export function useDeleteProject() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: deleteProject, onSuccess: () => refreshOrganisers(queryClient) });
}
