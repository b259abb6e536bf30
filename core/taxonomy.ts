/**
 * Taxonomy types, taxonomy links and the texts of taxonomy pages (spec sections 2, 3 and 5).
 *
 * Two lists exist on purpose: the spec gives one list for the route-parameter check of
 * /taxonomy/{taxonomyType}/{taxonomyId} and a longer one for building links.
 */

/** Types the /taxonomy/{taxonomyType}/{taxonomyId} route-parameter check accepts (spec section 2). */
export const ROUTE_TAXONOMY_TYPES = [
	"creator",
	"tag",
	"decade",
	"ethnicity",
	"age_group",
	"location",
	"image_style",
	"color_and_mood",
	"city",
	"state",
	"country",
] as const;
export type RouteTaxonomyType = (typeof ROUTE_TAXONOMY_TYPES)[number];

/** The link types of section 3 that name something a photo has or is about (all but the lists). */
export const ENTITY_LINK_TAXONOMY_TYPES = [
	"creator",
	"city",
	"state",
	"country",
	"tag",
	"decade",
	"ethnicity",
	"age_group",
	"emotion",
	"orientation",
	"image_style",
	"color_and_mood",
	"people_composition",
	"dominant_color",
	"event",
] as const;

/** Types accepted when building a taxonomy link (spec section 3). */
export const LINK_TAXONOMY_TYPES = [...ENTITY_LINK_TAXONOMY_TYPES, "popular", "featured"] as const;
export type LinkTaxonomyType = (typeof LINK_TAXONOMY_TYPES)[number];

/** Where an invalid taxonomy link goes instead (spec section 5). */
export const TAXONOMY_FALLBACK_URL = "/photos";

export const TAXONOMY_LINK_MESSAGES = {
	typeRequired: "Taxonomy type is required",
	invalidType: (type: string) =>
		`Invalid taxonomy type: ${type}. Supported types: ${LINK_TAXONOMY_TYPES.join(", ")}`,
	idRequired: "Taxonomy ID is required",
	idNotNonEmptyString: "Taxonomy ID must be a non-empty string",
} as const;

export type TaxonomyCheck = { ok: true } | { ok: false; message: string };

export function isRouteTaxonomyType(value: unknown): value is RouteTaxonomyType {
	return typeof value === "string" && (ROUTE_TAXONOMY_TYPES as readonly string[]).includes(value);
}

export function isLinkTaxonomyType(value: unknown): value is LinkTaxonomyType {
	return typeof value === "string" && (LINK_TAXONOMY_TYPES as readonly string[]).includes(value);
}

/**
 * Checks a taxonomy link before it is built. Inputs are `unknown` because link values come
 * straight from photo rows and click analytics, where a field may be null or not a string.
 * Empty (or blank) type and absent or empty id count as "required"; a blank or non-string id
 * is "must be a non-empty string".
 */
export function validateTaxonomyLink(type: unknown, id: unknown): TaxonomyCheck {
	if (type === undefined || type === null || (typeof type === "string" && type.trim() === "")) {
		return { ok: false, message: TAXONOMY_LINK_MESSAGES.typeRequired };
	}
	if (!isLinkTaxonomyType(type)) {
		return { ok: false, message: TAXONOMY_LINK_MESSAGES.invalidType(String(type)) };
	}
	if (id === undefined || id === null || id === "") {
		return { ok: false, message: TAXONOMY_LINK_MESSAGES.idRequired };
	}
	if (typeof id !== "string" || id.trim() === "") {
		return { ok: false, message: TAXONOMY_LINK_MESSAGES.idNotNonEmptyString };
	}
	return { ok: true };
}

export type TaxonomyLink = { ok: true; url: string } | { ok: false; message: string; url: "/photos" };

/**
 * Builds a taxonomy page link, or the /photos fallback with the reason, so the UI can toast
 * 'Navigation Error / Unable to navigate: <message>' (see `taxonomyNavigationErrorToast`).
 * The id is URI-encoded because tags and places contain spaces, slashes and '#'.
 */
export function buildTaxonomyLink(type: unknown, id: unknown): TaxonomyLink {
	const check = validateTaxonomyLink(type, id);
	if (!check.ok) return { ok: false, message: check.message, url: TAXONOMY_FALLBACK_URL };
	return { ok: true, url: `/taxonomy/${String(type)}/${encodeURIComponent(String(id))}` };
}

/** The taxonomy page URL, or /photos when the link is invalid. */
export function taxonomyUrl(type: unknown, id: unknown): string {
	return buildTaxonomyLink(type, id).url;
}

/** The toast for a taxonomy link that could not be built (spec section 8, Navigation). */
export function taxonomyNavigationErrorToast(message: string): { title: string; description: string } {
	return { title: "Navigation Error", description: `Unable to navigate: ${message}` };
}

/** The photo field names trending chips carry; their taxonomy pages use the short type names. */
export const TRENDING_FIELD_NAMES = [
	"location_country",
	"location_state",
	"location_state_province",
	"location_city",
] as const;
export type TrendingFieldName = (typeof TRENDING_FIELD_NAMES)[number];

const TRENDING_FIELD_TO_TYPE: ReadonlyMap<string, RouteTaxonomyType> = new Map<
	TrendingFieldName,
	RouteTaxonomyType
>([
	["location_country", "country"],
	["location_state", "state"],
	["location_state_province", "state"],
	["location_city", "city"],
]);

/** Maps a trending chip's field name to its taxonomy type; unmapped names pass through unchanged. */
export function trendingChipType(fieldName: string): string {
	return TRENDING_FIELD_TO_TYPE.get(fieldName) ?? fieldName;
}

const PLACE_TYPES: readonly string[] = ["city", "state", "country", "location"];

/** The title of a taxonomy page by type (spec section 2, "Taxonomy and listing pages"). */
export function taxonomyTitle(type: string, name: string): string {
	if (type === "creator") return `photos by ${name}`;
	if (PLACE_TYPES.includes(type)) return `photos from ${name}`;
	if (type === "image_style") return `${name} Style photos`;
	return `${name} photos`;
}

export function taxonomyEmptyText(type: string): string {
	return `No photos found for this ${type}.`;
}

export function taxonomyErrorText(type: string, id: string): string {
	return `Error loading photos for ${type}: ${id}`;
}
