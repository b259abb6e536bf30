import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminFamily, AdminFamilyResponse, FamilyCreate, FamilyUpdate } from "@core/contracts/catalogue";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { adminFamilyKeys } from "./keys";

export async function createFamily(input: FamilyCreate): Promise<AdminFamily> {
	const { family } = await apiFetch<Reply<typeof AdminFamilyResponse>>(adminApiPaths.adminFamilies, {
		method: "POST",
		body: input,
	});
	return family;
}

/** Only the fields that changed are sent. */
export async function updateFamily(id: string, update: FamilyUpdate): Promise<AdminFamily> {
	const { family } = await apiFetch<Reply<typeof AdminFamilyResponse>>(adminApiPaths.adminFamily(id), {
		method: "PATCH",
		body: update,
	});
	return family;
}

/** The image itself is the body, with its own content type. */
export async function uploadFamilyPortrait(id: string, file: Blob): Promise<AdminFamily> {
	const { family } = await apiFetch<Reply<typeof AdminFamilyResponse>>(
		adminApiPaths.adminFamilyPortrait(id),
		{
			method: "PUT",
			body: file,
		},
	);
	return family;
}

export function removeFamilyPortrait(id: string): Promise<void> {
	return apiFetch<void>(adminApiPaths.adminFamilyPortrait(id), { method: "DELETE" });
}

/** The lists and the family's page read again: names, portraits and counts show in both. */
function useRefreshFamilies() {
	const queryClient = useQueryClient();
	return () => queryClient.invalidateQueries({ queryKey: adminFamilyKeys.all });
}

export function useCreateFamily() {
	const refresh = useRefreshFamilies();
	return useMutation({ mutationFn: createFamily, onSuccess: refresh });
}

export function useUpdateFamily(id: string) {
	const refresh = useRefreshFamilies();
	return useMutation({ mutationFn: (update: FamilyUpdate) => updateFamily(id, update), onSuccess: refresh });
}

export function useUploadFamilyPortrait(id: string) {
	const refresh = useRefreshFamilies();
	return useMutation({ mutationFn: (file: Blob) => uploadFamilyPortrait(id, file), onSuccess: refresh });
}

export function useRemoveFamilyPortrait(id: string) {
	const refresh = useRefreshFamilies();
	return useMutation({ mutationFn: () => removeFamilyPortrait(id), onSuccess: refresh });
}
