import type { Random } from "@core/random";
import type { Decade } from "./snapshot-spec";

/** Colours are planned in plain sRGB and pass through the photo's look (sepia, faded...) when written. */
export type Rgb = readonly [number, number, number];

export interface DrawContext {
	/** Width and height of the picture area (inside the print border). */
	w: number;
	h: number;
	rng: Random;
	decade: Decade;
	/** The toned colour, as an SVG colour string. */
	c(rgb: Rgb): string;
	/** Registers a gradient and returns its `url(#...)` reference. */
	grad(stops: readonly GradientStop[], direction?: "down" | "right"): string;
	radial(stops: readonly GradientStop[]): string;
}

export type GradientStop = readonly [offset: number, colour: Rgb, opacity?: number];

/** One decimal keeps the SVG short and its text stable across platforms. */
export function n(value: number): string {
	return String(Math.round(value * 10) / 10);
}

const clampByte = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

export function hex(rgb: Rgb): string {
	const [r, g, b] = rgb;
	return `#${((1 << 24) | (clampByte(r) << 16) | (clampByte(g) << 8) | clampByte(b)).toString(16).slice(1)}`;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
	return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A small random drift, so two pictures of the same scene never share an exact palette. */
export function jitter(rng: Random, rgb: Rgb, amount = 14): Rgb {
	const shift = rng.range(-amount, amount);
	return [
		rgb[0] + shift + rng.range(-amount, amount) / 2,
		rgb[1] + shift + rng.range(-amount, amount) / 2,
		rgb[2] + shift + rng.range(-amount, amount) / 2,
	];
}

export function createContext(
	w: number,
	h: number,
	rng: Random,
	decade: Decade,
	tone: (rgb: Rgb) => Rgb,
	defs: string[],
): DrawContext {
	let counter = 0;
	const c = (rgb: Rgb): string => hex(tone(rgb));
	const stopsSvg = (stops: readonly GradientStop[]): string =>
		stops
			.map(
				([offset, colour, opacity]) =>
					`<stop offset="${offset}" stop-color="${c(colour)}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
			)
			.join("");
	return {
		w,
		h,
		rng,
		decade,
		c,
		grad(stops, direction = "down") {
			const id = `g${counter++}`;
			const end = direction === "down" ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
			defs.push(`<linearGradient id="${id}" x1="0" y1="0" ${end}>${stopsSvg(stops)}</linearGradient>`);
			return `url(#${id})`;
		},
		radial(stops) {
			const id = `g${counter++}`;
			defs.push(`<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stopsSvg(stops)}</radialGradient>`);
			return `url(#${id})`;
		},
	};
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
	`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string =>
	`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

export const path = (d: string, fill: string, extra = ""): string =>
	`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

/** A closed polygon from flat [x0, y0, x1, y1, ...] coordinates. */
export const poly = (points: readonly number[], fill: string, extra = ""): string => {
	const pairs: string[] = [];
	for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${n(points[i] ?? 0)},${n(points[i + 1] ?? 0)}`);
	return `<polygon points="${pairs.join(" ")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
};

/**
 * Many copies of a small cell merged into one path. SVG patterns would be shorter, but librsvg
 * takes a very slow path when a pattern tile does not land on whole device pixels.
 */
export function tiled(
	x0: number,
	y0: number,
	x1: number,
	y1: number,
	stepX: number,
	stepY: number,
	cell: (x: number, y: number, row: number, col: number) => string,
): string {
	const parts: string[] = [];
	let row = 0;
	for (let y = y0; y < y1; y += stepY, row++) {
		let col = 0;
		for (let x = x0; x < x1; x += stepX, col++) parts.push(cell(x, y, row, col));
	}
	return parts.join("");
}

/** Path data for a rectangle, to be merged into a `tiled` path. */
export const rectD = (x: number, y: number, w: number, h: number): string =>
	`M${n(x)},${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;

/** Path data for an ellipse, to be merged into a `tiled` path. */
export const ellipseD = (cx: number, cy: number, rx: number, ry: number): string =>
	`M${n(cx - rx)},${n(cy)}a${n(rx)},${n(ry)} 0 1,0 ${n(2 * rx)},0a${n(rx)},${n(ry)} 0 1,0 ${n(-2 * rx)},0Z`;

export const line = (
	x1: number,
	y1: number,
	x2: number,
	y2: number,
	stroke: string,
	width: number,
	extra = "",
): string =>
	`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ""}/>`;
