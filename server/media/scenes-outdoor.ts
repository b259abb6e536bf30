import { bushes, car, grass, house, outdoorStage, type SceneDrawer, sky, tree } from "./scene-parts";
import { type DrawContext, ellipse, jitter, line, n, path, poly, type Rgb, rect } from "./svg";

export const beach: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const horizon = h * rng.range(0.34, 0.44);
	const shore = horizon + h * rng.range(0.12, 0.18);
	let back = sky(ctx, horizon);
	back += rect(
		0,
		horizon,
		w,
		shore - horizon,
		ctx.grad([
			[0, jitter(rng, [40, 88, 130], 8)],
			[1, jitter(rng, [90, 160, 170], 8)],
		]),
	);
	for (let i = 0; i < 7; i++) {
		const y = horizon + (shore - horizon) * rng.range(0.35, 1);
		back += ellipse(
			rng.range(0, w),
			y,
			w * rng.range(0.08, 0.3),
			h * 0.004,
			ctx.c([240, 244, 244]),
			'fill-opacity="0.55"',
		);
	}
	const sand: Rgb = jitter(rng, [222, 200, 158], 8);
	back += rect(
		0,
		shore,
		w,
		h - shore,
		ctx.grad([
			[0, [sand[0] * 0.86, sand[1] * 0.84, sand[2] * 0.8]],
			[0.08, sand],
			[1, jitter(rng, sand, 6)],
		]),
	);
	back += ellipse(w / 2, shore + h * 0.01, w * 0.7, h * 0.012, ctx.c([250, 250, 246]), 'fill-opacity="0.6"');
	// A striped umbrella planted in the sand and a towel: the props of every beach album.
	const ux = rng.chance(0.5) ? w * rng.range(0.06, 0.2) : w * rng.range(0.8, 0.94);
	const foot = shore + (h - shore) * rng.range(0.25, 0.45);
	const poleTop = foot - h * 0.5;
	const ur = w * rng.range(0.11, 0.15);
	back += line(ux, foot, ux, poleTop, ctx.c([236, 234, 228]), w * 0.005);
	const stripe: Rgb = jitter(
		rng,
		rng.pick<Rgb>([
			[210, 50, 50],
			[40, 90, 170],
			[230, 170, 40],
			[40, 140, 110],
		]),
		8,
	);
	const rim = poleTop + ur * 0.32;
	for (let k = 0; k < 8; k++) {
		const x0 = ux - ur + (k / 8) * 2 * ur;
		const x1 = ux - ur + ((k + 1) / 8) * 2 * ur;
		const sag = ur * 0.05;
		back += path(
			`M${n(ux)},${n(poleTop - ur * 0.06)}L${n(x0)},${n(rim)}Q${n((x0 + x1) / 2)},${n(rim + sag)} ${n(x1)},${n(rim)}Z`,
			ctx.c(k % 2 === 0 ? stripe : [244, 240, 232]),
		);
	}
	back += ellipse(
		ux + w * 0.03,
		foot + h * 0.01,
		ur * 0.8,
		h * 0.018,
		ctx.c([120, 100, 70]),
		'fill-opacity="0.3"',
	);
	const tx = w * rng.range(0.25, 0.6);
	const ty = h * rng.range(0.84, 0.92);
	const towel: Rgb = jitter(
		rng,
		rng.pick<Rgb>([
			[220, 90, 110],
			[70, 140, 200],
			[240, 200, 80],
		]),
		10,
	);
	const tw = w * 0.16;
	const td = h * 0.05;
	back += poly([tx, ty, tx + tw, ty, tx + tw + w * 0.02, ty + td, tx + w * 0.02, ty + td], ctx.c(towel));
	back += poly(
		[
			tx + tw * 0.3,
			ty,
			tx + tw * 0.42,
			ty,
			tx + tw * 0.42 + w * 0.02,
			ty + td,
			tx + tw * 0.3 + w * 0.02,
			ty + td,
		],
		ctx.c([246, 244, 236]),
	);
	return { back, front: "", stage: outdoorStage(ctx, "swim"), indoor: false };
};

function fence(ctx: DrawContext, base: number, height: number): string {
	const { rng, w } = ctx;
	const paint: Rgb = rng.chance(0.6) ? [236, 234, 226] : jitter(rng, [140, 112, 82], 10);
	const colour = ctx.c(paint);
	const picket = w * 0.028;
	let out =
		rect(0, base - height * 0.75, w, height * 0.07, colour) +
		rect(0, base - height * 0.3, w, height * 0.07, colour);
	for (let x = -picket * 0.5; x < w; x += picket * 1.6) {
		out += poly(
			[
				x,
				base,
				x,
				base - height * 0.9,
				x + picket / 2,
				base - height,
				x + picket,
				base - height * 0.9,
				x + picket,
				base,
			],
			colour,
		);
		out += line(
			x + picket,
			base - height * 0.9,
			x + picket,
			base,
			ctx.c([paint[0] * 0.7, paint[1] * 0.7, paint[2] * 0.7]),
			Math.max(1, picket * 0.12),
		);
	}
	return out;
}

