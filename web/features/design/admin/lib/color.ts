/**
 * Colour values of the theme as sRGB, and the WCAG 2 contrast between two of them. Our palette
 * is written in hex; Tailwind's defaults are in oklch, converted with the OKLab matrices.
 */

/** Gamma-encoded sRGB channels from 0 to 1. */
export type Rgb = { r: number; g: number; b: number };

const clamp = (n: number) => Math.min(1, Math.max(0, n));

function fromHex(hex: string): Rgb | null {
	const digits = hex.slice(1);
	if (!/^[\da-f]+$/i.test(digits)) return null;
	const full =
		digits.length === 3 || digits.length === 4
			? [...digits].map((d) => d + d).join("")
			: digits.length === 6 || digits.length === 8
				? digits
				: null;
	if (!full) return null;
	const channel = (at: number) => Number.parseInt(full.slice(at, at + 2), 16) / 255;
	return { r: channel(0), g: channel(2), b: channel(4) };
}

/** The numbers of a CSS function's arguments, with '%' read against `percentOf`. */
function numbersOf(args: string, percentOf: number[]): number[] | null {
	const parts =
		args
			.split("/")[0]
			?.trim()
			.split(/[\s,]+/) ?? [];
	const numbers = parts.map((part, index) => {
		const value = Number.parseFloat(part);
		return part.endsWith("%") ? (value / 100) * (percentOf[index] ?? 1) : value;
	});
	return numbers.length === 3 && numbers.every(Number.isFinite) ? numbers : null;
}

const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

function fromOklch(lightness: number, chroma: number, hue: number): Rgb {
	const a = chroma * Math.cos((hue * Math.PI) / 180);
	const b = chroma * Math.sin((hue * Math.PI) / 180);
	const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
	const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
	const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
	// Out-of-gamut colours are clipped: the browser shows them no brighter on an sRGB screen.
	return {
		r: toGamma(clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s)),
		g: toGamma(clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s)),
		b: toGamma(clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s)),
	};
}

/** A colour written as hex, rgb() or oklch(); null for anything else (a var(), a keyword). */
export function parseColor(value: string): Rgb | null {
	const text = value.trim().toLowerCase();
	if (text.startsWith("#")) return fromHex(text);
	const call = /^(rgba?|oklch)\((.*)\)$/.exec(text);
	if (!call?.[2]) return null;
	if (call[1] === "oklch") {
		const numbers = numbersOf(call[2], [1, 0.4, 1]);
		return numbers ? fromOklch(numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0) : null;
	}
	const numbers = numbersOf(call[2], [255, 255, 255]);
	return numbers
		? {
				r: clamp((numbers[0] ?? 0) / 255),
				g: clamp((numbers[1] ?? 0) / 255),
				b: clamp((numbers[2] ?? 0) / 255),
			}
		: null;
}

/** '#rrggbb' of a colour. */
export function toHex({ r, g, b }: Rgb): string {
	return `#${[r, g, b]
		.map((c) =>
			Math.round(clamp(c) * 255)
				.toString(16)
				.padStart(2, "0"),
		)
		.join("")}`;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
	return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** WCAG 2 contrast ratio between two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(one: Rgb, other: Rgb): number {
	const [light, dark] = [relativeLuminance(one), relativeLuminance(other)].sort((x, y) => y - x);
	return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

export type ContrastGrade = "AAA" | "AA" | "AA large" | "Fail";

/**
 * What a ratio allows text to be (WCAG 2.x, 1.4.3 and 1.4.6): AAA from 7, AA from 4.5, and
 * from 3 only large text (24 px, or 19 px bold). Not rounded: 4.49 is not AA.
 */
export function contrastGrade(ratio: number): ContrastGrade {
	if (ratio >= 7) return "AAA";
	if (ratio >= 4.5) return "AA";
	if (ratio >= 3) return "AA large";
	return "Fail";
}

/** A ratio as '4.54:1', cut (not rounded) to two decimals so it never reads above its grade. */
export function formatRatio(ratio: number): string {
	return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
