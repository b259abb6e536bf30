import { readFile } from "node:fs/promises";
import path from "node:path";
import { paths, routePatterns } from "@core/site-paths";

/**
 * The module web/app/routes.tsx loads on demand for each page a visitor may land on, named as
 * Vite's build manifest names it (relative to web/). The shell links these chunks for preloading,
 * so the browser fetches a page's code together with the app's instead of after it has run.
 * page-preloads.test.ts checks each against routes.tsx. A page missing here still works; it
 * only loads its code one step later.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
	[paths.photos]: "features/search/components/photos-page.tsx",
	[paths.search]: "features/search/components/search-page.tsx",
	[paths.popular]: "features/search/components/fixed-order-pages.tsx",
	[paths.newArrivals]: "features/search/components/fixed-order-pages.tsx",
	[paths.events]: "features/listings/components/events-page.tsx",
	[paths.collections]: "features/listings/components/collections-page.tsx",
	[routePatterns.collection]: "features/listings/components/collection-page.tsx",
	[routePatterns.taxonomy]: "features/search/components/taxonomy-page.tsx",
	[routePatterns.user]: "features/listings/components/storefront-page.tsx",
	[routePatterns.photo]: "features/photos/components/photo-detail-page.tsx",
	[routePatterns.photoUuid]: "features/photos/components/photo-detail-page.tsx",
	[paths.about]: "features/site/components/about-page.tsx",
	[paths.privacy]: "features/site/components/privacy-page.tsx",
	[paths.terms]: "features/site/components/terms-page.tsx",
	[paths.cookies]: "features/site/components/cookies-page.tsx",
	[paths.license]: "features/site/components/license-page.tsx",
	[paths.pricing]: "features/site/components/pricing-page.tsx",
	[paths.sitemap]: "features/site/components/sitemap-page.tsx",
	[paths.contact]: "features/contact/components/contact-page.tsx",
};

/** One chunk of Vite's `.vite/manifest.json`. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** What the shell links for a route: its code (module preloads) and its stylesheets. */
export type RouteAssets = { scripts: string[]; styles: string[] };

/** The chunks a manifest key needs (itself and its static imports, each once). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
	if (seen.has(key) || !manifest[key]) return seen;
	seen.add(key);
	for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
	return seen;
}

/**
 * The assets of each route in PAGE_MODULES, less what index.html loads anyway (the entry and its
 * imports): absolute paths such as `/assets/search-page-1a2b.js`.
 */
export function routeAssets(manifest: Manifest): Map<string, RouteAssets> {
	const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
	const loaded = entry ? closure(manifest, entry) : new Set<string>();
	const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
	const byRoute = new Map<string, RouteAssets>();
	for (const [route, module] of Object.entries(PAGE_MODULES)) {
		if (!manifest[module]) continue;
		const keys = [...closure(manifest, module)].filter((key) => !loaded.has(key));
		byRoute.set(route, {
			scripts: keys.map((key) => `/${manifest[key]?.file}`),
			styles: [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))]
				.filter((css) => !loadedCss.has(css))
				.map((css) => `/${css}`),
		});
	}
	return byRoute;
}

/** The route assets of a build (`webDir/.vite/manifest.json`); none when it has no manifest. */
export async function readRouteAssets(webDir: string): Promise<Map<string, RouteAssets>> {
	try {
		const text = await readFile(path.join(webDir, ".vite", "manifest.json"), "utf8");
		return routeAssets(JSON.parse(text) as Manifest);
	} catch {
		return new Map();
	}
}
