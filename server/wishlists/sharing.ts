import { randomBytes } from "node:crypto";
import type { SharedWishlistResponse } from "@core/contracts/wishlists";
import type { Database } from "../db/client";
import { uniqueViolation } from "../db/executor";
import { NotFoundError } from "../errors";
import { clearShareCode, livePhotosOf, setShareCode, sharedWishlistRow } from "./queries";
import { refuseWishlist } from "./service";

/** A shared page shows at most this many photos. */
export const SHARED_PHOTO_LIMIT = 200;
/** Tries before giving up on a fresh code; 16^10 codes make even a second try rare. */
const SHARE_CODE_TRIES = 5;

/** Ten lowercase hex characters (spec section 5). */
const newShareCode = () => randomBytes(5).toString("hex");

/**
 * The wishlist's share code: the one it has, else a new one (asking twice gives the same code).
 * Its creator while a member, or the company's owner, may share it (access.ts wishlistManage).
 */
export async function shareWishlist(database: Database, userId: string, id: string): Promise<string> {
	for (let attempt = 0; attempt < SHARE_CODE_TRIES; attempt++) {
		try {
			const code = await setShareCode(database.db, userId, id, newShareCode());
			if (code === undefined) throw await refuseWishlist(database.db, userId, id);
			if (code) return code;
		} catch (err) {
			// Another wishlist already has this code: draw again.
			if (uniqueViolation(err) === null) throw err;
		}
	}
	throw new Error(`no free share code after ${SHARE_CODE_TRIES} tries`);
}

/** Stops sharing: the old link answers 404 from now on. */
export async function unshareWishlist(database: Database, userId: string, id: string): Promise<void> {
	if (!(await clearShareCode(database.db, userId, id))) throw await refuseWishlist(database.db, userId, id);
}

/** A wishlist as anyone with its link sees it: name, owner's first name, live photos and their notes. */
export async function sharedWishlist(database: Database, shareCode: string): Promise<SharedWishlistResponse> {
	const wishlist = await sharedWishlistRow(database.db, shareCode);
	if (!wishlist) throw new NotFoundError("Shared wishlist not found");
	return {
		name: wishlist.name,
		description: wishlist.description,
		owner_first_name: wishlist.first_name,
		item_count: wishlist.item_count,
		...(await livePhotosOf(database.db, wishlist.id, SHARED_PHOTO_LIMIT)),
	};
}
