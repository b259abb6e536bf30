import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The README's tables are the reference a deployer reads: its configuration table must list every
 * environment variable the code reads, and nothing else; its command table every npm script. Both
 * sides are read from the source text, so a variable added to `server/config.ts` (or read
 * anywhere else in `server/` or `scripts/`) without a row fails here, and so does a row left
 * behind when the code stops reading it.
 */

const root = fileURLToPath(new URL("..", import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const NAME = /^[A-Z][A-Z0-9_]*$/;

/** The body of the README section under `## <title>`, up to the next `## ` heading. */
function readmeSection(title: string): string {
	const text = read("README.md");
	const start = text.indexOf(`\n## ${title}\n`);
	if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
	const end = text.indexOf("\n## ", start + 1);
	return text.slice(start, end < 0 ? undefined : end);
}

/** The first cell of every body row of the first table in a README section. */
function firstCells(section: string): string[] {
	const rows = section.split("\n").filter((line) => line.trimStart().startsWith("|"));
	// Row 0 is the header, row 1 the `| --- |` separator.
	return rows.slice(2).map((row) => row.split("|")[1]?.trim() ?? "");
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");

/** Every variable named in the first column of the README's configuration table. */
function readmeVariables(): { names: string[]; emptyRows: string[] } {
	const names: string[] = [];
	const emptyRows: string[] = [];
	for (const cell of firstCells(readmeSection("Configuration"))) {
		const found = backticked(cell).filter((name) => NAME.test(name));
		if (found.length === 0) emptyRows.push(cell);
		names.push(...found);
	}
	return { names, emptyRows };
}

/** The keys of `EnvSchema` in server/config.ts, the one place the server's variables are parsed. */
function configSchemaVariables(source: string): string[] {
	const start = source.indexOf("const EnvSchema = z.object({");
	if (start < 0) throw new Error("server/config.ts: `const EnvSchema = z.object({` not found");
	const end = source.indexOf("\n});", start);
	const body = source.slice(start, end);
	// Keys sit one tab in; nested options (`{ protocol: … }`) are deeper or lower-case.
	return [...body.matchAll(/^\t([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1] ?? "");
}

/** Variables a file reads straight from the environment: `process.env.X`, `process.env["X"]`, `const { X } = process.env`. */
function directReads(source: string): string[] {
	const names = new Set<string>();
	for (const m of source.matchAll(
		/process\.env(?:\.([A-Z_][A-Z0-9_]*)|\[\s*["'`]([A-Z_][A-Z0-9_]*)["'`]\s*\])/g,
	))
		names.add(m[1] ?? m[2] ?? "");
	for (const m of source.matchAll(/\{([^}]*)\}\s*=\s*process\.env\b/g))
		for (const part of (m[1] ?? "").split(",")) {
			const name = part.split(":")[0]?.trim() ?? "";
			if (NAME.test(name)) names.add(name);
		}
	names.delete("");
	return [...names];
}

/**
 * Variables a test hands to a child process it starts (`env: { ...process.env, NAME: … }`):
 * the child reads them, but nobody running the app sets them, so they are not configuration.
 */
function childProcessVariables(testSource: string): string[] {
	const names: string[] = [];
	for (const m of testSource.matchAll(/env:\s*\{\s*\.\.\.process\.env\s*,([^}]*)\}/g))
		for (const key of (m[1] ?? "").matchAll(/\b([A-Z][A-Z0-9_]*)\s*:/g)) names.push(key[1] ?? "");
	return names;
}

function sourceFiles(dir: string): string[] {
	return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
		.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every variable the code reads, with the files that read it. */
function codeVariables(): Map<string, string[]> {
	const files = ["server", "scripts"].flatMap(sourceFiles);
	const internal = new Set(files.filter(isTest).flatMap((file) => childProcessVariables(read(file))));
	const readers = new Map<string, string[]>();
	const add = (name: string, file: string) => readers.set(name, [...(readers.get(name) ?? []), file]);
	for (const name of configSchemaVariables(read("server/config.ts"))) add(name, "server/config.ts");
	for (const file of files.filter((f) => !isTest(f)))
		for (const name of directReads(read(file))) if (!internal.has(name)) add(name, file);
	return readers;
}

describe("the README's configuration table", () => {
	const code = codeVariables();
	const readme = readmeVariables();

	it("is found, and each row names a variable", () => {
		// A broken parse must not pass as an empty match on both sides.
		expect(code.size).toBeGreaterThan(20);
		expect(readme.names.length).toBeGreaterThan(20);
		expect(readme.emptyRows).toEqual([]);
		expect(readme.names.filter((name, i) => readme.names.indexOf(name) !== i)).toEqual([]);
	});

	it("lists every variable the code reads", () => {
		const missing = [...code.keys()].filter((name) => !readme.names.includes(name));
		expect(
			missing.map((name) => `${name} (read in ${code.get(name)?.join(", ")})`),
			"variables read by the code but missing from README.md's configuration table",
		).toEqual([]);
	});

	it("lists no variable the code no longer reads", () => {
		const stale = readme.names.filter((name) => !code.has(name));
		expect(stale, "variables in README.md's configuration table that no code reads").toEqual([]);
	});
});

describe("the README's command table", () => {
	/** `npm start` → start, `npm run cli -- <command>` → cli, `postinstall` → postinstall. */
	const scriptOf = (cell: string) => {
		const command = backticked(cell)[0] ?? "";
		return /^npm (?:run )?([\w:-]+)/.exec(command)?.[1] ?? command;
	};
	const listed = firstCells(readmeSection("Commands")).map(scriptOf);
	const scripts = Object.keys(
		(JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts,
	);

	it("lists every npm script, and only those", () => {
		expect(listed.length).toBeGreaterThan(5);
		expect(
			scripts.filter((s) => !listed.includes(s)),
			"npm scripts missing from README.md",
		).toEqual([]);
		expect(
			listed.filter((s) => !scripts.includes(s)),
			"README.md commands that are no npm script",
		).toEqual([]);
	});
});

describe("the parsers", () => {
	it("read the ways the code names a variable", () => {
		expect(
			directReads(
				'const a = process.env.ALPHA; const b = process.env["BETA"]; const { GAMMA, DELTA: d } = process.env;',
			).sort(),
		).toEqual(["ALPHA", "BETA", "DELTA", "GAMMA"]);
		expect(
			configSchemaVariables("const EnvSchema = z.object({\n\tONE: z.string(),\n\tTWO: x({ a: 1 }),\n});"),
		).toEqual(["ONE", "TWO"]);
		expect(
			childProcessVariables("spawn(x, { env: { ...process.env, CHILD_URL: url, CHILD_N: '1' } })"),
		).toEqual(["CHILD_URL", "CHILD_N"]);
	});
});
