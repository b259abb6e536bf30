import type { Stage } from "./figures";
import { floor, indoorStage, room, windowPane } from "./room-parts";
import { grass, type SceneDrawer, sky } from "./scene-parts";
import { decadeIndex } from "./snapshot-spec";
import { type DrawContext, jitter, line, n, path, poly, type Rgb, rect, rectD, tiled } from "./svg";

function sofa(ctx: DrawContext, x: number, base: number, width: number, height: number): string {
	const { rng } = ctx;
	const i = decadeIndex(ctx.decade);
	const cloth: Rgb = jitter(
		rng,
		rng.pick<Rgb>(
			i <= 3
				? [
						[120, 70, 60],
						[90, 100, 80],
					]
				: i <= 5
					? [
							[150, 110, 50],
							[110, 90, 60],
							[170, 90, 50],
						]
					: [
							[140, 130, 120],
							[70, 90, 120],
							[110, 60, 70],
						],
		),
		8,
	);
	const shade = ctx.c([cloth[0] * 0.75, cloth[1] * 0.75, cloth[2] * 0.75]);
	const r = height * 0.12;
	let out = `<rect x="${n(x)}" y="${n(base - height)}" width="${n(width)}" height="${n(height * 0.62)}" rx="${n(r)}" fill="${ctx.c(cloth)}"/>`;
	out += rect(x, base - height * 0.42, width, height * 0.3, shade);
	out += line(
		x + width / 2,
		base - height * 0.95,
		x + width / 2,
		base - height * 0.42,
		shade,
		Math.max(1, width * 0.006),
	);
	for (const ax of [x - width * 0.04, x + width * 0.96]) {
		out += `<rect x="${n(ax)}" y="${n(base - height * 0.7)}" width="${n(width * 0.08)}" height="${n(height * 0.6)}" rx="${n(r * 0.6)}" fill="${ctx.c(cloth)}"/>`;
	}
	return out + rect(x, base - height * 0.12, width, height * 0.12, ctx.c([40, 30, 26]));
}

function frameOnWall(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
	const wood = ctx.c(jitter(ctx.rng, [110, 78, 50], 10));
	return (
		rect(x, y, w, h, wood) +
		rect(
			x + w * 0.1,
			y + h * 0.1,
			w * 0.8,
			h * 0.8,
			ctx.grad([
				[0, [170, 190, 200]],
				[0.6, [120, 140, 100]],
				[1, [90, 110, 70]],
			]),
		)
	);
}

export const livingRoom: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const floorTop = h * rng.range(0.64, 0.7);
	let back = room(ctx, floorTop, rng.chance(0.6) ? "carpet" : "wood");
	const wx = w * rng.range(0.1, 0.6);
	back += windowPane(ctx, wx, h * 0.12, w * 0.22, h * 0.34, jitter(rng, [190, 150, 110], 30));
	back += frameOnWall(ctx, wx > w * 0.4 ? w * 0.12 : w * 0.7, h * 0.16, w * 0.14, h * 0.16);
	back += sofa(ctx, w * rng.range(0.08, 0.3), floorTop + h * 0.12, w * 0.6, h * 0.3);
	// A standard lamp in the corner.
	const lx = rng.chance(0.5) ? w * 0.05 : w * 0.93;
	back += line(lx, h * 0.3, lx, floorTop + h * 0.1, ctx.c([60, 50, 40]), w * 0.005);
	back += poly(
		[lx - w * 0.04, h * 0.3, lx - w * 0.025, h * 0.2, lx + w * 0.025, h * 0.2, lx + w * 0.04, h * 0.3],
		ctx.c([240, 220, 170]),
	);
	return { back, front: "", stage: indoorStage(ctx, "everyday"), indoor: true };
};

