import { readFile } from "node:fs/promises";
import path from "node:path";
import { BOOT_VIEW_TILES, listingBootView, photoBootView } from "@core/boot-view";
import { SearchParams } from "@core/contracts/search";
import { filterQuery, readFilters } from "@core/filter-set";
import { pageMeta } from "@core/page-meta";
import { paths } from "@core/site-paths";
import { hasSearchQuery, resolveSortOrder } from "@core/sort-order";
import type { RouteTaxonomyType } from "@core/taxonomy";
import { taxonomySearch } from "@core/taxonomy-search";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { cached } from "../listings/freshness";
import { searchPhotos } from "../search/service";
import { type RouteAssets, readRouteAssets } from "./page-preloads";
import { type PageHead, pageHead, renderShell } from "./page-shell";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

/** The server's own copy of the sitemap: 10 minutes, or until an admin write. */
const SITEMAP_TTL_MS = 600_000;
/** Crawlers may keep the sitemap and robots.txt for an hour. */
const CRAWLER_CACHE = "public, max-age=3600";
/** The picture for pages without one of their own: the most popular featured photo, kept 10 minutes. */
const FALLBACK_IMAGE_TTL_MS = 600_000;

/** Who asks: a visitor with a session cookie is likely signed in (photo pages are for members). */
export type Visitor = {
	signedIn: boolean;
	/** The visit's random-order seed (core/visitor-seed.ts). */
	seed?: number;
};

export type PageShell = (
	pathname: string,
	visitor?: Visitor,
	/** The address's query string (the search page's loading view lists what it asks for). */
	query?: URLSearchParams,
) => Promise<{ status: number; html: string }>;

/**
 * robots.txt and sitemap.xml (issue 10), and the page shell: index.html with each page's title,
 * description and preview tags, answered with 404 for paths the app has no page for.
 */
export function createPageShell(
	database: Database,
	origin: string,
	indexHtml: string,
	onError: (error: unknown) => void = () => {},
): PageShell {
	let template: Promise<string> | undefined;
	let fallback: { at: number; value: Promise<string | null> } | undefined;
	const fallbackImage = () => {
		if (!fallback || Date.now() - fallback.at > FALLBACK_IMAGE_TTL_MS) {
			const value = database
				.query<{ preview_url: string | null }>(sql`
					select preview_url from photos where photo_status = 'live' and preview_url is not null
					order by featured desc, popularity desc, photoid limit 1`)
				.then((rows) => rows[0]?.preview_url ?? null);
			fallback = { at: Date.now(), value };
			value.catch(() => {
				fallback = undefined;
			});
		}
		return fallback.value;
	};
	let assets: Promise<Map<string, RouteAssets>> | undefined;
	return async (pathname, visitor = { signedIn: false }, query = new URLSearchParams()) => {
		template ??= readFile(indexHtml, "utf8");
		assets ??= readRouteAssets(path.dirname(indexHtml));
		let head: PageHead;
		try {
			head = await pageHead(database, origin, pathname, fallbackImage);
		} catch (error) {
			// The page's own text is a nicety: when the database fails, the app still loads with
			// the path's general head (the app then shows its own error).
			onError(error);
			const page = pageMeta(pathname);
			head = { ...page, url: origin + pathname, image: null };
		}
		const route = head.status === 200 && head.route ? (await assets).get(head.route) : undefined;
		// A guest is sent to sign in from a photo page: its picture would be fetched for nothing.
		const image = visitor.signedIn ? head.mainImage : undefined;
		const view =
			visitor.signedIn && head.photo
				? photoBootView(head.photo)
				: head.status === 200
					? await listingView(database, head, query, visitor, onError)
					: "";
		return {
			status: head.status,
			html: renderShell(await template, head, { ...route, ...(image ? { image } : {}) }, view),
		};
	};
}

/**
 * The loading view of the search page (typed words) and of a taxonomy page (core/boot-view.ts):
 * their first photos in the order the page will list them, the random order with the visit's
 * seed. Nothing for other pages, a query the API would refuse, or a failed search (the app then
 * shows its own state).
 */
async function listingView(
	database: Database,
	head: PageHead,
	query: URLSearchParams,
	visitor: Visitor,
	onError: (error: unknown) => void,
): Promise<string> {
	let search: Record<string, string | undefined>;
	let filters: boolean;
	if (head.route === paths.search) {
		const q = query.get("q")?.trim() ?? "";
		if (!hasSearchQuery(q)) return "";
		search = { ...filterQuery(readFilters(query)), q };
		filters = true;
	} else if (head.route === "/taxonomy/:taxonomyType/:taxonomyId") {
		const { taxonomyType, taxonomyId } = head.params as {
			taxonomyType: RouteTaxonomyType;
			taxonomyId: string;
		};
		search = taxonomySearch(taxonomyType, taxonomyId);
		filters = false;
	} else return "";
	const sort = resolveSortOrder(query.get("sort"), hasSearchQuery(search.q));
	if (sort === "random" && visitor.seed === undefined) return "";
	const params = SearchParams.safeParse({
		...search,
		sort,
		seed: visitor.seed === undefined ? undefined : String(visitor.seed),
		limit: String(BOOT_VIEW_TILES),
	});
	if (!params.success) return "";
	try {
		const { photos } = await searchPhotos(database, { ...params.data, signedIn: visitor.signedIn });
		return listingBootView(photos, { filters });
	} catch (error) {
		onError(error);
		return "";
	}
}

export const seoRoutes: FastifyPluginAsyncZod<{ database: Database; origin: string }> = async (
	app,
	{ database, origin },
) => {
	// Seven aggregate queries: one answer serves every crawler until the TTL or an admin write.
	const sitemap = cached(SITEMAP_TTL_MS, async () => sitemapXml(origin, await sitemapEntries(database)));
	app.get("/robots.txt", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) =>
		reply.header("cache-control", CRAWLER_CACHE).type("text/plain").send(robotsTxt(origin)),
	);

	app.get(
		"/sitemap.xml",
		{ config: { access: "public" }, schema: { hide: true } },
		async (_request, reply) => {
			return reply
				.header("cache-control", CRAWLER_CACHE)
				.type("application/xml")
				.send(await sitemap());
		},
	);
};
