import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type Manifest, PAGE_MODULES, routeAssets } from "./page-preloads";

const webDir = fileURLToPath(new URL("../../web/", import.meta.url));

describe("PAGE_MODULES", () => {
	it("names, for each route, a page module that web/app/routes.tsx loads", () => {
		const routes = readFileSync(path.join(webDir, "app", "routes.tsx"), "utf8");
		for (const [route, module] of Object.entries(PAGE_MODULES)) {
			expect(existsSync(path.join(webDir, module)), `${route}: ${module} exists`).toBe(true);
			const specifier = `import("@/${module.replace(/\.tsx?$/, "")}")`;
			expect(routes.includes(specifier), `${route}: routes.tsx has ${specifier}`).toBe(true);
		}
	});
});

describe("routeAssets", () => {
	const manifest: Manifest = {
		"main.tsx": {
			file: "assets/index-1.js",
			isEntry: true,
			imports: ["_react.js", "_shared.js"],
			css: ["assets/index-1.css"],
		},
		"_react.js": { file: "assets/react-1.js" },
		"_shared.js": { file: "assets/shared-1.js", css: ["assets/index-1.css"] },
		"_grid.js": {
			file: "assets/grid-1.js",
			imports: ["_shared.js", "_react.js"],
			css: ["assets/grid-1.css"],
		},
		"features/search/components/search-page.tsx": {
			file: "assets/search-page-1.js",
			imports: ["_grid.js", "_shared.js"],
		},
		"features/site/components/about-page.tsx": {
			file: "assets/about-page-1.js",
			imports: ["_grid.js"],
		},
	};

	it("lists a route's chunk and its imports once each, less what index.html loads anyway", () => {
		const assets = routeAssets(manifest);
		expect(assets.get("/search")).toEqual({
			scripts: ["/assets/search-page-1.js", "/assets/grid-1.js"],
			styles: ["/assets/grid-1.css"],
		});
		expect(assets.get("/about")?.scripts).toEqual(["/assets/about-page-1.js", "/assets/grid-1.js"]);
	});

	it("leaves out routes whose module the build does not have", () => {
		expect(routeAssets(manifest).has("/pricing")).toBe(false);
		expect(routeAssets({}).size).toBe(0);
	});
});
