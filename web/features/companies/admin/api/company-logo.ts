import { adminApiPaths } from "@core/admin-api-paths";
import type { CompanyResponse } from "@core/contracts/companies";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { adminCompanyKeys } from "./keys";

/** The image itself is the body, with its own content type (png, jpeg or webp, at most 2 MB). */
export function uploadCompanyLogo(id: string, file: Blob): Promise<CompanyResponse> {
	return apiFetch<Reply<typeof CompanyResponse>>(adminApiPaths.adminCompanyLogo(id), {
		method: "PUT",
		body: file,
	});
}

export function removeCompanyLogo(id: string): Promise<void> {
	return apiFetch(adminApiPaths.adminCompanyLogo(id), { method: "DELETE" });
}

/** The admin lists, and the owners' company lists (they carry the logo), read it afresh. */
async function refreshLogos(queryClient: QueryClient): Promise<void> {
	await Promise.all([
		queryClient.invalidateQueries({ queryKey: adminCompanyKeys.all }),
		queryClient.invalidateQueries({ queryKey: ["companies"] }),
	]);
}

export function useUploadCompanyLogo(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (file: Blob) => uploadCompanyLogo(id, file),
		onSuccess: () => refreshLogos(queryClient),
	});
}

export function useRemoveCompanyLogo(id: string) {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: () => removeCompanyLogo(id), onSuccess: () => refreshLogos(queryClient) });
}
