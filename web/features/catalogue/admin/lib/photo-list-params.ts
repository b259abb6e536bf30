import {
	ADMIN_PHOTO_DEFAULT_PAGE_SIZE,
	ADMIN_PHOTO_PAGE_SIZES,
	ADMIN_PHOTO_SORTS,
} from "@core/contracts/catalogue";
import { DECADES, type Decade } from "@core/decades";
import { PHOTO_FLAGS } from "@core/photo-flags";
import { PHOTO_STATUSES, type PhotoStatus } from "@core/photo-status";
import { dirParam, oneOf, pageParam, type SortDir, withSortParams } from "@/lib/list-params";
import type { PhotoListRequest } from "../api/get-photos";

export { searchOf, withPage } from "@/lib/list-params";

export type PhotoSort = (typeof ADMIN_PHOTO_SORTS)[number];
export type FlagFilter = (typeof PHOTO_FLAGS)[number] | "any";
export type StatusFilter = PhotoStatus | "all";

/** The table as the URL keeps it; defaults are left out of the URL. */
export type PhotoListState = {
	q: string;
	status: StatusFilter;
	flag: FlagFilter | null;
	family: string | null;
	decade: Decade | null;
	sort: PhotoSort;
	dir: SortDir;
	page: number;
	pageSize: number;
};

export const DEFAULT_SORT: PhotoSort = "created_at";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Words read A to Z and numbers low to high; dates newest first. */
export function naturalDir(sort: PhotoSort): SortDir {
	return sort === "title" || sort === "photo_status" ? "asc" : "desc";
}

/** A hand-edited or stale URL never breaks the page: an unknown value means the default. */
export function parsePhotoList(params: URLSearchParams): PhotoListState {
	const size = Number(params.get("page_size"));
	const sort = oneOf(ADMIN_PHOTO_SORTS, params.get("sort")) ?? DEFAULT_SORT;
	const family = params.get("family");
	return {
		q: (params.get("q") ?? "").trim().slice(0, 200),
		status: oneOf([...PHOTO_STATUSES, "all"] as const, params.get("status")) ?? "all",
		flag: oneOf([...PHOTO_FLAGS, "any"] as const, params.get("flag")),
		family: family && UUID.test(family) ? family : null,
		decade: oneOf(DECADES, params.get("decade")),
		sort,
		dir: dirParam(params) ?? naturalDir(sort),
		page: pageParam(params),
		pageSize: (ADMIN_PHOTO_PAGE_SIZES as readonly number[]).includes(size)
			? size
			: ADMIN_PHOTO_DEFAULT_PAGE_SIZE,
	};
}

/** What the API is asked for. */
export function photoListQueryOf(state: PhotoListState): PhotoListRequest {
	return {
		...(state.q ? { q: state.q } : {}),
		status: state.status,
		...(state.flag ? { flag: state.flag } : {}),
		...(state.family ? { family: state.family } : {}),
		...(state.decade ? { decade: state.decade } : {}),
		sort: state.sort,
		dir: state.dir,
		page: state.page,
		page_size: state.pageSize,
	};
}

/** Search, filters other than the status tab: what "Clear filters" removes. */
export function hasActiveFilters(state: PhotoListState): boolean {
	return state.q !== "" || state.flag !== null || state.family !== null || state.decade !== null;
}

export type FilterName = "q" | "status" | "flag" | "family" | "decade" | "page_size";

/** The URL with one filter changed; any change of filter starts again at page 1. */
export function withFilter(
	current: URLSearchParams,
	name: FilterName,
	value: string | null,
): URLSearchParams {
	const params = new URLSearchParams(current);
	const isDefault =
		value === null ||
		value === "" ||
		(name === "status" && value === "all") ||
		(name === "page_size" && value === String(ADMIN_PHOTO_DEFAULT_PAGE_SIZE));
	if (isDefault) params.delete(name);
	else params.set(name, value);
	params.delete("page");
	return params;
}

/** Sorting by a column: a new column starts in its natural direction, the same column flips. */
export function withSort(current: URLSearchParams, state: PhotoListState, sort: PhotoSort): URLSearchParams {
	return withSortParams(current, state, sort, naturalDir, {
		sort: DEFAULT_SORT,
		dir: naturalDir(DEFAULT_SORT),
	});
}

/** Search, filters and status tab cleared; the sort and page size stay. */
export function withoutFilters(current: URLSearchParams): URLSearchParams {
	const params = new URLSearchParams();
	for (const name of ["page_size", "sort", "dir"]) {
		const value = current.get(name);
		if (value !== null) params.set(name, value);
	}
	return params;
}
