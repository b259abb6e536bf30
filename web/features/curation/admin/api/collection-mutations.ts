import { adminApiPaths } from "@core/admin-api-paths";
import type {
	AdminCollection,
	AdminCollectionDetail,
	AdminCollectionResponse,
	CollectionCreate,
	CollectionUpdate,
} from "@core/contracts/curation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { adminCollectionKeys } from "./collection-keys";

export async function createCollection(input: CollectionCreate): Promise<AdminCollection> {
	const { collection } = await apiFetch<Reply<typeof AdminCollectionResponse>>(
		adminApiPaths.adminCollections,
		{
			method: "POST",
			body: input,
		},
	);
	return collection;
}

/** Only the fields that changed are sent; the answer is the whole collection again. */
export function updateCollection(id: string, update: CollectionUpdate): Promise<AdminCollectionDetail> {
	return apiFetch<Reply<typeof AdminCollectionDetail>>(adminApiPaths.adminCollection(id), {
		method: "PATCH",
		body: update,
	});
}

/** The whole ordered list of photos, at once. */
export function setCollectionPhotos(id: string, photoIds: string[]): Promise<AdminCollectionDetail> {
	return apiFetch<Reply<typeof AdminCollectionDetail>>(adminApiPaths.adminCollectionPhotos(id), {
		method: "PUT",
		body: { photo_ids: photoIds },
	});
}

export function deleteCollection(id: string): Promise<void> {
	return apiFetch<void>(adminApiPaths.adminCollection(id), { method: "DELETE" });
}

export function useCreateCollection() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createCollection,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCollectionKeys.lists() }),
	});
}

/** The editor shows the server's answer at once; the lists read again. */
function useKeepDetail(id: string) {
	const queryClient = useQueryClient();
	return (detail: AdminCollectionDetail) => {
		queryClient.setQueryData(adminCollectionKeys.detail(id), detail);
		return queryClient.invalidateQueries({ queryKey: adminCollectionKeys.lists() });
	};
}

export function useUpdateCollection(id: string) {
	const keep = useKeepDetail(id);
	return useMutation({
		mutationFn: (update: CollectionUpdate) => updateCollection(id, update),
		onSuccess: keep,
	});
}

export function useSetCollectionPhotos(id: string) {
	const keep = useKeepDetail(id);
	return useMutation({
		mutationFn: (photoIds: string[]) => setCollectionPhotos(id, photoIds),
		onSuccess: keep,
	});
}

export function useDeleteCollection(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => deleteCollection(id),
		onSuccess: () => {
			queryClient.removeQueries({ queryKey: adminCollectionKeys.detail(id) });
			return queryClient.invalidateQueries({ queryKey: adminCollectionKeys.lists() });
		},
	});
}
