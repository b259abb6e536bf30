import { adminApiPaths } from "@core/admin-api-paths";
import type {
	AdminBanner,
	AdminBannerListResponse,
	AdminBannerResponse,
	BannerPreviewResponse,
	BannerSave,
} from "@core/contracts/catalogue";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminBannerKeys = {
	all: ["admin", "banners"] as const,
	list: () => ["admin", "banners", "list"] as const,
	preview: (content: string) => ["admin", "banners", "preview", content] as const,
};

/** The public banner's own key (web/features/banner): the site shows a change at once. */
const PUBLIC_BANNER_KEY = ["banner"] as const;

export function getAdminBanners(signal?: AbortSignal): Promise<AdminBannerListResponse> {
	return apiFetch<Reply<typeof AdminBannerListResponse>>(adminApiPaths.adminBanners, { signal });
}

export function adminBannersQueryOptions() {
	return queryOptions({
		queryKey: adminBannerKeys.list(),
		queryFn: ({ signal }) => getAdminBanners(signal),
		staleTime: 0,
		refetchOnMount: true,
	});
}

export function useAdminBanners() {
	return useQuery(adminBannersQueryOptions());
}

/** The HTML as the server will keep it (its sanitiser is the authority, not the browser's). */
export async function previewBanner(content: string, signal?: AbortSignal): Promise<string> {
	const answer = await apiFetch<Reply<typeof BannerPreviewResponse>>(adminApiPaths.adminBannerPreview, {
		method: "POST",
		body: { content },
		signal,
	});
	return answer.content;
}

export function useBannerPreview(content: string) {
	return useQuery({
		queryKey: adminBannerKeys.preview(content),
		queryFn: ({ signal }) => previewBanner(content, signal),
		enabled: content.trim() !== "",
		staleTime: Number.POSITIVE_INFINITY,
		// While the next preview loads, the last one stays in the box instead of a blank.
		placeholderData: keepPreviousData,
		retry: false,
	});
}

/** Creates a banner, or replaces one's content and state when `id` is given. */
export async function saveBanner({
	id,
	...input
}: BannerSave & { id?: string | null }): Promise<AdminBanner> {
	const { banner } = await apiFetch<Reply<typeof AdminBannerResponse>>(
		id ? adminApiPaths.adminBanner(id) : adminApiPaths.adminBanners,
		{
			method: id ? "PUT" : "POST",
			body: input,
		},
	);
	return banner;
}

export function deleteBanner(id: string): Promise<void> {
	return apiFetch<void>(adminApiPaths.adminBanner(id), { method: "DELETE" });
}

/** Activating one deactivates the others, so the whole list reads again, and the site's banner too. */
function useRefreshBanners() {
	const queryClient = useQueryClient();
	return () =>
		Promise.all([
			queryClient.invalidateQueries({ queryKey: adminBannerKeys.list() }),
			queryClient.invalidateQueries({ queryKey: PUBLIC_BANNER_KEY }),
		]);
}

export function useSaveBanner() {
	const refresh = useRefreshBanners();
	return useMutation({ mutationFn: saveBanner, onSuccess: refresh });
}

export function useDeleteBanner() {
	const refresh = useRefreshBanners();
	// A banner already gone (404) is what was wanted: the list catches up either way.
	return useMutation({ mutationFn: deleteBanner, onSettled: refresh });
}
