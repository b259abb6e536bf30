import { type Decade, decadeIndex } from "./snapshot-spec";
import type { Rgb } from "./svg";

export const SKIN: readonly Rgb[] = [
	[240, 205, 178],
	[228, 186, 152],
	[205, 158, 118],
	[170, 120, 84],
	[126, 86, 60],
	[92, 62, 44],
];

export const HAIR: readonly Rgb[] = [
	[28, 22, 20],
	[58, 40, 28],
	[96, 66, 40],
	[150, 110, 66],
	[196, 164, 104],
	[122, 56, 32],
];

export const GREY_HAIR: Rgb = [176, 172, 166];

/** Clothing colours people actually wore in each decade, so a 1970s print looks like the 1970s. */
export const TOPS: Record<
	"early" | "fifties" | "sixties" | "seventies" | "eighties" | "nineties" | "noughties",
	Rgb[]
> = {
	early: [
		[58, 56, 60],
		[40, 42, 52],
		[204, 198, 186],
		[112, 94, 78],
		[88, 96, 112],
		[150, 140, 120],
		[230, 226, 214],
	],
	fifties: [
		[222, 168, 170],
		[166, 198, 222],
		[232, 220, 168],
		[176, 210, 180],
		[240, 236, 226],
		[88, 100, 140],
		[196, 78, 78],
	],
	sixties: [
		[232, 160, 40],
		[78, 150, 192],
		[222, 88, 122],
		[240, 230, 210],
		[120, 172, 88],
		[60, 70, 112],
	],
	seventies: [
		[192, 108, 40],
		[152, 122, 50],
		[120, 88, 60],
		[204, 152, 60],
		[108, 120, 58],
		[182, 70, 48],
		[222, 192, 140],
	],
	eighties: [
		[232, 40, 92],
		[40, 120, 222],
		[250, 220, 40],
		[242, 242, 242],
		[40, 198, 180],
		[150, 60, 200],
		[220, 40, 40],
	],
	nineties: [
		[58, 88, 150],
		[40, 130, 130],
		[110, 50, 120],
		[170, 40, 40],
		[34, 34, 38],
		[222, 220, 210],
		[90, 110, 60],
	],
	noughties: [
		[130, 130, 136],
		[40, 50, 80],
		[200, 190, 160],
		[245, 245, 245],
		[230, 120, 160],
		[90, 160, 210],
		[32, 32, 32],
	],
};

export const BOTTOMS_OLD: readonly Rgb[] = [
	[40, 40, 48],
	[62, 62, 70],
	[96, 84, 70],
	[150, 134, 106],
];

export const BOTTOMS_NEW: readonly Rgb[] = [
	[44, 62, 104],
	[58, 76, 120],
	[40, 40, 46],
	[150, 132, 100],
	[90, 70, 56],
];

export const SWIM: readonly Rgb[] = [
	[200, 40, 50],
	[30, 70, 150],
	[240, 200, 40],
	[30, 140, 120],
	[20, 20, 24],
	[230, 100, 150],
];

export function topsFor(decade: Decade): Rgb[] {
	const i = decadeIndex(decade);
	const key =
		i <= 2
			? "early"
			: i === 3
				? "fifties"
				: i === 4
					? "sixties"
					: i === 5
						? "seventies"
						: i === 6
							? "eighties"
							: i === 7
								? "nineties"
								: "noughties";
	return TOPS[key];
}
