/**
 * The web's import boundaries (issue 25, item 6), part of `npm run check`.
 *
 * The shared folders, `lib/` (the API client and small utilities), `api/<domain>/` (data hooks
 * several features share) and `components/` (shared pieces of screen), import no feature and
 * nothing from `app/`; `api/` imports no components either. A feature (`features/<domain>/`, one
 * domain's screens) never reaches into another feature nor into `app/`, which puts them all
 * together (router, providers, layout). web/test/ and the entry files are free.
 *
 * Biome's `noRestrictedImports` matches the import's text, not where it leads, so it cannot say
 * "any feature but the importer's own" nor tell `../../cart/x` from `@/features/cart/x`. This
 * reads every import (static, `export ... from`, side-effect and `import()`), resolves relative
 * paths and the `@/` alias to a file under web/, and judges the pair of places.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Where a file sits in web/, by its path from the repository root (`web/features/cart/...`). */
export type Place =
	| { area: "feature"; feature: string }
	| { area: "app" | "api" | "components" | "lib" }
	/** web/test/, web/main.tsx and the like: free to import anything, never imported by shared code. */
	| { area: "other" }
	| { area: "outside" };

export type Import = { specifier: string; line: number };

export type Violation = { file: string; line: number; specifier: string; target: string; rule: string };

export function placeOf(file: string): Place {
	const [root, area, name] = file.split("/");
	if (root !== "web" || area === undefined) return { area: "outside" };
	if (area === "features") return name ? { area: "feature", feature: name } : { area: "other" };
	if (area === "app" || area === "api" || area === "components" || area === "lib") return { area };
	return { area: "other" };
}

