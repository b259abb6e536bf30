import { createRandom, deriveSeed, type Random } from "@core/random";
import sharp from "sharp";
import { renderSnapshot } from "./render-snapshot";
import { COLOR_STYLES, DECADES, SCENES, type SnapshotSpec } from "./snapshot-spec";

export const BACKGROUND_WIDTH = 1920;
export const BACKGROUND_HEIGHT = 1080;
export const LOGO_WIDTH = 320;
export const LOGO_HEIGHT = 120;

/** Decade and film stock pairs that belong together, so the collage prints look period-true. */
function printSpec(rng: Random, seed: number): SnapshotSpec {
	const decadeIndex = rng.int(0, DECADES.length - 1);
	const decade = DECADES[decadeIndex] ?? "1970s";
	const colorStyle =
		decadeIndex <= 3
			? rng.pick(COLOR_STYLES.slice(0, 2))
			: rng.pick(
					decadeIndex <= 5
						? (["faded-colour", "polaroid", "kodachrome"] as const)
						: (["vivid", "kodachrome"] as const),
				);
	const portrait = rng.chance(0.3);
	return {
		seed,
		width: portrait ? 300 : 420,
		height: portrait ? 420 : 300,
		decade,
		colorStyle,
		scene: rng.pick(SCENES),
		peopleCount: rng.int(1, 6),
		dateStamp: null,
	};
}

/**
 * A decorative home-page background: real demo prints scattered on a dark wooden table, blurred
 * like a shallow depth of field and darkened so white headline text reads on top.
 */
export async function renderBackground(index: number): Promise<Buffer> {
	const rng = createRandom(deriveSeed(0x0bac6, index));
	const W = BACKGROUND_WIDTH;
	const H = BACKGROUND_HEIGHT;
	const planks: string[] = [];
	const plankH = H / 6;
	for (let i = 0; i < 6; i++) {
		const tone = rng.range(0.85, 1.1);
		const colour = `rgb(${Math.round(92 * tone)},${Math.round(58 * tone)},${Math.round(36 * tone)})`;
		planks.push(
			`<rect x="0" y="${Math.round(i * plankH)}" width="${W}" height="${Math.ceil(plankH)}" fill="${colour}"/>`,
		);
		planks.push(
			`<rect x="0" y="${Math.round(i * plankH)}" width="${W}" height="3" fill="#1e130c" fill-opacity="0.7"/>`,
		);
		for (let k = 0; k < 5; k++) {
			const y = i * plankH + rng.range(0.15, 0.85) * plankH;
			planks.push(
				`<path d="M0,${y.toFixed(1)}C${W * 0.3},${(y + rng.range(-8, 8)).toFixed(1)} ${W * 0.6},${(y + rng.range(-8, 8)).toFixed(1)} ${W},${(y + rng.range(-6, 6)).toFixed(1)}" fill="none" stroke="#2a1a10" stroke-opacity="0.25" stroke-width="${rng.range(1, 3).toFixed(1)}"/>`,
			);
		}
	}
	const count = rng.int(11, 15);
	const specs = Array.from({ length: count }, (_, i) => printSpec(rng, deriveSeed(index + 1, i)));
	const prints = await Promise.all(specs.map((spec) => renderSnapshot(spec)));
	const images = prints.map((jpeg, i) => {
		const spec = specs[i];
		if (!spec) return "";
		// Spread across a loose grid with jitter, so prints overlap a little but cover the table.
		const col = i % 5;
		const row = Math.floor(i / 5);
		const x = (col + 0.5) * (W / 5) + rng.range(-90, 90) - spec.width / 2;
		const y = (row + 0.5) * (H / 3) + rng.range(-70, 70) - spec.height / 2;
		const angle = rng.range(-14, 14).toFixed(1);
		const cx = (x + spec.width / 2).toFixed(0);
		const cy = (y + spec.height / 2).toFixed(0);
		return `<g transform="rotate(${angle} ${cx} ${cy})"><rect x="${(x + 10).toFixed(0)}" y="${(y + 12).toFixed(0)}" width="${spec.width}" height="${spec.height}" fill="#000" fill-opacity="0.45"/><image x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${spec.width}" height="${spec.height}" href="data:image/jpeg;base64,${jpeg.toString("base64")}"/></g>`;
	});
	const svg = [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">`,
		planks.join(""),
		images.join(""),
		// A warm dark wash, heavier in the middle third where the headline sits.
		`<defs><linearGradient id="wash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#140b06" stop-opacity="0.45"/><stop offset="0.5" stop-color="#140b06" stop-opacity="0.62"/><stop offset="1" stop-color="#140b06" stop-opacity="0.5"/></linearGradient></defs>`,
		`<rect width="${W}" height="${H}" fill="url(#wash)"/>`,
		"</svg>",
	].join("");
	return sharp(Buffer.from(svg)).removeAlpha().blur(5).jpeg({ quality: 82, progressive: true }).toBuffer();
}

const LIGHT = "#f3ece0";

