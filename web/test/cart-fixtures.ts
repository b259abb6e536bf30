import type { CartLine, CartResponse, CartUpgradeOf } from "@core/contracts/cart";
import type { PhotoSummary } from "@core/contracts/photos";
import type { LicenseType } from "@core/license";
import {
	DEFAULT_EXCLUSIVE_MULTIPLIERS,
	type ExclusiveTerm,
	licenceListPriceCents,
	upgradePriceCents,
} from "@core/licensing";
import { allocateCents, discountTier, nextDiscountTier } from "@core/pricing";
import { apiError, byMethod, json, type MockAnswer } from "./api-mock";
import { photoFixture } from "./search-fixtures";

/** A stand-in for the server's cart API (issue 7) for tests, priced with core/pricing.ts as the server does. */

export const cartLineId = (n: number) => `4d3c2b1a-0f9e-4d8c-b7a6-${n.toString(16).padStart(12, "0")}`;

type StoredLine = {
	id: string;
	photo: PhotoSummary;
	license_type: LicenseType;
	added_at: string;
	/** Issue 30: an exclusive hero licence's term. */
	exclusive_months?: ExclusiveTerm | null;
	/** Issue 30: the paid licence this line upgrades. */
	upgrade_of?: CartUpgradeOf | null;
};

/** Issue 30: the production a cart is for, as the cart's answer names it. */
export type CartProduction = NonNullable<CartResponse["production"]>;

/**
 * A cart line of photo `n` (photoFixture(n), price $49.00); `photo` changes its photo (a clearance
 * for background use only); `extra` makes it exclusive or an upgrade (issue 30).
 */
export function storedLine(
	n: number,
	license_type: LicenseType = "background-dressing",
	photo: Partial<PhotoSummary> = {},
	extra: Pick<StoredLine, "exclusive_months" | "upgrade_of"> = {},
): StoredLine {
	return {
		id: cartLineId(n),
		photo: { ...(photoFixture(n) as PhotoSummary), ...photo },
		license_type,
		added_at: new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString(),
		...extra,
	};
}

/** An upgrade line's licence: licence `number`, paid `paidCents` (issue 30). */
export function upgradeOf(
	number: string,
	paidCents: number,
	license_type: LicenseType = "background-dressing",
): CartUpgradeOf {
	return {
		order_item_id: `5e4d3c2b-1a0f-4e9d-8c7b-${number.replace(/\D/g, "").padStart(12, "0").slice(-12)}`,
		licence_number: number,
		license_type,
		exclusive_months: null,
		paid_cents: paidCents,
	};
}

/**
 * GET /api/cart's answer for these lines (newest first), priced as the server does (issue 30):
 * each licence at its list price (an exclusive term at the default multiple of hero), an upgrade
 * at the difference to what was paid; the tier counts the production's licensed photos and the
 * cart's new ones, and its discount is shared by the new lines only.
 */
