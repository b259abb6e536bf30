import { describe, expect, it } from "vitest";
import {
	answerKey,
	MEMBERSHIP_BATCH,
	membershipBatches,
	membershipQuery,
	searchQuery,
} from "./first-answers";

describe("answerKey", () => {
	it("names a request by its path and its defined values in name order", () => {
		expect(answerKey("/api/me")).toBe("/api/me");
		expect(
			answerKey("/api/search", { sort: "random", q: "cake", limit: 24, decade: undefined, seed: 7 }),
		).toBe("/api/search?limit=24&q=cake&seed=7&sort=random");
		// The order the values were added in does not matter; the encoding is the URL's.
		expect(answerKey("/api/search", { seed: 7, q: "cake & candles", limit: 24 })).toBe(
			answerKey("/api/search", { limit: 24, q: "cake & candles", seed: 7 }),
		);
		expect(answerKey("/api/popular", { entity_type: "tag", limit: 20 })).toBe(
			"/api/popular?entity_type=tag&limit=20",
		);
	});
});

describe("the requests both sides build", () => {
	it("trims a search's words and leaves empty ones out", () => {
		expect(searchQuery({ q: "  cake ", sort: "relevance" }, { offset: 0, limit: 24, seed: 3 })).toEqual({
			q: "cake",
			sort: "relevance",
			offset: 0,
			limit: 24,
			seed: 3,
		});
		expect(searchQuery({ q: "   ", decade: "1970s" }, { offset: 24, limit: 24, seed: 3 }).q).toBeUndefined();
	});

	it("asks membership for distinct photos, sorted, in batches the API takes", () => {
		expect(membershipQuery(["b", "a", "c"])).toEqual({ photo_ids: "a,b,c" });
		const ids = Array.from({ length: MEMBERSHIP_BATCH + 5 }, (_, i) => `p${i}`);
		const batches = membershipBatches([...ids, "p0", "p1"]);
		expect(batches.map((batch) => batch.length)).toEqual([MEMBERSHIP_BATCH, 5]);
		expect(batches.flat()).toEqual(ids);
		expect(membershipBatches([])).toEqual([]);
	});
});
