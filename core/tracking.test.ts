import { describe, expect, it } from "vitest";
import {
	clickDedupeKey,
	isRecordableSearchTerm,
	mergeTrending,
	normaliseSearchTerm,
	RecentKeys,
	storedTaxonomyType,
	TRACKING,
	type TrendingSource,
	trendingShares,
} from "./tracking";

describe("search term rules", () => {
	it.each([
		[" a ", false],
		["a", false],
		["", false],
		["   ", false],
		["aa", false],
		["aaa", false],
		["AaA", false],
		["...", false],
		[". .", true],
		["ab", true],
		[" ab ", true],
		["a.", true],
		["1970s", true],
		["éé", false],
		["éa", true],
	])("%j recordable: %s", (term, recordable) => {
		expect(isRecordableSearchTerm(term)).toBe(recordable);
	});

	it("normalises by trimming and lower-casing", () => {
		expect(normaliseSearchTerm("  Red BARN ")).toBe("red barn");
	});
});

describe("RecentKeys (the 5 s click de-duplication)", () => {
	it("refuses a key for 5 s after it was admitted, other keys independently", () => {
		const recent = new RecentKeys();
		const t0 = 1_000_000;
		expect(recent.admit("a", t0)).toBe(true);
		expect(recent.admit("a", t0 + 1000)).toBe(false);
		expect(recent.admit("b", t0 + 1000)).toBe(true);
		expect(recent.admit("a", t0 + TRACKING.clickDedupeMs - 1)).toBe(false);
		expect(recent.admit("a", t0 + TRACKING.clickDedupeMs)).toBe(true);
		// The window runs from the last admission, not from the refused repeats.
		expect(recent.admit("a", t0 + TRACKING.clickDedupeMs + 4999)).toBe(false);
	});

	it("forgets expired keys and holds at most its maximum, the oldest going first", () => {
		const recent = new RecentKeys(5000, 3);
		recent.admit("a", 0);
		recent.admit("b", 1000);
		recent.admit("c", 2000);
		recent.admit("d", 3000);
		expect(recent.size).toBe(3);
		// "a" was dropped for room, so it counts again; "b" (within its window) is still known.
		expect(recent.admit("a", 3500)).toBe(true);
		expect(recent.admit("d", 3600)).toBe(false);
		// Past every window, one admission clears the rest.
		recent.admit("e", 60_000);
		expect(recent.size).toBe(1);
	});

	it("keys an event by its type, entity and taxonomy type", () => {
		const view = { event_type: "photo_view", entity_type: "photo", entity_id: "p1" };
		expect(clickDedupeKey(view)).toBe(clickDedupeKey({ ...view, taxonomy_type: null }));
		expect(clickDedupeKey(view)).not.toBe(clickDedupeKey({ ...view, entity_id: "p2" }));
		expect(clickDedupeKey({ ...view, taxonomy_type: "decade" })).not.toBe(clickDedupeKey(view));
	});
});

describe("trending", () => {
	it("shares 20 items 60/40 between events and taxonomy", () => {
		expect(trendingShares()).toEqual({ events: 12, taxonomy: 8 });
		expect(trendingShares(10)).toEqual({ events: 6, taxonomy: 4 });
		expect(trendingShares(5)).toEqual({ events: 3, taxonomy: 2 });
	});

	const source = (
		entity_type: TrendingSource["entity_type"],
		entity_id: string,
		taxonomy_type: string | null,
		unique_visitors: number,
	): TrendingSource => ({
		entity_type,
		entity_id,
		taxonomy_type,
		unique_visitors,
		entity_name: `name ${entity_id}`,
	});

	it("merges by clicks and maps photo field names to taxonomy page types", () => {
		const chips = mergeTrending(
			[source("event", "e1", "event", 5), source("event", "e2", "event", 50)],
			[
				source("taxonomy", "Ohio", "location_state_province", 30),
				source("taxonomy", "USA", "location_country", 7),
				source("taxonomy", "Dayton", "location_city", 60),
				source("taxonomy", "Texas", "location_state", 1),
				source("taxonomy", "1970s", "decade", 20),
				source("taxonomy", "x", null, 0),
			],
		);
		expect(chips.map((c) => [c.kind, c.taxonomy_type, c.id, c.unique_visitors])).toEqual([
			["taxonomy", "city", "Dayton", 60],
			["event", "event", "e2", 50],
			["taxonomy", "state", "Ohio", 30],
			["taxonomy", "decade", "1970s", 20],
			["taxonomy", "country", "USA", 7],
			["event", "event", "e1", 5],
			["taxonomy", "state", "Texas", 1],
			["taxonomy", "", "x", 0],
		]);
		expect(chips[0]?.label).toBe("name Dayton");
	});

	it("cuts the merged list to 20", () => {
		const events = Array.from({ length: 12 }, (_, i) => source("event", `e${i}`, "event", 100 + i));
		const taxonomy = Array.from({ length: 12 }, (_, i) => source("taxonomy", `t${i}`, "decade", 200 + i));
		const chips = mergeTrending(events, taxonomy);
		expect(chips).toHaveLength(TRACKING.trendingItems);
		expect(chips.filter((c) => c.kind === "taxonomy")).toHaveLength(12);
		expect(chips.at(-1)?.unique_visitors).toBe(104);
		expect(mergeTrending(events, taxonomy, 3).map((c) => c.id)).toEqual(["t11", "t10", "t9"]);
	});

	it("is empty with no clicks anywhere", () => {
		expect(mergeTrending([], [])).toEqual([]);
	});
});

describe("storedTaxonomyType", () => {
	it("fixes the type of views, tag and event clicks, and keeps what taxonomy and creator clicks name", () => {
		expect(storedTaxonomyType({ event_type: "photo_view", taxonomy_type: "decade" })).toBeNull();
		expect(storedTaxonomyType({ event_type: "tag_click" })).toBe("tag");
		expect(storedTaxonomyType({ event_type: "event_click", taxonomy_type: null })).toBe("event");
		expect(storedTaxonomyType({ event_type: "taxonomy_click", taxonomy_type: "decade" })).toBe("decade");
		expect(storedTaxonomyType({ event_type: "creator_click", taxonomy_type: "creator" })).toBe("creator");
		expect(storedTaxonomyType({ event_type: "taxonomy_click" })).toBeNull();
	});
});
