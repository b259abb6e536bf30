import type { CartLine, CartResponse } from "@core/contracts/cart";
import type { PhotoSummary } from "@core/contracts/photos";
import type { LicenseType } from "@core/license";
import { priceCart } from "@core/pricing";
import { apiError, byMethod, json, type MockAnswer } from "./api-mock";
import { photoFixture } from "./search-fixtures";

/** A stand-in for the server's cart API (issue 7) for tests, priced with core/pricing.ts as the server does. */

export const cartLineId = (n: number) => `4d3c2b1a-0f9e-4d8c-b7a6-${n.toString(16).padStart(12, "0")}`;

type StoredLine = { id: string; photo: PhotoSummary; license_type: LicenseType; added_at: string };

/**
 * A cart line of photo `n` (photoFixture(n), price $49.00); `photo` changes its photo (a clearance
 * for background use only).
 */
export function storedLine(
	n: number,
	license_type: LicenseType = "background-dressing",
	photo: Partial<PhotoSummary> = {},
): StoredLine {
	return {
		id: cartLineId(n),
		photo: { ...(photoFixture(n) as PhotoSummary), ...photo },
		license_type,
		added_at: new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString(),
	};
}

/** GET /api/cart's answer for these lines (newest first), priced by core. */
export function cartResponse(lines: readonly StoredLine[]): CartResponse {
	const ordered = [...lines].sort((a, b) => b.added_at.localeCompare(a.added_at));
	const priced = priceCart(
		ordered.map((line) => ({
			id: line.id,
			photo_price_cents: line.photo.price,
			license_type: line.license_type,
			quantity: 1,
		})),
	);
	const items: CartLine[] = ordered.map((line, i) => {
		const p = priced.lines[i];
		if (!p) throw new Error("priced line missing");
		return {
			id: line.id,
			license_type: line.license_type,
			exclusive_months: null,
			upgrade_of: null,
			quantity: 1,
			added_at: line.added_at,
			photo: line.photo,
			unit_price_cents: p.unit_price_cents,
			subtotal_cents: p.subtotal_cents,
			discount_cents: p.discount_cents,
			total_cents: p.total_cents,
		};
	});
	const { lines: _lines, ...totals } = priced;
	return { items, ...totals, production: null, tier_count: totals.item_count };
}

/**
 * The cart endpoints over an in-memory cart: GET, POST (409 for a photo already there), PATCH
 * and DELETE of the lines it knows (`lineIds`: ids a test may address), DELETE to clear, the
 * badge count, the bulk license change (hero usage only for photos cleared for it) and the moves
 * to a wishlist (`moves` records them). `fail` makes one endpoint answer 500.
 */
export function cartApi(
	initial: readonly StoredLine[] = [],
	{
		lineIds = initial.map((line) => line.id),
		fail,
	}: { lineIds?: readonly string[]; fail?: "add" | "update" | "remove" | "clear" | "move" } = {},
) {
	let lines = [...initial];
	let added = 0;
	const boom = () => apiError(500, "INTERNAL_ERROR", "boom");
	const pricedItem = (line: StoredLine) => {
		const { discount_cents: _d, total_cents: _t, ...item } = cartResponse([line]).items[0] as CartLine;
		return item;
	};

	const read = () => json(cartResponse(lines));
	const add = (_url: URL, init?: RequestInit) => {
		if (fail === "add") return boom();
		const body = JSON.parse(String(init?.body)) as { photo_id: string; license_type: LicenseType };
		if (lines.some((line) => line.photo.id === body.photo_id)) {
			return apiError(409, "CONFLICT", "This photo is already in your cart");
		}
		added++;
		const line: StoredLine = {
			id: cartLineId(900 + added),
			photo: { ...(photoFixture(1) as PhotoSummary), id: body.photo_id },
			license_type: body.license_type,
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
		const { license_type } = JSON.parse(String(init?.body)) as { license_type: LicenseType };
		lines = lines.map((l) => (l.id === id ? { ...l, license_type } : l));
		return json({ item: pricedItem({ ...line, license_type }) });
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

	const table: Record<string, MockAnswer> = {
		"/api/cart": byMethod({ GET: read, POST: add, DELETE: clear }),
		"/api/cart/count": () => json({ count: lines.length }),
		"/api/cart/lines": byMethod({ PATCH: updateMany }),
		"/api/cart/lines/move-to-wishlist": byMethod({ POST: moveMany }),
	};
	for (const id of lineIds) {
		table[`/api/cart/items/${id}`] = byMethod({ PATCH: update(id), DELETE: remove(id) });
		table[`/api/cart/lines/${id}/move-to-wishlist`] = byMethod({ POST: moveOne(id) });
	}
	return { table, lines: () => lines, moves };
}
