import {
	CLICK_ENTITY_TYPES,
	type ClickEntityType,
	TRACKED_TAXONOMY_TYPES,
	type TrackedTaxonomyType,
} from "@core/tracking";
import { paths } from "@/lib/paths";

/** The screen's tabs; `?tab=` names one. */
export const SEARCH_CONFIG_TABS = ["synonyms", "searches", "clicks"] as const;
export type SearchConfigTab = (typeof SEARCH_CONFIG_TABS)[number];

export const TAB_LABELS: Record<SearchConfigTab, string> = {
	synonyms: "Synonyms",
	searches: "Searches",
	clicks: "Clicks",
};

export const PARAMS = {
	tab: "tab",
	/** Synonyms: the filter box. */
	q: "q",
	/** Synonyms: a term to add (from a search that found nothing). */
	add: "add",
	/** Clicks: the entity type, taxonomy type and page. */
	entity: "entity",
	taxonomy: "taxonomy",
	page: "page",
} as const;

/**
 * The two addresses of the screen open on what they are named for: /admin/search-config on the
 * synonyms, /admin/search-analytics on the searches.
 */
export function defaultTab(pathname: string): SearchConfigTab {
	return pathname === paths.adminSearchAnalytics ? "searches" : "synonyms";
}

export function parseTab(params: URLSearchParams, pathname: string): SearchConfigTab {
	const tab = params.get(PARAMS.tab);
	return (SEARCH_CONFIG_TABS as readonly string[]).includes(tab ?? "")
		? (tab as SearchConfigTab)
		: defaultTab(pathname);
}

/** Another tab: the range is kept (both analytics tabs use it), the rest belongs to one tab. */
export function withTab(current: URLSearchParams, tab: SearchConfigTab, pathname: string): URLSearchParams {
	const params = new URLSearchParams(current);
	for (const name of [PARAMS.q, PARAMS.add, PARAMS.entity, PARAMS.taxonomy, PARAMS.page]) params.delete(name);
	if (tab === defaultTab(pathname)) params.delete(PARAMS.tab);
	else params.set(PARAMS.tab, tab);
	return params;
}

/** The synonyms tab with its add form filled with `term`. */
export function addSynonymSearch(term: string): string {
	return `?${new URLSearchParams({ [PARAMS.tab]: "synonyms", [PARAMS.add]: term })}`;
}

// ---------------------------------------------------------------- clicks

/** Rows per page of the click table. */
export const CLICKS_PAGE_SIZE = 25;

/** The entity types the filter offers, in the order an admin thinks of them. */
export const ENTITY_FILTER_TYPES: readonly ClickEntityType[] = ["photo", "tag", "taxonomy", "event"];

export const ENTITY_LABELS: Record<ClickEntityType, string> = {
	photo: "Photo",
	tag: "Tag",
	taxonomy: "Taxonomy",
	event: "Event",
};

/** Taxonomy clicks carry these types; tags and events have their own entity types. */
export const TAXONOMY_FILTER_TYPES: readonly TrackedTaxonomyType[] = TRACKED_TAXONOMY_TYPES.filter(
	(type) => type !== "tag" && type !== "event",
);

/** 'color_and_mood' as 'Color and mood'. */
export function taxonomyLabel(type: string): string {
	const words = type.replaceAll("_", " ");
	return words.charAt(0).toUpperCase() + words.slice(1);
}

export type ClickFilters = {
	entity: ClickEntityType | null;
	/** Only with entity 'taxonomy'. */
	taxonomy: TrackedTaxonomyType | null;
	page: number;
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
	return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function parseClickFilters(params: URLSearchParams): ClickFilters {
	const entity = oneOf(CLICK_ENTITY_TYPES, params.get(PARAMS.entity));
	const page = Number(params.get(PARAMS.page));
	return {
		entity,
		taxonomy: entity === "taxonomy" ? oneOf(TAXONOMY_FILTER_TYPES, params.get(PARAMS.taxonomy)) : null,
		page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
	};
}

/** One filter changed, back at page 1; a type other than taxonomy drops the taxonomy type. */
export function withClickFilter(
	current: URLSearchParams,
	name: "entity" | "taxonomy",
	value: string,
): URLSearchParams {
	const params = new URLSearchParams(current);
	if (value === "") params.delete(PARAMS[name]);
	else params.set(PARAMS[name], value);
	if (name === "entity" && value !== "taxonomy") params.delete(PARAMS.taxonomy);
	params.delete(PARAMS.page);
	return params;
}

export function withPage(current: URLSearchParams, page: number): URLSearchParams {
	const params = new URLSearchParams(current);
	if (page <= 1) params.delete(PARAMS.page);
	else params.set(PARAMS.page, String(page));
	return params;
}

/** `?a=b` or "" for none. */
export function searchOf(params: URLSearchParams): string {
	const qs = params.toString();
	return qs ? `?${qs}` : "";
}
