import { arm, legs, torso } from "./figure-body";
import { head } from "./figure-head";
import { DARK, geometry, type Person, WHITE } from "./figure-types";
import { type DrawContext, ellipse, n, path } from "./svg";

export function drawPerson(ctx: DrawContext, p: Person, shade: string, shadow: boolean): string {
	const g = geometry(p);
	const { back: hairBack, rest: headRest } = head(ctx, p, g, shade);
	const floorShadow = shadow
		? ellipse(p.x + g.H * 0.04, p.feet, g.H * 0.17, g.H * 0.022, ctx.c(DARK), 'fill-opacity="0.25"')
		: "";
	let veil = "";
	if (p.clothing === "bride") {
		const { r, headCy, sw, hipY } = g;
		veil = path(
			`M${n(p.x - 0.9 * r)},${n(headCy - 0.5 * r)}Q${n(p.x)},${n(headCy - 1.6 * r)} ${n(p.x + 0.9 * r)},${n(headCy - 0.5 * r)}L${n(p.x + sw * 0.72)},${n(hipY)}Q${n(p.x)},${n(hipY + g.H * 0.03)} ${n(p.x - sw * 0.72)},${n(hipY)}Z`,
			ctx.c(WHITE),
			'fill-opacity="0.6"',
		);
	}
	return [
		floorShadow,
		veil,
		p.hairStyle === "long" ? hairBack : "",
		legs(ctx, p, g, shade),
		arm(ctx, p, -1, p.leftPose, g),
		arm(ctx, p, 1, p.rightPose, g),
		torso(ctx, p, g, shade),
		p.hairStyle === "long" ? "" : hairBack,
		headRest,
	].join("");
}
