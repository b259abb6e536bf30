import { describe, expect, it } from "vitest";
import {
	buildTaxonomyLink,
	isLinkTaxonomyType,
	isRouteTaxonomyType,
	LINK_TAXONOMY_TYPES,
	ROUTE_TAXONOMY_TYPES,
	TAXONOMY_FALLBACK_URL,
	taxonomyEmptyText,
	taxonomyErrorText,
	taxonomyNavigationErrorToast,
	taxonomyTitle,
	taxonomyUrl,
	trendingChipType,
	validateTaxonomyLink,
} from "./taxonomy";

const ROUTE_TYPES = [
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
];

const LINK_TYPES = [
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
	"popular",
	"featured",
];

const SUPPORTED =
	"creator, city, state, country, tag, decade, ethnicity, age_group, emotion, orientation, image_style, " +
	"color_and_mood, people_composition, dominant_color, event, popular, featured";

describe("taxonomy type lists", () => {
	it("route list is the spec's route-parameter list", () => {
		expect(ROUTE_TAXONOMY_TYPES).toEqual(ROUTE_TYPES);
	});

	it("link list is the spec's link-building list", () => {
		expect(LINK_TAXONOMY_TYPES).toEqual(LINK_TYPES);
	});

	it.each(ROUTE_TYPES)("route check accepts %s", (type) => {
		expect(isRouteTaxonomyType(type)).toBe(true);
	});

	it.each([
		"emotion",
		"orientation",
		"people_composition",
		"dominant_color",
		"event",
		"popular",
		"featured",
		"Creator",
		" tag",
		"",
		"colour",
		undefined,
		null,
		1,
	])("route check rejects %j", (type) => {
		expect(isRouteTaxonomyType(type)).toBe(false);
	});

	it.each(LINK_TYPES)("link check accepts %s", (type) => {
		expect(isLinkTaxonomyType(type)).toBe(true);
	});

	it.each(["location", "Creator", "tag ", "", "colour", undefined, null, 1])(
		"link check rejects %j",
		(type) => {
			expect(isLinkTaxonomyType(type)).toBe(false);
		},
	);
});

describe("validateTaxonomyLink", () => {
	it.each(LINK_TYPES)("accepts type %s with an id", (type) => {
		expect(validateTaxonomyLink(type, "some id")).toEqual({ ok: true });
	});

	it.each([undefined, null, "", "   "])("type %j is required", (type) => {
		expect(validateTaxonomyLink(type, "x")).toEqual({ ok: false, message: "Taxonomy type is required" });
	});

	it("names an unsupported type and lists every supported type", () => {
		expect(validateTaxonomyLink("colour", "red")).toEqual({
			ok: false,
			message: `Invalid taxonomy type: colour. Supported types: ${SUPPORTED}`,
		});
	});

	it("does not accept the route-only type location when building links", () => {
		expect(validateTaxonomyLink("location", "Paris")).toEqual({
			ok: false,
			message: `Invalid taxonomy type: location. Supported types: ${SUPPORTED}`,
		});
	});

	it("checks the type case-sensitively", () => {
		expect(validateTaxonomyLink("Tag", "beach")).toEqual({
			ok: false,
			message: `Invalid taxonomy type: Tag. Supported types: ${SUPPORTED}`,
		});
	});

	it("reports a non-string type as invalid", () => {
		expect(validateTaxonomyLink(5, "x")).toEqual({
			ok: false,
			message: `Invalid taxonomy type: 5. Supported types: ${SUPPORTED}`,
		});
	});

	it("checks the type before the id", () => {
		expect(validateTaxonomyLink("", "")).toEqual({ ok: false, message: "Taxonomy type is required" });
	});

	it.each([undefined, null, ""])("id %j is required", (id) => {
		expect(validateTaxonomyLink("tag", id)).toEqual({ ok: false, message: "Taxonomy ID is required" });
	});

	it.each([" ", "\t", "  \n "])("whitespace id %j must be a non-empty string", (id) => {
		expect(validateTaxonomyLink("tag", id)).toEqual({
			ok: false,
			message: "Taxonomy ID must be a non-empty string",
		});
	});

	it.each([1950, 0, true, {}])("non-string id %j must be a non-empty string", (id) => {
		expect(validateTaxonomyLink("decade", id)).toEqual({
			ok: false,
			message: "Taxonomy ID must be a non-empty string",
		});
	});
});