export function cartResponse(
	lines: readonly StoredLine[],
	production: CartProduction | null = null,
): CartResponse {
	const ordered = [...lines].sort((a, b) => b.added_at.localeCompare(a.added_at));
	const units = ordered.map((line) => {
		const list = licenceListPriceCents(
			line.photo.price,
			{ license_type: line.license_type, exclusive_months: line.exclusive_months ?? null },
			DEFAULT_EXCLUSIVE_MULTIPLIERS,
		);
		return line.upgrade_of ? upgradePriceCents(list, line.upgrade_of.paid_cents) : list;
	});
	const fresh = ordered.map((line) => !line.upgrade_of);
	const tierCount = (production?.licensed_count ?? 0) + fresh.filter(Boolean).length;
	const tier = discountTier(tierCount);
	const subtotal = units.reduce((sum, unit) => sum + unit, 0);
	const freshSubtotal = units.reduce((sum, unit, i) => sum + (fresh[i] ? unit : 0), 0);
	const discount = tier ? Math.round((freshSubtotal * tier.percent) / 100) : 0;
	const shares = allocateCents(
		discount,
		units.map((unit, i) => (fresh[i] ? unit : 0)),
	);
	const items: CartLine[] = ordered.map((line, i) => {
		const unit = units[i] ?? 0;
		const share = shares[i] ?? 0;
		return {
			id: line.id,
			license_type: line.license_type,
			exclusive_months: line.exclusive_months ?? null,
			upgrade_of: line.upgrade_of ?? null,
			quantity: 1,
			added_at: line.added_at,
			photo: line.photo,
			unit_price_cents: unit,
			subtotal_cents: unit,
			discount_cents: share,
			total_cents: unit - share,
		};
	});
	return {
		items,
		item_count: ordered.length,
		subtotal_cents: subtotal,
		discount_cents: discount,
		total_cents: subtotal - discount,
		tier,
		next_tier: nextDiscountTier(tierCount),
		production,
		tier_count: tierCount,
	};
}

/**
 * The cart endpoints over an in-memory cart: GET, POST (409 for a photo already there), PATCH
 * and DELETE of the lines it knows (`lineIds`: ids a test may address), DELETE to clear, the
 * badge count, the bulk license change (hero usage only for photos cleared for it) and the moves
 * to a wishlist (`moves` records them). `fail` makes one endpoint answer 500. Issue 30: PUT
 * /api/cart/production chooses one of `productions` (each with its licensed count), and the cart
 * is priced for it; `refuse` makes adding answer 409 with that message (hero use held elsewhere).
 */
