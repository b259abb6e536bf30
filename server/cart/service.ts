import { CART_TEXT } from "@core/cart-messages";
import { clears, HERO_NEEDS_RELEASES } from "@core/clearance";
import type {
	CartBatchAddResponse,
	CartItemResponse,
	CartLine,
	CartLinesLicenseResponse,
	CartMoveResponse,
	CartResponse,
	CartSelectionAddResponse,
	CartSelectionStatus,
} from "@core/contracts/cart";
import type { LicenseType } from "@core/license";
import { type ExclusiveMultipliers, type ExclusiveTerm, LICENSING_TEXT } from "@core/licensing";
import { ORDER_TEXT } from "@core/orders";
import { type PricedLine, priceCart } from "@core/pricing";
import type { Database } from "../db/client";
import { type Executor, isoTime, uniqueViolation } from "../db/executor";
import { ConflictError, NotClearedError, NotFoundError, ValidationError } from "../errors";
import { exclusiveBlock, heroBlock, licensingStates } from "../licensing/availability";
import { LicensingConflictError } from "../licensing/refusals";
import { licenceRank, productionLicensed, upgradableLicence } from "../licensing/upgrades";
import { toPhotoSummary } from "../photos/mappers";
import { bumpWishlist } from "../wishlists/queries";
import { wishlistNotFound } from "../wishlists/service";
import {
	type CartLineRow,
	cartProduction,
	deleteAllLines,
	deleteLine,
	heroClearedPhotos,
	insertLiveLine,
	insertLiveLines,
	insertSelection,
	isLivePhoto,
	linePhoto,
	liveCartLines,
	liveCartQuantity,
	lockOwnedLiveLines,
	moveLinesToWishlist,
	type SelectionLineRow,
	setLinesLicense,
	storeCartProduction,
	updateLineLicense,
	visibleProject,
} from "./queries";

/** Hero usage needs a photo the ledger clears for it (issue 26): 422, under the licence field. */
const heroRefused = () => new NotClearedError(HERO_NEEDS_RELEASES, { license_type: HERO_NEEDS_RELEASES });

/**
 * Refuses lines licensed for hero use whose photos the ledger no longer clears for it (a release
 * revoked since they were added): the checkout's last word.
 */
export async function assertHeroLinesCleared(
	executor: Executor,
	lines: ReadonlyArray<{ license_type: LicenseType; photo: { id: string } }>,
): Promise<void> {
	const hero = lines.filter((line) => line.license_type === "hero-usage").map((line) => line.photo.id);
	if (hero.length === 0) return;
	const cleared = await heroClearedPhotos(executor, hero);
	if (hero.some((id) => !cleared.has(id))) throw heroRefused();
}

/** Refuses hero usage of a photo not cleared for it; other uses and unknown photos pass (the caller says 404). */
async function assertLicenseCleared(
	executor: Executor,
	photoId: string,
	license: LicenseType,
): Promise<void> {
	if (license !== "hero-usage") return;
	if (!(await isLivePhoto(executor, photoId))) return;
	if (!(await heroClearedPhotos(executor, [photoId])).has(photoId)) throw heroRefused();
}

const photoNotFound = () => new NotFoundError("Photo not found");
const lineNotFound = () => new NotFoundError("That photo is not in your cart");

/**
 * Prices rows with core/pricing.ts: the photo's price from the database and the line's license,
 * exclusive term, upgraded licence (what was paid for it) and quantity, never a figure from the
 * browser; `priorCount` photos of the production's count toward the tier.
 */
function priceRows(rows: readonly CartLineRow[], multipliers: ExclusiveMultipliers, priorCount = 0) {
	return priceCart(
		rows.map((row) => ({
			id: row.item_id,
			photo_price_cents: Number(row.price),
			license_type: row.license_type,
			quantity: Number(row.quantity),
			exclusive_months:
				row.exclusive_months === null ? null : (Number(row.exclusive_months) as ExclusiveTerm),
			upgrade_paid_cents: row.upgrade_of === null ? null : Number(row.upgrade_paid_cents ?? 0),
		})),
		{ multipliers, prior_count: priorCount },
	);
}

