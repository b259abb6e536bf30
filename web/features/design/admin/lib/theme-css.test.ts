import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadDesignTokens } from "./design-tokens";
import {
	mergeTokens,
	remValue,
	resolveVars,
	ruleDeclarations,
	themeTokens,
	tokensIn,
	tokenValue,
} from "./theme-css";

const SAMPLE = `
@import "tailwindcss";
/* --color-commented: #000; is not a token */
@theme {
	--color-paper-50: #fdfaf3;
	--font-display:
		"Iowan Old Style", Georgia,
		serif;
	--animate-fade: fade 200ms ease-out;

	@keyframes fade {
		from { opacity: 0; }
		to { opacity: 1; }
	}
	--radius-card: 0.75rem;
}
@layer base {
	:focus-visible {
		outline: 2px solid var(--color-paper-50);
		outline-offset: 2px;
	}
	.on-dark :focus-visible { outline-color: white; }
}
`;

describe("themeTokens", () => {
	it("reads each custom property of @theme in order, skipping comments and nested keyframes", () => {
		expect(themeTokens(SAMPLE, "project")).toEqual([
			{ name: "--color-paper-50", value: "#fdfaf3", source: "project" },
			{ name: "--font-display", value: '"Iowan Old Style", Georgia, serif', source: "project" },
			{ name: "--animate-fade", value: "fade 200ms ease-out", source: "project" },
			{ name: "--radius-card", value: "0.75rem", source: "project" },
		]);
	});

	it("reads every @theme block, with its options", () => {
		const css =
			"@theme default { --spacing: 0.25rem; }\n@theme default inline reference { --radius: 0.25rem; }";
		expect(themeTokens(css, "tailwind").map((t) => t.name)).toEqual(["--spacing", "--radius"]);
	});

	it("finds nothing in a stylesheet without @theme", () => {
		expect(themeTokens(":root { --x: 1px; }", "project")).toEqual([]);
	});
});

describe("mergeTokens", () => {
	const defaults = themeTokens(
		"@theme { --color-red-500: red; --color-ink: #111; --font-sans: Arial; }",
		"tailwind",
	);

	it("lets a later layer replace a token in place", () => {
		const ours = themeTokens("@theme { --font-sans: system-ui; --color-cream: #fff; }", "project");
		expect(mergeTokens(defaults, ours)).toEqual([
			{ name: "--color-red-500", value: "red", source: "tailwind" },
			{ name: "--color-ink", value: "#111", source: "tailwind" },
			{ name: "--font-sans", value: "system-ui", source: "project" },
			{ name: "--color-cream", value: "#fff", source: "project" },
		]);
	});

	it("removes a token, or a namespace, set to initial", () => {
		const one = themeTokens("@theme { --color-ink: initial; }", "project");
		expect(mergeTokens(defaults, one).map((t) => t.name)).toEqual(["--color-red-500", "--font-sans"]);
		const all = themeTokens("@theme { --color-*: initial; --color-new: #abc; }", "project");
		expect(mergeTokens(defaults, all).map((t) => t.name)).toEqual(["--font-sans", "--color-new"]);
	});
});

describe("token helpers", () => {
	const tokens = themeTokens(
		"@theme { --radius: 4px; --radius-md: 6px; --text-sm: 0.875rem; --text-sm--line-height: 1.4; --radiusx: 1px; }",
		"tailwind",
	);

	it("picks a namespace without sub-properties or look-alike names", () => {
		expect(tokensIn(tokens, "--radius").map((t) => t.name)).toEqual(["--radius", "--radius-md"]);
		expect(tokensIn(tokens, "--text").map((t) => t.name)).toEqual(["--text-sm"]);
		expect(tokenValue(tokens, "--text-sm--line-height")).toBe("1.4");
	});

	it("reads rem values and resolves var() references", () => {
		expect(remValue("0.25rem")).toBe(0.25);
		expect(remValue("4px")).toBeNull();
		expect(resolveVars("2px solid var(--radius-md)", tokens)).toBe("2px solid 6px");
		expect(resolveVars("var(--unknown)", tokens)).toBe("var(--unknown)");
	});
});

describe("ruleDeclarations", () => {
	it("reads the declarations of the rule with exactly that selector", () => {
		expect(ruleDeclarations(SAMPLE, ":focus-visible")).toEqual({
			outline: "2px solid var(--color-paper-50)",
			"outline-offset": "2px",
		});
		expect(ruleDeclarations(SAMPLE, ".on-dark  :focus-visible")).toEqual({ "outline-color": "white" });
		expect(ruleDeclarations(SAMPLE, "button:focus-visible")).toBeNull();
	});
});

describe("the app's own stylesheets", () => {
	// The page imports them with Vite's ?raw; reading the file here proves that import gives the text.
	const fromFile = themeTokens(readFileSync("web/styles.css", "utf8"), "project");
	const tokens = loadDesignTokens();

	it("are read in full through the ?raw import", () => {
		expect(fromFile.length).toBeGreaterThan(20);
		expect(tokens.project).toEqual(fromFile);
		expect(tokens.project.map((t) => t.name)).toContain("--color-accent-600");
	});

	it("lay our tokens over Tailwind's defaults", () => {
		expect(tokenValue(tokens.all, "--font-sans")).toBe(tokenValue(fromFile, "--font-sans"));
		expect(tokenValue(tokens.all, "--spacing")).toBe("0.25rem");
		expect(tokensIn(tokens.all, "--breakpoint").length).toBeGreaterThan(0);
		expect(ruleDeclarations(tokens.stylesheet, ":focus-visible")?.outline).toContain("var(--color-");
	});
});
