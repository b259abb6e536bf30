import { describe, expect, it } from "vitest";
import { ROUTE_TAXONOMY_TYPES } from "./taxonomy";
import { creatorFallbackName, taxonomySearch } from "./taxonomy-search";

describe("taxonomySearch", () => {
	it("maps every route taxonomy type to one search filter", () => {
		for (const type of ROUTE_TAXONOMY_TYPES) {
			expect(Object.keys(taxonomySearch(type, "x")).length).toBeGreaterThan(0);
		}
		expect(taxonomySearch("creator", "u")).toEqual({ user_id: "u" });
		expect(taxonomySearch("ethnicity", "Black")).toEqual({ ethnicities: "Black" });
		expect(taxonomySearch("age_group", "Teen")).toEqual({ age_groups: "Teen" });
		expect(taxonomySearch("location", "Ohio")).toEqual({ location: "Ohio" });
	});

	it("starts a tag page as a relevance search for the tag", () => {
		expect(taxonomySearch("tag", "birthday")).toEqual({ q: "birthday", tag: "birthday" });
	});

	it("falls back to the first 8 characters of a creator id", () => {
		expect(creatorFallbackName("0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f")).toBe("0f9e8d7c");
	});
});