export const backyard: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const fenceBase = h * rng.range(0.5, 0.58);
	let back = sky(ctx, fenceBase);
	if (rng.chance(0.5)) back += house(ctx, rng.chance(0.5) ? -w * 0.1 : w * 0.7, fenceBase, w * 0.42, h * 0.3);
	back += bushes(ctx, fenceBase - h * 0.2, 8);
	back += fence(ctx, fenceBase, h * 0.2);
	back += grass(ctx, fenceBase);
	back += tree(ctx, rng.chance(0.5) ? w * 0.1 : w * 0.9, fenceBase + h * 0.05, h * 0.7);
	return { back, front: "", stage: outdoorStage(ctx, "summer"), indoor: false };
};

export const park: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const horizon = h * rng.range(0.42, 0.52);
	let back = sky(ctx, horizon);
	back += bushes(ctx, horizon, 14);
	back += grass(ctx, horizon);
	// A gravel path curving away to the tree line.
	const px = w * rng.range(0.3, 0.7);
	back += poly(
		[px - w * 0.02, horizon, px + w * 0.02, horizon, px + w * 0.3, h, px - w * 0.25, h],
		ctx.c(jitter(rng, [196, 184, 160], 8)),
	);
	const bx = rng.chance(0.5) ? w * 0.06 : w * 0.7;
	const by = horizon + h * 0.16;
	const wood = ctx.c(jitter(rng, [120, 84, 56], 10));
	back +=
		rect(bx, by - h * 0.1, w * 0.24, h * 0.025, wood) + rect(bx, by - h * 0.05, w * 0.24, h * 0.02, wood);
	back +=
		rect(bx + w * 0.02, by - h * 0.05, w * 0.01, h * 0.05, wood) +
		rect(bx + w * 0.21, by - h * 0.05, w * 0.01, h * 0.05, wood);
	back += tree(ctx, rng.chance(0.5) ? w * 0.05 : w * 0.95, horizon + h * 0.12, h * 0.85);
	return {
		back,
		front: "",
		stage: outdoorStage(ctx, rng.chance(0.5) ? "summer" : "everyday"),
		indoor: false,
	};
};

export const street: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const kerb = h * rng.range(0.5, 0.56);
	let back = sky(ctx, kerb);
	let x = -rng.range(0, w * 0.1);
	while (x < w) {
		const bw = w * rng.range(0.18, 0.3);
		const bh = h * rng.range(0.3, 0.5);
		const wall: Rgb = jitter(
			rng,
			rng.pick<Rgb>([
				[170, 92, 70],
				[200, 190, 170],
				[150, 140, 130],
				[214, 200, 170],
			]),
			10,
		);
		back += rect(x, kerb - bh, bw, bh, ctx.c(wall));
		const glass = ctx.c([70, 80, 90]);
		for (let wy = kerb - bh + bh * 0.1; wy < kerb - h * 0.12; wy += bh * 0.2) {
			for (let wx = x + bw * 0.12; wx < x + bw - bw * 0.2; wx += bw * 0.28)
				back += rect(wx, wy, bw * 0.16, bh * 0.12, glass);
		}
		back += rect(x + bw * 0.35, kerb - h * 0.1, bw * 0.3, h * 0.1, ctx.c([60, 50, 44]));
		x += bw;
	}
	back += rect(
		0,
		kerb,
		w,
		h - kerb,
		ctx.grad([
			[0, [150, 148, 142]],
			[1, [186, 182, 174]],
		]),
	);
	for (let y = kerb + h * 0.05, step = h * 0.05; y < h; y += step, step *= 1.35) {
		back += line(0, y, w, y, ctx.c([120, 118, 114]), Math.max(1, step * 0.04));
	}
	back += car(
		ctx,
		rng.chance(0.5) ? -w * 0.1 : w * 0.62,
		kerb + h * 0.06,
		w * 0.45,
		jitter(rng, [120, 30, 40], 40),
	);
	const lx = w * rng.range(0.1, 0.9);
	back +=
		rect(lx, kerb - h * 0.45, w * 0.008, h * 0.5, ctx.c([50, 52, 50])) +
		ellipse(lx + w * 0.004, kerb - h * 0.46, w * 0.018, h * 0.02, ctx.c([220, 214, 190]));
	return { back, front: "", stage: outdoorStage(ctx, "everyday"), indoor: false };
};
