import { z } from "zod";

/**
 * A face's box on its photo: [x, y, width, height] as fractions (0 to 1) of the image, so it
 * fits the thumbnail, the preview and the original alike. The editor draws, moves and resizes
 * boxes with these helpers; the server checks what it is sent with `FaceBox`.
 */
export type Box = [x: number, y: number, width: number, height: number];

/** The smallest side a box may have: 1% of the image (a face smaller than that cannot be told). */
export const FACE_BOX_MIN = 0.01;
/** Boxes are stored to this many decimals: a ten-thousandth of the image is finer than any pixel shown. */
const DECIMALS = 4;
/** Rounding slack when a box touches the image's edge (0.1 + 0.9 is not always 1 in floating point). */
const EDGE_SLACK = 1e-6;

export const FACE_BOX_TEXT = {
	shape: "A box is four numbers: x, y, width and height",
	range: "Each of x, y, width and height is a fraction from 0 to 1 of the image",
	tooSmall: `A box is at least ${FACE_BOX_MIN * 100}% of the image wide and high`,
	outside: "The box must lie inside the image",
} as const;

const fraction = z.number(FACE_BOX_TEXT.range).min(0, FACE_BOX_TEXT.range).max(1, FACE_BOX_TEXT.range);

const inRange = (box: readonly number[]) => box.every((value) => value >= 0 && value <= 1);

/** A box as the API accepts it: inside the image and not smaller than FACE_BOX_MIN; rounded. */
export const FaceBox = z
	.tuple([fraction, fraction, fraction, fraction], FACE_BOX_TEXT.shape)
	.superRefine((box, ctx) => {
		// Numbers out of range already have their message: one problem at a time.
		if (!inRange(box)) return;
		const [x, y, width, height] = box;
		if (width < FACE_BOX_MIN - EDGE_SLACK || height < FACE_BOX_MIN - EDGE_SLACK)
			ctx.addIssue({ code: "custom", message: FACE_BOX_TEXT.tooSmall });
		else if (x + width > 1 + EDGE_SLACK || y + height > 1 + EDGE_SLACK)
			ctx.addIssue({ code: "custom", message: FACE_BOX_TEXT.outside });
	})
	.transform((box): Box => roundBox(box));

const round = (value: number) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The box to the stored precision, still inside the image after rounding. */
export function roundBox([x, y, width, height]: readonly number[]): Box {
	const w = round(width ?? 0);
	const h = round(height ?? 0);
	return [Math.min(round(x ?? 0), round(1 - w)), Math.min(round(y ?? 0), round(1 - h)), w, h];
}

/**
 * Any box made valid: each side at least FACE_BOX_MIN and at most the image, and the whole box
 * pushed back inside the image (keeping its size) when it sticks out.
 */
export function clampBox([x, y, width, height]: readonly [number, number, number, number]): Box {
	const w = clamp(width, FACE_BOX_MIN, 1);
	const h = clamp(height, FACE_BOX_MIN, 1);
	return roundBox([clamp(x, 0, 1 - w), clamp(y, 0, 1 - h), w, h]);
}

/** The box moved by (dx, dy), stopping at the image's edges. */
export function moveBox(box: Box, dx: number, dy: number): Box {
	const [x, y, width, height] = box;
	return clampBox([x + dx, y + dy, width, height]);
}

/**
 * The box grown (or shrunk) by (dw, dh) from its top-left corner, never below FACE_BOX_MIN and
 * never past the image's right and bottom edges.
 */
export function resizeBox(box: Box, dw: number, dh: number): Box {
	const [x, y, width, height] = box;
	return roundBox([x, y, clamp(width + dw, FACE_BOX_MIN, 1 - x), clamp(height + dh, FACE_BOX_MIN, 1 - y)]);
}

export type Corner = "top-left" | "top-right" | "bottom-left" | "bottom-right";

/**
 * The box with one corner dragged to a point (fractions of the image); the opposite corner stays
 * put. Dragging past it flips the box rather than turning it inside out.
 */
export function dragCorner(box: Box, corner: Corner, point: { x: number; y: number }): Box {
	const [x, y, width, height] = box;
	const fixedX = corner.endsWith("left") ? x + width : x;
	const fixedY = corner.startsWith("top") ? y + height : y;
	return boxBetween({ x: fixedX, y: fixedY }, point);
}

/** The box spanned by two points (a drag on the image), clamped to the image, at least FACE_BOX_MIN. */
export function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }): Box {
	const left = clamp(Math.min(a.x, b.x), 0, 1);
	const top = clamp(Math.min(a.y, b.y), 0, 1);
	const right = clamp(Math.max(a.x, b.x), 0, 1);
	const bottom = clamp(Math.max(a.y, b.y), 0, 1);
	return clampBox([left, top, right - left, bottom - top]);
}

/** Whether a drag spanned enough of the image to mean a box rather than a stray click. */
export function isDrawnBox(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
	return Math.abs(a.x - b.x) >= FACE_BOX_MIN && Math.abs(a.y - b.y) >= FACE_BOX_MIN;
}

/** Whether two boxes are the same to the stored precision (an unchanged box is not saved again). */
export function sameBox(a: readonly number[], b: readonly number[]): boolean {
	const ra = roundBox(a);
	const rb = roundBox(b);
	return ra.every((value, i) => value === rb[i]);
}
