import type { Stage } from "./figures";
import { decadeIndex } from "./snapshot-spec";
import { type DrawContext, ellipseD, jitter, line, path, type Rgb, rect, rectD, tiled } from "./svg";

export function indoorStage(ctx: DrawContext, outfit: Stage["outfit"], ground = 0.93, size = 0.62): Stage {
	return {
		ground: ctx.h * ground,
		adultHeight: ctx.h * size,
		left: ctx.w * 0.08,
		right: ctx.w * 0.92,
		outfit,
		flash: true,
	};
}

export function room(ctx: DrawContext, floorTop: number, floorKind: "wood" | "carpet" | "tiles"): string {
	const { w } = ctx;
	let out = wallpaper(ctx, floorTop);
	out += floor(ctx, floorTop, floorKind);
	out += rect(0, floorTop - ctx.h * 0.025, w, ctx.h * 0.025, ctx.c([226, 220, 206]));
	return out;
}

/** A window pane showing daylight, with optional curtains either side. */
export function windowPane(
	ctx: DrawContext,
	x: number,
	y: number,
	w: number,
	h: number,
	curtains: Rgb | null,
): string {
	const frame = ctx.c([236, 232, 222]);
	const bar = Math.max(2, w * 0.05);
	let out = rect(x - bar, y - bar, w + 2 * bar, h + 2 * bar, frame);
	out += rect(
		x,
		y,
		w,
		h,
		ctx.grad([
			[0, [196, 216, 232]],
			[0.7, [226, 234, 236]],
			[1, [150, 170, 120]],
		]),
	);
	out += rect(x + w / 2 - bar / 2, y, bar, h, frame) + rect(x, y + h * 0.45, w, bar, frame);
	if (curtains) {
		const fold = ctx.grad(
			[
				[0, curtains],
				[0.5, jitter(ctx.rng, curtains, 4)],
				[1, [curtains[0] * 0.7, curtains[1] * 0.7, curtains[2] * 0.7]],
			],
			"right",
		);
		out +=
			rect(x - w * 0.28, y - bar * 2, w * 0.36, h + bar * 5, fold) +
			rect(x + w * 0.92, y - bar * 2, w * 0.36, h + bar * 5, fold);
	}
	return out;
}

/** Period wallpaper: stripes or a small repeating motif, merged into one path so it stays cheap. */
export function wallpaper(ctx: DrawContext, bottom: number): string {
	const { rng, w } = ctx;
	const i = decadeIndex(ctx.decade);
	const base: Rgb = jitter(
		rng,
		rng.pick<Rgb>(
			i <= 3
				? [
						[214, 200, 170],
						[196, 190, 166],
					]
				: i <= 5
					? [
							[214, 184, 120],
							[190, 170, 130],
							[168, 150, 110],
						]
					: [
							[226, 222, 212],
							[210, 214, 206],
							[230, 214, 200],
						],
		),
		8,
	);
	const accent = ctx.c([base[0] * 0.82, base[1] * 0.8, base[2] * 0.78]);
	const cell = w * rng.range(0.025, 0.045);
	const stripes = rng.chance(0.5);
	const motif = tiled(0, 0, w, bottom, cell, cell, (x, y, row) =>
		stripes
			? rectD(x, y, cell * 0.22, cell)
			: ellipseD(x + (row % 2) * cell * 0.5, y + cell / 2, cell * 0.08, cell * 0.12),
	);
	return rect(0, 0, w, bottom, ctx.c(base)) + path(motif, accent, `fill-opacity="${stripes ? 0.3 : 0.4}"`);
}

export function floor(ctx: DrawContext, top: number, kind: "wood" | "carpet" | "tiles"): string {
	const { rng, w, h } = ctx;
	if (kind === "carpet") {
		const colour = jitter(
			rng,
			rng.pick<Rgb>([
				[150, 96, 60],
				[120, 110, 80],
				[170, 140, 100],
				[110, 60, 50],
			]),
			10,
		);
		return rect(
			0,
			top,
			w,
			h - top,
			ctx.grad([
				[0, [colour[0] * 0.8, colour[1] * 0.8, colour[2] * 0.8]],
				[1, colour],
			]),
		);
	}
	if (kind === "tiles") {
		const a = ctx.c(jitter(rng, [226, 222, 210], 6));
		const b = ctx.c(
			jitter(
				rng,
				rng.pick<Rgb>([
					[60, 60, 64],
					[150, 60, 50],
					[70, 110, 90],
				]),
				6,
			),
		);
		const cell = w * 0.06;
		const checks = tiled(0, top, w, h, cell, cell / 2, (x, y, row) =>
			rectD(x + (row % 2) * (cell / 2), y, cell / 2, cell / 2),
		);
		return rect(0, top, w, h - top, a) + path(checks, b);
	}
	const wood: Rgb = jitter(rng, [150, 104, 64], 12);
	let out = rect(
		0,
		top,
		w,
		h - top,
		ctx.grad([
			[0, [wood[0] * 0.75, wood[1] * 0.75, wood[2] * 0.75]],
			[1, wood],
		]),
	);
	for (let y = top + (h - top) * 0.12, step = (h - top) * 0.1; y < h; y += step, step *= 1.25) {
		out += line(
			0,
			y,
			w,
			y,
			ctx.c([wood[0] * 0.6, wood[1] * 0.6, wood[2] * 0.6]),
			Math.max(1, step * 0.05),
			'stroke-opacity="0.6"',
		);
	}
	return out;
}

/**
 * Indoor flash lit the people and let the room fall off into shadow behind them. Two linear
 * gradients stand in for a radial one, which librsvg rasterises several times slower.
 */
export function flashFalloff(ctx: DrawContext, strength: number): string {
	const black: Rgb = [0, 0, 0];
	const across = ctx.grad(
		[
			[0, black, strength],
			[0.3, black, 0],
			[0.7, black, 0],
			[1, black, strength],
		],
		"right",
	);
	const down = ctx.grad([
		[0, black, strength * 0.8],
		[0.45, black, 0],
		[1, black, strength * 0.3],
	]);
	return (
		rect(-ctx.w * 0.1, -ctx.h * 0.1, ctx.w * 1.2, ctx.h * 1.2, across) +
		rect(-ctx.w * 0.1, -ctx.h * 0.1, ctx.w * 1.2, ctx.h * 1.2, down)
	);
}
