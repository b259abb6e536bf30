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
import { useRef, useState } from "react";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
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

/** Where a face's last change stands, with the server's per-field messages when it was refused. */
export type FaceSaveState =
	| { status: "saving" }
	| { status: "saved" }
	| { status: "error"; message: string; fields: Record<string, string> };

/**
 * Saves changes to the faces of one photo, each face's state kept apart (several faces may be
 * saving at once). A face changed again before an earlier save answers keeps the newer one: an
 * older answer is not written over it.
 */
export function useFaceSaver(photoId: string) {
	const cache = usePhotoCache(photoId);
	const [states, setStates] = useState<Record<string, FaceSaveState>>({});
	const latest = useRef(new Map<string, number>());
	const setState = (id: string, state: FaceSaveState) =>
		setStates((current) => ({ ...current, [id]: state }));

	const mutation = useMutation({
		mutationFn: ({ id, update }: { id: string; update: FaceUpdate; seq: number }) => updateFace(id, update),
		onMutate: ({ id }) => setState(id, { status: "saving" }),
		onSuccess: (face, { id, seq }) => {
			if (latest.current.get(id) !== seq) return;
			cache.edit((data) => ({ ...data, faces: data.faces.map((f) => (f.id === id ? face : f)) }));
			setState(id, { status: "saved" });
		},
		onError: (error, { id, seq }) => {
			if (latest.current.get(id) !== seq) return;
			setState(id, {
				status: "error",
				message: errorText(error, "The server did not answer. Please try again."),
				fields: error instanceof ApiError && error.fields ? error.fields : {},
			});
		},
	});

	return {
		stateOf: (id: string): FaceSaveState | undefined => states[id],
		save(id: string, update: FaceUpdate) {
			const seq = (latest.current.get(id) ?? 0) + 1;
			latest.current.set(id, seq);
			mutation.mutate({ id, update, seq });
		},
		/** A problem found before sending: shown like the server's. */
		reject(id: string, fields: Record<string, string>) {
			setState(id, { status: "error", message: "Check the highlighted field", fields });
		},
	};
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
