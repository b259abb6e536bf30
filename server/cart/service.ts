import { CART_TEXT } from "@core/cart-messages";
import type { CartBatchAddResponse, CartItemResponse, CartLine, CartResponse } from "@core/contracts/cart";
import type { LicenseType } from "@core/license";
import { type PricedLine, priceCart } from "@core/pricing";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type Executor, isoTime, rowsOf, uniqueViolation } from "../db/executor";
import { sqlArray } from "../db/sql";
import { ConflictError, NotFoundError } from "../errors";
import { type PhotoSummaryRow, toPhotoSummary } from "../photos/mappers";

const photoNotFound = () => new NotFoundError("Photo not found");
const lineNotFound = () => new NotFoundError("That photo is not in your cart");

/** A cart line with its photo's card; `price` (photos_details) is the photo's price in cents. */
type CartLineRow = PhotoSummaryRow & {
	item_id: string;
	license_type: LicenseType;
	quantity: number;
	added_at: Date | string;
};

/** The columns of a line (`c`: cart_items or the rows a statement changed) and its photo (`d`: photos_details). */
const LINE_COLUMNS = sql`c.id as item_id, c.license_type, c.quantity, c.added_at,
	d.id, d.photoid, d.title, d.thumbnail_url, d.preview_url, d.width, d.height, d.price,
	d.user_id, d.storefront_name, d.decade_taken, d.event_names`;

/**
 * Prices rows with core/pricing.ts: the photo's price from the database and the line's license
 * and quantity, never a figure from the browser.
 */
function priceRows(rows: readonly CartLineRow[]) {
	return priceCart(
		rows.map((row) => ({
			id: row.item_id,
			photo_price_cents: Number(row.price),
			license_type: row.license_type,
			quantity: Number(row.quantity),
		})),
	);
}

const toLine = (row: CartLineRow, priced: PricedLine): CartLine => ({
	id: row.item_id,
	license_type: row.license_type,
	quantity: priced.quantity,
	added_at: isoTime(row.added_at),
	photo: toPhotoSummary(row),
	unit_price_cents: priced.unit_price_cents,
	subtotal_cents: priced.subtotal_cents,
	discount_cents: priced.discount_cents,
	total_cents: priced.total_cents,
});

/** One line as the add and license-change answers show it: its price before any volume discount. */
function toItem(row: CartLineRow): CartItemResponse["item"] {
	const [priced] = priceRows([row]).lines;
	if (!priced) throw new Error("pricing one line gave none");
	const { discount_cents: _discount, total_cents: _total, ...item } = toLine(row, priced);
	return item;
}

/**
 * The caller's cart, newest added first (spec section 7), priced as a whole. Lines whose photo is no
 * longer live are left out of the lines, the count and every figure; they stay stored, so the line
 * comes back should the photo go live again, and removing or clearing still deletes them. Takes
 * an executor so that checkout can read the cart it charges inside its own transaction.
 */
export async function readCart(executor: Executor, userId: string): Promise<CartResponse> {
	const rows = await rowsOf<CartLineRow>(
		executor,
		sql`select ${LINE_COLUMNS}
			from cart_items c
			join photos_details d on d.id = c.photo_id and d.photo_status = 'live'
			where c.user_id = ${userId}
			order by c.added_at desc, c.id desc`,
	);
	const priced = priceRows(rows);
	return {
		items: rows.flatMap((row, i) => {
			const line = priced.lines[i];
			return line ? [toLine(row, line)] : [];
		}),
		item_count: priced.item_count,
		subtotal_cents: priced.subtotal_cents,
		discount_cents: priced.discount_cents,
		total_cents: priced.total_cents,
		tier: priced.tier,
		next_tier: priced.next_tier,
	};
}

/**
 * How many photos are in one user's cart: the quantity of the lines GET /api/cart shows (live
 * photos only), summed as its item_count is, so the badge and the volume tier never disagree.
 */
export async function countCartItems(database: Database, userId: string): Promise<number> {
	const [row] = await database.query<{ n: number }>(sql`
		select coalesce(sum(c.quantity), 0)::int as n from cart_items c
		join photos p on p.id = c.photo_id and p.photo_status = 'live'
		where c.user_id = ${userId}`);
	return row?.n ?? 0;
}