const toLine = (row: CartLineRow, priced: PricedLine): CartLine => ({
	id: row.item_id,
	license_type: row.license_type,
	exclusive_months: row.exclusive_months === null ? null : (Number(row.exclusive_months) as ExclusiveTerm),
	upgrade_of:
		row.upgrade_of && row.upgrade_licence_number && row.upgrade_license_type
			? {
					order_item_id: row.upgrade_of,
					licence_number: row.upgrade_licence_number,
					license_type: row.upgrade_license_type,
					exclusive_months:
						row.upgrade_exclusive_months === null
							? null
							: (Number(row.upgrade_exclusive_months) as ExclusiveTerm),
					paid_cents: Number(row.upgrade_paid_cents ?? 0),
				}
			: null,
	quantity: priced.quantity,
	added_at: isoTime(row.added_at),
	photo: toPhotoSummary(row),
	unit_price_cents: priced.unit_price_cents,
	subtotal_cents: priced.subtotal_cents,
	discount_cents: priced.discount_cents,
	total_cents: priced.total_cents,
});

/** One line as the add and license-change answers show it: its price before any volume discount. */
function toItem(row: CartLineRow, multipliers: ExclusiveMultipliers): CartItemResponse["item"] {
	const [priced] = priceRows([row], multipliers).lines;
	if (!priced) throw new Error("pricing one line gave none");
	const { discount_cents: _discount, total_cents: _total, ...item } = toLine(row, priced);
	return item;
}

/** What a cart is priced with: the exclusive terms' multiples and, at checkout, the production bought for. */
export type CartPricing = {
	multipliers: ExclusiveMultipliers;
	/** The production to price for (checkout's, already checked); absent: the cart's own (cart_productions). */
	projectId?: string;
};

/**
 * The caller's cart, newest added first (spec section 7), priced as a whole. Lines whose photo is no
 * longer live are left out of the lines, the count and every figure; they stay stored, so the line
 * comes back should the photo go live again, and removing or clearing still deletes them. Takes
 * an executor so that checkout can read the cart it charges inside its own transaction.
 *
 * Issue 30: the tier counts the photos the production (the cart's, or checkout's) has licensed in
 * its paid orders, plus the cart's new lines whose photos it has not licensed yet.
 */
export async function readCart(
	executor: Executor,
	userId: string,
	pricing: CartPricing,
): Promise<CartResponse> {
	const rows = await liveCartLines(executor, userId);
	const production = await cartProduction(executor, userId, pricing.projectId);
	let prior = 0;
	let licensedCount = 0;
	if (production) {
		const fresh = rows.filter((row) => row.upgrade_of === null).map((row) => row.id);
		const licensed = await productionLicensed(executor, production.id, fresh);
		licensedCount = licensed.count;
		// A photo the production licensed already counts once, not again from the cart.
		prior = licensed.count - licensed.among.size;
	}
	const priced = priceRows(rows, pricing.multipliers, prior);
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
		production: production
			? { project_id: production.id, name: production.name, licensed_count: licensedCount }
			: null,
		tier_count: priced.tier_count,
	};
}

/** PUT /api/cart/production: the production the caller's cart is for (404 for one they may not see), or none. */
export async function setCartProduction(
	database: Database,
	userId: string,
	projectId: string | null,
	multipliers: ExclusiveMultipliers,
): Promise<CartResponse> {
	if (projectId && !(await visibleProject(database.db, userId, projectId)))
		throw new NotFoundError(ORDER_TEXT.productionNotFound);
	await storeCartProduction(database.db, userId, projectId);
	return readCart(database.db, userId, { multipliers });
}

/**
 * How many photos are in one user's cart: the quantity of the lines GET /api/cart shows (live
 * photos only), summed as its item_count is, so the badge and the volume tier never disagree.
 */
export async function countCartItems(database: Database, userId: string): Promise<number> {
	return liveCartQuantity(database.db, userId);
}

/** What a line asks for: a licence, its exclusive term, and the licence it upgrades. */
export type CartAddInput = {
	photo_id: string;
	license_type: LicenseType;
	exclusive_months?: ExclusiveTerm | null;
	upgrade_of?: string | null;
};

/**
 * Issue 30's rules for a line, as the caller sees the photo now: an exclusive term for hero usage
 * only (400); hero usage refused while another production holds the photo or has it exclusively
 * (409, under license_type); exclusivity refused also when another production licensed it for
 * hero use (409, under exclusive_months). Checkout weighs these again under its lock.
 */
async function assertLicensable(executor: Executor, userId: string, input: CartAddInput): Promise<void> {
	if (input.exclusive_months && input.license_type !== "hero-usage")
		throw new ValidationError(LICENSING_TEXT.exclusiveNeedsHero, {
			exclusive_months: LICENSING_TEXT.exclusiveNeedsHero,
		});
	if (input.license_type !== "hero-usage") return;
	const state = (await licensingStates(executor, [input.photo_id], { userId })).get(input.photo_id);
	const hero = heroBlock(state);
	if (hero) throw new LicensingConflictError(hero, "license_type");
	const exclusive = input.exclusive_months ? exclusiveBlock(state) : null;
	if (exclusive) throw new LicensingConflictError(exclusive, "exclusive_months");
}

