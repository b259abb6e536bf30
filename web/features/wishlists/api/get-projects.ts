import { ProjectListResponse } from "@core/contracts/projects";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { useSession } from "@/lib/session";
import { ORGANISER_GC_MS, ORGANISER_STALE_MS, wishlistKeys } from "./keys";

export function getProjects(signal?: AbortSignal): Promise<ProjectListResponse> {
	return apiFetch(apiPaths.projects, { schema: ProjectListResponse, signal });
}

export function projectsQueryOptions(userId: string) {
	return queryOptions({
		queryKey: wishlistKeys.projects(userId),
		queryFn: ({ signal }) => getProjects(signal),
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
