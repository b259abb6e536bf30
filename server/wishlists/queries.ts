import type { Wishlist, WishlistItem } from "@core/contracts/wishlists";
import { type SQL, sql } from "drizzle-orm";
import { isoTime } from "../db/executor";
import { type PhotoSummaryRow, toPhotoSummary } from "../photos/mappers";

/** How many of a wishlist's newest photos give the list its cover. */
const COVER_COUNT = 4;

export type WishlistRow = {
	id: string;
	name: string;
	description: string | null;
	project_id: string | null;
	project_name: string | null;
	company: string | null;
	item_count: number;
	cover_urls: string[];
	share_code: string | null;
	created_at: Date | string;
	updated_at: Date | string;
};

export const toWishlist = (row: WishlistRow): Wishlist => ({
	id: row.id,
	name: row.name,
	description: row.description,
	project_id: row.project_id,
	project_name: row.project_name,
	company: row.company,
	item_count: Number(row.item_count),
	cover_urls: row.cover_urls,
	share_code: row.share_code,
	created_at: isoTime(row.created_at),
	updated_at: isoTime(row.updated_at),
});

/**
 * Wishlists as lists show them, in one statement: the project and its company, and the count and
 * newest thumbnails of the photos still live (the detail page leaves the others out too).
 */
export const selectWishlists = (where: SQL, orderBy: SQL = sql`w.updated_at desc, w.id`) => sql`
	select w.id, w.name, w.description, w.project_id, p.name as project_name, p.company,
		i.item_count, coalesce(i.cover_urls, '{}'::text[]) as cover_urls,
		w.share_code, w.created_at, w.updated_at
	from wishlists w
	left join projects p on p.id = w.project_id and p.user_id = w.user_id
	cross join lateral (
		select count(*)::int as item_count,
			(array_agg(ph.thumbnail_url order by wi.added_at desc, wi.id desc)
				filter (where ph.thumbnail_url is not null))[1:${sql.raw(String(COVER_COUNT))}] as cover_urls
		from wishlist_items wi join photos ph on ph.id = wi.photo_id and ph.photo_status = 'live'
		where wi.wishlist_id = w.id
	) i
	where ${where}
	order by ${orderBy}`;

export type WishlistItemRow = PhotoSummaryRow & {
	item_id: string;
	license_type: WishlistItem["license_type"];
	added_at: Date | string;
};

export const toWishlistItem = (row: WishlistItemRow): WishlistItem => ({
	id: row.item_id,
	license_type: row.license_type,
	added_at: isoTime(row.added_at),
	photo: toPhotoSummary(row),
});

/** A wishlist's items whose photos are live, newest added first, each with its photo card. */
export const selectItems = (where: SQL, limit?: number) => sql`
	select wi.id as item_id, wi.license_type, wi.added_at,
		d.id, d.photoid, d.title, d.thumbnail_url, d.preview_url, d.width, d.height, d.price,
		d.user_id, d.storefront_name, d.decade_taken, d.event_names
	from wishlist_items wi
	join photos_details d on d.id = wi.photo_id and d.photo_status = 'live'
	where ${where}
	order by wi.added_at desc, wi.id desc
	${limit === undefined ? sql`` : sql`limit ${limit}`}`;
