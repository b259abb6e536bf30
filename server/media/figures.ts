import type { Random } from "@core/random";
import { drawPerson } from "./figure-draw";
import { BOTTOMS_NEW, BOTTOMS_OLD, GREY_HAIR, HAIR, SKIN, SWIM, topsFor } from "./figure-palette";
import { type Clothing, type HairStyle, type Person, type Pose, shadeGradient } from "./figure-types";
import { decadeIndex } from "./snapshot-spec";
import { type DrawContext, jitter, mix, n, type Rgb } from "./svg";

export type Outfit = "everyday" | "summer" | "swim" | "formal" | "wedding";

/** Where a scene lets people stand. */
export interface Stage {
	/** Feet line of the back row, in picture pixels. */
	ground: number;
	adultHeight: number;
	left: number;
	right: number;
	outfit: Outfit;
	/** Chance that a figure is a child (school photos are mostly children). */
	childShare?: number;
	/** Outdoors in daylight people cast a soft shadow on the ground. */
	shadows?: boolean;
	/** Indoors the on-camera flash throws a hard shadow of each person onto the wall behind. */
	flash?: boolean;
	/**
	 * People stand behind a table (front layer): a big group squeezes together at the same spot
	 * instead of stepping back, or they would sink behind the table top.
	 */
	behindTable?: boolean;
}

function shuffle<T>(rng: Random, items: readonly T[]): T[] {
	const out = items.slice();
	for (let i = out.length - 1; i > 0; i--) {
		const j = rng.int(0, i);
		const a = out[i];
		const b = out[j];
		if (a !== undefined && b !== undefined) {
			out[i] = b;
			out[j] = a;
		}
	}
	return out;
}

function makePerson(
	rng: Random,
	ctx: DrawContext,
	stage: Stage,
	family: { skin: Rgb; top: Rgb },
	child: boolean,
	role: "bride" | "groom" | null,
): Person {
	const old = decadeIndex(ctx.decade) <= 3;
	const female = role === "bride" ? true : role === "groom" ? false : rng.chance(0.5);
	const elder = !child && role === null && rng.chance(0.14);
	// Families mostly share a skin tone; a small drift keeps faces from being identical.
	const skin = rng.chance(0.88) ? jitter(rng, family.skin, 8) : rng.pick(SKIN);
	const hairStyle: HairStyle =
		elder && !female
			? "receding"
			: female
				? rng.pick<HairStyle>(
						old ? ["bun", "curly", "short", "long"] : ["long", "long", "curly", "bun", "short"],
					)
				: rng.pick<HairStyle>(["short", "short", "curly"]);
	const top = jitter(rng, family.top, 10);
	const bottom = jitter(rng, rng.pick(decadeIndex(ctx.decade) >= 4 ? BOTTOMS_NEW : BOTTOMS_OLD), 8);
	let clothing: Clothing = female && (old || rng.chance(0.4)) ? "dress" : "trousers";
	let shortSleeves = rng.chance(0.35);
	if (stage.outfit === "swim") {
		clothing = "swim";
	} else if (stage.outfit === "summer") {
		shortSleeves = rng.chance(0.8);
		if (!female && rng.chance(child ? 0.7 : 0.4)) clothing = "shorts";
	} else if (stage.outfit === "formal" || stage.outfit === "wedding") {
		clothing = female ? "dress" : child ? "trousers" : "suit";
		shortSleeves = false;
	} else if (child && !female && rng.chance(0.35)) {
		clothing = "shorts";
	}
	if (role === "bride") clothing = "bride";
	if (role === "groom") clothing = "suit";
	const suitColour = rng.pick<Rgb>([
		[36, 36, 44],
		[52, 54, 66],
		[70, 62, 56],
	]);
	const outdoorsOld = old && stage.shadows === true && !child && stage.outfit !== "swim";
	const poses: Pose[] = child ? ["down", "down", "wave", "hip"] : ["down", "down", "down", "hip"];
	return {
		x: 0,
		feet: 0,
		height: 0,
		child,
		female,
		skin,
		hair: elder ? GREY_HAIR : mix(rng.pick(HAIR), [30, 24, 20], skin[0] < 150 ? 0.7 : 0),
		hairStyle,
		top: role === "bride" ? [246, 244, 238] : clothing === "suit" ? suitColour : top,
		bottom:
			clothing === "suit" ? mix(suitColour, [0, 0, 0], 0.15) : clothing === "swim" ? rng.pick(SWIM) : bottom,
		clothing,
		shortSleeves: clothing === "bride" ? false : shortSleeves,
		hat:
			outdoorsOld && rng.chance(0.4)
				? rng.pick<Rgb>([
						[50, 46, 44],
						[90, 80, 66],
						[120, 110, 96],
					])
				: null,
		leftPose: rng.pick(poses),
		rightPose: rng.chance(0.85) ? "down" : rng.pick(poses),
	};
}

