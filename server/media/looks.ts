import type { Random } from "@core/random";
import { type ColorStyle, type Decade, decadeIndex } from "./snapshot-spec";
import { hex, mix, n, type Rgb } from "./svg";

/**
 * The "film and paper" of a snapshot: how colours are toned, how soft and grainy it is, and the
 * print border. Toning is applied to every colour as it is written into the SVG rather than as a
 * raster pass afterwards, which keeps rendering to a single cheap rasterisation.
 */
export interface Look {
	tone(rgb: Rgb): Rgb;
	/** Render scale before upscaling: old cameras were soft, and a smaller raster is faster too. */
	scale: number;
	/** Extra blur, in output pixels, on top of what the upscale needs. */
	softness: number;
	/** Grain amplitude in grey levels. */
	grain: number;
	/** Vignette darkness, 0..1. */
	vignette: number;
	paper: Rgb;
}

const lum = (r: number, g: number, b: number): number => 0.299 * r + 0.587 * g + 0.114 * b;

function saturate(rgb: Rgb, amount: number): Rgb {
	const l = lum(rgb[0], rgb[1], rgb[2]);
	return [l + (rgb[0] - l) * amount, l + (rgb[1] - l) * amount, l + (rgb[2] - l) * amount];
}

/** An S-curve around mid grey; `k` > 1 adds contrast. */
const contrast = (v: number, k: number): number => 128 + (v - 128) * k;

/** Squeezes [0, 255] into [lo, hi]: faded prints never reach true black or white. */
const squeeze = (v: number, lo: number, hi: number): number =>
	lo + (Math.max(0, Math.min(255, v)) / 255) * (hi - lo);

const SEPIA_DARK: Rgb = [46, 36, 28];
const SEPIA_MID: Rgb = [148, 128, 106];
const SEPIA_LIGHT: Rgb = [240, 231, 212];

function toneFor(style: ColorStyle, age: number): (rgb: Rgb) => Rgb {
	switch (style) {
		case "black-and-white":
			return ([r, g, b]) => {
				const v = squeeze(contrast(lum(r, g, b), 1.12), 20 + age * 2, 240 - age * 2);
				return [v, v, v];
			};
		case "sepia":
			return ([r, g, b]) => {
				const t = squeeze(contrast(lum(r, g, b), 1.08), 0, 255) / 255;
				// Two-segment ramp through a warm mid tone, like silver toned with sulphide.
				return t < 0.5 ? mix(SEPIA_DARK, SEPIA_MID, t * 2) : mix(SEPIA_MID, SEPIA_LIGHT, (t - 0.5) * 2);
			};
		case "faded-colour":
			return (rgb) => {
				const [r, g, b] = saturate(rgb, 0.62);
				// Cyan dye fades first in 1960s-70s prints, so everything drifts toward orange-magenta.
				return [
					squeeze(r * 1.05 + 12, 46, 246),
					squeeze(g * 0.97 + 4, 36, 228),
					squeeze(b * 0.82 + 8, 34, 200),
				];
			};
		case "kodachrome":
			return (rgb) => {
				const [r, g, b] = saturate(rgb, 1.25);
				return [
					squeeze(contrast(r * 1.04, 1.12), 14, 250),
					squeeze(contrast(g, 1.12), 12, 246),
					squeeze(contrast(b * 0.94, 1.12), 14, 236),
				];
			};
		case "polaroid":
			return (rgb) => {
				const [r, g, b] = saturate(rgb, 0.78);
				// Instant film: lifted greenish shadows, creamy highlights.
				return [squeeze(r * 1.02, 40, 244), squeeze(g + 6, 48, 238), squeeze(b * 0.9 + 10, 44, 214)];
			};
		case "vivid":
			return (rgb) => {
				const [r, g, b] = saturate(rgb, 1.32);
				return [
					squeeze(contrast(r, 1.08), 8, 252),
					squeeze(contrast(g, 1.08), 8, 250),
					squeeze(contrast(b, 1.08), 10, 250),
				];
			};
	}
}

export function lookFor(style: ColorStyle, decade: Decade): Look {
	const age = 8 - decadeIndex(decade); // 8 for the 1920s, 0 for the 2000s
	const monochrome = style === "sepia" || style === "black-and-white";
	const paperBase: Rgb = monochrome
		? [238, 230, 212]
		: style === "polaroid"
			? [242, 240, 233]
			: [246, 244, 238];
	// Old paper yellows; the border is not toned like the image, it just ages.
	const paper = mix(paperBase, [222, 205, 168], age * 0.035);
	return {
		tone: toneFor(style, age),
		scale: age >= 4 ? 0.5 : 0.6,
		softness: 0.2 + age * 0.08,
		grain: 7 + age * 1.4,
		vignette: 0.28 + age * 0.04,
		paper: style === "black-and-white" ? [paper[1], paper[1], paper[1]] : paper,
	};
}

/**
 * Per-print exposure and colour cast: no two real snapshots came out of the lab alike. Applied
 * before the film tone, so a sepia print stays sepia.
 */
