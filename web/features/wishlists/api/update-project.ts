import type { ProjectResponse, ProjectUpdate } from "@core/contracts/projects";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganisers } from "@/api/projects/organiser-cache";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export function updateProject(id: string, update: ProjectUpdate): Promise<ProjectResponse> {
	return apiFetch<Reply<typeof ProjectResponse>>(apiPaths.project(id), { method: "PATCH", body: update });
}

export function useUpdateProject() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ id, update }: { id: string; update: ProjectUpdate }) => updateProject(id, update),
		onSuccess: () => refreshOrganisers(queryClient),
	});
}
