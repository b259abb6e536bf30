import type { Clearance } from "@core/clearance";
import type { LicenseType } from "@core/license";
import type { ExclusiveTerm } from "@core/licensing";
import { sql } from "drizzle-orm";
import { projectAccess } from "../companies/access";
import { answersRow, type Executor, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { cart_items, photos } from "../db/schema";
import { sqlArray } from "../db/sql";
import { paidChainCents } from "../licensing/upgrades";
import type { PhotoSummaryRow } from "../photos/mappers";
import { CARD_COLUMNS } from "../photos/queries";

/**
 * The cart's SQL: its lines with their photos' cards, and the writes that keep one line per
 * photo (the unique (user, photo) index decides races). Pricing the rows is the service's.
 */

/** A cart line with its photo's card; `price` (photos_details) is the photo's price in cents. */
export type CartLineRow = PhotoSummaryRow &
	Columns<typeof cart_items, "quantity" | "added_at"> & {
		item_id: string;
		/** One of the license types: the column's CHECK holds it to core/license.ts's list. */
		license_type: LicenseType;
		/** Issue 30: the exclusive term (its CHECK: 6 or 12, hero only) and the licence upgraded. */
		exclusive_months: ExclusiveTerm | null;
		upgrade_of: string | null;
		/** The upgraded licence (`u`: order_items), null without one. */
		upgrade_licence_number: string | null;
		upgrade_license_type: LicenseType | null;
		upgrade_exclusive_months: ExclusiveTerm | null;
		upgrade_paid_cents: number | null;
	};

/**
 * The columns of a line (`c`: cart_items or the rows a statement changed), its photo (`d`:
 * photos_details) and the licence it upgrades (`u`, UPGRADE_JOIN).
 */
const LINE_COLUMNS = sql`c.id as item_id, c.license_type, c.quantity, c.added_at, c.exclusive_months,
	c.upgrade_of, u.licence_number as upgrade_licence_number, u.license_type as upgrade_license_type,
	u.exclusive_months as upgrade_exclusive_months,
	case when u.id is not null then ${paidChainCents(sql`u.id`)} end as upgrade_paid_cents, ${CARD_COLUMNS}`;
const UPGRADE_JOIN = sql`left join order_items u on u.id = c.upgrade_of`;
/** What a statement that writes lines returns, for LINE_COLUMNS. */
const RETURNING = sql`returning id, photo_id, license_type, quantity, added_at, exclusive_months, upgrade_of`;

/** The user's lines whose photos are live, newest added first. */
export function liveCartLines(executor: Executor, userId: string): Promise<CartLineRow[]> {
	return rowsOf<CartLineRow>(
		executor,
		sql`select ${LINE_COLUMNS}
			from cart_items c
			join photos_details d on d.id = c.photo_id and d.photo_status = 'live'
			${UPGRADE_JOIN}
			where c.user_id = ${userId}
			order by c.added_at desc, c.id desc`,
	);
}

/** The quantities of the user's lines whose photos are live, summed. */
export async function liveCartQuantity(executor: Executor, userId: string): Promise<number> {
	const [row] = await rowsOf<{ n: number }>(
		executor,
		sql`select coalesce(sum(c.quantity), 0)::int as n from cart_items c
			join photos p on p.id = c.photo_id and p.photo_status = 'live'
			where c.user_id = ${userId}`,
	);
	return row?.n ?? 0;
}

/** The new line (quantity 1), or undefined when the photo is not live or already in the cart. */
export async function insertLiveLine(
	executor: Executor,
	userId: string,
	input: {
		photo_id: string;
		license_type: LicenseType;
		exclusive_months?: ExclusiveTerm | null;
		upgrade_of?: string | null;
	},
): Promise<CartLineRow | undefined> {
	const [row] = await rowsOf<CartLineRow>(
		executor,
		sql`with c as (
				insert into cart_items (user_id, photo_id, license_type, quantity, exclusive_months, upgrade_of)
				select ${userId}::uuid, p.id, ${input.license_type}, 1, ${input.exclusive_months ?? null}::int,
					${input.upgrade_of ?? null}::uuid
				from photos p where p.id = ${input.photo_id} and p.photo_status = 'live'
				on conflict (user_id, photo_id) do nothing
				${RETURNING}
			)
			select ${LINE_COLUMNS} from c join photos_details d on d.id = c.photo_id ${UPGRADE_JOIN}`,
	);
	return row;
}

/** The live photos among `photoIds` whose ledger clears them for hero use. */
export async function heroClearedPhotos(
	executor: Executor,
	photoIds: readonly string[],
): Promise<Set<string>> {
	const rows = await rowsOf<Columns<typeof photos, "id">>(
		executor,
		sql`select id from photos where id = any(${sqlArray(photoIds)}::uuid[])
			and photo_status = 'live' and clearance = 'hero'`,
	);
	return new Set(rows.map((row) => row.id));
}

/** The photo and upgraded licence of one of the user's lines, or undefined when the line is not theirs. */
export async function linePhoto(
	executor: Executor,
	userId: string,
	lineId: string,
): Promise<Columns<typeof cart_items, "photo_id" | "upgrade_of"> | undefined> {
	const [row] = await rowsOf<Columns<typeof cart_items, "photo_id" | "upgrade_of">>(
		executor,
		sql`select photo_id, upgrade_of from cart_items where id = ${lineId} and user_id = ${userId}`,
	);
	return row;
}

export async function isLivePhoto(executor: Executor, photoId: string): Promise<boolean> {
	const [live] = await rowsOf<{ live: boolean }>(
		executor,
		sql`select exists (select 1 from photos where id = ${photoId} and photo_status = 'live') as live`,
	);
	return live?.live === true;
}

/**
 * The line with its new license and exclusive term (none but for hero usage), or undefined when it
 * is not the user's or its photo is not live.
 */
export async function updateLineLicense(
	executor: Executor,
	userId: string,
	id: string,
	licenseType: LicenseType,
	exclusiveMonths: ExclusiveTerm | null = null,
): Promise<CartLineRow | undefined> {
	const months = licenseType === "hero-usage" ? exclusiveMonths : null;
	const [row] = await rowsOf<CartLineRow>(
		executor,
		sql`with c as (
				update cart_items set license_type = ${licenseType}, exclusive_months = ${months}::int
				where id = ${id} and user_id = ${userId}
					and exists (select 1 from photos p where p.id = cart_items.photo_id and p.photo_status = 'live')
				${RETURNING}
			)
			select ${LINE_COLUMNS} from c join photos_details d on d.id = c.photo_id ${UPGRADE_JOIN}`,
	);
	return row;
}

/** Whether the user had such a line to delete. */
export async function deleteLine(executor: Executor, userId: string, id: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`delete from cart_items where id = ${id} and user_id = ${userId} returning id`,
	);
}

