import { describe, expect, it } from "vitest";
import { appendUnique, moveItem, withoutIds } from "./collection-order";

describe("moveItem", () => {
	it("moves an item up, down, to either end", () => {
		expect(moveItem(["a", "b", "c", "d"], 2, 1)).toEqual(["a", "c", "b", "d"]);
		expect(moveItem(["a", "b", "c", "d"], 0, 1)).toEqual(["b", "a", "c", "d"]);
		expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
		expect(moveItem(["a", "b", "c", "d"], 0, 3)).toEqual(["b", "c", "d", "a"]);
	});

	it("changes nothing for a position outside the list, and leaves the input as it was", () => {
		const list = ["a", "b"];
		expect(moveItem(list, 0, -1)).toEqual(["a", "b"]);
		expect(moveItem(list, 1, 2)).toEqual(["a", "b"]);
		expect(moveItem(list, 5, 0)).toEqual(["a", "b"]);
		expect(moveItem(list, 1, 0)).toEqual(["b", "a"]);
		expect(list).toEqual(["a", "b"]);
	});
});

describe("appendUnique and withoutIds", () => {
	it("adds new ids at the end once each, keeping the ones already there in place", () => {
		expect(appendUnique(["a", "b"], ["c", "a", "d", "c"])).toEqual(["a", "b", "c", "d"]);
		expect(appendUnique([], [])).toEqual([]);
	});

	it("removes ids and keeps the order of the rest", () => {
		expect(withoutIds(["a", "b", "c", "d"], ["c", "a", "x"])).toEqual(["b", "d"]);
	});
});
