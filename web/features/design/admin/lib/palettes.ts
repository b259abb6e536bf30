import { type ContrastGrade, contrastGrade, contrastRatio, parseColor, type Rgb, toHex } from "./color";
import { type ThemeToken, tokensIn, tokenValue } from "./theme-css";

/** One colour token with what the style guide says about it. */
export type ColourSwatch = {
	token: ThemeToken;
	/** The class stem, such as 'cream-50' (bg-cream-50, text-cream-50 …). */
	utility: string;
	/** '#rrggbb', also for colours written in oklch; null when the value is not a colour we read. */
	hex: string | null;
	/** Text of this colour on each background; null when the value is not a colour we read. */
	contrast: Record<ContrastBackground, { ratio: number; grade: ContrastGrade } | null>;
};

export type Palette = { name: string; swatches: ColourSwatch[] };

/**
 * The two surfaces text sits on: the page (the body's background in styles.css) and the dark
 * surfaces (footer, hero, banner).
 */
export const CONTRAST_BACKGROUNDS = {
	cream: "--color-cream-100",
	ink: "--color-ink-900",
} as const;

export type ContrastBackground = keyof typeof CONTRAST_BACKGROUNDS;

/** '--color-accent-600' → 'accent'; '--color-white' → 'white'. */
function paletteName(utility: string): string {
	return utility.replace(/-\d+$/, "");
}

/** The colours of `tokens` grouped by palette in their order, each with its contrast on `all`'s backgrounds. */
export function palettes(tokens: readonly ThemeToken[], all: readonly ThemeToken[]): Palette[] {
	const backgrounds = Object.fromEntries(
		Object.entries(CONTRAST_BACKGROUNDS).map(([key, name]) => [key, parseColor(tokenValue(all, name) ?? "")]),
	) as Record<ContrastBackground, Rgb | null>;

	const grouped = new Map<string, ColourSwatch[]>();
	for (const token of tokensIn(tokens, "--color")) {
		if (token.name.includes("*")) continue;
		const utility = token.name.slice("--color-".length);
		const rgb = parseColor(token.value);
		const contrastOn = (background: Rgb | null) => {
			if (!rgb || !background) return null;
			const ratio = contrastRatio(rgb, background);
			return { ratio, grade: contrastGrade(ratio) };
		};
		const swatch: ColourSwatch = {
			token,
			utility,
			hex: rgb ? toHex(rgb) : null,
			contrast: { cream: contrastOn(backgrounds.cream), ink: contrastOn(backgrounds.ink) },
		};
		const name = paletteName(utility);
		grouped.set(name, [...(grouped.get(name) ?? []), swatch]);
	}
	return [...grouped].map(([name, swatches]) => ({ name, swatches }));
}
