import { PUBLIC_PAGE_TEXT } from "@core/page-meta";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** A sitemap may hold 50,000 addresses; ours stays well under it by capping the long lists. */
const MAX_PER_KIND = 5_000;

/** The taxonomy pages worth a search engine's visit: the values live photos actually have. */
const TAXONOMY_COLUMNS = [
	{ type: "decade", column: sql`decade_taken` },
	{ type: "country", column: sql`location_country` },
	{ type: "image_style", column: sql`image_style` },
	{ type: "color_and_mood", column: sql`color_and_mood` },
] as const;

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
		database.query<{ id: string; updated_at: string }>(sql`
			select col.id, to_char(col.updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated_at
			from collections col
			where col.is_public and exists (
				select 1 from collection_photos cp join photos p on p.id = cp.photo_id
				where cp.collection_id = col.id and p.photo_status = 'live')
			order by col.updated_at desc limit ${MAX_PER_KIND}`),
		database.query<{ user_id: string }>(sql`
			select user_id from photos where photo_status = 'live'
			group by user_id order by count(*) desc limit ${MAX_PER_KIND}`),
		database.query<{ value: string }>(sql`
			select tag as value from photos, unnest(tags) as tag where photo_status = 'live'
			group by tag order by count(*) desc, tag limit ${MAX_PER_KIND}`),
		...TAXONOMY_COLUMNS.map(({ column }) =>
			database.query<{ value: string }>(sql`
				select ${column} as value from photos
				where photo_status = 'live' and ${column} is not null and ${column} <> ''
				group by 1 order by 1 limit ${MAX_PER_KIND}`),
		),
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
