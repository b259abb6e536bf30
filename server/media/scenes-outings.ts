import { bushes, car, grass, house, outdoorStage, type SceneDrawer, sky } from "./scene-parts";
import { ellipse, jitter, line, n, path, poly, type Rgb, rect, rectD, tiled } from "./svg";

export const mountains: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const meadow = h * rng.range(0.52, 0.6);
	let back = sky(ctx, meadow);
	const ridge = (base: number, peakMin: number, peakMax: number, colour: Rgb, snow: boolean): string => {
		const pts: number[] = [0, base];
		const peaks: [number, number][] = [];
		for (let x = 0; x <= w; x += w * rng.range(0.08, 0.16)) {
			const y = h * rng.range(peakMin, peakMax);
			pts.push(x, y);
			peaks.push([x, y]);
		}
		pts.push(w, h * rng.range(peakMin, peakMax), w, base);
		let out = poly(pts, ctx.c(colour));
		if (snow) {
			for (const [px, py] of peaks) {
				if (py < h * (peakMin + 0.06))
					out += poly(
						[px - w * 0.04, py + h * 0.05, px, py, px + w * 0.04, py + h * 0.05, px, py + h * 0.035],
						ctx.c([244, 246, 248]),
					);
			}
		}
		return out;
	};
	back += ridge(meadow, 0.16, 0.32, jitter(rng, [126, 142, 168], 8), true);
	back += ridge(meadow, 0.36, 0.46, jitter(rng, [70, 100, 70], 8), false);
	// Pines on the near slope, smaller as they recede.
	for (let i = 0; i < 16; i++) {
		const tx = rng.range(0, w);
		const ty = meadow - rng.range(0, h * 0.08);
		const th = h * rng.range(0.06, 0.12);
		back += poly([tx - th * 0.25, ty, tx, ty - th, tx + th * 0.25, ty], ctx.c(jitter(rng, [36, 64, 40], 6)));
	}
	back += grass(ctx, meadow);
	return { back, front: "", stage: outdoorStage(ctx, "everyday"), indoor: false };
};

export const carScene: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const ground = h * rng.range(0.5, 0.56);
	let back = sky(ctx, ground);
	back += house(ctx, rng.range(-0.1, 0.4) * w, ground, w * 0.6, h * 0.34);
	back += bushes(ctx, ground, 6);
	back += grass(ctx, ground);
	back += poly(
		[w * 0.2, ground, w * 0.8, ground, w * 1.1, h, -w * 0.1, h],
		ctx.c(jitter(rng, [150, 146, 138], 8)),
	);
	const length = w * rng.range(0.62, 0.78);
	back += car(
		ctx,
		(w - length) / 2 + rng.range(-0.08, 0.08) * w,
		h * 0.8,
		length,
		jitter(
			rng,
			rng.pick<Rgb>([
				[40, 80, 140],
				[150, 30, 40],
				[220, 210, 190],
				[60, 100, 70],
				[30, 30, 34],
				[200, 150, 60],
			]),
			12,
		),
	);
	// People gather in front of the car, so they read against its body.
	const stage = outdoorStage(ctx, "everyday", 0.95, 0.56);
	return { back, front: "", stage, indoor: false };
};

/** Wedding party on the church steps, confetti in the air. */
export const wedding: SceneDrawer = (ctx) => {
	const { rng, w, h } = ctx;
	const stone: Rgb = jitter(rng, [206, 198, 182], 8);
	let back = rect(0, 0, w, h, ctx.c(stone));
	const block = h * 0.06;
	const joint = ctx.c([stone[0] * 0.8, stone[1] * 0.8, stone[2] * 0.8]);
	const jw = Math.max(1, h * 0.003);
	// Ashlar courses: horizontal beds and staggered vertical joints.
	const joints = tiled(0, 0, w, h * 0.75, block * 2.4, block, (x, y, row) => {
		const bed = x === 0 ? rectD(0, y, w, jw) : "";
		return bed + rectD(x + (row % 2) * block * 1.2, y, jw, block);
	});
	back += path(joints, joint);
	const dx = w * rng.range(0.35, 0.65);
	const dw = w * 0.26;
	back += `<path d="M${n(dx - dw / 2)},${n(h * 0.75)}V${n(h * 0.3)}A${n(dw / 2)},${n(dw / 2)} 0 0 1 ${n(dx + dw / 2)},${n(h * 0.3)}V${n(h * 0.75)}Z" fill="${ctx.c([70, 50, 38])}" stroke="${ctx.c([stone[0] * 0.75, stone[1] * 0.75, stone[2] * 0.75])}" stroke-width="${n(w * 0.02)}"/>`;
	for (let k = 0; k < 4; k++) {
		const y = h * (0.75 + k * 0.0625);
		back += rect(
			0,
			y,
			w,
			h * 0.0625,
			ctx.c([stone[0] * (0.92 - k * 0.03), stone[1] * (0.92 - k * 0.03), stone[2] * (0.92 - k * 0.03)]),
		);
		back += line(0, y, w, y, ctx.c([stone[0] * 0.6, stone[1] * 0.6, stone[2] * 0.6]), Math.max(1, h * 0.004));
	}
	let front = "";
	for (let i = 0; i < 40; i++) {
		front += ellipse(
			rng.range(0, w),
			rng.range(0, h * 0.6),
			w * 0.004,
			w * 0.003,
			ctx.c(
				rng.pick<Rgb>([
					[240, 180, 200],
					[250, 250, 240],
					[200, 220, 250],
					[250, 230, 150],
				]),
			),
		);
	}
	return {
		back,
		front,
		stage: { ...outdoorStage(ctx, "wedding", 0.93, 0.6), shadows: false },
		indoor: false,
	};
};
