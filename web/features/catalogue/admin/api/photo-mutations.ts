import { adminApiPaths } from "@core/admin-api-paths";
import type {
	AdminPhotoResponse,
	PhotoMetadataUpdate,
	PhotoStatusChange,
	PhotoStatusChangeResponse,
} from "@core/contracts/catalogue";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { adminPhotoKeys } from "./keys";

/** Only the fields that changed travel: another admin's edit of another field is not undone. */
export function updateAdminPhoto(id: string, update: PhotoMetadataUpdate): Promise<AdminPhotoResponse> {
	return apiFetch<Reply<typeof AdminPhotoResponse>>(adminApiPaths.adminPhoto(id), {
		method: "PATCH",
		body: update,
	});
}

export function changePhotoStatus(change: PhotoStatusChange): Promise<PhotoStatusChangeResponse> {
	return apiFetch<Reply<typeof PhotoStatusChangeResponse>>(adminApiPaths.adminPhotoStatus, {
		method: "POST",
		body: change,
	});
}

export function useUpdateAdminPhoto(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (update: PhotoMetadataUpdate) => updateAdminPhoto(id, update),
		onSuccess: async (answer) => {
			queryClient.setQueryData(adminPhotoKeys.detail(id), answer);
			await queryClient.invalidateQueries({ queryKey: adminPhotoKeys.lists() });
		},
	});
}

/** Moves photos; the lists and any open photo read their new status afresh. */
export function useChangePhotoStatus() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: changePhotoStatus,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPhotoKeys.all }),
	});
}