describe("buildTaxonomyLink and taxonomyUrl", () => {
	it("builds /taxonomy/{type}/{id}", () => {
		expect(buildTaxonomyLink("decade", "1950s")).toEqual({ ok: true, url: "/taxonomy/decade/1950s" });
		expect(taxonomyUrl("decade", "1950s")).toBe("/taxonomy/decade/1950s");
	});

	it("encodes the id", () => {
		expect(taxonomyUrl("city", "San Francisco")).toBe("/taxonomy/city/San%20Francisco");
		expect(taxonomyUrl("tag", "a/b#c?d&e")).toBe("/taxonomy/tag/a%2Fb%23c%3Fd%26e");
		expect(taxonomyUrl("creator", "Zoë")).toBe("/taxonomy/creator/Zo%C3%AB");
	});

	it("keeps leading and trailing spaces of an id (encoded)", () => {
		expect(taxonomyUrl("tag", " x ")).toBe("/taxonomy/tag/%20x%20");
	});

	it.each(LINK_TYPES)("builds a link for type %s", (type) => {
		expect(taxonomyUrl(type, "v")).toBe(`/taxonomy/${type}/v`);
	});

	it("falls back to /photos with the reason for an invalid type", () => {
		expect(buildTaxonomyLink("colour", "red")).toEqual({
			ok: false,
			message: `Invalid taxonomy type: colour. Supported types: ${SUPPORTED}`,
			url: "/photos",
		});
		expect(taxonomyUrl("colour", "red")).toBe("/photos");
	});

	it("falls back to /photos for a missing type or id", () => {
		expect(buildTaxonomyLink(undefined, "x")).toEqual({
			ok: false,
			message: "Taxonomy type is required",
			url: "/photos",
		});
		expect(buildTaxonomyLink("tag", null)).toEqual({
			ok: false,
			message: "Taxonomy ID is required",
			url: "/photos",
		});
		expect(buildTaxonomyLink("tag", "  ")).toEqual({
			ok: false,
			message: "Taxonomy ID must be a non-empty string",
			url: "/photos",
		});
		expect(taxonomyUrl("tag", "")).toBe("/photos");
	});

	it("exports the fallback URL", () => {
		expect(TAXONOMY_FALLBACK_URL).toBe("/photos");
	});
});

describe("taxonomyNavigationErrorToast", () => {
	it("is 'Navigation Error / Unable to navigate: <message>'", () => {
		expect(taxonomyNavigationErrorToast("Taxonomy ID is required")).toEqual({
			title: "Navigation Error",
			description: "Unable to navigate: Taxonomy ID is required",
		});
	});
});

describe("trendingChipType", () => {
	it.each([
		["location_country", "country"],
		["location_state", "state"],
		["location_state_province", "state"],
		["location_city", "city"],
		["tag", "tag"],
		["creator", "creator"],
		["event", "event"],
		["location", "location"],
		["", ""],
		["toString", "toString"],
		["constructor", "constructor"],
	])("%j -> %j", (field, type) => {
		expect(trendingChipType(field)).toBe(type);
	});
});

describe("taxonomyTitle", () => {
	it.each([
		["creator", "Smith Family", "photos by Smith Family"],
		["city", "Paris", "photos from Paris"],
		["state", "Ohio", "photos from Ohio"],
		["country", "France", "photos from France"],
		["location", "Berlin", "photos from Berlin"],
		["image_style", "Polaroid", "Polaroid Style photos"],
		["tag", "beach", "beach photos"],
		["decade", "1950s", "1950s photos"],
		["ethnicity", "Asian", "Asian photos"],
		["age_group", "Children", "Children photos"],
		["color_and_mood", "Warm", "Warm photos"],
		["emotion", "Happy", "Happy photos"],
		["event", "Wedding", "Wedding photos"],
		["unknown_type", "X", "X photos"],
	])("%s %j -> %j", (type, name, title) => {
		expect(taxonomyTitle(type, name)).toBe(title);
	});
});

describe("taxonomy page texts", () => {
	it("empty text names the type", () => {
		expect(taxonomyEmptyText("tag")).toBe("No photos found for this tag.");
		expect(taxonomyEmptyText("creator")).toBe("No photos found for this creator.");
	});

	it("error text names the type and id", () => {
		expect(taxonomyErrorText("tag", "beach")).toBe("Error loading photos for tag: beach");
		expect(taxonomyErrorText("decade", "1950s")).toBe("Error loading photos for decade: 1950s");
	});
});
