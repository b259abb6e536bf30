import type {
	FamilyFace,
	FamilyFaceCreate,
	FamilyFaceDeleted,
	FamilyFacePhotosResponse,
	FamilyFaceResponse,
	FamilyFaceUpdate,
	FamilyPhotoFacesResponse,
} from "@core/contracts/releases";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFaceSaves } from "@/components/faces/use-face-saves";
import { apiFetch, type Reply } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { RELEASES_STALE_MS, releasesApi, releasesKeys } from "./keys";

export const FACE_PHOTOS_PAGE_SIZE = 12;

export function facePhotosQueryOptions(page: number) {
	return queryOptions({
		queryKey: releasesKeys.photos(page),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof FamilyFacePhotosResponse>>(releasesApi.facePhotos, {
				query: { page, page_size: FACE_PHOTOS_PAGE_SIZE },
				signal,
			}),
		staleTime: RELEASES_STALE_MS,
		// Photos arrive from the Upload tab, another feature: read afresh each time this tab opens.
		refetchOnMount: "always",
		placeholderData: keepPreviousData,
	});
}

export const useFacePhotos = (page: number) => useQuery(facePhotosQueryOptions(page));

export function usePhotoFaces(photoId: string) {
	return useQuery({
		queryKey: releasesKeys.photo(photoId),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof FamilyPhotoFacesResponse>>(releasesApi.photoFaces(photoId), { signal }),
		staleTime: RELEASES_STALE_MS,
	});
}

/** The editor's copy of a photo, changed in place; the people list's photo counts follow. */
function usePhotoCache(photoId: string) {
	const queryClient = useQueryClient();
	return {
		edit(change: (data: FamilyPhotoFacesResponse) => FamilyPhotoFacesResponse) {
			queryClient.setQueryData<FamilyPhotoFacesResponse>(releasesKeys.photo(photoId), (current) =>
				current ? change(current) : current,
			);
		},
		refreshLists: () =>
			Promise.all([
				queryClient.invalidateQueries({ queryKey: releasesKeys.persons() }),
				queryClient.invalidateQueries({ queryKey: ["family", "releases", "photos"] }),
			]),
	};
}

const withFace = (
	data: FamilyPhotoFacesResponse,
	answer: { face: FamilyFace; clearance: FamilyPhotoFacesResponse["clearance"] },
) => ({
	...data,
	faces: data.faces.some((f) => f.id === answer.face.id)
		? data.faces.map((f) => (f.id === answer.face.id ? answer.face : f))
		: [...data.faces, answer.face],
	photo: { ...data.photo, clearance: answer.clearance.clearance },
	clearance: answer.clearance,
});

export function useCreateFace(photoId: string) {
	const cache = usePhotoCache(photoId);
	return useMutation({
		mutationFn: (input: FamilyFaceCreate) =>
			apiFetch<Reply<typeof FamilyFaceResponse>>(releasesApi.photoFaces(photoId), {
				method: "POST",
				body: input,
			}),
		onSuccess: (answer) => {
			cache.edit((data) => withFace(data, answer));
			void cache.refreshLists();
		},
		onError: (error) =>
			toast.error("The face could not be added", { description: errorText(error, "Please try again.") }),
	});
}

export function useDeleteFace(photoId: string) {
	const cache = usePhotoCache(photoId);
	return useMutation({
		mutationFn: (faceId: string) =>
			apiFetch<Reply<typeof FamilyFaceDeleted>>(releasesApi.face(faceId), { method: "DELETE" }),
		onSuccess: (answer, faceId) => {
			cache.edit((data) => ({
				...data,
				faces: data.faces.filter((f) => f.id !== faceId),
				photo: { ...data.photo, clearance: answer.clearance.clearance },
				clearance: answer.clearance,
			}));
			void cache.refreshLists();
			toast.success("Face removed");
		},
		onError: (error) =>
			toast.error("The face could not be removed", { description: errorText(error, "Please try again.") }),
	});
}

/** Each face's changes saved on their own (the shared saver), the photo's clearance with them. */
export function useFaceSaver(photoId: string) {
	const cache = usePhotoCache(photoId);
	return useFaceSaves<FamilyFaceUpdate, Reply<typeof FamilyFaceResponse>>({
		save: (faceId, update) =>
			apiFetch<Reply<typeof FamilyFaceResponse>>(releasesApi.face(faceId), { method: "PATCH", body: update }),
		onSaved: (_id, answer) => {
			cache.edit((data) => withFace(data, answer));
			void cache.refreshLists();
		},
	});
}
