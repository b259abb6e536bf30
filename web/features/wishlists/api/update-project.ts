import { ProjectResponse, type ProjectUpdate } from "@core/contracts/projects";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { refreshOrganisers } from "@/lib/organiser-cache";
import { apiPaths } from "@/lib/paths";

export function updateProject(id: string, update: ProjectUpdate): Promise<ProjectResponse> {
	return apiFetch(apiPaths.project(id), { method: "PATCH", body: update, schema: ProjectResponse });
}

export function useUpdateProject() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, update }: { id: string; update: ProjectUpdate }) => updateProject(id, update),
		onSuccess: () => refreshOrganisers(queryClient),
	});
}
