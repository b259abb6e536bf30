import { describe, expect, it } from "vitest";
import {
	boxBetween,
	clampBox,
	dragCorner,
	FACE_BOX_MIN,
	FACE_BOX_TEXT,
	FaceBox,
	isDrawnBox,
	moveBox,
	resizeBox,
	sameBox,
} from "./face-box";

const messages = (value: unknown) => {
	const result = FaceBox.safeParse(value);
	return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("a face box as the API takes it", () => {
	it("accepts a box inside the image, to four decimals, edges included", () => {
		expect(FaceBox.parse([0.1, 0.2, 0.3, 0.4])).toEqual([0.1, 0.2, 0.3, 0.4]);
		expect(FaceBox.parse([0.123456, 0, 0.5, 1])).toEqual([0.1235, 0, 0.5, 1]);
		// 0.7 + 0.3 is 1.0000000000000002 in floating point: still on the edge.
		expect(FaceBox.parse([0.7, 0.7, 0.3, 0.3])).toEqual([0.7, 0.7, 0.3, 0.3]);
	});

	it("refuses numbers outside 0..1, boxes past the edge, tiny boxes and other shapes", () => {
		expect(messages([-0.1, 0, 0.2, 0.2])).toEqual([FACE_BOX_TEXT.range]);
		expect(messages([0, 0, 1.5, 0.2])).toEqual([FACE_BOX_TEXT.range]);
		expect(messages([0.8, 0.1, 0.3, 0.2])).toEqual([FACE_BOX_TEXT.outside]);
		expect(messages([0.1, 0.1, 0.001, 0.2])).toEqual([FACE_BOX_TEXT.tooSmall]);
		expect(messages([0.1, 0.1, 0.2])).not.toEqual([]);
		expect(messages("0,0,1,1")).not.toEqual([]);
	});
});

describe("editing a box", () => {
	it("moves it, stopping at the image's edges with its size kept", () => {
		expect(moveBox([0.1, 0.1, 0.2, 0.2], 0.05, -0.05)).toEqual([0.15, 0.05, 0.2, 0.2]);
		expect(moveBox([0.1, 0.1, 0.2, 0.2], 5, 5)).toEqual([0.8, 0.8, 0.2, 0.2]);
		expect(moveBox([0.1, 0.1, 0.2, 0.2], -1, -1)).toEqual([0, 0, 0.2, 0.2]);
	});

	it("resizes it from its top-left corner, never below the minimum or past the edge", () => {
		expect(resizeBox([0.1, 0.1, 0.2, 0.2], 0.01, -0.01)).toEqual([0.1, 0.1, 0.21, 0.19]);
		expect(resizeBox([0.1, 0.1, 0.2, 0.2], -1, -1)).toEqual([0.1, 0.1, FACE_BOX_MIN, FACE_BOX_MIN]);
		expect(resizeBox([0.6, 0.5, 0.2, 0.2], 1, 1)).toEqual([0.6, 0.5, 0.4, 0.5]);
	});

	it("draws it between two points in any direction, inside the image", () => {
		expect(boxBetween({ x: 0.5, y: 0.6 }, { x: 0.2, y: 0.3 })).toEqual([0.2, 0.3, 0.3, 0.3]);
		expect(boxBetween({ x: -0.2, y: 0.5 }, { x: 0.3, y: 1.4 })).toEqual([0, 0.5, 0.3, 0.5]);
		expect(isDrawnBox({ x: 0.2, y: 0.2 }, { x: 0.2005, y: 0.4 })).toBe(false);
		expect(isDrawnBox({ x: 0.2, y: 0.2 }, { x: 0.3, y: 0.4 })).toBe(true);
	});

	it("drags a corner with the opposite one fixed, flipping rather than inverting", () => {
		expect(dragCorner([0.2, 0.2, 0.2, 0.2], "bottom-right", { x: 0.5, y: 0.6 })).toEqual([
			0.2, 0.2, 0.3, 0.4,
		]);
		expect(dragCorner([0.2, 0.2, 0.2, 0.2], "top-left", { x: 0.1, y: 0.15 })).toEqual([0.1, 0.15, 0.3, 0.25]);
		expect(dragCorner([0.2, 0.2, 0.2, 0.2], "top-right", { x: 0.1, y: 0.5 })).toEqual([0.1, 0.4, 0.1, 0.1]);
	});

	it("keeps any box valid, and compares boxes to the stored precision", () => {
		expect(clampBox([0.95, -0.1, 0.2, 0])).toEqual([0.8, 0, 0.2, FACE_BOX_MIN]);
		expect(FaceBox.safeParse(clampBox([2, 2, 3, 3])).success).toBe(true);
		expect(sameBox([0.1, 0.1, 0.2, 0.2], [0.10001, 0.1, 0.2, 0.2])).toBe(true);
		expect(sameBox([0.1, 0.1, 0.2, 0.2], [0.1001, 0.1, 0.2, 0.2])).toBe(false);
	});
});
