import { PUBLIC_PAGE_TEXT } from "@core/page-meta";
import type { Database } from "../db/client";
import {
	sitemapCollections,
	sitemapColumnValues,
	sitemapStorefronts,
	sitemapTags,
	type TaxonomyColumn,
} from "./queries";

/** A sitemap may hold 50,000 addresses; ours stays well under it by capping the long lists. */
const MAX_PER_KIND = 5_000;

/** The taxonomy pages worth a search engine's visit: the values live photos actually have. */
const TAXONOMY_COLUMNS: ReadonlyArray<{ type: string; column: TaxonomyColumn }> = [
	{ type: "decade", column: "decade_taken" },
	{ type: "country", column: "location_country" },
	{ type: "image_style", column: "image_style" },
	{ type: "color_and_mood", column: "color_and_mood" },
];

export type SitemapEntry = { path: string; lastModified?: string };

const taxonomyPath = (type: string, value: string) => `/taxonomy/${type}/${encodeURIComponent(value)}`;

/**
 * Every public, indexable address: the public pages, each public collection with a live photo,
 * each family storefront with live photos, and the taxonomy pages of the values in use (tags by
 * how many live photos carry them).
 */
export async function sitemapEntries(database: Database): Promise<SitemapEntry[]> {
	const pages: SitemapEntry[] = Object.keys(PUBLIC_PAGE_TEXT).map((path) => ({ path }));

	const [collections, storefronts, tags, ...taxonomies] = await Promise.all([
		sitemapCollections(database, MAX_PER_KIND),
		sitemapStorefronts(database, MAX_PER_KIND),
		sitemapTags(database, MAX_PER_KIND),
		...TAXONOMY_COLUMNS.map(({ column }) => sitemapColumnValues(database, column, MAX_PER_KIND)),
	]);

	return [
		...pages,
		...collections.map((c) => ({ path: `/collections/${c.id}`, lastModified: c.updated_at })),
		...storefronts.map((s) => ({ path: `/user/${s.user_id}` })),
		...TAXONOMY_COLUMNS.flatMap(({ type }, i) =>
			(taxonomies[i] ?? []).map((row) => ({ path: taxonomyPath(type, row.value) })),
		),
		...tags.map((t) => ({ path: taxonomyPath("tag", t.value) })),
	];
}

const escapeXml = (text: string) =>
	text.replace(
		/[<>&'"]/g,
		(c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
	);

/** The sitemap protocol's XML for these entries on the site at `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
	const urls = entries.map((entry) => {
		const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : "";
		return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
	});
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Where crawlers may go: the public pages, not the API, the account, the cart or the admin area. */
export function robotsTxt(origin: string): string {
	const disallow = [
		"/api/",
		"/admin",
		"/account",
		"/profile",
		"/cart",
		"/checkout",
		"/my-purchases",
		"/orders",
		"/wishlists",
		"/shared-wishlist",
		// Issue 29: a company's workspace, a production's page, an invitation link.
		"/companies",
		"/productions",
		"/invitations",
		"/auth",
		"/dev/",
	];
	return [
		"User-agent: *",
		"Allow: /",
		...disallow.map((path) => `Disallow: ${path}`),
		"",
		`Sitemap: ${origin}/sitemap.xml`,
		"",
	].join("\n");
}
