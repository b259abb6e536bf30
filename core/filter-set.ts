/**
 * The filter set of spec section 3 as it lives in a page's query string: shareable, kept on
 * reload, one history entry per change. Defaults ('all', empty, the full face-age range) are
 * never written, so an unfiltered page has a clean address. Values the API would refuse are
 * dropped on reading, so a hand-edited address still lists photos.
 */

import { isUuid } from "./route-params";
import {
	CLEARED_OPTIONS,
	FACE_AGE_MAX,
	FACE_AGE_MIN,
	GENDER_OPTIONS,
	ORIENTATION_OPTIONS,
	PEOPLE_COUNT_OPTIONS,
} from "./search-options";

export type FilterSet = {
	decade: string;
	orientation: string;
	ethnicities: string[];
	age_groups: string[];
	gender: string;
	people_count: string;
	/** "hero" or empty (issue 26). */
	cleared: string;
	face_age_min: number;
	face_age_max: number;
	country: string;
	state: string;
	city: string;
	event_ids: string[];
};

/** The URL keys of the filter set, the same names as GET /api/search's parameters. */
export const FILTER_KEYS = [
	"decade",
	"orientation",
	"ethnicities",
	"age_groups",
	"gender",
	"people_count",
	"cleared",
	"face_age_min",
	"face_age_max",
	"country",
	"state",
	"city",
	"event_ids",
] as const satisfies readonly (keyof FilterSet)[];

export const EMPTY_FILTERS: FilterSet = {
	decade: "",
	orientation: "",
	ethnicities: [],
	age_groups: [],
	gender: "",
	people_count: "",
	cleared: "",
	face_age_min: FACE_AGE_MIN,
	face_age_max: FACE_AGE_MAX,
	country: "",
	state: "",
	city: "",
	event_ids: [],
};

/** The API takes at most this many values in one list. */
const MAX_LIST = 20;
const MAX_TEXT = 80;
const DECADE = /^[12][0-9]{2}0s$/;

type Params = { get(key: string): string | null };

function text(params: Params, key: string): string {
	const value = params.get(key)?.trim() ?? "";
	return value === "all" || value.length > MAX_TEXT ? "" : value;
}

function oneOf(params: Params, key: string, options: readonly string[]): string {
	const value = text(params, key);
	return options.includes(value) ? value : "";
}

function list(params: Params, key: string, keep: (value: string) => boolean = () => true): string[] {
	const values = (params.get(key) ?? "")
		.split(",")
		.map((v) => v.trim())
		.filter((v) => v !== "" && v !== "all" && v.length <= MAX_TEXT && keep(v));
	return [...new Set(values)].slice(0, MAX_LIST);
}

export function clampFaceAge(value: number): number {
	return Math.min(FACE_AGE_MAX, Math.max(FACE_AGE_MIN, Math.round(value)));
}

function age(params: Params, key: string, fallback: number): number {
	const raw = params.get(key);
	if (raw === null || raw.trim() === "") return fallback;
	const value = Number(raw);
	return Number.isFinite(value) ? clampFaceAge(value) : fallback;
}

/** The filters in a query string; anything missing or unusable is the default. */
export function readFilters(params: Params): FilterSet {
	return {
		decade: DECADE.test(text(params, "decade")) ? text(params, "decade") : "",
		orientation: oneOf(params, "orientation", ORIENTATION_OPTIONS),
		ethnicities: list(params, "ethnicities"),
		age_groups: list(params, "age_groups"),
		gender: oneOf(params, "gender", GENDER_OPTIONS),
		people_count: oneOf(params, "people_count", PEOPLE_COUNT_OPTIONS),
		cleared: oneOf(params, "cleared", CLEARED_OPTIONS),
		face_age_min: age(params, "face_age_min", FACE_AGE_MIN),
		face_age_max: age(params, "face_age_max", FACE_AGE_MAX),
		country: text(params, "country"),
		state: text(params, "state"),
		city: text(params, "city"),
		event_ids: list(params, "event_ids", isUuid),
	};
}

/** The non-default filters as query-string values, in FILTER_KEYS order. */
export function filterEntries(filters: FilterSet): Array<[key: (typeof FILTER_KEYS)[number], value: string]> {
	const entries: Array<[(typeof FILTER_KEYS)[number], string]> = [];
	for (const key of FILTER_KEYS) {
		const value = filters[key];
		if (Array.isArray(value)) {
			if (value.length > 0) entries.push([key, value.join(",")]);
		} else if (typeof value === "number") {
			if (value !== EMPTY_FILTERS[key]) entries.push([key, String(value)]);
		} else if (value !== "") {
			entries.push([key, value]);
		}
	}
	return entries;
}

/**
 * A copy of `params` with the filters replaced: other keys (q, sort) stay where they were,
 * defaults are removed.
 */
export function writeFilters(params: URLSearchParams, filters: FilterSet): URLSearchParams {
	const next = new URLSearchParams(params);
	for (const key of FILTER_KEYS) next.delete(key);
	for (const [key, value] of filterEntries(filters)) next.set(key, value);
	return next;
}

/** The filters as GET /api/search parameters (defaults left out). */
export function filterQuery(filters: FilterSet): Partial<Record<(typeof FILTER_KEYS)[number], string>> {
	return Object.fromEntries(filterEntries(filters));
}

/** How many filters differ from their default; the face-age range counts once. */
export function activeFilterCount(filters: FilterSet): number {
	const keys = new Set(
		filterEntries(filters).map(([key]) => (key === "face_age_max" ? "face_age_min" : key)),
	);
	return keys.size;
}