/**
 * Puts one live photo into the caller's cart (quantity 1). The unique (user, photo) index with
 * `on conflict do nothing` makes concurrent adds of one photo give one row: the others insert
 * nothing and answer 409. A photo that is not live (or no photo) is 404.
 */
export async function addCartItem(
	database: Database,
	userId: string,
	input: { photo_id: string; license_type: LicenseType },
): Promise<CartItemResponse["item"]> {
	let rows: CartLineRow[];
	try {
		rows = await database.query<CartLineRow>(sql`
			with c as (
				insert into cart_items (user_id, photo_id, license_type, quantity)
				select ${userId}::uuid, p.id, ${input.license_type}, 1
				from photos p where p.id = ${input.photo_id} and p.photo_status = 'live'
				on conflict (user_id, photo_id) do nothing
				returning id, photo_id, license_type, quantity, added_at
			)
			select ${LINE_COLUMNS} from c join photos_details d on d.id = c.photo_id`);
	} catch (err) {
		// The conflict clause covers the unique index; a violation can still only mean a duplicate.
		if (uniqueViolation(err) !== null) throw new ConflictError(CART_TEXT.alreadyInCart);
		throw err;
	}
	const [row] = rows;
	if (row) return toItem(row);
	const [live] = await database.query<{ live: boolean }>(
		sql`select exists (select 1 from photos where id = ${input.photo_id} and photo_status = 'live') as live`,
	);
	throw live?.live ? new ConflictError(CART_TEXT.alreadyInCart) : photoNotFound();
}

/** Changes the license of one of the caller's lines whose photo is live; 404 for any other line. */
export async function updateCartLicense(
	database: Database,
	userId: string,
	id: string,
	licenseType: LicenseType,
): Promise<CartItemResponse["item"]> {
	const [row] = await database.query<CartLineRow>(sql`
		with c as (
			update cart_items set license_type = ${licenseType}
			where id = ${id} and user_id = ${userId}
				and exists (select 1 from photos p where p.id = cart_items.photo_id and p.photo_status = 'live')
			returning id, photo_id, license_type, quantity, added_at
		)
		select ${LINE_COLUMNS} from c join photos_details d on d.id = c.photo_id`);
	if (!row) throw lineNotFound();
	return toItem(row);
}

/** Takes one line out of the caller's cart; 404 when it is not theirs. */
export async function removeCartItem(database: Database, userId: string, id: string): Promise<void> {
	const rows = await database.query<{ id: string }>(
		sql`delete from cart_items where id = ${id} and user_id = ${userId} returning id`,
	);
	if (rows.length === 0) throw lineNotFound();
}

/** Empties the caller's cart (lines of photos no longer live too). */
export async function clearCart(database: Database, userId: string): Promise<void> {
	await database.query(sql`delete from cart_items where user_id = ${userId}`);
}

/**
 * Adds photos to the caller's cart in one statement (quantity 1 each). A photo already in the cart
 * (or named twice in the request) is a duplicate, not an error (spec section 8); photos that are
 * not live are the errors.
 */
export async function addCartItems(
	database: Database,
	userId: string,
	items: ReadonlyArray<{ photo_id: string; license_type: LicenseType }>,
): Promise<CartBatchAddResponse> {
	const unique = [...new Map(items.map((item) => [item.photo_id, item])).values()];
	const [row] = await database.query<{ live: number; added: number }>(sql`
		with wanted (photo_id, license_type) as (
			select * from unnest(
				${sqlArray(unique.map((i) => i.photo_id))}::uuid[],
				${sqlArray(unique.map((i) => i.license_type))}::text[])
		),
		live as (
			select w.photo_id, w.license_type from wanted w
			join photos p on p.id = w.photo_id and p.photo_status = 'live'
		),
		added as (
			insert into cart_items (user_id, photo_id, license_type, quantity)
			-- In one order, so two overlapping batches of one user wait for each other instead of deadlocking.
			select ${userId}::uuid, photo_id, license_type, 1 from live order by photo_id
			on conflict (user_id, photo_id) do nothing
			returning photo_id
		)
		select (select count(*)::int from live) as live, (select count(*)::int from added) as added`);
	const live = row?.live ?? 0;
	const added = row?.added ?? 0;
	return { added, duplicates: items.length - unique.length + (live - added), errors: unique.length - live };
}
