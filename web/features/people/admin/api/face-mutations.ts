import { adminApiPaths } from "@core/admin-api-paths";
import type {
	AdminFace,
	AdminFaceResponse,
	FaceCreate,
	FaceUpdate,
	PhotoFacesResponse,
} from "@core/contracts/people";
import type { PhotoFlags } from "@core/contracts/photos";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useFaceSaves } from "@/components/faces/use-face-saves";
import { apiFetch, type Reply } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { adminFaceKeys } from "./face-keys";

export async function createFace(photoId: string, input: FaceCreate): Promise<AdminFace> {
	const { face } = await apiFetch<Reply<typeof AdminFaceResponse>>(adminApiPaths.adminPhotoFaces(photoId), {
		method: "POST",
		body: input,
	});
	return face;
}

/** Only the fields that changed are sent. */
export async function updateFace(id: string, update: FaceUpdate): Promise<AdminFace> {
	const { face } = await apiFetch<Reply<typeof AdminFaceResponse>>(adminApiPaths.adminFace(id), {
		method: "PATCH",
		body: update,
	});
	return face;
}

export function deleteFace(id: string): Promise<void> {
	return apiFetch<void>(adminApiPaths.adminFace(id), { method: "DELETE" });
}

/** The editor's copy of a photo, changed in place so a saved face shows without a refetch. */
function usePhotoCache(photoId: string) {
	const queryClient = useQueryClient();
	const key = adminFaceKeys.photo(photoId);
	return {
		edit(change: (data: PhotoFacesResponse) => PhotoFacesResponse) {
			queryClient.setQueryData<PhotoFacesResponse>(key, (current) => (current ? change(current) : current));
		},
		/** The photo list's face counts and flags change with the photo. */
		refreshLists: () => queryClient.invalidateQueries({ queryKey: adminFaceKeys.lists() }),
	};
}

export const FACE_TEXT = {
	added: "Face added",
	addFailed: "The face could not be added",
	removed: "Face removed",
	removeFailed: "The face could not be removed",
	saveFailed: "Not saved",
	flagFailed: "The photo's flag could not be changed",
	flagCleared: "Faces marked complete",
	flagSet: "Photo flagged: faces missing",
} as const;

export function useCreateFace(photoId: string) {
	const cache = usePhotoCache(photoId);
	return useMutation({
		mutationFn: (input: FaceCreate) => createFace(photoId, input),
		onSuccess: (face) => {
			cache.edit((data) => ({
				photo: { ...data.photo, face_count: data.photo.face_count + 1 },
				faces: [...data.faces, face],
			}));
			void cache.refreshLists();
		},
		onError: (error) =>
			toast.error(FACE_TEXT.addFailed, { description: errorText(error, "Please try again.") }),
	});
}

export function useDeleteFace(photoId: string) {
	const cache = usePhotoCache(photoId);
	return useMutation({
		mutationFn: deleteFace,
		onSuccess: (_answer, id) => {
			cache.edit((data) => ({
				photo: { ...data.photo, face_count: Math.max(0, data.photo.face_count - 1) },
				faces: data.faces.filter((face) => face.id !== id),
			}));
			void cache.refreshLists();
			toast.success(FACE_TEXT.removed);
		},
		onError: (error) =>
			toast.error(FACE_TEXT.removeFailed, { description: errorText(error, "Please try again.") }),
	});
}

export type { FaceSaveState } from "@/components/faces/face-save-status";

/** Saves changes to the faces of one photo (the shared saver, writing into the editor's copy). */
export function useFaceSaver(photoId: string) {
	const cache = usePhotoCache(photoId);
	return useFaceSaves<FaceUpdate, AdminFace>({
		save: updateFace,
		onSaved: (id, face) =>
			cache.edit((data) => ({ ...data, faces: data.faces.map((f) => (f.id === id ? face : f)) })),
	});
}

/** Sets or clears the photo's missing_faces flag through the photo flags API. */
export function useSetMissingFaces(photoId: string) {
	const cache = usePhotoCache(photoId);
	return useMutation({
		mutationFn: (missing: boolean) =>
			apiFetch<Reply<typeof PhotoFlags>>(adminApiPaths.adminPhotoFlags(photoId), {
				method: "PATCH",
				body: { missing_faces: missing },
			}),
		onSuccess: (flags) => {
			cache.edit((data) => ({ ...data, photo: { ...data.photo, missing_faces: flags.missing_faces } }));
			void cache.refreshLists();
			toast.success(flags.missing_faces ? FACE_TEXT.flagSet : FACE_TEXT.flagCleared);
		},
		onError: (error) =>
			toast.error(FACE_TEXT.flagFailed, { description: errorText(error, "Please try again.") }),
	});
}
