import { describe, expect, it } from "vitest";
import {
	allowedSortOrders,
	defaultSortOrder,
	hasSearchQuery,
	isSortOrder,
	resolveSortOrder,
	SORT_ORDERS,
} from "./sort-order";

describe("SORT_ORDERS", () => {
	it("lists the five orders of the spec in order, then the curated order of collections (ours)", () => {
		expect(SORT_ORDERS).toEqual(["relevance", "newest", "oldest", "popular", "random", "curated"]);
	});
});

describe("isSortOrder", () => {
	it.each(["relevance", "newest", "oldest", "popular", "random"])("accepts %s", (value) => {
		expect(isSortOrder(value)).toBe(true);
	});

	it.each(["", "Newest", "NEWEST", " newest", "latest", "price", undefined, null, 1])(
		"rejects %j",
		(value) => {
			expect(isSortOrder(value)).toBe(false);
		},
	);
});

describe("hasSearchQuery", () => {
	it.each([
		["beach", true],
		[" a ", true],
		["", false],
		["   ", false],
		["\t\n", false],
		[null, false],
		[undefined, false],
	] as const)("%j -> %s", (query, expected) => {
		expect(hasSearchQuery(query)).toBe(expected);
	});
});

describe("defaultSortOrder", () => {
	it("is relevance with a query", () => {
		expect(defaultSortOrder(true)).toBe("relevance");
	});

	it("is random without a query", () => {
		expect(defaultSortOrder(false)).toBe("random");
	});
});

describe("allowedSortOrders", () => {
	it("offers every order with a query", () => {
		expect(allowedSortOrders(true)).toEqual(["relevance", "newest", "oldest", "popular", "random"]);
	});

	it("leaves out relevance without a query", () => {
		expect(allowedSortOrders(false)).toEqual(["newest", "oldest", "popular", "random"]);
	});
});

describe("resolveSortOrder", () => {
	describe("with a query", () => {
		it.each(["relevance", "newest", "oldest", "popular", "random"] as const)("keeps %s", (value) => {
			expect(resolveSortOrder(value, true)).toBe(value);
		});

		it.each(["", "latest", "Relevance", undefined, null, 3])("falls back to relevance for %j", (value) => {
			expect(resolveSortOrder(value, true)).toBe("relevance");
		});
	});

	describe("without a query", () => {
		it.each(["newest", "oldest", "popular", "random"] as const)("keeps %s", (value) => {
			expect(resolveSortOrder(value, false)).toBe(value);
		});

		it("refuses relevance and falls back to random", () => {
			expect(resolveSortOrder("relevance", false)).toBe("random");
		});

		it.each(["", "latest", "Newest", undefined, null, 3])("falls back to random for %j", (value) => {
			expect(resolveSortOrder(value, false)).toBe("random");
		});
	});
});

describe("in a collection", () => {
	it("defaults to the curator's order without a query, and offers it only there", () => {
		expect(defaultSortOrder(false, true)).toBe("curated");
		expect(defaultSortOrder(true, true)).toBe("relevance");
		expect(allowedSortOrders(false, true)).toEqual(["newest", "oldest", "popular", "random", "curated"]);
		expect(allowedSortOrders(false)).not.toContain("curated");
		expect(resolveSortOrder("curated", false)).toBe("random");
		expect(resolveSortOrder("curated", false, true)).toBe("curated");
		expect(resolveSortOrder("newest", false, true)).toBe("newest");
	});
});