export async function deleteAllLines(executor: Executor, userId: string): Promise<void> {
	await rowsOf(executor, sql`delete from cart_items where user_id = ${userId}`);
}

/**
 * Adds the live photos among `items` (each photo once) in one statement: how many were live, and
 * how many of those were added (the others were in the cart already).
 */
export async function insertLiveLines(
	executor: Executor,
	userId: string,
	items: ReadonlyArray<{ photo_id: string; license_type: LicenseType }>,
): Promise<{ live: number; added: number }> {
	const [row] = await rowsOf<{ live: number; added: number }>(
		executor,
		sql`with wanted (photo_id, license_type) as (
				select * from unnest(
					${sqlArray(items.map((i) => i.photo_id))}::uuid[],
					${sqlArray(items.map((i) => i.license_type))}::text[])
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
			select (select count(*)::int from live) as live, (select count(*)::int from added) as added`,
	);
	return { live: row?.live ?? 0, added: row?.added ?? 0 };
}

/** One of the user's lines as a bulk change reads it: its photo, license and the photo's clearance. */
export type OwnedLineRow = Columns<typeof cart_items, "photo_id"> & {
	id: string;
	license_type: LicenseType;
	hero_cleared: boolean;
	/** Issue 30: the licence the line upgrades, null for a new licence. */
	upgrade_of: string | null;
};

/**
 * The user's lines among `lineIds` whose photos are live, locked for the rest of the transaction
 * (in id order, so two bulk changes of one cart wait for each other instead of deadlocking).
 */
export function lockOwnedLiveLines(
	executor: Executor,
	userId: string,
	lineIds: readonly string[],
): Promise<OwnedLineRow[]> {
	return rowsOf<OwnedLineRow>(
		executor,
		sql`select c.id, c.photo_id, c.license_type, (p.clearance = 'hero') as hero_cleared, c.upgrade_of
			from cart_items c join photos p on p.id = c.photo_id and p.photo_status = 'live'
			where c.user_id = ${userId} and c.id = any(${sqlArray(lineIds)}::uuid[])
			order by c.id
			for update of c`,
	);
}

