import type { Random } from "@core/random";
import { type ColorStyle, decadeIndex } from "./snapshot-spec";
import { type DrawContext, ellipse, n, type Rgb, rect } from "./svg";

/**
 * What makes a drawing read as a real print: uneven daylight, a tilted camera, light leaks,
 * dust, scratches, stains and creases. Everything here is cheap SVG (linear gradients and
 * small shapes); radial gradients are avoided because librsvg rasterises them slowly.
 */

/** Daylight from one side: one half of the frame a touch brighter, the other a touch darker. */
export function daylight(ctx: DrawContext, rng: Random): string {
	const { w, h } = ctx;
	const fromLeft = rng.chance(0.5);
	const bright: [number, Rgb, number] = [0, [255, 250, 236], rng.range(0.06, 0.14)];
	const dark: [number, Rgb, number] = [1, [0, 0, 0], rng.range(0.08, 0.18)];
	const stops = fromLeft
		? [bright, [0.5, [255, 255, 255], 0] as const, dark]
		: [
				[0, dark[1], dark[2]] as const,
				[0.5, [255, 255, 255], 0] as const,
				[1, bright[1], bright[2]] as const,
			];
	return rect(0, 0, w, h, ctx.grad(stops, "right"));
}

/** A tilted camera: the angle in degrees and the zoom that keeps the corners filled. */
export function tilt(ctx: DrawContext, rng: Random): { angle: number; zoom: number } {
	const { w, h } = ctx;
	if (rng.chance(0.35)) return { angle: 0, zoom: 1 };
	const angle = rng.range(-2.4, 2.4);
	const rad = (Math.abs(angle) * Math.PI) / 180;
	const zoom = Math.cos(rad) + (Math.max(w, h) / Math.min(w, h)) * Math.sin(rad) + 0.005;
	return { angle, zoom };
}

/** Orange light that crept past a worn camera back, fogging one edge of the frame. */
export function lightLeak(ctx: DrawContext, rng: Random, style: ColorStyle): string {
	const { w, h } = ctx;
	const colourFilm = style === "faded-colour" || style === "polaroid" || style === "kodachrome";
	if (!colourFilm || !rng.chance(0.3)) return "";
	const colour: Rgb = rng.pick<Rgb>([
		[255, 120, 40],
		[255, 70, 60],
		[255, 190, 90],
	]);
	const strength = rng.range(0.25, 0.5);
	const fromLeft = rng.chance(0.5);
	const fill = ctx.grad(
		fromLeft
			? [
					[0, colour, strength],
					[1, colour, 0],
				]
			: [
					[0, colour, 0],
					[1, colour, strength],
				],
		"right",
	);
	const width = w * rng.range(0.2, 0.4);
	return rect(fromLeft ? 0 : w - width, 0, width, h, fill);
}

/** Dust specks, hairline scratches, a water stain and sometimes a crease: years in a shoebox. */
export function wear(ctx: DrawContext, rng: Random): string {
	const { w, h } = ctx;
	const age = 8 - decadeIndex(ctx.decade);
	const light = ctx.c([250, 248, 240]);
	const dark = ctx.c([30, 26, 22]);
	let out = "";
	const specks = 6 + age * 7;
	for (let i = 0; i < specks; i++) {
		const size = w * rng.range(0.0006, 0.0022);
		out += ellipse(
			rng.range(0, w),
			rng.range(0, h),
			size,
			size * rng.range(0.6, 1.4),
			rng.chance(0.75) ? light : dark,
			`fill-opacity="${rng.range(0.35, 0.8).toFixed(2)}"`,
		);
	}
	const scratches = rng.int(0, Math.ceil(age / 3));
	for (let i = 0; i < scratches; i++) {
		const x = rng.range(0.1, 0.9) * w;
		const bend = rng.range(-0.04, 0.04) * w;
		out += `<path d="M${n(x)},${n(rng.range(0, 0.3) * h)}Q${n(x + bend)},${n(h * 0.5)} ${n(x + rng.range(-0.03, 0.03) * w)},${n(rng.range(0.6, 1) * h)}" fill="none" stroke="${light}" stroke-opacity="0.3" stroke-width="${n(Math.max(1, w * 0.0009))}"/>`;
	}
	if (age >= 5 && rng.chance(0.5)) {
		// A faint tide mark: nested translucent ellipses, cheaper than a radial gradient.
		const cx = rng.range(0, w);
		const cy = rng.range(0, h);
		const r = w * rng.range(0.08, 0.18);
		for (let k = 0; k < 4; k++)
			out += ellipse(
				cx,
				cy,
				r * (1 - k * 0.2),
				r * 0.8 * (1 - k * 0.2),
				ctx.c([200, 170, 110]),
				'fill-opacity="0.06"',
			);
	}
	if (age >= 6 && rng.chance(0.35)) {
		const y0 = rng.range(0.2, 0.8) * h;
		const y1 = rng.range(0.2, 0.8) * h;
		const d = `M0,${n(y0)}L${n(w)},${n(y1)}`;
		out += `<path d="${d}" stroke="${light}" stroke-opacity="0.45" stroke-width="${n(w * 0.0025)}"/><path d="${d}" transform="translate(0,${n(w * 0.0025)})" stroke="${dark}" stroke-opacity="0.2" stroke-width="${n(w * 0.0015)}"/>`;
	}
	return out;
}
