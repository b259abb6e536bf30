import { type Project, ProjectResponse } from "@core/contracts/projects";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { useSession } from "@/lib/session";
import { wishlistKeys } from "./keys";

/** Stamps the project's last_used_at with the current time (spec section 4, Project auto-selection). */
export function stampProjectUse(id: string): Promise<ProjectResponse> {
	return apiFetch(apiPaths.projectUse(id), { method: "POST", schema: ProjectResponse });
}

/** The cached list takes the new stamp without a refetch. */
export function useStampProjectUse() {
	const queryClient = useQueryClient();
	const { user } = useSession();
	return useMutation({
		mutationFn: stampProjectUse,
		onSuccess: ({ project }) => {
			queryClient.setQueryData<{ projects: Project[] }>(wishlistKeys.projects(user?.id ?? ""), (current) =>
				current ? { projects: current.projects.map((p) => (p.id === project.id ? project : p)) } : current,
			);
		},
	});
}
