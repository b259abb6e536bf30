import type { Geometry, Person } from "./figure-types";
import { DARK } from "./figure-types";
import { type DrawContext, ellipse, n, path, poly } from "./svg";

export function head(
	ctx: DrawContext,
	p: Person,
	g: Geometry,
	shade: string,
): { back: string; rest: string } {
	const { r, headCy } = g;
	const hair = ctx.c(p.hair);
	const cx = p.x;
	let back = "";
	let front = "";
	if (p.hairStyle === "long") {
		back = path(
			`M${n(cx - 1.1 * r)},${n(headCy)}A${n(1.1 * r)},${n(1.15 * r)} 0 0 1 ${n(cx + 1.1 * r)},${n(headCy)}Q${n(cx + 1.25 * r)},${n(headCy + 1.4 * r)} ${n(cx + 1.15 * r)},${n(headCy + 2.1 * r)}L${n(cx - 1.15 * r)},${n(headCy + 2.1 * r)}Q${n(cx - 1.25 * r)},${n(headCy + 1.4 * r)} ${n(cx - 1.1 * r)},${n(headCy)}Z`,
			hair,
		);
	} else if (p.hairStyle === "curly") {
		for (const [dx, dy] of [
			[-0.72, -0.35],
			[0, -0.68],
			[0.72, -0.35],
			[-0.42, -0.62],
			[0.42, -0.62],
			[-0.92, 0.12],
			[0.92, 0.12],
		] as const) {
			back += ellipse(cx + dx * r, headCy + dy * r, 0.48 * r, 0.48 * r, hair);
		}
	} else if (p.hairStyle !== "receding") {
		back = ellipse(cx, headCy - 0.12 * r, 1.04 * r, 0.98 * r, hair);
	}
	if (p.hairStyle === "bun") back += ellipse(cx, headCy - 1.05 * r, 0.42 * r, 0.38 * r, hair);
	if (p.hairStyle === "receding") {
		// What is left at the sides sits behind the face and only peeks out around it.
		back =
			ellipse(cx - 0.78 * r, headCy - 0.05 * r, 0.3 * r, 0.5 * r, hair) +
			ellipse(cx + 0.78 * r, headCy - 0.05 * r, 0.3 * r, 0.5 * r, hair);
	} else {
		// A fringe: the top arc of the head filled down to a soft curve over the forehead.
		const parting = p.female ? 0.1 : 0.35;
		front = path(
			`M${n(cx - r)},${n(headCy - 0.02 * r)}A${n(r)},${n(r)} 0 0 1 ${n(cx + r)},${n(headCy - 0.02 * r)}Q${n(cx + parting * r)},${n(headCy - 0.58 * r)} ${n(cx - r)},${n(headCy - 0.02 * r)}Z`,
			hair,
		);
	}
	const skin = ctx.c(p.skin);
	const neck =
		poly(
			[
				cx - 0.36 * r,
				headCy + 0.6 * r,
				cx + 0.36 * r,
				headCy + 0.6 * r,
				cx + 0.4 * r,
				g.sy,
				cx - 0.4 * r,
				g.sy,
			],
			skin,
		) +
		poly(
			[
				cx - 0.36 * r,
				headCy + 0.75 * r,
				cx + 0.36 * r,
				headCy + 0.75 * r,
				cx + 0.4 * r,
				g.sy,
				cx - 0.4 * r,
				g.sy,
			],
			ctx.c(DARK),
			'fill-opacity="0.18"',
		);
	const ears =
		ellipse(cx - 0.9 * r, headCy + 0.08 * r, 0.16 * r, 0.24 * r, skin) +
		ellipse(cx + 0.9 * r, headCy + 0.08 * r, 0.16 * r, 0.24 * r, skin);
	const face = ellipse(cx, headCy, 0.9 * r, r, skin) + ellipse(cx, headCy, 0.9 * r, r, shade);
	const ink = ctx.c([46, 30, 26]);
	// Eye sockets, eyes, a nose shadow and a mouth, all faint: at snapshot distance faces are soft.
	const features = [
		ellipse(cx, headCy + 0.04 * r, 0.62 * r, 0.16 * r, ink, 'fill-opacity="0.12"'),
		ellipse(cx - 0.32 * r, headCy + 0.05 * r, 0.09 * r, 0.08 * r, ink, 'fill-opacity="0.6"'),
		ellipse(cx + 0.32 * r, headCy + 0.05 * r, 0.09 * r, 0.08 * r, ink, 'fill-opacity="0.6"'),
		ellipse(cx + 0.06 * r, headCy + 0.32 * r, 0.1 * r, 0.06 * r, ink, 'fill-opacity="0.18"'),
		ellipse(cx, headCy + 0.55 * r, 0.2 * r, 0.05 * r, ctx.c([110, 50, 46]), 'fill-opacity="0.4"'),
	].join("");
	let hat = "";
	if (p.hat) {
		const colour = ctx.c(p.hat);
		if (p.female) {
			hat = path(
				`M${n(cx - 1.12 * r)},${n(headCy - 0.05 * r)}A${n(1.12 * r)},${n(1.2 * r)} 0 0 1 ${n(cx + 1.12 * r)},${n(headCy - 0.05 * r)}Z`,
				colour,
			);
		} else {
			hat = path(
				`M${n(cx - 0.82 * r)},${n(headCy - 0.45 * r)}L${n(cx - 0.75 * r)},${n(headCy - 1.22 * r)}Q${n(cx)},${n(headCy - 1.02 * r)} ${n(cx + 0.75 * r)},${n(headCy - 1.22 * r)}L${n(cx + 0.82 * r)},${n(headCy - 0.45 * r)}Z`,
				colour,
			);
			hat += ellipse(cx, headCy - 0.45 * r, 1.45 * r, 0.2 * r, colour);
		}
	}
	return { back, rest: neck + ears + face + features + (p.hat ? hat : front) };
}
