import { adminApiPaths } from "@core/admin-api-paths";
import type {
	AdminStudioLogo,
	AdminStudioLogoListResponse,
	AdminStudioLogoResponse,
	StudioLogoSave,
} from "@core/contracts/site";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminStudioLogoKeys = {
	list: () => ["admin", "studio-logos", "list"] as const,
};

/** The home page's own key (web/features/site): the strip shows a change at once. */
const PUBLIC_STUDIO_LOGOS_KEY = ["studio-logos"] as const;

export function getAdminStudioLogos(signal?: AbortSignal): Promise<AdminStudioLogoListResponse> {
	return apiFetch<Reply<typeof AdminStudioLogoListResponse>>(adminApiPaths.adminStudioLogos, { signal });
}

export function adminStudioLogosQueryOptions() {
	return queryOptions({
		queryKey: adminStudioLogoKeys.list(),
		queryFn: ({ signal }) => getAdminStudioLogos(signal),
		staleTime: 0,
		refetchOnMount: true,
	});
}

export function useAdminStudioLogos() {
	return useQuery(adminStudioLogosQueryOptions());
}

/** Adds a studio, or changes one's name and link when `id` is given. */
export async function saveStudioLogo({
	id,
	...input
}: StudioLogoSave & { id?: string | null }): Promise<AdminStudioLogo> {
	const { logo } = await apiFetch<Reply<typeof AdminStudioLogoResponse>>(
		id ? adminApiPaths.adminStudioLogo(id) : adminApiPaths.adminStudioLogos,
		{ method: id ? "PUT" : "POST", body: input },
	);
	return logo;
}

/** The image itself is the body, with its own content type (png, jpeg or webp, at most 2 MB). */
export async function uploadStudioLogoImage(id: string, file: Blob): Promise<AdminStudioLogo> {
	const { logo } = await apiFetch<Reply<typeof AdminStudioLogoResponse>>(
		adminApiPaths.adminStudioLogoImage(id),
		{
			method: "PUT",
			body: file,
		},
	);
	return logo;
}

export function removeStudioLogoImage(id: string): Promise<void> {
	return apiFetch<void>(adminApiPaths.adminStudioLogoImage(id), { method: "DELETE" });
}

export function deleteStudioLogo(id: string): Promise<void> {
	return apiFetch<void>(adminApiPaths.adminStudioLogo(id), { method: "DELETE" });
}

export async function orderStudioLogos(ids: string[]): Promise<AdminStudioLogo[]> {
	const { logos } = await apiFetch<Reply<typeof AdminStudioLogoListResponse>>(
		adminApiPaths.adminStudioLogoOrder,
		{ method: "PUT", body: { ids } },
	);
	return logos;
}

/** Every change reads the admin list again, and the home page's strip too. */
function useRefresh() {
	const queryClient = useQueryClient();
	return () =>
		Promise.all([
			queryClient.invalidateQueries({ queryKey: adminStudioLogoKeys.list() }),
			queryClient.invalidateQueries({ queryKey: PUBLIC_STUDIO_LOGOS_KEY }),
		]);
}

export function useSaveStudioLogo() {
	const refresh = useRefresh();
	return useMutation({ mutationFn: saveStudioLogo, onSuccess: refresh });
}

export function useUploadStudioLogoImage(id: string) {
	const refresh = useRefresh();
	return useMutation({ mutationFn: (file: Blob) => uploadStudioLogoImage(id, file), onSuccess: refresh });
}

export function useRemoveStudioLogoImage(id: string) {
	const refresh = useRefresh();
	return useMutation({ mutationFn: () => removeStudioLogoImage(id), onSuccess: refresh });
}

export function useDeleteStudioLogo() {
	const refresh = useRefresh();
	// A logo already gone (404) is what was wanted: the list catches up either way.
	return useMutation({ mutationFn: deleteStudioLogo, onSettled: refresh });
}

/** The list comes back in its new order: shown at once, before the refresh. */
export function useOrderStudioLogos() {
	const queryClient = useQueryClient();
	const refresh = useRefresh();
	return useMutation({
		mutationFn: orderStudioLogos,
		onSuccess: (logos) => queryClient.setQueryData(adminStudioLogoKeys.list(), { logos }),
		onSettled: refresh,
	});
}
