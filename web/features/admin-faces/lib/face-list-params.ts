import { FACE_PHOTO_NEEDS, FACE_PHOTOS_PAGE_SIZE, type FacePhotoNeeds } from "@core/contracts/admin-people";
import { oneOf, pageParam } from "@/lib/list-params";
import type { FacePhotoListRequest } from "../api/get-face-photos";

export { searchOf, withPage } from "@/lib/list-params";

/**
 * The face editor's page as the URL keeps it: the list's `q`, `needs` (left out for the
 * default, photos needing faces) and `page`, and the open `photo`.
 */
export type FaceListState = { q: string; needs: FacePhotoNeeds; page: number; photo: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A hand-edited or stale URL never breaks the page: an unknown value means the default. */
export function parseFaceList(params: URLSearchParams): FaceListState {
	const photo = params.get("photo");
	return {
		q: (params.get("q") ?? "").trim().slice(0, 200),
		needs: oneOf(FACE_PHOTO_NEEDS, params.get("needs")) ?? "faces",
		page: pageParam(params),
		photo: photo && UUID.test(photo) ? photo : null,
	};
}

export function faceListQueryOf(state: FaceListState): FacePhotoListRequest {
	return {
		...(state.q ? { q: state.q } : {}),
		needs: state.needs,
		page: state.page,
		page_size: FACE_PHOTOS_PAGE_SIZE,
	};
}

/** A new search starts again at page 1; the open photo stays open. */
export function withSearch(current: URLSearchParams, text: string): URLSearchParams {
	const params = new URLSearchParams(current);
	if (text) params.set("q", text);
	else params.delete("q");
	params.delete("page");
	return params;
}

export function withNeeds(current: URLSearchParams, needs: FacePhotoNeeds): URLSearchParams {
	const params = new URLSearchParams(current);
	if (needs === "faces") params.delete("needs");
	else params.set("needs", needs);
	params.delete("page");
	return params;
}

/** The same list with another photo open (or none). */
export function withPhoto(current: URLSearchParams, id: string | null): URLSearchParams {
	const params = new URLSearchParams(current);
	if (id) params.set("photo", id);
	else params.delete("photo");
	return params;
}