/**
 * An upgrade's licence: an order line of the photo the caller may see the licences of (else 404),
 * paid and still held (409), not upgraded already (409), and below what is asked (409).
 */
async function assertUpgradable(executor: Executor, userId: string, input: CartAddInput): Promise<void> {
	if (!input.upgrade_of) return;
	const licence = await upgradableLicence(executor, userId, input.upgrade_of);
	if (!licence || licence.photo_id !== input.photo_id)
		throw new NotFoundError(LICENSING_TEXT.upgradeNotFound);
	if (licence.order_status !== "paid" || !licence.held)
		throw new LicensingConflictError(LICENSING_TEXT.upgradeNotPaid, "upgrade_of");
	if (licence.upgraded) throw new LicensingConflictError(LICENSING_TEXT.upgradeTaken, "upgrade_of");
	if (licenceRank(input) <= licenceRank(licence))
		throw new LicensingConflictError(LICENSING_TEXT.upgradeNotHigher, "license_type");
}

/**
 * Puts one live photo into the caller's cart (quantity 1). The unique (user, photo) index with
 * `on conflict do nothing` makes concurrent adds of one photo give one row: the others insert
 * nothing and answer 409. A photo that is not live (or no photo) is 404.
 */
export async function addCartItem(
	database: Database,
	userId: string,
	input: CartAddInput,
	multipliers: ExclusiveMultipliers,
): Promise<CartItemResponse["item"]> {
	await assertLicenseCleared(database.db, input.photo_id, input.license_type);
	await assertUpgradable(database.db, userId, input);
	await assertLicensable(database.db, userId, input);
	let row: CartLineRow | undefined;
	try {
		row = await insertLiveLine(database.db, userId, input);
	} catch (err) {
		// The conflict clause covers the unique index; a violation can still only mean a duplicate.
		if (uniqueViolation(err) !== null) throw new ConflictError(CART_TEXT.alreadyInCart);
		throw err;
	}
	if (row) return toItem(row, multipliers);
	throw (await isLivePhoto(database.db, input.photo_id))
		? new ConflictError(CART_TEXT.alreadyInCart)
		: photoNotFound();
}

/**
 * Changes the license (and exclusive term) of one of the caller's lines whose photo is live; 404
 * for any other line. An upgrade line must stay above the licence it upgrades.
 */
export async function updateCartLicense(
	database: Database,
	userId: string,
	id: string,
	change: { license_type: LicenseType; exclusive_months?: ExclusiveTerm | null },
	multipliers: ExclusiveMultipliers,
): Promise<CartItemResponse["item"]> {
	const line = await linePhoto(database.db, userId, id);
	if (line) {
		const input = { photo_id: line.photo_id, ...change, upgrade_of: line.upgrade_of };
		await assertLicenseCleared(database.db, line.photo_id, change.license_type);
		if (line.upgrade_of) {
			const licence = await upgradableLicence(database.db, userId, line.upgrade_of);
			if (licence && licenceRank(input) <= licenceRank(licence))
				throw new LicensingConflictError(LICENSING_TEXT.upgradeNotHigher, "license_type");
		}
		await assertLicensable(database.db, userId, input);
	}
	const row = await updateLineLicense(
		database.db,
		userId,
		id,
		change.license_type,
		change.exclusive_months ?? null,
	);
	if (!row) throw lineNotFound();
	return toItem(row, multipliers);
}

/** Takes one line out of the caller's cart; 404 when it is not theirs. */
export async function removeCartItem(database: Database, userId: string, id: string): Promise<void> {
	if (!(await deleteLine(database.db, userId, id))) throw lineNotFound();
}

/** Empties the caller's cart (lines of photos no longer live too). */
export async function clearCart(database: Database, userId: string): Promise<void> {
	await deleteAllLines(database.db, userId);
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
	// Hero lines of photos not cleared for hero use are refused, counted with the errors.
	const hero = unique.filter((item) => item.license_type === "hero-usage").map((item) => item.photo_id);
	const cleared = hero.length > 0 ? await heroClearedPhotos(database.db, hero) : new Set<string>();
	const allowed = unique.filter((item) => item.license_type !== "hero-usage" || cleared.has(item.photo_id));
	const { live, added } = await insertLiveLines(database.db, userId, allowed);
	return { added, duplicates: items.length - unique.length + (live - added), errors: unique.length - live };
}

