import type { Stage } from "./figures";
import { windowPane } from "./room-parts";
import { decadeIndex } from "./snapshot-spec";
import { type DrawContext, ellipse, ellipseD, jitter, line, mix, n, path, poly, type Rgb, rect } from "./svg";

/** A scene is drawn in two layers so props (a birthday table, a car bonnet) can stand in front of people. */
export interface SceneDrawing {
	back: string;
	front: string;
	stage: Stage;
	indoor: boolean;
}

export type SceneDrawer = (ctx: DrawContext) => SceneDrawing;

export function sky(ctx: DrawContext, bottom: number): string {
	const { rng, w } = ctx;
	const top: Rgb = jitter(rng, [92, 142, 204], 12);
	const haze: Rgb = jitter(rng, [200, 220, 232], 8);
	let out = rect(
		0,
		0,
		w,
		bottom + 2,
		ctx.grad([
			[0, top],
			[1, haze],
		]),
	);
	const clouds = rng.int(1, 4);
	for (let i = 0; i < clouds; i++) {
		const cx = rng.range(0, w);
		const cy = rng.range(0.1, 0.7) * bottom;
		const size = rng.range(0.06, 0.14) * w;
		// Opaque puffs over a slightly darker base: overlapping translucent ellipses look like bubbles.
		const puffs: string[] = [];
		for (let k = 0; k < 5; k++) {
			const rx = size * rng.range(0.22, 0.36);
			puffs.push(
				ellipseD(cx + (k - 2) * size * 0.3, cy - Math.sin((k / 4) * Math.PI) * size * 0.12, rx, rx * 0.7),
			);
		}
		out += ellipse(cx, cy + size * 0.08, size * 0.75, size * 0.12, ctx.c(mix(haze, [200, 204, 210], 0.5)));
		out += path(puffs.join(""), ctx.c(mix([250, 250, 248], haze, 0.15)));
	}
	return out;
}

export function grass(ctx: DrawContext, top: number): string {
	const { rng, w, h } = ctx;
	const near: Rgb = jitter(rng, [74, 120, 50], 10);
	const far: Rgb = jitter(rng, [118, 152, 78], 10);
	let out = rect(
		0,
		top,
		w,
		h - top,
		ctx.grad([
			[0, far],
			[1, near],
		]),
	);
	// Mottled patches break up the flat fill the way uneven lawn does.
	for (let i = 0; i < 26; i++) {
		const y = rng.range(top, h);
		const depth = (y - top) / Math.max(1, h - top);
		out += ellipse(
			rng.range(0, w),
			y,
			w * rng.range(0.03, 0.09) * (0.4 + depth),
			(h - top) * rng.range(0.015, 0.04) * (0.5 + depth),
			ctx.c(jitter(rng, rng.chance(0.5) ? [60, 100, 40] : [130, 160, 80], 10)),
			'fill-opacity="0.5"',
		);
	}
	return out;
}

export function tree(ctx: DrawContext, x: number, base: number, height: number): string {
	const { rng } = ctx;
	const trunkW = height * 0.07;
	let out = poly(
		[
			x - trunkW * 0.6,
			base,
			x - trunkW * 0.4,
			base - height * 0.55,
			x + trunkW * 0.4,
			base - height * 0.55,
			x + trunkW * 0.6,
			base,
		],
		ctx.c(jitter(rng, [86, 66, 48], 8)),
	);
	const leaf: Rgb = jitter(rng, [58, 96, 44], 10);
	for (let i = 0; i < 9; i++) {
		const a = (i / 9) * Math.PI * 2;
		const r = height * rng.range(0.14, 0.24);
		out += ellipse(
			x + Math.cos(a) * height * 0.2,
			base - height * 0.7 + Math.sin(a) * height * 0.15,
			r,
			r * 0.85,
			ctx.c(jitter(rng, i % 3 === 0 ? [90, 130, 60] : leaf, 8)),
		);
	}
	return out;
}

export function bushes(ctx: DrawContext, y: number, count: number): string {
	const { rng, w } = ctx;
	let out = "";
	for (let i = 0; i < count; i++) {
		const x = rng.range(-0.05, 1.05) * w;
		const r = w * rng.range(0.04, 0.08);
		out += ellipse(x, y, r, r * 0.7, ctx.c(jitter(rng, [54, 88, 42], 10)));
	}
	return out;
}

