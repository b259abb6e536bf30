import type {
	Project,
	ProjectCreate,
	ProjectListResponse,
	ProjectResponse,
	ProjectSaveResponse,
} from "@core/contracts/projects";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import type { Reply } from "@/lib/api-client";
import { apiFetch } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";
import { ORGANISER_GC_MS, ORGANISER_STALE_MS, organiserKeys, refreshOrganisers } from "./organiser-cache";

/**
 * The signed-in user's projects (spec section 3, "projects"): read by the project picker, the
 * wishlists page and checkout, created on the spot by the picker, stamped when chosen.
 */

export function getProjects(signal?: AbortSignal): Promise<ProjectListResponse> {
	return apiFetch<Reply<typeof ProjectListResponse>>(apiPaths.projects, { signal });
}

export function projectsQueryOptions(userId: string) {
	return queryOptions({
		queryKey: organiserKeys.projects(userId),
		queryFn: ({ signal }) => getProjects(signal),
		initialData: () => firstAnswer<ProjectListResponse>(apiPaths.projects),
		staleTime: ORGANISER_STALE_MS,
		gcTime: ORGANISER_GC_MS,
		// Marked stale by changes without a refetch while unseen: the next picker refetches it.
		refetchOnMount: true,
	});
}

/** The signed-in user's projects, by name; disabled for guests. */
export function useProjects() {
	const { user } = useSession();
	return useQuery({ ...projectsQueryOptions(user?.id ?? ""), enabled: user !== null });
}

/** Finds the caller's project of that name and company, or creates it (and its company). */
export function createProject(input: ProjectCreate): Promise<ProjectSaveResponse> {
	return apiFetch<Reply<typeof ProjectSaveResponse>>(apiPaths.projects, { method: "POST", body: input });
}

export function useCreateProject() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: createProject, onSuccess: () => refreshOrganisers(queryClient) });
}

/** Stamps the project's last_used_at with the current time (spec section 4, Project auto-selection). */
export function stampProjectUse(id: string): Promise<ProjectResponse> {
	return apiFetch<Reply<typeof ProjectResponse>>(apiPaths.projectUse(id), { method: "POST" });
}

/** The cached list takes the new stamp without a refetch. */
export function useStampProjectUse() {
	const queryClient = useQueryClient();
	const { user } = useSession();
	return useMutation({
		mutationFn: stampProjectUse,
		onSuccess: ({ project }) => {
			queryClient.setQueryData<{ projects: Project[] }>(organiserKeys.projects(user?.id ?? ""), (current) =>
				current ? { projects: current.projects.map((p) => (p.id === project.id ? project : p)) } : current,
			);
		},
	});
}
