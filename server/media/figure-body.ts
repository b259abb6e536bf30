import { DARK, type Geometry, type Person, type Pose, WHITE } from "./figure-types";
import { decadeIndex } from "./snapshot-spec";
import { type DrawContext, ellipse, n, path, poly } from "./svg";

export function arm(ctx: DrawContext, p: Person, side: -1 | 1, pose: Pose, g: Geometry): string {
	const { H, sy, sw, hipY, hw } = g;
	const upperW = H * (p.child ? 0.06 : 0.056);
	const sx = p.x + side * (sw / 2 - upperW * 0.5);
	const sY = sy + H * 0.035;
	let ex = p.x + side * (sw / 2 + H * 0.012);
	let ey = sY + H * 0.16;
	let hx = p.x + side * (sw / 2 + H * 0.004);
	let hy = hipY + H * 0.025;
	if (pose === "hip") {
		ex = p.x + side * (sw / 2 + H * 0.08);
		ey = sY + H * 0.14;
		hx = p.x + side * (hw / 2 + H * 0.012);
		hy = hipY - H * 0.05;
	} else if (pose === "wave") {
		ex = p.x + side * (sw / 2 + H * 0.09);
		ey = sY + H * 0.05;
		hx = p.x + side * (sw / 2 + H * 0.11);
		hy = sY - H * 0.11;
	}
	const bare = p.shortSleeves || p.clothing === "swim";
	const skin = ctx.c(p.skin);
	const sleeve = ctx.c(p.top);
	const stroke = (d: string, colour: string, width: number): string =>
		`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
	const upper = `M${n(sx)},${n(sY)}L${n(ex)},${n(ey)}`;
	const fore = `M${n(ex)},${n(ey)}L${n(hx)},${n(hy)}`;
	let out = stroke(fore, bare ? skin : sleeve, upperW * 0.84) + stroke(upper, bare ? skin : sleeve, upperW);
	if (p.shortSleeves && p.clothing !== "swim") {
		out += stroke(
			`M${n(sx)},${n(sY)}L${n(sx + (ex - sx) * 0.5)},${n(sY + (ey - sY) * 0.5)}`,
			sleeve,
			upperW * 1.18,
		);
	}
	return out + ellipse(hx, hy + upperW * 0.2, upperW * 0.45, upperW * 0.58, skin);
}

export function legs(ctx: DrawContext, p: Person, g: Geometry, shade: string): string {
	const { H, hipY, hw } = g;
	const ankle = p.feet - H * 0.02;
	const bareLegs =
		p.clothing === "swim" || p.clothing === "dress" || p.clothing === "bride" || p.clothing === "shorts";
	const colour = ctx.c(bareLegs ? p.skin : p.bottom);
	let out = "";
	for (const s of [-1, 1] as const) {
		// Outer hip, crotch, inner ankle, outer ankle: a leg that tapers toward the shoe.
		const bottomW = H * (bareLegs ? 0.036 : 0.058);
		const topX = bareLegs ? p.x + s * hw * 0.42 : p.x + (s * hw) / 2;
		const pts = [
			topX,
			hipY - H * 0.03,
			p.x + s * H * 0.004,
			hipY - H * 0.03,
			p.x + s * H * (bareLegs ? 0.012 : 0.006),
			hipY + H * 0.05,
			p.x + s * H * 0.018,
			ankle,
			p.x + s * (H * 0.018 + bottomW),
			ankle,
		];
		out += poly(pts, colour) + poly(pts, shade);
	}
	if (p.clothing === "shorts") {
		const shorts = [
			p.x - hw / 2 - H * 0.006,
			hipY - H * 0.06,
			p.x + hw / 2 + H * 0.006,
			hipY - H * 0.06,
			p.x + hw / 2 + H * 0.02,
			hipY + H * 0.11,
			p.x + H * 0.004,
			hipY + H * 0.11,
			p.x,
			hipY + H * 0.04,
			p.x - H * 0.004,
			hipY + H * 0.11,
			p.x - hw / 2 - H * 0.02,
			hipY + H * 0.11,
		];
		out += poly(shorts, ctx.c(p.bottom)) + poly(shorts, shade);
	}
	// Shoes, or bare feet at the beach.
	const shoe = ctx.c(p.clothing === "swim" ? p.skin : p.clothing === "bride" ? WHITE : DARK);
	for (const s of [-1, 1] as const) {
		const w = H * (bareLegs ? 0.036 : 0.058);
		out += ellipse(p.x + s * (H * 0.018 + w / 2 + H * 0.008), p.feet - H * 0.014, w * 0.72, H * 0.016, shoe);
	}
	return out;
}

function torsoPath(p: Person, g: Geometry): string {
	const { H, r, sy, sw, waist, hipY, hw } = g;
	const pt = (s: number, dx: number, y: number): string => `${n(p.x + s * dx)},${n(y)}`;
	const neck = (s: number): string => pt(s, 0.42 * r, sy - H * 0.012);
	const shoulderControl = (s: number): string => pt(s, sw * 0.36, sy - H * 0.006);
	const shoulder = (s: number): string => pt(s, sw / 2, sy + H * 0.03);
	const armpitControl = (s: number): string => pt(s, sw / 2 + H * 0.004, sy + H * 0.065);
	const armpit = (s: number): string => pt(s, sw * 0.45, sy + H * 0.115);
	// Sloping shoulders and a waist: the silhouette is what makes a figure read as a person.
	return [
		`M${neck(-1)}`,
		`Q${shoulderControl(-1)} ${shoulder(-1)}`,
		`Q${armpitControl(-1)} ${armpit(-1)}`,
		`L${pt(-1, waist / 2, hipY - H * 0.09)}`,
		`L${pt(-1, hw / 2, hipY)}`,
		`L${pt(1, hw / 2, hipY)}`,
		`L${pt(1, waist / 2, hipY - H * 0.09)}`,
		`L${armpit(1)}`,
		`Q${armpitControl(1)} ${shoulder(1)}`,
		`Q${shoulderControl(1)} ${neck(1)}Z`,
	].join("");
}

export function torso(ctx: DrawContext, p: Person, g: Geometry, shade: string): string {
	const { H, sy, sw, hipY, hw, waist } = g;
	const d = torsoPath(p, g);
	let out = "";
	if (p.clothing === "swim") {
		out += path(d, ctx.c(p.skin));
		if (p.female) {
			const suit = `M${n(p.x - sw * 0.36)},${n(sy + H * 0.07)}L${n(p.x + sw * 0.36)},${n(sy + H * 0.07)}L${n(p.x + waist / 2)},${n(hipY - H * 0.09)}L${n(p.x + hw / 2 + H * 0.004)},${n(hipY + H * 0.035)}L${n(p.x - hw / 2 - H * 0.004)},${n(hipY + H * 0.035)}L${n(p.x - waist / 2)},${n(hipY - H * 0.09)}Z`;
			out += path(suit, ctx.c(p.top));
		} else {
			out += poly(
				[
					p.x - hw / 2 - H * 0.006,
					hipY - H * 0.05,
					p.x + hw / 2 + H * 0.006,
					hipY - H * 0.05,
					p.x + hw / 2 + H * 0.012,
					hipY + H * 0.06,
					p.x - hw / 2 - H * 0.012,
					hipY + H * 0.06,
				],
				ctx.c(p.bottom),
			);
		}
		return out + path(d, shade);
	}
	if (p.clothing === "dress" || p.clothing === "bride") {
		// A skirt flaring from the waist; older decades and brides wear it longer.
		const hem =
			p.clothing === "bride" ? p.feet - H * 0.008 : g.top + H * (decadeIndex(ctx.decade) < 4 ? 0.8 : 0.74);
		const flare = p.clothing === "bride" ? sw * 0.8 : sw * 0.56;
		const skirt = `M${n(p.x - waist / 2)},${n(hipY - H * 0.09)}L${n(p.x + waist / 2)},${n(hipY - H * 0.09)}Q${n(p.x + flare * 0.8)},${n(hipY)} ${n(p.x + flare)},${n(hem)}Q${n(p.x)},${n(hem + H * 0.02)} ${n(p.x - flare)},${n(hem)}Q${n(p.x - flare * 0.8)},${n(hipY)} ${n(p.x - waist / 2)},${n(hipY - H * 0.09)}Z`;
		// Bodice and skirt share one shading pass, or the two gradients would meet in a seam.
		return `${out}${path(skirt, ctx.c(p.top))}${path(d, ctx.c(p.top))}${path(skirt + d, shade)}`;
	}
	out += path(d, ctx.c(p.top));
	if (p.clothing === "suit") {
		// Shirt front and tie in the jacket's V.
		out += path(
			`M${n(p.x - sw * 0.14)},${n(sy - H * 0.008)}L${n(p.x + sw * 0.14)},${n(sy - H * 0.008)}L${n(p.x)},${n(sy + H * 0.15)}Z`,
			ctx.c(WHITE),
		);
		out += poly(
			[
				p.x - H * 0.007,
				sy,
				p.x + H * 0.007,
				sy,
				p.x + H * 0.011,
				sy + H * 0.12,
				p.x,
				sy + H * 0.14,
				p.x - H * 0.011,
				sy + H * 0.12,
			],
			ctx.c(p.bottom),
		);
	} else if (p.clothing === "trousers" && !p.child) {
		out += poly(
			[
				p.x - hw / 2,
				hipY - H * 0.035,
				p.x + hw / 2,
				hipY - H * 0.035,
				p.x + hw / 2,
				hipY - H * 0.02,
				p.x - hw / 2,
				hipY - H * 0.02,
			],
			ctx.c(DARK),
			'fill-opacity="0.5"',
		);
	}
	return out + path(d, shade);
}