/**
 * Locks the caller's lines `lineIds` (each named once) for the rest of the transaction; 404 when
 * any of them is not a line of theirs with a live photo, so a bulk change never half-applies.
 */
async function lockLines(tx: Executor, userId: string, lineIds: readonly string[]) {
	const unique = [...new Set(lineIds)];
	const lines = await lockOwnedLiveLines(tx, userId, unique);
	if (lines.length !== unique.length) throw lineNotFound();
	return lines;
}

/**
 * One license for several of the caller's lines ('Set all to hero / background'), in one
 * transaction. Hero usage goes only to lines whose photos the ledger clears for it: the others keep
 * their license and are named in `not_cleared`, not refused as a whole, so the buyer sees which.
 * Answers the cart priced again by the server.
 */
export async function updateCartLinesLicense(
	database: Database,
	userId: string,
	lineIds: readonly string[],
	licenseType: LicenseType,
	multipliers: ExclusiveMultipliers,
): Promise<CartLinesLicenseResponse> {
	return database.db.transaction(async (tx) => {
		const lines = await lockLines(tx, userId, lineIds);
		// Hero usage also passes over photos another production holds or has exclusively (issue 30).
		const states =
			licenseType === "hero-usage"
				? await licensingStates(
						tx,
						lines.map((line) => line.photo_id),
						{ userId },
					)
				: new Map();
		const refused =
			licenseType === "hero-usage"
				? lines.filter((line) => !line.hero_cleared || heroBlock(states.get(line.photo_id)) !== null)
				: [];
		const refusedIds = new Set(refused.map((line) => line.id));
		// An upgrade line is hero usage already and cannot go below: background leaves it as it is.
		const allowed = lines
			.filter((line) => !refusedIds.has(line.id) && !(licenseType !== "hero-usage" && line.upgrade_of))
			.map((line) => line.id);
		const changed = await setLinesLicense(tx, userId, allowed, licenseType);
		return {
			changed,
			not_cleared: refused.map((line) => line.id),
			cart: await readCart(tx, userId, { multipliers }),
		};
	});
}

/**
 * Moves lines of the caller's cart into one of their wishlists, in one transaction: each photo goes
 * into the wishlist with the line's license (a photo it holds already stays as it is there) and
 * the line leaves the cart. 404 for a wishlist or a line that is not theirs; then nothing moves.
 */
export async function moveCartLinesToWishlist(
	database: Database,
	userId: string,
	lineIds: readonly string[],
	wishlistId: string,
): Promise<CartMoveResponse> {
	return database.db.transaction(async (tx) => {
		// The bump (the wishlist's last change) doubles as its ownership check and lock.
		if (!(await bumpWishlist(tx, userId, wishlistId))) throw wishlistNotFound();
		const lines = await lockLines(tx, userId, lineIds);
		const { moved, added } = await moveLinesToWishlist(
			tx,
			userId,
			lines.map((line) => line.id),
			wishlistId,
		);
		return { moved, already_in_wishlist: moved - added };
	});
}

/** What became of one photo of a selection (see CartSelectionAddResponse). */
function selectionStatus(row: SelectionLineRow, licenseType: LicenseType): CartSelectionStatus {
	if (row.added) return "added";
	if (row.photo_status === null) return "not_found";
	if (row.photo_status !== "live") return "not_for_sale";
	if (licenseType === "hero-usage" && !(row.clearance && clears(row.clearance, "hero"))) return "not_cleared";
	return "in_cart";
}

/**
 * A grid's selection into the caller's cart (issue 28, item 3): every live photo not in the cart
 * yet goes in with the one license, in one statement (so all of them or, should it fail, none);
 * the answer says for each photo what became of it. Not all-or-nothing by rule: a photo in the
 * cart already, no longer for sale or not cleared for hero use is reported, not a reason to refuse the rest.
 */
export async function addCartSelection(
	database: Database,
	userId: string,
	input: { photo_ids: readonly string[]; license_type: LicenseType },
): Promise<CartSelectionAddResponse> {
	const ids = [...new Set(input.photo_ids)];
	const rows = await insertSelection(database.db, userId, ids, input.license_type);
	const results = rows.map((row) => ({
		photo_id: row.photo_id,
		status: selectionStatus(row, input.license_type),
	}));
	const count = (status: CartSelectionStatus) => results.filter((r) => r.status === status).length;
	const added = count("added");
	const inCart = count("in_cart");
	return { results, added, in_cart: inCart, not_added: results.length - added - inCart };
}
