import { indoorStage, room } from "./room-parts";
import type { SceneDrawer } from "./scene-parts";
import { type DrawContext, ellipse, jitter, line, n, poly, type Rgb, rect } from "./svg";

function cake(ctx: DrawContext, cx: number, top: number, size: number): string {
	const { rng } = ctx;
	const icing: Rgb = jitter(
		rng,
		rng.pick<Rgb>([
			[250, 240, 240],
			[250, 210, 220],
			[240, 230, 190],
		]),
		6,
	);
	let out = ellipse(cx, top + size * 0.62, size * 0.75, size * 0.12, ctx.c([240, 240, 236]));
	out += rect(cx - size * 0.55, top + size * 0.15, size * 1.1, size * 0.45, ctx.c(icing));
	out += ellipse(cx, top + size * 0.6, size * 0.55, size * 0.1, ctx.c(icing));
	out += ellipse(
		cx,
		top + size * 0.15,
		size * 0.55,
		size * 0.1,
		ctx.c([icing[0] * 0.95, icing[1] * 0.92, icing[2] * 0.92]),
	);
	const candles = rng.int(3, 9);
	for (let k = 0; k < candles; k++) {
		const x = cx - size * 0.4 + (k / Math.max(1, candles - 1)) * size * 0.8;
		const y = top + size * 0.15 + Math.sin(k * 1.7) * size * 0.04;
		out += rect(
			x - size * 0.018,
			y - size * 0.22,
			size * 0.036,
			size * 0.22,
			ctx.c(
				rng.pick<Rgb>([
					[240, 120, 160],
					[120, 170, 240],
					[250, 240, 200],
				]),
			),
		);
		out += ellipse(x, y - size * 0.27, size * 0.03, size * 0.055, ctx.c([255, 200, 90]));
		out += ellipse(
			x,
			y - size * 0.27,
			size * 0.09,
			size * 0.1,
			ctx.c([255, 220, 150]),
			'fill-opacity="0.25"',
		);
	}
	return out;
}

export const birthday: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	let back = room(ctx, h * 0.7, "carpet");
	// Bunting across the wall and a few balloons.
	const flags: Rgb[] = [
		[220, 60, 60],
		[60, 120, 210],
		[240, 200, 60],
		[80, 170, 90],
	];
	for (let k = 0; k < 12; k++) {
		const x = (k / 11) * w;
		const y = h * 0.08 + Math.sin((k / 11) * Math.PI) * h * 0.08;
		back += poly(
			[x - w * 0.03, y, x + w * 0.03, y, x, y + h * 0.07],
			ctx.c(flags[k % flags.length] ?? [220, 60, 60]),
		);
	}
	back += `<path d="M0,${n(h * 0.08)}Q${n(w / 2)},${n(h * 0.24)} ${n(w)},${n(h * 0.08)}" fill="none" stroke="${ctx.c([240, 240, 230])}" stroke-width="${n(h * 0.004)}"/>`;
	for (let k = 0; k < rng.int(2, 5); k++) {
		const bx = rng.chance(0.5) ? rng.range(0.02, 0.2) * w : rng.range(0.8, 0.98) * w;
		const by = h * rng.range(0.22, 0.4);
		back += line(
			bx,
			by + h * 0.06,
			bx + w * 0.01,
			by + h * 0.3,
			ctx.c([200, 200, 200]),
			Math.max(1, w * 0.0015),
		);
		back += ellipse(bx, by, w * 0.035, h * 0.065, ctx.c(jitter(rng, rng.pick(flags), 10)));
	}
	// The table stands in front of the family, so it goes on the front layer.
	const tableTop = h * rng.range(0.7, 0.76);
	const cloth: Rgb = rng.chance(0.5) ? [244, 242, 236] : jitter(rng, [230, 190, 190], 20);
	let front = rect(
		-2,
		tableTop,
		w + 4,
		h - tableTop + 2,
		ctx.grad([
			[0, cloth],
			[1, [cloth[0] * 0.82, cloth[1] * 0.82, cloth[2] * 0.82]],
		]),
	);
	front += ellipse(w * 0.3, tableTop + h * 0.04, w * 0.05, h * 0.015, ctx.c([236, 236, 240]));
	front += ellipse(w * 0.75, tableTop + h * 0.05, w * 0.05, h * 0.015, ctx.c([236, 236, 240]));
	front += cake(ctx, w * rng.range(0.4, 0.6), tableTop - h * 0.08, w * 0.16);
	const stage = { ...indoorStage(ctx, "everyday", 1.02, 0.84), childShare: 0.6, behindTable: true };
	return { back, front, stage, indoor: true };
};

export const holiday: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const floorTop = h * 0.7;
	let back = room(ctx, floorTop, "carpet");
	const tx = rng.chance(0.5) ? w * 0.16 : w * 0.84;
	const base = floorTop + h * 0.08;
	const th = h * 0.72;
	for (let k = 0; k < 4; k++) {
		const y0 = base - th * 0.1 - k * th * 0.2;
		const half = w * (0.15 - k * 0.03);
		back += poly([tx - half, y0, tx, y0 - th * 0.34, tx + half, y0], ctx.c(jitter(rng, [36, 84, 50], 6)));
	}
	back += poly(
		[
			tx,
			base - th * 0.98,
			tx + w * 0.015,
			base - th * 0.94,
			tx,
			base - th * 0.9,
			tx - w * 0.015,
			base - th * 0.94,
		],
		ctx.c([250, 220, 90]),
	);
	for (let k = 0; k < 26; k++) {
		const y = base - th * rng.range(0.12, 0.8);
		const spread = ((y - (base - th * 0.9)) / th) * w * 0.16;
		const bauble = rng.pick<Rgb>([
			[220, 40, 40],
			[240, 200, 60],
			[60, 120, 220],
			[250, 250, 240],
			[200, 60, 160],
		]);
		back += ellipse(tx + rng.range(-spread, spread), y, w * 0.009, w * 0.009, ctx.c(bauble));
	}
	for (let k = 0; k < 4; k++) {
		const bw = w * rng.range(0.05, 0.09);
		const bx = tx + (k - 2) * w * 0.07;
		const paper: Rgb = jitter(
			rng,
			rng.pick<Rgb>([
				[200, 40, 50],
				[40, 110, 70],
				[230, 220, 200],
				[60, 90, 170],
			]),
			10,
		);
		back +=
			rect(bx, base - bw * 0.8, bw, bw * 0.8, ctx.c(paper)) +
			rect(bx + bw * 0.45, base - bw * 0.8, bw * 0.1, bw * 0.8, ctx.c([240, 210, 90]));
	}
	return { back, front: "", stage: indoorStage(ctx, "everyday"), indoor: true };
};
