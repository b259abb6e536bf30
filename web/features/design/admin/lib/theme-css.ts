/**
 * Reads design tokens out of stylesheet text: the custom properties of Tailwind 4 `@theme`
 * blocks and the declarations of plain rules. A few string scans, not a CSS parser: enough for
 * our own stylesheet and Tailwind's default theme, which is all the style guide reads.
 */

/** Where a token is defined: our stylesheet, or Tailwind's defaults that we keep. */
export type TokenSource = "project" | "tailwind";

export type ThemeToken = {
	/** The custom property, such as '--color-cream-50'. */
	name: string;
	/** Its value as written, with runs of white space made one space. */
	value: string;
	source: TokenSource;
};

function stripComments(css: string): string {
	return css.replace(/\/\*[\s\S]*?\*\//g, "");
}

function oneLine(text: string): string {
	return text.replace(/\s+/g, " ").trim();
}

/** The text of a block's own level from its opening brace on, leaving out nested blocks (keyframes). */
function topLevelText(css: string, openBrace: number): { text: string; end: number } {
	let depth = 0;
	let text = "";
	for (let i = openBrace; i < css.length; i++) {
		const char = css[i];
		if (char === "{") {
			depth++;
			// A nested block ends the declaration before it; its own content is skipped.
			if (depth === 2) text += ";";
			continue;
		}
		if (char === "}") {
			depth--;
			if (depth === 0) return { text, end: i };
			continue;
		}
		if (depth === 1) text += char;
	}
	return { text, end: css.length };
}

/** Every custom property declared in the `@theme` blocks of a stylesheet, in order. */
export function themeTokens(css: string, source: TokenSource): ThemeToken[] {
	const clean = stripComments(css);
	const tokens: ThemeToken[] = [];
	const themeStart = /@theme\b[^{;]*\{/g;
	for (let match = themeStart.exec(clean); match; match = themeStart.exec(clean)) {
		const { text, end } = topLevelText(clean, match.index + match[0].length - 1);
		for (const part of text.split(";")) {
			const declaration = /^\s*(--[\w*-]+)\s*:\s*([\s\S]+?)\s*$/.exec(part);
			if (declaration?.[1] && declaration[2]) {
				tokens.push({ name: declaration[1], value: oneLine(declaration[2]), source });
			}
		}
		themeStart.lastIndex = end;
	}
	return tokens;
}

/**
 * Layers of tokens as Tailwind applies them: a later layer replaces a token of the same name
 * (keeping its place), and `initial` removes one (`--color-*: initial` a whole namespace).
 */
export function mergeTokens(...layers: ReadonlyArray<readonly ThemeToken[]>): ThemeToken[] {
	const merged = new Map<string, ThemeToken>();
	for (const layer of layers) {
		for (const token of layer) {
			if (token.value === "initial") {
				const prefix = token.name.endsWith("-*") ? token.name.slice(0, -1) : null;
				for (const name of [...merged.keys()]) {
					if (prefix ? name.startsWith(prefix) : name === token.name) merged.delete(name);
				}
				continue;
			}
			merged.set(token.name, token);
		}
	}
	return [...merged.values()];
}

/** The tokens of one namespace: '--radius' gives '--radius' and '--radius-md', not '--radius-md--x'. */
export function tokensIn(tokens: readonly ThemeToken[], namespace: string): ThemeToken[] {
	return tokens.filter(
		(token) =>
			token.name === namespace ||
			(token.name.startsWith(`${namespace}-`) && !token.name.slice(namespace.length + 1).includes("--")),
	);
}

/** The value of a token by name, or undefined. */
export function tokenValue(tokens: readonly ThemeToken[], name: string): string | undefined {
	return tokens.find((token) => token.name === name)?.value;
}

/**
 * The declarations of the rule whose selector is exactly `selector` (white space aside), such
 * as ':focus-visible'; the last such rule wins, as in the browser. Null when there is none.
 */
export function ruleDeclarations(css: string, selector: string): Record<string, string> | null {
	const wanted = oneLine(selector);
	const innermost = /([^{};]*)\{([^{}]*)\}/g;
	let found: Record<string, string> | null = null;
	for (const match of stripComments(css).matchAll(innermost)) {
		if (oneLine(match[1] ?? "") !== wanted) continue;
		const declarations: Record<string, string> = {};
		for (const part of (match[2] ?? "").split(";")) {
			const colon = part.indexOf(":");
			if (colon > 0) declarations[oneLine(part.slice(0, colon))] = oneLine(part.slice(colon + 1));
		}
		found = Object.assign(found ?? {}, declarations);
	}
	return found;
}

/** A value with its `var(--token)` references replaced by the tokens' values (one level deep). */
export function resolveVars(value: string, tokens: readonly ThemeToken[]): string {
	return value.replace(
		/var\(\s*(--[\w-]+)\s*\)/g,
		(whole, name: string) => tokenValue(tokens, name) ?? whole,
	);
}

/** '0.25rem' as 0.25; null for other units. */
export function remValue(value: string): number | null {
	const match = /^(-?\d*\.?\d+)rem$/.exec(value.trim());
	return match?.[1] ? Number(match[1]) : null;
}
