import tailwindTheme from "tailwindcss/theme.css?raw";
import stylesheet from "@/styles.css?raw";
import { mergeTokens, type ThemeToken, themeTokens } from "./theme-css";

/**
 * The design tokens as the app's build sees them, read from the stylesheets themselves (never a
 * copied list, so the style guide cannot drift): Tailwind's default theme, then our `@theme` in
 * web/styles.css over it. The text is bundled with the style guide's lazy chunk only.
 */
export const STYLESHEET_PATH = "web/styles.css";

export type DesignTokens = {
	/** The stylesheet's own text, for rules that are not tokens (the focus ring). */
	stylesheet: string;
	/** Declared in web/styles.css. */
	project: ThemeToken[];
	/** Everything a utility class can use: the defaults with ours over them. */
	all: ThemeToken[];
};

export function designTokensOf(projectCss: string, defaultsCss: string): DesignTokens {
	const project = themeTokens(projectCss, "project");
	return { stylesheet: projectCss, project, all: mergeTokens(themeTokens(defaultsCss, "tailwind"), project) };
}

export function loadDesignTokens(): DesignTokens {
	return designTokensOf(stylesheet, tailwindTheme);
}
