import type { DrawContext, Rgb } from "./svg";

export type HairStyle = "short" | "long" | "curly" | "bun" | "receding";

export type Pose = "down" | "hip" | "wave";

export type Clothing = "trousers" | "shorts" | "dress" | "swim" | "suit" | "bride";

/** One figure, fully decided before drawing so the drawing code has no randomness of its own. */
export interface Person {
	x: number;
	feet: number;
	height: number;
	child: boolean;
	female: boolean;
	skin: Rgb;
	hair: Rgb;
	hairStyle: HairStyle;
	top: Rgb;
	bottom: Rgb;
	clothing: Clothing;
	shortSleeves: boolean;
	hat: Rgb | null;
	leftPose: Pose;
	rightPose: Pose;
}

export const DARK: Rgb = [25, 20, 18];

export const WHITE: Rgb = [244, 242, 236];

export interface Geometry {
	H: number;
	top: number;
	r: number;
	headCy: number;
	/** Shoulder line. */
	sy: number;
	sw: number;
	waist: number;
	hipY: number;
	hw: number;
}

/** Light from the upper left: a horizontal wash laid over torso, legs and face gives them volume. */
export function shadeGradient(ctx: DrawContext): string {
	return ctx.grad(
		[
			[0, [255, 255, 255], 0.16],
			[0.4, [255, 255, 255], 0],
			[0.6, [0, 0, 0], 0],
			[1, [0, 0, 0], 0.32],
		],
		"right",
	);
}

export function geometry(p: Person): Geometry {
	const H = p.height;
	const top = p.feet - H;
	const r = H * (p.child ? 0.084 : 0.062);
	return {
		H,
		top,
		r,
		headCy: top + r * 1.05,
		sy: top + 2.1 * r + H * 0.028,
		sw: H * (p.child ? 0.23 : p.female ? 0.21 : 0.245),
		waist: H * (p.child ? 0.17 : p.female ? 0.145 : 0.18),
		hipY: top + H * (p.child ? 0.56 : 0.52),
		hw: H * (p.child ? 0.18 : p.female ? 0.2 : 0.185),
	};
}
