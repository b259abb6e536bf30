import { type ProjectCreate, ProjectSaveResponse } from "@core/contracts/projects";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshOrganisers } from "./keys";

/** Finds the caller's project of that name and company, or creates it (and its company). */
export function createProject(input: ProjectCreate): Promise<ProjectSaveResponse> {
	return apiFetch(apiPaths.projects, { method: "POST", body: input, schema: ProjectSaveResponse });
}

export function useCreateProject() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: createProject, onSuccess: () => refreshOrganisers(queryClient) });
}
