import { createHash } from "node:crypto";
import type { MainImage, PhotoBootView } from "@core/boot-view";
import { SearchParams } from "@core/contracts/search";
import { escapeHtml } from "@core/escape-html";
import { FIRST_ANSWERS_ID } from "@core/first-answers";
import { type PageMeta, pageMeta } from "@core/page-meta";
import { previewImage } from "@core/responsive-images";
import { isPositiveIntegerId, MAX_PHOTOID } from "@core/route-params";
import { fullTitle, SITE_NAME } from "@core/site-name";
import { routePatterns } from "@core/site-paths";
import { type RouteTaxonomyType, taxonomyTitle } from "@core/taxonomy";
import { taxonomySearch } from "@core/taxonomy-search";
import type { Database } from "../db/client";
import { DomainError } from "../errors";
import { getCollection, getStorefront, taxonomyName } from "../listings/service";
import { searchPhotos } from "../search/service";
import { livePhotoHead } from "./queries";

/**
 * What the head of a page says: the page's own text, its address and its preview picture, and
 * (a photo page) the picture the page will show first, worth fetching with the page.
 */
export type PageHead = PageMeta & {
	url: string;
	image: string | null;
	mainImage?: MainImage;
	/** A photo page's photo, for its loading view (boot-view.ts). */
	photo?: PhotoBootView;
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Descriptions longer than search engines show are cut at a word. */
function clip(text: string, max = 200): string {
	const flat = text.replace(/\s+/g, " ").trim();
	if (flat.length <= max) return flat;
	return `${flat.slice(0, flat.lastIndexOf(" ", max - 1))}…`;
}

type Details = {
	title?: string;
	description?: string | null;
	image?: string | null;
	/** The picture the page shows largest (a photo's preview), with its srcset and sizes if any. */
	mainImage?: MainImage | null;
	photo?: PhotoBootView;
} | null;

/** A live photo by its photoid or uuid; anything else is not a public page. */
async function photoDetails(database: Database, id: string): Promise<Details> {
	if (isPositiveIntegerId(id) && Number(id) > MAX_PHOTOID) return null;
	const row = await livePhotoHead(database, id);
	if (!row) return null;
	const responsive = previewImage(row.preview_url, row);
	const mainImage = row.preview_url ? { href: row.preview_url, ...responsive } : null;
	return {
		title: row.title,
		description: row.description,
		image: row.preview_url,
		mainImage,
		...(mainImage
			? {
					photo: {
						photoid: row.photoid,
						title: row.title,
						width: row.width,
						height: row.height,
						image: mainImage,
					},
				}
			: {}),
	};
}

/**
 * A taxonomy page exists while a live photo carries the value (any text fits the address, and
 * an empty page is nothing for a search engine): its title, clipped, and its first photo.
 */
async function taxonomyDetails(database: Database, type: RouteTaxonomyType, id: string): Promise<Details> {
	const { name } = await taxonomyName(database, type, id);
	const params = SearchParams.safeParse({ ...taxonomySearch(type, id), limit: "1" });
	if (!params.success) return null;
	const [first] = (await searchPhotos(database, { ...params.data, signedIn: false })).photos;
	if (!first) return null;
	return { title: clip(capitalise(taxonomyTitle(type, name)), 70), image: first.preview_url };
}

/** The page's own title, description and picture from the database; null when it does not exist. */
async function details(database: Database, page: PageMeta): Promise<Details | undefined> {
	const p = page.params;
	try {
		switch (page.route) {
			case routePatterns.photo:
				return photoDetails(database, p.photoid as string);
			case routePatterns.photoUuid:
				return photoDetails(database, p.id as string);
			case routePatterns.collection: {
				const c = await getCollection(database, p.id as string);
				return { title: c.title, description: c.description, image: c.cover?.thumbnail_url };
			}
			case routePatterns.user: {
				const s = await getStorefront(database, p.id as string);
				return { title: s.storefront_name, description: s.bio, image: s.portrait_url };
			}
			case routePatterns.taxonomy:
				return taxonomyDetails(database, p.taxonomyType as RouteTaxonomyType, p.taxonomyId as string);
			default:
				return undefined;
		}
	} catch (error) {
		if (error instanceof DomainError && (error.status === 404 || error.status === 400)) return null;
		throw error;
	}
}

/**
 * The head of the page at `pathname`: the status and text of core's page table, made specific
 * from the database for a photo, a collection, a storefront or a taxonomy page (a missing one is
 * a 404), with `fallbackImage` for pages without a picture of their own.
 */
export async function pageHead(
	database: Database,
	origin: string,
	pathname: string,
	fallbackImage: () => Promise<string | null>,
): Promise<PageHead> {
	const page = pageMeta(pathname);
	const found = page.status === 200 ? await details(database, page) : undefined;
	if (found === null) {
		const missing = pageMeta("/__missing__");
		return { ...missing, url: origin + pathname, image: await fallbackImage() };
	}
	const title = found?.title ? fullTitle(found.title) : page.title;
	const description = found?.description ? clip(found.description) : page.description;
	const image = found?.image ?? (await fallbackImage());
	return {
		...page,
		title,
		description,
		url: origin + (page.route && page.status === 200 ? pathname.replace(/(.)\/+$/, "$1") : pathname),
		image: image ? new URL(image, origin).href : null,
		...(found?.mainImage ? { mainImage: found.mainImage } : {}),
		...(found?.photo ? { photo: found.photo } : {}),
	};
}

function imagePreload({ href, srcSet, sizes }: MainImage): string {
	const choice =
		srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : "";
	return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${choice} />`;
}

/** What the browser may fetch with the page: its route's chunks and stylesheets, its main picture. */
export type Preloads = { scripts?: string[]; styles?: string[]; image?: MainImage };

/**
 * Starts the app once the page has painted its loading view (or the page's first content), or at
 * once in a tab nobody sees (no paint comes there). Until then the browser spends the line on
 * the stylesheet and the page's picture: asked for with them, the app's code (about 150 KB)
 * would hold back the first paint on a slow phone line, though it cannot draw anything sooner.
 * The entry goes first; each of the other chunks is asked for in a task of its own (starting a
 * fetch takes up to several milliseconds, and twenty of them at once made one long task). The
 * addresses come from the #app-code JSON beside it; the code itself never changes, so the
 * Content-Security-Policy allows it by its hash (APP_LOADER_HASH).
 */
export const APP_LOADER = `(function(){var d=document,c=JSON.parse(d.getElementById("app-code").textContent),done=false;function load(){if(done)return;done=true;var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=c.entry;d.head.appendChild(s);c.modules.forEach(function(h){setTimeout(function(){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)})})}if(d.visibilityState!=="visible"||!window.PerformanceObserver||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0){load();return}new PerformanceObserver(function(){load()}).observe({type:"paint",buffered:true});setTimeout(load,4000)})()`;
/** The CSP source that lets APP_LOADER run inline. */
export const APP_LOADER_HASH = `'sha256-${createHash("sha256").update(APP_LOADER).digest("base64")}'`;

/** JSON to place inside a <script> block: no "<" in it can close the block early. */
function scriptJson(value: unknown): string {
	return JSON.stringify(value).replace(/</g, "\\u003c");
}

const moduleScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const modulePreload = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The template's entry script and module preloads, with the route's own chunks, become the
 * inline APP_LOADER and the JSON of what it loads, placed at the end of the body.
 */
function deferAppCode(html: string, routeScripts: string[], answers: Record<string, unknown>): string {
	const entry = html.match(moduleScript)?.[1];
	if (!entry) return html;
	const modules = [...html.matchAll(modulePreload)].map((m) => m[1] as string);
	const code = scriptJson({ entry, modules: [...new Set([...modules, ...routeScripts])] });
	const answered = Object.keys(answers).length
		? `<script type="application/json" id="${FIRST_ANSWERS_ID}">${scriptJson(answers)}</script>\n\t\t`
		: "";
	const loader = `${answered}<script type="application/json" id="app-code">${code}</script>\n\t\t<script>${APP_LOADER}</script>\n\t`;
	return html
		.replace(moduleScript, "")
		.replace(modulePreload, "")
		.replace("</body>", () => `${loader}</body>`);
}

/**
 * index.html with this page's head: its title and description replace the template's, followed
 * by the canonical address, `noindex` where the page is private or missing, the Open Graph and
 * Twitter card tags link previews read, the stylesheets and the preload of the page's main
 * picture. The app's code (the template's and the route's chunks) is loaded after the first
 * paint by APP_LOADER.
 */
export function renderShell(
	template: string,
	head: PageHead,
	preloads: Preloads = {},
	/** The page's own loading view (boot-view.ts), in place of index.html's <!--boot-view--> mark. */
	view = "",
	/** The answers to the app's first requests (first-answers.ts), for the app to start with. */
	answers: Record<string, unknown> = {},
): string {
	// The stylesheets the build linked come first: the page paints once they are in.
	const stylesheet = /<link rel="stylesheet"[^>]*>\s*/g;
	const templateStyles = (template.match(stylesheet) ?? []).map((tag) => tag.trim());
	const tags = [
		`<title>${escapeHtml(head.title)}</title>`,
		`<meta name="description" content="${escapeHtml(head.description)}" />`,
		head.status === 200 && head.indexable ? `<link rel="canonical" href="${escapeHtml(head.url)}" />` : "",
		head.indexable && head.status === 200 ? "" : `<meta name="robots" content="noindex" />`,
		`<meta property="og:site_name" content="${SITE_NAME}" />`,
		`<meta property="og:type" content="website" />`,
		`<meta property="og:title" content="${escapeHtml(head.title)}" />`,
		`<meta property="og:description" content="${escapeHtml(head.description)}" />`,
		`<meta property="og:url" content="${escapeHtml(head.url)}" />`,
		head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : "",
		`<meta name="twitter:card" content="${head.image ? "summary_large_image" : "summary"}" />`,
		...templateStyles,
		...(preloads.styles ?? []).map(
			(href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`,
		),
		preloads.image ? imagePreload(preloads.image) : "",
	].filter(Boolean);
	// The tags take the place of the template's title (browsers show the first <title>).
	const withoutDescription = deferAppCode(
		template
			.replace(stylesheet, "")
			.replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, "")
			.replace("<!--boot-view-->", () => view),
		preloads.scripts ?? [],
		answers,
	);
	const title = /<title>[\s\S]*?<\/title>/;
	const block = tags.join("\n\t\t");
	// index.html's loading view shows its home hero only on this mark (web/styles.css).
	const marked =
		head.route === "/" && head.status === 200
			? withoutDescription.replace(/<html(\s|>)/, (_, next: string) => `<html data-boot="home"${next}`)
			: withoutDescription;
	if (title.test(marked)) return marked.replace(title, () => block);
	return marked.replace("</head>", () => `${block}\n</head>`);
}
