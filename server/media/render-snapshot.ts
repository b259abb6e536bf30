import { createRandom, deriveSeed } from "@core/random";
import sharp from "sharp";
import { drawPeople } from "./figures";
import { applyFilmFinish } from "./film-finish";
import { daylight, lightLeak, tilt, wear } from "./imperfections";
import { borderSvg, dateStampSvg, frameFor, lookFor, withExposure } from "./looks";
import { flashFalloff } from "./room-parts";
import type { SceneDrawer } from "./scene-parts";
import { birthday, holiday } from "./scenes-festive";
import { kitchen, livingRoom, school } from "./scenes-indoor";
import { backyard, beach, park, street } from "./scenes-outdoor";
import { carScene, mountains, wedding } from "./scenes-outings";
import { COLOR_STYLES, DECADES, decadeIndex, type Scene, type SnapshotSpec } from "./snapshot-spec";
import { createContext, n } from "./svg";

export type { ColorStyle, Decade, Scene, SnapshotSpec } from "./snapshot-spec";

const SCENE_DRAWERS: Record<Scene, SceneDrawer> = {
	beach,
	"living-room": livingRoom,
	backyard,
	kitchen,
	park,
	street,
	mountains,
	birthday,
	wedding,
	holiday,
	car: carScene,
	school,
};

const MAX_SIDE = 4000;

function checkSpec(spec: SnapshotSpec): void {
	for (const [name, value] of [
		["width", spec.width],
		["height", spec.height],
	] as const) {
		if (!Number.isInteger(value) || value < 64 || value > MAX_SIDE) {
			throw new RangeError(`${name} must be an integer from 64 to ${MAX_SIDE}, got ${value}`);
		}
	}
	if (!Number.isInteger(spec.peopleCount) || spec.peopleCount < 0 || spec.peopleCount > 8) {
		throw new RangeError(`peopleCount must be an integer from 0 to 8, got ${spec.peopleCount}`);
	}
	if (!Object.hasOwn(SCENE_DRAWERS, spec.scene)) throw new RangeError(`unknown scene ${spec.scene}`);
	if (!DECADES.includes(spec.decade)) throw new RangeError(`unknown decade ${spec.decade}`);
	if (!COLOR_STYLES.includes(spec.colorStyle))
		throw new RangeError(`unknown colour style ${spec.colorStyle}`);
}

/** Builds the whole print (scene, people, toning, border, date imprint) as one SVG document. */
export function snapshotSvg(spec: SnapshotSpec, scale = 1): string {
	checkSpec(spec);
	const { width, height } = spec;
	const look = lookFor(spec.colorStyle, spec.decade);
	const frame = frameFor(spec.colorStyle, spec.decade, width, height);
	const defs: string[] = [];
	// Separate streams per layer: changing how a scene is drawn does not reshuffle the people.
	const stream = (salt: number) => createRandom(deriveSeed(spec.seed, salt));
	const tone = withExposure(look.tone, stream(5), spec.colorStyle);
	const ctx = createContext(frame.w, frame.h, stream(1), spec.decade, tone, defs);
	const scene = SCENE_DRAWERS[spec.scene](ctx);
	const people = drawPeople(ctx, stream(2), spec.peopleCount, scene.stage);
	const effects = stream(6);
	const flash = scene.indoor ? flashFalloff(ctx, 0.45) : "";
	const sun = scene.indoor ? "" : daylight(ctx, effects);
	const { angle, zoom } = tilt(ctx, effects);
	const camera = `translate(${n(frame.w / 2)},${n(frame.h / 2)}) rotate(${angle.toFixed(2)}) scale(${zoom.toFixed(4)}) translate(${n(-frame.w / 2)},${n(-frame.h / 2)})`;
	const onFilm = lightLeak(ctx, effects, spec.colorStyle);
	const onPrint = wear(ctx, effects);
	const stamp =
		spec.dateStamp !== null && decadeIndex(spec.decade) >= 5 ? dateStampSvg(frame, spec.dateStamp) : "";
	const border = borderSvg(frame, width, height, look.paper, stream(3));
	return [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" viewBox="0 0 ${width} ${height}">`,
		`<defs>${defs.join("")}</defs>`,
		`<g transform="translate(${frame.x},${frame.y})">`,
		`<g transform="${camera}">${scene.back}${flash}${people}${scene.front}</g>`,
		`${sun}${onFilm}${onPrint}</g>`,
		border,
		stamp,
		"</svg>",
	].join("");
}

/**
 * Renders a believable vintage family snapshot as a JPEG "original". Deterministic: the same
 * spec always gives the same bytes on a given machine (no clock, no Math.random; the only text,
 * the date imprint, uses the system's generic monospace font).
 */
export async function renderSnapshot(spec: SnapshotSpec): Promise<Buffer> {
	checkSpec(spec);
	const look = lookFor(spec.colorStyle, spec.decade);
	const { width, height } = spec;
	// Rasterising at reduced size is the softness of a consumer lens on old film, and it keeps
	// the SVG step (the slowest one) cheap. Nearest-neighbour upscaling plus a small blur is
	// several times faster in libvips than a cubic upscale and looks the same once blurred.
	const svg = snapshotSvg(spec, look.scale);
	const small = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
	const sw = small.info.width;
	const sh = small.info.height;
	const frame = frameFor(spec.colorStyle, spec.decade, width, height);
	const scaled = {
		...frame,
		x: frame.x * (sw / width),
		y: frame.y * (sh / height),
		w: frame.w * (sw / width),
		h: frame.h * (sh / height),
	};
	applyFilmFinish(
		small.data,
		sw,
		sh,
		scaled,
		look.grain,
		look.vignette,
		createRandom(deriveSeed(spec.seed, 4)),
	);
	return sharp(small.data, { raw: { width: sw, height: sh, channels: 3 } })
		.resize(width, height, { fit: "fill", kernel: "nearest" })
		.blur(0.5 / look.scale + look.softness)
		.jpeg({ quality: 85, optimiseCoding: false })
		.toBuffer();
}
