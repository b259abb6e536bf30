/**
 * What a /taxonomy/{type}/{id} page lists: the GET /api/search parameters for each route
 * taxonomy type (spec section 2). Tag pages start as a relevance search for the tag
 * (spec section 4, Sort order), narrowed to photos carrying it.
 */
import type { RouteTaxonomyType } from "./taxonomy";

export type TaxonomySearch = {
	q?: string;
	user_id?: string;
	tag?: string;
	decade?: string;
	ethnicities?: string;
	age_groups?: string;
	location?: string;
	city?: string;
	state?: string;
	country?: string;
	image_style?: string;
	color_and_mood?: string;
};

export function taxonomySearch(type: RouteTaxonomyType, id: string): TaxonomySearch {
	switch (type) {
		case "creator":
			return { user_id: id };
		case "tag":
			return { q: id, tag: id };
		case "decade":
			return { decade: id };
		case "ethnicity":
			return { ethnicities: id };
		case "age_group":
			return { age_groups: id };
		case "location":
			return { location: id };
		case "city":
			return { city: id };
		case "state":
			return { state: id };
		case "country":
			return { country: id };
		case "image_style":
			return { image_style: id };
		case "color_and_mood":
			return { color_and_mood: id };
	}
}

/** Shown for a creator whose name cannot be read (spec section 8: the first 8 characters of the id). */
export function creatorFallbackName(id: string): string {
	return id.slice(0, 8);
}