export function withExposure(tone: (rgb: Rgb) => Rgb, rng: Random, style: ColorStyle): (rgb: Rgb) => Rgb {
	const exposure = rng.range(0.9, 1.1);
	const monochrome = style === "sepia" || style === "black-and-white";
	const cast = monochrome ? [1, 1, 1] : [rng.range(0.96, 1.04), rng.range(0.97, 1.03), rng.range(0.95, 1.05)];
	const [cr = 1, cg = 1, cb = 1] = cast;
	return ([r, g, b]) => tone([r * exposure * cr, g * exposure * cg, b * exposure * cb]);
}

export type BorderKind = "deckled" | "classic" | "polaroid" | "thin";

export interface Frame {
	kind: BorderKind;
	/** Picture area inside the print. */
	x: number;
	y: number;
	w: number;
	h: number;
}

export function frameFor(style: ColorStyle, decade: Decade, width: number, height: number): Frame {
	const short = Math.min(width, height);
	const i = decadeIndex(decade);
	if (style === "polaroid") {
		const side = Math.round(short * 0.055);
		return {
			kind: "polaroid",
			x: side,
			y: side,
			w: width - 2 * side,
			h: height - side - Math.round(height * 0.17),
		};
	}
	const kind: BorderKind = i <= 3 ? "deckled" : i <= 6 ? "classic" : "thin";
	const margin = Math.round(short * (kind === "deckled" ? 0.065 : kind === "classic" ? 0.045 : 0.022));
	return { kind, x: margin, y: margin, w: width - 2 * margin, h: height - 2 * margin };
}

/** A scalloped outline along the print edge, as deckle-edged prints of the 1920s-50s had. */
function deckledOutline(width: number, height: number, inset: number, bump: number): string {
	const parts: string[] = [`M${n(inset)},${n(inset)}`];
	const edge = (x0: number, y0: number, x1: number, y1: number, nx: number, ny: number): void => {
		const length = Math.hypot(x1 - x0, y1 - y0);
		const count = Math.max(2, Math.round(length / (bump * 4.2)));
		for (let k = 1; k <= count; k++) {
			const t0 = (k - 0.5) / count;
			const t1 = k / count;
			const cx = x0 + (x1 - x0) * t0 + nx * bump;
			const cy = y0 + (y1 - y0) * t0 + ny * bump;
			parts.push(`Q${n(cx)},${n(cy)} ${n(x0 + (x1 - x0) * t1)},${n(y0 + (y1 - y0) * t1)}`);
		}
	};
	const a = inset;
	const bx = width - inset;
	const by = height - inset;
	edge(a, a, bx, a, 0, -1);
	edge(bx, a, bx, by, 1, 0);
	edge(bx, by, a, by, 0, 1);
	edge(a, by, a, a, -1, 0);
	parts.push("Z");
	return parts.join("");
}

/** The print border, drawn over the scene with an even-odd hole for the picture. */
export function borderSvg(frame: Frame, width: number, height: number, paper: Rgb, rng: Random): string {
	const hole = `M${frame.x},${frame.y}h${frame.w}v${frame.h}h${-frame.w}Z`;
	const paperHex = hex(paper);
	const shade = hex(mix(paper, [90, 80, 60], 0.35));
	// A hairline shadow where the emulsion meets the paper makes the picture sit "in" the print.
	const edgeLine = `<rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}" fill="none" stroke="${shade}" stroke-opacity="0.45" stroke-width="${n(Math.max(1, width / 900))}"/>`;
	if (frame.kind !== "deckled") {
		return `<path d="M0,0H${width}V${height}H0Z${hole}" fill="${paperHex}" fill-rule="evenodd"/>${edgeLine}`;
	}
	// Deckled prints are shown lying on a dark album page, so the scallops read against it.
	const bump = Math.min(width, height) * rng.range(0.006, 0.009);
	const outline = deckledOutline(width, height, bump * 2.2, bump);
	const album = hex(mix([28, 26, 24], paper, 0.08));
	return `<path d="M0,0H${width}V${height}H0Z${outline}" fill="${album}" fill-rule="evenodd"/><path d="${outline}${hole}" fill="${paperHex}" fill-rule="evenodd"/>${edgeLine}`;
}

/** The orange LED date imprint of 1970s-2000s compact cameras, burned into the bottom-right. */
export function dateStampSvg(frame: Frame, text: string): string {
	const size = Math.round(Math.min(frame.w, frame.h) * 0.045);
	const x = frame.x + frame.w - size * 0.9;
	const y = frame.y + frame.h - size * 0.8;
	const safe = text.replace(/[<>&"]/g, "");
	const font = `font-family="monospace" font-weight="bold" font-size="${size}" text-anchor="end" letter-spacing="${n(size * 0.08)}"`;
	// The first copy is a wide faint stroke: the glow of light bleeding into the emulsion.
	return `<g ${font}><text x="${n(x)}" y="${n(y)}" fill="none" stroke="#ff6a10" stroke-opacity="0.35" stroke-width="${n(size * 0.16)}">${safe}</text><text x="${n(x)}" y="${n(y)}" fill="#ffa23c" fill-opacity="0.92">${safe}</text></g>`;
}