/** A period car in side view, front to the left; the body shape follows the decade. */
export function car(ctx: DrawContext, x: number, base: number, length: number, colour: Rgb): string {
	const old = decadeIndex(ctx.decade) <= 3;
	const L = length;
	const body = ctx.c(colour);
	const dark = ctx.c([28, 28, 32]);
	const glass = ctx.c([150, 172, 190]);
	const chrome = ctx.c([214, 216, 218]);
	const wheelR = L * 0.075;
	const sill = base - wheelR * 0.55;
	const belt = sill - L * (old ? 0.13 : 0.1);
	const roof = belt - L * (old ? 0.13 : 0.105);
	const along = (t: number): string => n(x + L * t);
	let out = ellipse(x + L / 2, base, L * 0.55, wheelR * 0.3, ctx.c([0, 0, 0]), 'fill-opacity="0.3"');
	const shell = old
		? // Rounded fenders and a tall rounded cabin of the 1930s-50s.
			`M${along(0)},${n(sill)}Q${along(0)},${n(belt)} ${along(0.16)},${n(belt)}L${along(0.3)},${n(belt)}Q${along(0.34)},${n(roof)} ${along(0.48)},${n(roof)}L${along(0.62)},${n(roof)}Q${along(0.74)},${n(roof)} ${along(0.8)},${n(belt)}Q${along(1)},${n(belt)} ${along(1)},${n(sill)}Z`
		: // Long, low and boxy from the 1960s on.
			`M${along(0)},${n(sill)}L${along(0)},${n(belt + L * 0.015)}L${along(0.02)},${n(belt)}L${along(0.3)},${n(belt - L * 0.006)}L${along(0.4)},${n(roof)}L${along(0.7)},${n(roof)}L${along(0.8)},${n(belt - L * 0.004)}L${along(0.98)},${n(belt)}L${along(1)},${n(belt + L * 0.02)}L${along(1)},${n(sill)}Z`;
	out += path(shell, body);
	const inset = L * 0.012;
	out += old
		? path(
				`M${along(0.34)},${n(belt - inset)}Q${along(0.37)},${n(roof + inset)} ${along(0.48)},${n(roof + inset)}L${along(0.62)},${n(roof + inset)}Q${along(0.72)},${n(roof + inset)} ${along(0.76)},${n(belt - inset)}Z`,
				glass,
			)
		: path(
				`M${along(0.32)},${n(belt - inset)}L${along(0.405)},${n(roof + inset)}L${along(0.69)},${n(roof + inset)}L${along(0.78)},${n(belt - inset)}Z`,
				glass,
			);
	// Door pillar, waist chrome, bumpers and lamps.
	out += rect(x + L * 0.545, roof, L * 0.014, belt - roof, body);
	out += rect(x, belt + (sill - belt) * 0.35, L, L * 0.006, chrome);
	out +=
		rect(x - L * 0.008, sill - L * 0.03, L * 0.05, L * 0.022, chrome) +
		rect(x + L * 0.958, sill - L * 0.03, L * 0.05, L * 0.022, chrome);
	out +=
		rect(x + L * 0.004, belt + L * 0.018, L * 0.025, L * 0.018, ctx.c([240, 236, 200])) +
		rect(x + L * 0.972, belt + L * 0.018, L * 0.024, L * 0.018, ctx.c([190, 40, 40]));
	for (const t of [0.19, 0.81]) {
		const wx = x + L * t;
		const wy = base - wheelR;
		out += path(
			`M${n(wx - wheelR * 1.15)},${n(sill + 1)}A${n(wheelR * 1.15)},${n(wheelR * 1.15)} 0 0 1 ${n(wx + wheelR * 1.15)},${n(sill + 1)}Z`,
			dark,
		);
		out += ellipse(wx, wy, wheelR, wheelR, dark) + ellipse(wx, wy, wheelR * 0.55, wheelR * 0.55, chrome);
		out += ellipse(wx, wy, wheelR * 0.18, wheelR * 0.18, ctx.c([90, 90, 96]));
	}
	return out;
}

export function house(ctx: DrawContext, x: number, bottom: number, width: number, height: number): string {
	const { rng } = ctx;
	const wall: Rgb = jitter(
		rng,
		rng.pick<Rgb>([
			[222, 214, 196],
			[196, 176, 150],
			[170, 190, 196],
			[214, 196, 160],
		]),
		8,
	);
	const top = bottom - height;
	let out = rect(x, top, width, height, ctx.c(wall));
	for (let y = top + height * 0.06; y < bottom; y += height * 0.06) {
		out += line(
			x,
			y,
			x + width,
			y,
			ctx.c([wall[0] * 0.85, wall[1] * 0.85, wall[2] * 0.85]),
			Math.max(1, height * 0.006),
		);
	}
	out += poly(
		[x - width * 0.06, top, x + width / 2, top - height * 0.38, x + width * 1.06, top],
		ctx.c(jitter(rng, [90, 66, 56], 10)),
	);
	const pane = width * 0.16;
	out += windowPane(ctx, x + width * 0.15, top + height * 0.22, pane, pane * 1.2, null);
	out += windowPane(ctx, x + width * 0.68, top + height * 0.22, pane, pane * 1.2, null);
	return out;
}

/** People stand on the lower part of the frame, full length, as in most family snapshots. */
export function outdoorStage(ctx: DrawContext, outfit: Stage["outfit"], ground = 0.91, size = 0.6): Stage {
	// Snapshots are framed loosely: sometimes the feet are cut off, sometimes there is sky to spare.
	const framing = ctx.rng.range(-0.05, 0.12);
	return {
		ground: ctx.h * (ground + framing),
		adultHeight: ctx.h * size * (1 + framing * 1.4),
		left: ctx.w * 0.06,
		right: ctx.w * 0.94,
		outfit,
		shadows: true,
	};
}