export function cartApi(
	initial: readonly StoredLine[] = [],
	{
		lineIds = initial.map((line) => line.id),
		fail,
		productions = [],
		production: initialProduction = null,
		refuse,
	}: {
		lineIds?: readonly string[];
		fail?: "add" | "update" | "remove" | "clear" | "move" | "production";
		productions?: readonly CartProduction[];
		production?: CartProduction | null;
		refuse?: string;
	} = {},
) {
	let lines = [...initial];
	let production = initialProduction;
	let added = 0;
	const boom = () => apiError(500, "INTERNAL_ERROR", "boom");
	const pricedItem = (line: StoredLine) => {
		const { discount_cents: _d, total_cents: _t, ...item } = cartResponse([line]).items[0] as CartLine;
		return item;
	};

	const read = () => json(cartResponse(lines, production));
	const add = (_url: URL, init?: RequestInit) => {
		if (fail === "add") return boom();
		const body = JSON.parse(String(init?.body)) as {
			photo_id: string;
			license_type: LicenseType;
			exclusive_months?: ExclusiveTerm;
		};
		if (refuse) return apiError(409, "CONFLICT", refuse);
		if (lines.some((line) => line.photo.id === body.photo_id)) {
			return apiError(409, "CONFLICT", "This photo is already in your cart");
		}
		added++;
		const line: StoredLine = {
			id: cartLineId(900 + added),
			photo: { ...(photoFixture(1) as PhotoSummary), id: body.photo_id },
			license_type: body.license_type,
			exclusive_months: body.exclusive_months ?? null,
			added_at: new Date(Date.UTC(2026, 0, 1, 0, 0, added)).toISOString(),
		};
		lines = [...lines, line];
		return json({ item: pricedItem(line) }, 201);
	};
	const clear = () => {
		if (fail === "clear") return boom();
		lines = [];
		return new Response(null, { status: 204 });
	};
	const update = (id: string) => (_url: URL, init?: RequestInit) => {
		if (fail === "update") return boom();
		const line = lines.find((l) => l.id === id);
		if (!line) return apiError(404, "NOT_FOUND", "Not in your cart");
		const body = JSON.parse(String(init?.body)) as {
			license_type: LicenseType;
			exclusive_months?: ExclusiveTerm | null;
		};
		if (refuse && body.exclusive_months) return apiError(409, "CONFLICT", refuse);
		const changed = {
			...line,
			license_type: body.license_type,
			exclusive_months: body.exclusive_months ?? null,
		};
		lines = lines.map((l) => (l.id === id ? changed : l));
		return json({ item: pricedItem(changed) });
	};
	const remove = (id: string) => () => {
		if (fail === "remove") return boom();
		if (!lines.some((l) => l.id === id)) return apiError(404, "NOT_FOUND", "Not in your cart");
		lines = lines.filter((l) => l.id !== id);
		return new Response(null, { status: 204 });
	};

	// PATCH /api/cart/lines: hero usage only for photos cleared for it, the others named back.
	const updateMany = (_url: URL, init?: RequestInit) => {
		if (fail === "update") return boom();
		const body = JSON.parse(String(init?.body)) as { line_ids: string[]; license_type: LicenseType };
		if (body.line_ids.some((id) => !lines.some((l) => l.id === id))) {
			return apiError(404, "NOT_FOUND", "That photo is not in your cart");
		}
		const chosen = lines.filter((l) => body.line_ids.includes(l.id));
		const refused = chosen.filter((l) => body.license_type === "hero-usage" && l.photo.clearance !== "hero");
		const changing = chosen.filter((l) => !refused.includes(l) && l.license_type !== body.license_type);
		lines = lines.map((l) => (changing.includes(l) ? { ...l, license_type: body.license_type } : l));
		return json({
			changed: changing.length,
			not_cleared: refused.map((l) => l.id),
			cart: cartResponse(lines),
		});
	};
	/** The moves asked for: which lines went to which wishlist. */
	const moves: Array<{ wishlist_id: string; line_ids: string[] }> = [];
	const moveTo = (ids: string[], wishlistId: string) => {
		if (fail === "move") return boom();
		if (ids.some((id) => !lines.some((l) => l.id === id))) {
			return apiError(404, "NOT_FOUND", "That photo is not in your cart");
		}
		moves.push({ wishlist_id: wishlistId, line_ids: ids });
		lines = lines.filter((l) => !ids.includes(l.id));
		return json({ moved: ids.length, already_in_wishlist: 0 });
	};
	const moveMany = (_url: URL, init?: RequestInit) => {
		const body = JSON.parse(String(init?.body)) as { line_ids: string[]; wishlist_id: string };
		return moveTo(body.line_ids, body.wishlist_id);
	};
	const moveOne = (id: string) => (_url: URL, init?: RequestInit) =>
		moveTo([id], (JSON.parse(String(init?.body)) as { wishlist_id: string }).wishlist_id);

	// PUT /api/cart/production: one of the user's productions (404 for another), or none.
	const chooseProduction = (_url: URL, init?: RequestInit) => {
		if (fail === "production") return boom();
		const { project_id } = JSON.parse(String(init?.body)) as { project_id: string | null };
		const chosen = project_id === null ? null : productions.find((p) => p.project_id === project_id);
		if (chosen === undefined) return apiError(404, "NOT_FOUND", "Production not found");
		production = chosen;
		return read();
	};

	const table: Record<string, MockAnswer> = {
		"/api/cart": byMethod({ GET: read, POST: add, DELETE: clear }),
		"/api/cart/production": byMethod({ PUT: chooseProduction }),
		"/api/cart/count": () => json({ count: lines.length }),
		"/api/cart/lines": byMethod({ PATCH: updateMany }),
		"/api/cart/lines/move-to-wishlist": byMethod({ POST: moveMany }),
	};
	for (const id of lineIds) {
		table[`/api/cart/items/${id}`] = byMethod({ PATCH: update(id), DELETE: remove(id) });
		table[`/api/cart/lines/${id}/move-to-wishlist`] = byMethod({ POST: moveOne(id) });
	}
	return { table, lines: () => lines, moves, production: () => production };
}