export const kitchen: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const i = decadeIndex(ctx.decade);
	const floorTop = h * 0.74;
	const tile = ctx.c(
		jitter(
			rng,
			rng.pick<Rgb>([
				[226, 226, 216],
				[200, 220, 214],
				[236, 220, 190],
			]),
			6,
		),
	);
	const grout = ctx.c([170, 168, 160]);
	const cell = w * 0.045;
	const gap = Math.max(1.5, cell * 0.05);
	let back =
		rect(0, 0, w, floorTop, grout) +
		path(
			tiled(0, 0, w, floorTop, cell, cell, (x, y) => rectD(x + gap, y + gap, cell - 2 * gap, cell - 2 * gap)),
			tile,
		);
	back += floor(ctx, floorTop, "tiles");
	const wood: Rgb = jitter(rng, i === 5 ? [150, 110, 60] : i >= 7 ? [220, 216, 206] : [200, 180, 150], 10);
	// Wall cupboards, a window over the sink, the counter behind the family.
	back += rect(0, 0, w, h * 0.18, ctx.c(wood));
	for (let x = w * 0.02; x < w; x += w * 0.16)
		back += rect(x, h * 0.015, w * 0.14, h * 0.15, ctx.c([wood[0] * 0.9, wood[1] * 0.9, wood[2] * 0.9]));
	back += windowPane(
		ctx,
		w * rng.range(0.3, 0.5),
		h * 0.24,
		w * 0.2,
		h * 0.2,
		rng.chance(0.5) ? jitter(rng, [220, 120, 110], 30) : null,
	);
	back += rect(0, h * 0.5, w, h * 0.03, ctx.c([190, 186, 178]));
	back += rect(0, h * 0.53, w, floorTop - h * 0.53, ctx.c(wood));
	for (let x = w * 0.02; x < w; x += w * 0.16)
		back += rect(
			x,
			h * 0.56,
			w * 0.14,
			floorTop - h * 0.59,
			ctx.c([wood[0] * 0.88, wood[1] * 0.88, wood[2] * 0.88]),
		);
	// The fridge colour is a decade marker: mint in the fifties, avocado and harvest gold in the seventies.
	const fridge: Rgb =
		i === 3
			? [190, 226, 206]
			: i === 5
				? rng.pick<Rgb>([
						[150, 160, 70],
						[210, 170, 70],
					])
				: [236, 236, 230];
	const fx = rng.chance(0.5) ? w * 0.02 : w * 0.8;
	back += `<rect x="${n(fx)}" y="${n(h * 0.12)}" width="${n(w * 0.18)}" height="${n(floorTop - h * 0.1)}" rx="${n(w * 0.02)}" fill="${ctx.c(fridge)}"/>`;
	back += rect(fx + w * 0.15, h * 0.2, w * 0.012, h * 0.12, ctx.c([170, 170, 170]));
	return { back, front: "", stage: indoorStage(ctx, "everyday"), indoor: true };
};

/** A class outside the school's brick front: mostly children in two rows, a teacher or two. */
export const school: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const ground = h * 0.62;
	let back = sky(ctx, h * 0.1);
	const brick: Rgb = jitter(rng, [150, 74, 56], 10);
	const bw = w * 0.05;
	const bh = bw * 0.4;
	const mortar = ctx.c([190, 180, 166]);
	const joint = Math.max(1, bh * 0.12);
	const bricks = tiled(0, h * 0.08, w + bw, ground, bw, bh, (x, y, row) =>
		rectD(x - (row % 2) * (bw / 2) + joint, y + joint, bw - 2 * joint, bh - 2 * joint),
	);
	back += rect(0, h * 0.08, w, ground - h * 0.08, mortar) + path(bricks, ctx.c(brick));
	for (let x = w * 0.06; x < w; x += w * 0.24) back += windowPane(ctx, x, h * 0.14, w * 0.14, h * 0.2, null);
	back += rect(0, ground - h * 0.01, w, h * 0.02, ctx.c([200, 196, 186]));
	back += rng.chance(0.5)
		? grass(ctx, ground)
		: rect(
				0,
				ground,
				w,
				h - ground,
				ctx.grad([
					[0, [120, 118, 114]],
					[1, [150, 146, 140]],
				]),
			);
	const stage: Stage = {
		ground: h * 0.9,
		adultHeight: h * 0.62,
		left: w * 0.05,
		right: w * 0.95,
		outfit: "everyday",
		childShare: 0.85,
		shadows: true,
	};
	return { back, front: "", stage, indoor: false };
};
