import { describe, expect, it } from "vitest";
import {
	clickSelection,
	EMPTY_SELECTION,
	inBatches,
	type Selection,
	selectAll,
	selectedText,
} from "./photo-selection";

const order = ["a", "b", "c", "d", "e", "f"];
const ids = (s: Selection) => [...s.selected].sort();

describe("clickSelection", () => {
	it("toggles one photo on a plain click and makes it the anchor", () => {
		const one = clickSelection(EMPTY_SELECTION, order, "c", false);
		expect(ids(one)).toEqual(["c"]);
		expect(one.anchor).toBe("c");
		const none = clickSelection(one, order, "c", false);
		expect(ids(none)).toEqual([]);
		expect(none.anchor).toBe("c");
	});

	it("selects the range from the anchor to a shift-clicked photo, in either direction", () => {
		const down = clickSelection(clickSelection(EMPTY_SELECTION, order, "b", false), order, "e", true);
		expect(ids(down)).toEqual(["b", "c", "d", "e"]);
		expect(down.anchor).toBe("e");
		const up = clickSelection(clickSelection(EMPTY_SELECTION, order, "e", false), order, "b", true);
		expect(ids(up)).toEqual(["b", "c", "d", "e"]);
	});

	it("keeps what was selected outside the range and chains ranges from the last click", () => {
		let s = clickSelection(EMPTY_SELECTION, order, "a", false);
		s = clickSelection(s, order, "d", false);
		s = clickSelection(s, order, "f", true);
		expect(ids(s)).toEqual(["a", "d", "e", "f"]);
	});

	it("clears the range when the shift-clicked photo was selected", () => {
		let s = selectAll(EMPTY_SELECTION, order);
		s = clickSelection(s, order, "b", false); // b off, anchor b
		s = clickSelection(s, order, "e", true); // e was on: b..e go off
		expect(ids(s)).toEqual(["a", "f"]);
	});

	it("acts as a plain click with no anchor or an anchor no longer in the grid", () => {
		expect(ids(clickSelection(EMPTY_SELECTION, order, "d", true))).toEqual(["d"]);
		const gone: Selection = { selected: new Set(["x"]), anchor: "x" };
		expect(ids(clickSelection(gone, order, "c", true))).toEqual(["c", "x"]);
	});

	it("never changes the selection it was given", () => {
		const before = clickSelection(EMPTY_SELECTION, order, "a", false);
		clickSelection(before, order, "f", true);
		expect(ids(before)).toEqual(["a"]);
	});
});

describe("selectAll, inBatches", () => {
	it("adds every photo shown to the selection", () => {
		const s = selectAll({ selected: new Set(["x"]), anchor: "x" }, ["a", "b"]);
		expect(ids(s)).toEqual(["a", "b", "x"]);
		expect(s.anchor).toBe("x");
	});

	it("splits ids into batches of at most 100", () => {
		const many = Array.from({ length: 230 }, (_, i) => String(i));
		expect(inBatches(many).map((b) => b.length)).toEqual([100, 100, 30]);
		expect(inBatches([])).toEqual([]);
	});

	it("says how many are selected", () => {
		expect(selectedText(30)).toBe("30 selected");
	});
});
