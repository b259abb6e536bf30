import { FACE_PHOTO_NEEDS, FACE_PHOTOS_PAGE_SIZE, type FacePhotoNeeds } from "@core/contracts/people";
import { isUuid } from "@core/route-params";
import { oneOf, type PagedListState, pagedQueryOf, parsePagedList, withParam } from "@/lib/list-params";
import type { FacePhotoListRequest } from "../api/get-face-photos";

export { searchOf, withPage, withSearch } from "@/lib/list-params";

/**
 * The face editor's page as the URL keeps it: the list's `q`, `needs` (left out for the
 * default, photos needing faces) and `page`, and the open `photo`.
 */
export type FaceListState = PagedListState & { needs: FacePhotoNeeds; photo: string | null };

/** A hand-edited or stale URL never breaks the page: an unknown value means the default. */
export function parseFaceList(params: URLSearchParams): FaceListState {
	const photo = params.get("photo");
	return {
		...parsePagedList(params),
		needs: oneOf(FACE_PHOTO_NEEDS, params.get("needs")) ?? "faces",
		photo: photo && isUuid(photo) ? photo : null,
	};
}

export function faceListQueryOf(state: FaceListState): FacePhotoListRequest {
	return { ...pagedQueryOf(state, FACE_PHOTOS_PAGE_SIZE), needs: state.needs };
}

/** Photos needing faces is the bare URL; a change starts again at page 1. */
export function withNeeds(current: URLSearchParams, needs: FacePhotoNeeds): URLSearchParams {
	const params = withParam(current, "needs", needs === "faces" ? null : needs);
	params.delete("page");
	return params;
}

/** The same list with another photo open (or none). */
export function withPhoto(current: URLSearchParams, id: string | null): URLSearchParams {
	return withParam(current, "photo", id);
}
