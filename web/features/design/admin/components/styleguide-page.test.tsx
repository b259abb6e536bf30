import { readFileSync } from "node:fs";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { contrastGrade, contrastRatio, formatRatio, parseColor } from "../lib/color";
import { designTokensOf } from "../lib/design-tokens";
import { ruleDeclarations, themeTokens, tokenValue } from "../lib/theme-css";
import { NO_TOKENS_TITLE, STYLEGUIDE_SECTIONS, StyleguidePage, StyleguideView } from "./styleguide-page";

// The file itself, read apart from the page's ?raw import: the page must show what it declares.
const STYLESHEET = readFileSync("web/styles.css", "utf8");
const DECLARED = themeTokens(STYLESHEET, "project");

function renderStyleguide() {
	const fetchMock = mockApi({});
	const view = renderWithProviders(<StyleguidePage />, { url: "/admin/styleguide" });
	return { ...view, fetchMock };
}

function section(id: string): HTMLElement {
	const element = document.getElementById(id);
	if (!element) throw new Error(`no section #${id}`);
	return element;
}

/** What a colour's card says beside a label ('On cream'): its ratio and grade. */
function contrastShown(item: HTMLElement, label: string): string {
	const term = within(item).getByText(label, { selector: "dt" });
	return term.nextElementSibling?.textContent ?? "";
}

/** The card of a colour: the list item around its custom property's name. */
function swatchOf(name: string): HTMLElement {
	const code = within(section(STYLEGUIDE_SECTIONS.colours.id)).getByText(name, { selector: "code" });
	const item = code.closest("li");
	if (!item) throw new Error(`no swatch for ${name}`);
	return item;
}

describe("/admin/styleguide", () => {
	it("has its title, its heading under the Admin eyebrow, and asks the server for nothing", () => {
		const { fetchMock } = renderStyleguide();
		const heading = screen.getByRole("heading", { level: 1, name: "Style guide" });
		expect(heading.previousElementSibling?.textContent).toBe("Admin");
		expect(document.title).toContain("Style guide");
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it("shows every token the stylesheet's @theme declares", () => {
		renderStyleguide();
		expect(DECLARED.length).toBeGreaterThan(20);
		for (const token of DECLARED) {
			expect(screen.queryAllByText(token.name, { selector: "code" }), token.name).not.toHaveLength(0);
		}
		// A known accent colour, in the colours section.
		expect(within(section("colours")).getByText("--color-accent-600", { selector: "code" })).toBeTruthy();
	});

	it("gives each colour its value and the computed contrast of its text on cream and on ink", () => {
		renderStyleguide();
		const cream = parseColor(tokenValue(DECLARED, "--color-cream-100") ?? "");
		const ink = parseColor(tokenValue(DECLARED, "--color-ink-900") ?? "");
		if (!cream || !ink) throw new Error("the backgrounds are not colours");
		for (const token of DECLARED.filter((t) => t.name.startsWith("--color-"))) {
			const colour = parseColor(token.value);
			if (!colour) throw new Error(`${token.name} is not a colour`);
			const item = swatchOf(token.name);
			expect(item.textContent).toContain(token.value);
			for (const [label, background] of [
				["On cream", cream],
				["On ink", ink],
			] as const) {
				const ratio = contrastRatio(colour, background);
				expect(contrastShown(item, label), `${token.name} ${label}`).toContain(
					`${formatRatio(ratio)} ${contrastGrade(ratio)}`,
				);
			}
		}
		// Ink on ink is the same colour: 1:1 and no use for text; ink on cream is body text.
		expect(contrastShown(swatchOf("--color-ink-900"), "On ink")).toContain("1.00:1 Fail");
		expect(contrastShown(swatchOf("--color-ink-900"), "On cream")).toMatch(/AAA$/);
	});

	it("adds the defaults it builds on: type sizes, spacing, radii, shadows, breakpoints, Tailwind colours", () => {
		renderStyleguide();
		for (const [id, name] of [
			["typography", "--text-3xl"],
			["spacing", "--spacing"],
			["radii", "--radius-md"],
			["shadows", "--shadow-sm"],
			["breakpoints", "--breakpoint-md"],
			["colours", "--color-emerald-700"],
		] as const) {
			expect(within(section(id)).queryAllByText(name, { selector: "code" }), name).not.toHaveLength(0);
		}
		expect(section("breakpoints").textContent).toContain("from 48rem · 768px");
	});

	it("shows the focus ring the stylesheet declares, with a real button to reach by keyboard", () => {
		renderStyleguide();
		const focus = section("focus-ring");
		const outline = ruleDeclarations(STYLESHEET, ":focus-visible")?.outline;
		expect(outline).toBeTruthy();
		expect(focus.textContent).toContain(`outline: ${outline}`);
		expect(within(focus).getAllByRole("button", { name: "Tab to me" })).toHaveLength(2);
	});

	it("links each section from the contents, and gives each an h2", () => {
		renderStyleguide();
		const contents = screen.getByRole("navigation", { name: "On this page" });
		for (const entry of Object.values(STYLEGUIDE_SECTIONS)) {
			expect(within(contents).getByRole("link", { name: entry.title }).getAttribute("href")).toBe(
				`#${entry.id}`,
			);
			expect(within(section(entry.id)).getByRole("heading", { level: 2, name: entry.title })).toBeTruthy();
		}
		expect(within(section("voice")).getAllByRole("listitem").length).toBeGreaterThan(3);
	});

	it("says so when the stylesheet declares no tokens it can read", () => {
		renderWithProviders(<StyleguideView tokens={designTokensOf(":root { --x: 1px; }", "")} />);
		expect(screen.getByRole("heading", { name: NO_TOKENS_TITLE })).toBeTruthy();
		expect(screen.queryByRole("navigation", { name: "On this page" })).toBeNull();
	});
});