/** Sets the license of the user's lines `lineIds` (background drops an exclusive term): how many changed. */
export async function setLinesLicense(
	executor: Executor,
	userId: string,
	lineIds: readonly string[],
	licenseType: LicenseType,
): Promise<number> {
	if (lineIds.length === 0) return 0;
	const rows = await rowsOf<{ id: string }>(
		executor,
		sql`update cart_items set license_type = ${licenseType},
				exclusive_months = case when ${licenseType}::text = 'hero-usage' then exclusive_months end
			where user_id = ${userId} and id = any(${sqlArray(lineIds)}::uuid[]) and license_type <> ${licenseType}
			returning id`,
	);
	return rows.length;
}

/**
 * Copies the user's lines `lineIds` (photo and license) into a wishlist, then deletes them from
 * the cart: how many left the cart, and how many photos the wishlist took (the rest it held).
 * The caller checks the wishlist's owner and runs this in its transaction.
 */
export async function moveLinesToWishlist(
	executor: Executor,
	userId: string,
	lineIds: readonly string[],
	wishlistId: string,
): Promise<{ moved: number; added: number }> {
	const [row] = await rowsOf<{ moved: number; added: number }>(
		executor,
		sql`with lines as (
				select id, photo_id, license_type from cart_items
				where user_id = ${userId} and id = any(${sqlArray(lineIds)}::uuid[])
			),
			added as (
				insert into wishlist_items (wishlist_id, photo_id, license_type, added_by)
				select ${wishlistId}::uuid, photo_id, license_type, ${userId}::uuid from lines order by photo_id
				on conflict (wishlist_id, photo_id) do nothing
				returning photo_id
			),
			moved as (
				delete from cart_items where id in (select id from lines) returning id
			)
			select (select count(*)::int from moved) as moved, (select count(*)::int from added) as added`,
	);
	return { moved: row?.moved ?? 0, added: row?.added ?? 0 };
}

/** What one photo of a selection was found as, and whether this statement added it. */
export type SelectionLineRow = {
	photo_id: string;
	/** Null when no such photo exists. */
	photo_status: string | null;
	clearance: Clearance | null;
	added: boolean;
};

/**
 * Adds the live photos among `photoIds` (distinct) to the user's cart with one license in one
 * statement, hero usage only where the ledger clears it, and answers for every id in the order
 * given: how the photo was found and whether it was added (not added but live: in the cart already).
 */
export function insertSelection(
	executor: Executor,
	userId: string,
	photoIds: readonly string[],
	licenseType: LicenseType,
): Promise<SelectionLineRow[]> {
	return rowsOf<SelectionLineRow>(
		executor,
		sql`with wanted (photo_id, ord) as (
				select * from unnest(${sqlArray(photoIds)}::uuid[]) with ordinality
			),
			found as (
				select p.id, p.photo_status, p.clearance from photos p join wanted w on w.photo_id = p.id
			),
			added as (
				insert into cart_items (user_id, photo_id, license_type, quantity)
				-- In one order, so two overlapping batches of one user wait for each other instead of deadlocking.
				select ${userId}::uuid, f.id, ${licenseType}::text, 1 from found f
				where f.photo_status = 'live' and (${licenseType}::text <> 'hero-usage' or f.clearance = 'hero')
				order by f.id
				on conflict (user_id, photo_id) do nothing
				returning photo_id
			)
			select w.photo_id, f.photo_status, f.clearance, (a.photo_id is not null) as added
			from wanted w
			left join found f on f.id = w.photo_id
			left join added a on a.photo_id = w.photo_id
			order by w.ord`,
	);
}

/** The production the user's cart is for (one they may still see), or undefined. */
export async function cartProduction(
	executor: Executor,
	userId: string,
	projectId?: string,
): Promise<{ id: string; name: string } | undefined> {
	const [row] = await rowsOf<{ id: string; name: string }>(
		executor,
		projectId
			? sql`select p.id, p.name from projects p where p.id = ${projectId}`
			: sql`select p.id, p.name from cart_productions cp join projects p on p.id = cp.project_id
				where cp.user_id = ${userId} and ${projectAccess(userId)}`,
	);
	return row;
}

/** Whether the user may see the production (projectAccess). */
export async function visibleProject(
	executor: Executor,
	userId: string,
	projectId: string,
): Promise<boolean> {
	return answersRow(
		executor,
		sql`select p.id from projects p where p.id = ${projectId} and ${projectAccess(userId)}`,
	);
}

/** Sets (or, with null, forgets) the production the user's cart is for. */
export async function storeCartProduction(
	executor: Executor,
	userId: string,
	projectId: string | null,
): Promise<void> {
	await executor.execute(
		projectId
			? sql`insert into cart_productions (user_id, project_id) values (${userId}, ${projectId})
				on conflict (user_id) do update set project_id = excluded.project_id, updated_at = now()`
			: sql`delete from cart_productions where user_id = ${userId}`,
	);
}