/** The repository path an import leads to, or null for packages and `@core/` (outside web/). */
export function resolveImport(file: string, specifier: string): string | null {
	const bare = specifier.replace(/[?#].*$/, "");
	if (bare.startsWith("@/")) return path.posix.normalize(`web/${bare.slice(2)}`);
	if (bare === "." || bare === ".." || bare.startsWith("./") || bare.startsWith("../")) {
		return path.posix.join(path.posix.dirname(file), bare);
	}
	return null;
}

const where = (place: Place): string =>
	place.area === "feature" ? `web/features/${place.feature}/` : `web/${place.area}/`;

/** Why an import from one place to another breaks a boundary, or null when it may. */
export function brokenRule(from: Place, to: Place): string | null {
	if (from.area === "outside" || from.area === "other") return null;
	if (to.area === "feature") {
		if (from.area === "feature") {
			if (from.feature === to.feature) return null;
			return "a feature imports no other feature: move what both need to web/components/, web/lib/ or web/api/<domain>/";
		}
		if (from.area !== "app") return `${where(from)} is shared code and imports no feature`;
	}
	if (to.area === "app" && from.area !== "app") {
		return `${where(from)} imports nothing from web/app/: the app puts the rest together, nothing builds on it`;
	}
	if (from.area === "api" && to.area === "components")
		return "web/api/ holds data hooks and imports no components";
	return null;
}

type Token = { kind: "word" | "string" | "punct"; value: string; line: number };

/** Words after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set([
	"return",
	"typeof",
	"case",
	"do",
	"else",
	"in",
	"of",
	"new",
	"void",
	"throw",
	"yield",
	"await",
]);

/**
 * Just enough of a TypeScript tokenizer to find imports: words, punctuation and string values,
 * with comments, template text and regular expressions skipped. JSX text can hold a stray quote
 * (`Don't`), so strings and regular expressions end at a line break at the latest: a misread
 * costs one line, never the rest of the file.
 */
export function tokenize(source: string): Token[] {
	const tokens: Token[] = [];
	// One entry per open template `${`: the brace depth at which its expression closes.
	const templates: number[] = [];
	let depth = 0;
	let line = 1;
	let i = 0;
	const n = source.length;
	const countLines = (from: number, to: number) => {
		for (let k = from; k < to; k++) if (source[k] === "\n") line++;
	};
	/** Skips template text from i (just after a backtick or a closing `}`) up to its end or its next `${`. */
	const skipTemplate = (): void => {
		while (i < n) {
			const c = source[i];
			if (c === "\\") i += 2;
			else if (c === "`") {
				i++;
				return;
			} else if (c === "$" && source[i + 1] === "{") {
				i += 2;
				templates.push(depth);
				depth++;
				return;
			} else {
				if (c === "\n") line++;
				i++;
			}
		}
	};
	while (i < n) {
		const c = source[i] as string;
		if (c === "\n") {
			line++;
			i++;
		} else if (/\s/.test(c)) i++;
		else if (c === "/" && source[i + 1] === "/") {
			while (i < n && source[i] !== "\n") i++;
		} else if (c === "/" && source[i + 1] === "*") {
			const end = source.indexOf("*/", i + 2);
			const stop = end === -1 ? n : end + 2;
			countLines(i, stop);
			i = stop;
		} else if (c === '"' || c === "'") {
			const start = line;
			let value = "";
			i++;
			while (i < n && source[i] !== c && source[i] !== "\n") {
				if (source[i] === "\\") {
					value += source[i + 1] ?? "";
					i += 2;
				} else value += source[i++];
			}
			if (source[i] === c) i++;
			tokens.push({ kind: "string", value, line: start });
		} else if (c === "`") {
			i++;
			tokens.push({ kind: "punct", value: "`", line });
			skipTemplate();
		} else if (/[A-Za-z_$]/.test(c)) {
			let end = i + 1;
			while (end < n && /[\w$]/.test(source[end] as string)) end++;
			tokens.push({ kind: "word", value: source.slice(i, end), line });
			i = end;
		} else if (c === "/" && startsRegex(tokens.at(-1))) {
			let inClass = false;
			i++;
			while (i < n && source[i] !== "\n") {
				const r = source[i];
				if (r === "\\") i++;
				else if (r === "[") inClass = true;
				else if (r === "]") inClass = false;
				else if (r === "/" && !inClass) break;
				i++;
			}
			i++;
			while (i < n && /\w/.test(source[i] as string)) i++;
			tokens.push({ kind: "punct", value: "/regex/", line });
		} else {
			if (c === "{") depth++;
			if (c === "}") {
				depth--;
				if (templates.at(-1) === depth) {
					templates.pop();
					i++;
					skipTemplate();
					continue;
				}
			}
			tokens.push({ kind: "punct", value: c, line });
			i++;
		}
	}
	return tokens;
}

function startsRegex(previous: Token | undefined): boolean {
	if (!previous) return true;
	if (previous.kind === "word") return BEFORE_REGEX.has(previous.value);
	if (previous.kind === "string") return false;
	// After `)` or `]` a slash divides; after JSX's `<` it closes a tag (`</div>`), not a regex.
	return !")]<".includes(previous.value);
}

/** Words that end the search for `from` after `import` or `export`: another statement began. */
const STATEMENT_WORDS = new Set([
	"import",
	"export",
	"const",
	"let",
	"var",
	"function",
	"class",
	"interface",
	"enum",
	"default",
	"async",
	"declare",
	"namespace",
]);

/** Every module an import or re-export names, with its line: `import()` and `export ... from` too. */
export function importsOf(source: string): Import[] {
	const tokens = tokenize(source);
	const found: Import[] = [];
	for (let k = 0; k < tokens.length; k++) {
		const token = tokens[k] as Token;
		if (token.kind !== "word" || (token.value !== "import" && token.value !== "export")) continue;
		if (tokens[k - 1]?.value === ".") continue; // a property such as `x.import`
		const next = tokens[k + 1];
		if (token.value === "import" && next?.kind === "string") {
			found.push({ specifier: next.value, line: next.line });
			continue;
		}
		if (token.value === "import" && next?.value === "(") {
			const argument = tokens[k + 2];
			if (argument?.kind === "string") found.push({ specifier: argument.value, line: argument.line });
			continue;
		}
		for (let j = k + 1; j < tokens.length; j++) {
			const t = tokens[j] as Token;
			if (t.kind === "word" && t.value === "from" && tokens[j + 1]?.kind === "string") {
				const source = tokens[j + 1] as Token;
				found.push({ specifier: source.value, line: source.line });
				break;
			}
			if (t.kind === "string" || (t.kind === "word" && STATEMENT_WORDS.has(t.value))) break;
			if (t.kind === "punct" && ";(=`".includes(t.value)) break;
		}
	}
	return found;
}

/** The boundaries one file breaks. `file` is its path from the repository root, with `/`. */
export function checkFile(file: string, source: string): Violation[] {
	const from = placeOf(file);
	const violations: Violation[] = [];
	for (const { specifier, line } of importsOf(source)) {
		const target = resolveImport(file, specifier);
		if (target === null) continue;
		const rule = brokenRule(from, placeOf(target));
		if (rule) violations.push({ file, line, specifier, target, rule });
	}
	return violations;
}

export function formatViolation(v: Violation): string {
	return `${v.file}:${v.line}: imports "${v.specifier}" (${v.target}): ${v.rule}`;
}

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;

/** The web's source files, as paths from the repository root. */
export function webSources(root: string): string[] {
	const files: string[] = [];
	const walk = (dir: string) => {
		for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
			const child = `${dir}/${entry.name}`;
			if (entry.isDirectory()) {
				if (entry.name !== "node_modules" && entry.name !== "dist") walk(child);
			} else if (SOURCE.test(entry.name)) files.push(child);
		}
	};
	walk("web");
	return files.sort();
}

export function checkTree(root: string): { files: number; violations: Violation[] } {
	const files = webSources(root);
	const violations = files.flatMap((file) => checkFile(file, readFileSync(path.join(root, file), "utf8")));
	return { files: files.length, violations };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	// The repository root; a test may name another tree.
	const root = process.argv[2] ?? fileURLToPath(new URL("..", import.meta.url));
	const { files, violations } = checkTree(root);
	for (const violation of violations) console.error(formatViolation(violation));
	if (violations.length > 0) {
		console.error(
			`\n${violations.length} web boundary violation${violations.length === 1 ? "" : "s"} in ${files} files (rules: scripts/check-boundaries.ts).`,
		);
		process.exitCode = 1;
	} else {
		console.log(`Web boundaries: ${files} files checked, no violations.`);
	}
}
