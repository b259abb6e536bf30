import { describe, expect, it } from "vitest";
import { contrastGrade, contrastRatio, formatRatio, parseColor, relativeLuminance, toHex } from "./color";

const rgb = (value: string) => {
	const parsed = parseColor(value);
	if (!parsed) throw new Error(`not a colour: ${value}`);
	return parsed;
};

describe("contrastRatio", () => {
	it("gives 21 for black on white and 1 for a colour on itself, either way round", () => {
		expect(contrastRatio(rgb("#000"), rgb("#ffffff"))).toBeCloseTo(21, 10);
		expect(contrastRatio(rgb("#fff"), rgb("#000000"))).toBeCloseTo(21, 10);
		expect(contrastRatio(rgb("#c2553a"), rgb("#c2553a"))).toBe(1);
	});

	it("matches published WCAG figures for known pairs", () => {
		// #767676 is the lightest grey that passes AA on white (4.54:1); #777777 just fails (4.48:1).
		expect(formatRatio(contrastRatio(rgb("#767676"), rgb("#fff")))).toBe("4.54:1");
		expect(formatRatio(contrastRatio(rgb("#777777"), rgb("#fff")))).toBe("4.47:1");
		expect(contrastRatio(rgb("#777777"), rgb("#fff"))).toBeCloseTo(4.48, 2);
		// Pure blue on white: 8.59:1.
		expect(contrastRatio(rgb("#0000ff"), rgb("#fff"))).toBeCloseTo(8.59, 2);
	});
});

describe("contrastGrade", () => {
	it("draws the WCAG lines at 7, 4.5 and 3 without rounding up", () => {
		expect(contrastGrade(21)).toBe("AAA");
		expect(contrastGrade(7)).toBe("AAA");
		expect(contrastGrade(6.99)).toBe("AA");
		expect(contrastGrade(4.5)).toBe("AA");
		expect(contrastGrade(4.499)).toBe("AA large");
		expect(contrastGrade(3)).toBe("AA large");
		expect(contrastGrade(2.99)).toBe("Fail");
	});
});

describe("parseColor", () => {
	it("reads hex in its short, long and alpha forms", () => {
		expect(toHex(rgb("#abc"))).toBe("#aabbcc");
		expect(toHex(rgb("#C2553A"))).toBe("#c2553a");
		expect(toHex(rgb("#c2553a80"))).toBe("#c2553a");
	});

	it("reads rgb() with spaces or commas", () => {
		expect(toHex(rgb("rgb(31 26 23 / 0.5)"))).toBe("#1f1a17");
		expect(toHex(rgb("rgb(255, 0, 0)"))).toBe("#ff0000");
	});

	it("converts oklch as the browser does", () => {
		// Tailwind's white and black, and its emerald-700 (#007a55 in its docs).
		expect(toHex(rgb("oklch(100% 0 0)"))).toBe("#ffffff");
		expect(relativeLuminance(rgb("oklch(0% 0 0)"))).toBe(0);
		expect(toHex(rgb("oklch(50.8% 0.118 165.612)"))).toBe("#007a55");
	});

	it("gives null for what is not a colour value", () => {
		expect(parseColor("var(--color-ink-900)")).toBeNull();
		expect(parseColor("currentColor")).toBeNull();
		expect(parseColor("#12")).toBeNull();
		expect(parseColor("#ggg")).toBeNull();
	});
});
