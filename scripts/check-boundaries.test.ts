import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { checkFile, checkTree, formatViolation, importsOf } from "./check-boundaries";

const root = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);

/** The messages `npm run check` prints for one file. */
const messages = (file: string, source: string) => checkFile(file, source).map(formatViolation);

describe("the web boundary check", () => {
	it("flags a feature importing another feature through the @/ alias, naming file, line and import", () => {
		const source =
			'import { useCart } from "@/lib/cart";\nimport { CartPage } from "@/features/cart/components/cart-page";\n';
		expect(messages("web/features/wishlists/components/list.tsx", source)).toEqual([
			'web/features/wishlists/components/list.tsx:2: imports "@/features/cart/components/cart-page" (web/features/cart/components/cart-page): a feature imports no other feature: move what both need to web/components/, web/lib/ or web/api/<domain>/',
		]);
	});

	it("flags a feature reaching another by a relative path, but not its own files either way", () => {
		const file = "web/features/orders/admin/components/order-page.tsx";
		expect(checkFile(file, 'import { x } from "../../../cart/api/get-cart";').map((v) => v.target)).toEqual([
			"web/features/cart/api/get-cart",
		]);
		const own = [
			'import { a } from "../api/get-order";',
			'import { b } from "../../components/checkout-page";',
			'import { c } from "@/features/orders/lib/order-format";',
		].join("\n");
		expect(checkFile(file, own)).toEqual([]);
	});

	it("flags lib/ importing a feature", () => {
		expect(
			messages("web/lib/toast.ts", 'import { Toaster } from "@/features/site/components/toaster";'),
		).toEqual([
			'web/lib/toast.ts:1: imports "@/features/site/components/toaster" (web/features/site/components/toaster): web/lib/ is shared code and imports no feature',
		]);
	});

	it("flags components/ importing from app/, by alias or relative path", () => {
		const source = 'import { routes } from "@/app/routes";\nimport { Header } from "../app/header";';
		expect(messages("web/components/panel.tsx", source)).toEqual([
			'web/components/panel.tsx:1: imports "@/app/routes" (web/app/routes): web/components/ imports nothing from web/app/: the app puts the rest together, nothing builds on it',
			'web/components/panel.tsx:2: imports "../app/header" (web/app/header): web/components/ imports nothing from web/app/: the app puts the rest together, nothing builds on it',
		]);
	});

	it("keeps api/ below the screens and features away from app/, and lets the app and the test helpers use anything", () => {
		expect(
			checkFile("web/api/cart/cart-query.ts", 'import { x } from "@/features/cart/api/get-cart";'),
		).toHaveLength(1);
		expect(
			checkFile("web/api/cart/cart-query.ts", 'import { Panel } from "@/components/panel";'),
		).toHaveLength(1);
		expect(
			checkFile("web/features/cart/components/x.tsx", 'import { routes } from "@/app/routes";'),
		).toHaveLength(1);
		const anything = 'import "@/features/cart/components/cart-page";\nimport { routes } from "@/app/routes";';
		expect(checkFile("web/app/routes.tsx", anything)).toEqual([]);
		expect(checkFile("web/test/render-app.tsx", anything)).toEqual([]);
		expect(checkFile("web/components/x.tsx", 'import { cn } from "@/lib/cn";\nimport "@core/x";')).toEqual(
			[],
		);
	});

	it("reads import(), export ... from, type and side-effect imports, and no import in a comment or string", () => {
		const source = [
			'/* import { a } from "@/features/x/one"; */',
			'// const b = import("@/features/x/two");',
			"const text = \"import { c } from '@/features/x/three'\";",
			// biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source holding a template literal
			"const t = `${'import(\"@/features/x/four\")'}`;",
			'const page = lazy(() => import("@/features/x/five"));',
			'export { six } from "@/features/x/six";',
			"export * from '@/features/x/seven';",
			'import type { Eight } from "@/features/x/eight";',
			'import "@/features/x/nine.css";',
			"import {",
			"\tten,",
			'} from "@/features/x/ten";',
			"const ratio = total / count; const re = /['\"]/g;",
			"const note = <p>Don't let a stray quote hide the next line</p>;",
			'export type { Eleven } from "@/features/x/eleven";',
		].join("\n");
		expect(importsOf(source)).toEqual([
			{ specifier: "@/features/x/five", line: 5 },
			{ specifier: "@/features/x/six", line: 6 },
			{ specifier: "@/features/x/seven", line: 7 },
			{ specifier: "@/features/x/eight", line: 8 },
			{ specifier: "@/features/x/nine.css", line: 9 },
			{ specifier: "@/features/x/ten", line: 12 },
			{ specifier: "@/features/x/eleven", line: 15 },
		]);
	});

	it("finds no violation in the web as it is", () => {
		const { files, violations } = checkTree(root);
		expect(files).toBeGreaterThan(100);
		expect(violations.map(formatViolation)).toEqual([]);
	});

	describe("from the command line", () => {
		const tree = mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
		afterAll(() => rmSync(tree, { recursive: true, force: true }));
		const write = (file: string, text: string) => {
			mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
			writeFileSync(path.join(tree, file), text);
		};

		it("fails with one line per violation and a count", async () => {
			write("web/features/a/components/a.tsx", 'import { b } from "@/features/b/components/b";\n');
			write("web/lib/util.ts", 'export { a } from "../features/a/components/a";\n');
			const failed = await run(`${root}/node_modules/.bin/tsx`, ["scripts/check-boundaries.ts", tree], {
				cwd: root,
			}).then(
				() => null,
				(error: { code: number; stderr: string }) => error,
			);
			expect(failed?.code).toBe(1);
			expect(failed?.stderr.trim().split("\n")).toEqual([
				'web/features/a/components/a.tsx:1: imports "@/features/b/components/b" (web/features/b/components/b): a feature imports no other feature: move what both need to web/components/, web/lib/ or web/api/<domain>/',
				'web/lib/util.ts:1: imports "../features/a/components/a" (web/features/a/components/a): web/lib/ is shared code and imports no feature',
				"",
				"2 web boundary violations in 2 files (rules: scripts/check-boundaries.ts).",
			]);
		});
	});
});