/** Simple geometric marks; the index picks one so the strip shows variety. */
const MARKS: readonly ((cx: number, cy: number, r: number) => string)[] = [
	(cx, cy, r) =>
		`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${LIGHT}" stroke-width="${r * 0.18}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.4}" fill="${LIGHT}"/>`,
	(cx, cy, r) =>
		`<polygon points="${cx},${cy - r} ${cx + r * 0.95},${cy + r * 0.75} ${cx - r * 0.95},${cy + r * 0.75}" fill="${LIGHT}"/>`,
	(cx, cy, r) =>
		`<polygon points="${hexagon(cx, cy, r)}" fill="none" stroke="${LIGHT}" stroke-width="${r * 0.16}"/><polygon points="${hexagon(cx, cy, r * 0.45)}" fill="${LIGHT}"/>`,
	(cx, cy, r) =>
		`<rect x="${cx - r * 0.7}" y="${cy - r * 0.7}" width="${r * 1.4}" height="${r * 1.4}" fill="${LIGHT}" transform="rotate(45 ${cx} ${cy})"/>`,
	(cx, cy, r) =>
		[0, 1, 2]
			.map(
				(k) =>
					`<rect x="${cx - r}" y="${cy - r + k * r * 0.75}" width="${r * 2}" height="${r * 0.45}" rx="${r * 0.1}" fill="${LIGHT}"/>`,
			)
			.join(""),
	(cx, cy, r) =>
		`<path d="M${cx - r},${cy}A${r},${r} 0 0 1 ${cx + r},${cy}Z" fill="${LIGHT}"/><rect x="${cx - r}" y="${cy + r * 0.2}" width="${r * 2}" height="${r * 0.22}" fill="${LIGHT}"/><rect x="${cx - r}" y="${cy + r * 0.58}" width="${r * 2}" height="${r * 0.22}" fill="${LIGHT}"/>`,
	(cx, cy, r) => {
		// A film reel: one path, five holes punched out with the even-odd rule.
		const circle = (x: number, y: number, rr: number): string =>
			`M${(x - rr).toFixed(1)},${y.toFixed(1)}a${rr},${rr} 0 1,0 ${2 * rr},0a${rr},${rr} 0 1,0 ${-2 * rr},0Z`;
		const holes = Array.from({ length: 5 }, (_, k) => {
			const a = (Math.PI * 2 * k) / 5 - Math.PI / 2;
			return circle(cx + Math.cos(a) * r * 0.55, cy + Math.sin(a) * r * 0.55, r * 0.22);
		});
		return `<path d="${circle(cx, cy, r)}${holes.join("")}${circle(cx, cy, r * 0.1)}" fill="${LIGHT}" fill-rule="evenodd"/>`;
	},
	(cx, cy, r) =>
		`<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${r * 0.3}" fill="none" stroke="${LIGHT}" stroke-width="${r * 0.16}"/><polygon points="${cx - r * 0.3},${cy - r * 0.45} ${cx + r * 0.5},${cy} ${cx - r * 0.3},${cy + r * 0.45}" fill="${LIGHT}"/>`,
];

function hexagon(cx: number, cy: number, r: number): string {
	return Array.from({ length: 6 }, (_, k) => {
		const a = (Math.PI / 3) * k - Math.PI / 2;
		return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
	}).join(" ");
}

const escapeXml = (text: string): string =>
	text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A studio logo for the dark home-page strip: a geometric mark and the name in a light colour
 * on a transparent PNG. The last word ("Pictures", "Films") is set small and spaced, as film
 * studios often do.
 */
export async function renderStudioLogo(name: string, index: number): Promise<Buffer> {
	const words = name.trim().split(/\s+/);
	const tail = words.length > 1 ? (words.pop() ?? "") : "";
	const head = words.join(" ");
	const markR = 30;
	const textX = 24 + markR * 2 + 18;
	const available = LOGO_WIDTH - textX - 10;
	// Bold sans-serif capitals run about 0.8 em wide; shrink long names until they fit the width.
	const headSize = Math.min(30, Math.floor(available / (Math.max(1, head.length) * 0.8)));
	const tailSize = Math.max(10, Math.min(14, Math.floor(available / (Math.max(1, tail.length) * 0.95))));
	const mark = MARKS[Math.abs(Math.trunc(index)) % MARKS.length] ?? MARKS[0];
	const svg = [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}">`,
		mark ? mark(24 + markR, LOGO_HEIGHT / 2, markR) : "",
		`<text x="${textX}" y="${tail ? 60 : 70}" font-family="sans-serif" font-weight="bold" font-size="${headSize}" fill="${LIGHT}">${escapeXml(head.toUpperCase())}</text>`,
		tail
			? `<text x="${textX + 1}" y="${60 + tailSize + 8}" font-family="sans-serif" font-size="${tailSize}" letter-spacing="${(tailSize * 0.35).toFixed(1)}" fill="${LIGHT}" fill-opacity="0.8">${escapeXml(tail.toUpperCase())}</text>`
			: "",
		"</svg>",
	].join("");
	return sharp(Buffer.from(svg)).png().toBuffer();
}
