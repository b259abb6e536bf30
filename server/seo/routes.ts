import { readFile } from "node:fs/promises";
import path from "node:path";
import { BOOT_VIEW_TILES, listingBootView, photoBootView } from "@core/boot-view";
import { pageMeta } from "@core/page-meta";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { cached } from "../listings/freshness";
import { type Ask, firstAnswers, listingAnswerKey, listingPhotos, listingRequest } from "./first-answers";
import { type RouteAssets, readRouteAssets } from "./page-preloads";
import { type PageHead, pageHead, renderShell } from "./page-shell";
import { fallbackPreviewUrl } from "./queries";
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
	/** Asks the API as this visitor: the page then carries its first answers (first-answers.ts). */
	ask?: Ask;
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
	// Reloaded after an admin write too (on every instance): the photo may have been withdrawn.
	const fallbackImage = cached(database, FALLBACK_IMAGE_TTL_MS, () => fallbackPreviewUrl(database));
	let assets: Promise<Map<string, RouteAssets>> | undefined;
	return async (pathname, visitor = { signedIn: false }, query = new URLSearchParams()) => {
		template ??= readFile(indexHtml, "utf8");
		assets ??= readRouteAssets(path.dirname(indexHtml));
		// The API's answers are asked for beside the head: neither waits for the other.
		const pageAnswers = visitor.ask
			? firstAnswers(pageMeta(pathname), query, visitor.seed, visitor.ask).catch((error: unknown) => {
					onError(error);
					return {};
				})
			: Promise.resolve({});
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
		const answers = await pageAnswers;
		const view =
			visitor.signedIn && head.photo
				? photoBootView(head.photo)
				: head.status === 200
					? listingView(head, query, visitor.seed, answers)
					: "";
		return {
			status: head.status,
			html: renderShell(await template, head, { ...route, ...(image ? { image } : {}) }, view, answers),
		};
	};
}

/**
 * The loading view of /photos, the search page (typed words) and a taxonomy page (core/boot-view.ts):
 * their first photos, from the page's first answers, in the order the page will list them.
 * Nothing for other pages or when the search had no answer (the app then shows its own state).
 */
function listingView(
	head: PageHead,
	query: URLSearchParams,
	seed: number | undefined,
	answers: Record<string, unknown>,
): string {
	const listing = listingRequest(head, query);
	if (!listing || seed === undefined) return "";
	const photos = listingPhotos(answers, listingAnswerKey(listing, seed));
	return photos ? listingBootView(photos.slice(0, BOOT_VIEW_TILES), { filters: listing.filters }) : "";
}

export const seoRoutes: FastifyPluginAsyncZod<{ database: Database; origin: string }> = async (
	app,
	{ database, origin },
) => {
	// Seven aggregate queries: one answer serves every crawler until the TTL or an admin write.
	const sitemap = cached(database, SITEMAP_TTL_MS, async () =>
		sitemapXml(origin, await sitemapEntries(database)),
	);
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
