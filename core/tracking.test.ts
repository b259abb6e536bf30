import { describe, expect, it } from "vitest";
import {
	isRecordableSearchTerm,
	mergeTrending,
	normaliseSearchTerm,
	SearchDeduper,
	searchBucket,
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

describe("SearchDeduper", () => {
	it("admits a session's term once in 30 s, other sessions and terms independently", () => {
		const d = new SearchDeduper();
		const t0 = 1_000_000;
		expect(d.admit("s1", "Barn", t0)).toBe(true);
		expect(d.admit("s1", " barn ", t0 + 1000)).toBe(false);
		expect(d.admit("s2", "barn", t0 + 1000)).toBe(true);
		expect(d.admit("s1", "barns", t0 + 1000)).toBe(true);
		expect(d.admit("s1", "barn", t0 + TRACKING.searchDuplicateWindowMs - 1)).toBe(false);
		expect(d.admit("s1", "barn", t0 + TRACKING.searchDuplicateWindowMs)).toBe(true);
		// The window runs from the last admitted search.
		expect(d.admit("s1", "barn", t0 + TRACKING.searchDuplicateWindowMs + 5000)).toBe(false);
	});

	it("cleans up entries older than five minutes only", () => {
		const d = new SearchDeduper();
		d.admit("s1", "old", 0);
		d.admit("s1", "new", 4 * 60_000);
		expect(d.size).toBe(2);
		d.cleanup(TRACKING.searchEntryLifetimeMs);
		expect(d.size).toBe(2);
		d.cleanup(TRACKING.searchEntryLifetimeMs + 1);
		expect(d.size).toBe(1);
		// The kept entry is the newer one: it still suppresses a repeat inside its window.
		expect(d.admit("s1", "new", 4 * 60_000 + 1000)).toBe(false);
		expect(d.admit("s1", "old", TRACKING.searchEntryLifetimeMs + 2)).toBe(true);
	});

	it("buckets moments by 10 s", () => {
		expect(searchBucket(0)).toBe(0);
		expect(searchBucket(9_999)).toBe(0);
		expect(searchBucket(10_000)).toBe(1);
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
		total_clicks: number,
	): TrendingSource => ({
		entity_type,
		entity_id,
		taxonomy_type,
		total_clicks,
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
		expect(chips.map((c) => [c.kind, c.taxonomy_type, c.id, c.total_clicks])).toEqual([
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
		expect(chips.at(-1)?.total_clicks).toBe(104);
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
