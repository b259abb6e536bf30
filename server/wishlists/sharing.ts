import { randomBytes } from "node:crypto";
import type { SharedWishlistResponse } from "@core/contracts/wishlists";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { uniqueViolation } from "../db/executor";
import { NotFoundError } from "../errors";
import { toPhotoSummary } from "../photos/mappers";
import { selectItems, type WishlistItemRow } from "./queries";
import { wishlistNotFound } from "./service";

/** A shared page shows at most this many photos. */
export const SHARED_PHOTO_LIMIT = 200;
/** Tries before giving up on a fresh code; 16^10 codes make even a second try rare. */
const SHARE_CODE_TRIES = 5;

/** Ten lowercase hex characters (spec section 5). */
const newShareCode = () => randomBytes(5).toString("hex");

/** The wishlist's share code: the one it has, else a new one (asking twice gives the same code). */
export async function shareWishlist(database: Database, userId: string, id: string): Promise<string> {
	for (let attempt = 0; attempt < SHARE_CODE_TRIES; attempt++) {
		try {
			// Keeps an existing code; a concurrent share that set one first is found by the same statement.
			const [row] = await database.query<{ share_code: string | null }>(sql`
				update wishlists set share_code = coalesce(share_code, ${newShareCode()})
				where id = ${id} and user_id = ${userId} returning share_code`);
			if (!row) throw wishlistNotFound();
			if (row.share_code) return row.share_code;
		} catch (err) {
			// Another wishlist already has this code: draw again.
			if (uniqueViolation(err) === null) throw err;
		}
	}
	throw new Error(`no free share code after ${SHARE_CODE_TRIES} tries`);
}

/** Stops sharing: the old link answers 404 from now on. */
export async function unshareWishlist(database: Database, userId: string, id: string): Promise<void> {
	const rows = await database.query<{ id: string }>(sql`
		update wishlists set share_code = null where id = ${id} and user_id = ${userId} returning id`);
	if (rows.length === 0) throw wishlistNotFound();
}

/** A wishlist as anyone with its link sees it: name, owner's first name and live photos. */
export async function sharedWishlist(database: Database, shareCode: string): Promise<SharedWishlistResponse> {
	const [wishlist] = await database.query<{
		id: string;
		name: string;
		description: string | null;
		first_name: string | null;
		item_count: number;
	}>(sql`
		select w.id, w.name, w.description, pr.first_name,
			(select count(*)::int from wishlist_items wi join photos ph on ph.id = wi.photo_id
				where wi.wishlist_id = w.id and ph.photo_status = 'live') as item_count
		from wishlists w left join profiles pr on pr.id = w.user_id
		where w.share_code = ${shareCode}`);
	if (!wishlist) throw new NotFoundError("Shared wishlist not found");
	const items = await database.query<WishlistItemRow>(
		selectItems(sql`wi.wishlist_id = ${wishlist.id}`, SHARED_PHOTO_LIMIT),
	);
	return {
		name: wishlist.name,
		description: wishlist.description,
		owner_first_name: wishlist.first_name,
		item_count: wishlist.item_count,
		photos: items.map(toPhotoSummary),
	};
}