/** Lays a row of people out shoulder to shoulder, the group slightly off-centre like a real snapshot. */
function placeRow(rng: Random, people: Person[], stage: Stage, feet: number, spacingFactor: number): void {
	if (people.length === 0) return;
	const span = stage.right - stage.left;
	const typical = people.reduce((sum, p) => sum + p.height, 0) / people.length;
	let spacing = typical * spacingFactor;
	if (spacing * (people.length - 1) > span * 0.92) spacing = (span * 0.92) / Math.max(1, people.length - 1);
	const width = spacing * (people.length - 1);
	const slack = Math.max(0, span - width - typical * 0.4);
	const start = stage.left + (span - width) / 2 + rng.range(-0.35, 0.35) * slack;
	people.forEach((p, i) => {
		p.x = start + i * spacing + rng.range(-0.08, 0.08) * spacing;
		p.feet = feet + rng.range(-0.012, 0.012) * stage.adultHeight;
	});
}

export function drawPeople(ctx: DrawContext, rng: Random, count: number, stage: Stage): string {
	if (count <= 0) return "";
	const familySkin = rng.pick(SKIN);
	// Deal clothing colours from a shuffled palette so neighbours rarely dress alike.
	const palette = shuffle(rng, topsFor(ctx.decade));
	const childShare = stage.childShare ?? 0.38;
	const people: Person[] = [];
	for (let i = 0; i < count; i++) {
		const role = stage.outfit === "wedding" && i < 2 ? (i === 0 ? "bride" : "groom") : null;
		// Keep at least one grown-up in any group, unless the scene is mostly children.
		const child = role === null && (i > 0 || childShare > 0.5) && rng.chance(childShare);
		const top = palette[i % palette.length] ?? [128, 128, 128];
		const p = makePerson(rng, ctx, stage, { skin: familySkin, top }, child, role);
		p.height =
			stage.adultHeight *
			(child ? rng.range(0.5, 0.74) : rng.range(p.female ? 0.9 : 0.97, p.female ? 1.0 : 1.08));
		people.push(p);
	}
	// Children stand in front of the grown-ups once the group is big enough for two rows.
	const twoRows = count >= 4 && people.some((p) => p.child) && people.some((p) => !p.child);
	const back = twoRows ? people.filter((p) => !p.child) : people.slice();
	const front = twoRows ? people.filter((p) => p.child) : [];
	// Mix heights along a single row; a wedding couple stays side by side in the middle.
	const row = !twoRows && stage.outfit !== "wedding" ? shuffle(rng, back) : back;
	// A big group makes the photographer step back: everyone gets smaller so the row fits, and
	// their feet rise toward the horizon, which sits at about head height for a standing camera.
	const span = stage.right - stage.left;
	const needed = stage.adultHeight * (0.29 * Math.max(0, row.length - 1) + 0.3);
	const shrink = needed > span ? Math.max(stage.behindTable ? 0.9 : 0.62, span / needed) : 1;
	for (const p of people) p.height *= shrink;
	const eyeLevel = stage.ground - stage.adultHeight * 0.93;
	const ground = stage.behindTable ? stage.ground : eyeLevel + (stage.ground - eyeLevel) * shrink;
	const scaled = { ...stage, adultHeight: stage.adultHeight * shrink };
	placeRow(rng, row, scaled, ground, 0.29);
	placeRow(rng, front, scaled, ground + scaled.adultHeight * 0.07, 0.36);
	for (const p of front) p.height *= 1.05;
	const shade = shadeGradient(ctx);
	const everyone = [...row, ...front];
	let out = "";
	if (stage.flash) {
		// The same figures in one flat dark colour, offset and translucent as a group.
		const flat = ctx.c([20, 16, 14]);
		const silhouette: DrawContext = { ...ctx, c: () => flat };
		const offset = scaled.adultHeight * 0.03;
		out += `<g transform="translate(${n(offset)},${n(offset * 0.3)})" opacity="0.42">${everyone.map((p) => drawPerson(silhouette, p, "none", false)).join("")}</g>`;
	}
	return out + everyone.map((p) => drawPerson(ctx, p, shade, stage.shadows ?? false)).join("");
}
