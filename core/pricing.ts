/**
 * Cart pricing (spec section 9, "Pricing and cart"): license prices, the volume discount on the
 * total quantity, and its allocation across the lines. The server prices every cart and order
 * with this; the page shows the same figures. All amounts are integer US cents.
 */
import { type LicenseType, licensePriceCents } from "./license";

/** A volume discount tier (spec section 3, "Discount tier"). */
export type DiscountTier = { name: string; min_items: number; percent: number };

/** 25 or more items: 5%, 50 or more: 10%, 75 or more: 15%; the highest reached applies. */
export const DISCOUNT_TIERS: readonly DiscountTier[] = [
	{ name: "Volume 25", min_items: 25, percent: 5 },
	{ name: "Volume 50", min_items: 50, percent: 10 },
	{ name: "Volume 75", min_items: 75, percent: 15 },
];

/** The highest tier the quantity reaches, or null below the first. */
export function discountTier(quantity: number): DiscountTier | null {
	let reached: DiscountTier | null = null;
	for (const tier of DISCOUNT_TIERS) if (quantity >= tier.min_items) reached = tier;
	return reached;
}

/** The next tier up and how many more items reach it, or null at the top tier. */
export function nextDiscountTier(quantity: number): { tier: DiscountTier; items_needed: number } | null {
	const tier = DISCOUNT_TIERS.find((t) => quantity < t.min_items);
	return tier ? { tier, items_needed: tier.min_items - quantity } : null;
}

export type CartLineInput = {
	id: string;
	/** The photo's price in cents (the background-dressing price). */
	photo_price_cents: number;
	license_type: LicenseType;
	quantity: number;
};

export type PricedLine = {
	id: string;
	unit_price_cents: number;
	quantity: number;
	/** unit price x quantity, before the discount. */
	subtotal_cents: number;
	/** This line's share of the cart's discount. */
	discount_cents: number;
	total_cents: number;
};

export type PricedCart = {
	lines: PricedLine[];
	item_count: number;
	subtotal_cents: number;
	discount_cents: number;
	total_cents: number;
	tier: DiscountTier | null;
	next_tier: { tier: DiscountTier; items_needed: number } | null;
};

/**
 * Shares `amount` cents across `weights` in proportion, in whole cents that add up exactly:
 * each takes the floor of its share, and the cents left go to the largest remainders (the
 * earlier line first on a tie), so no line gets more than its share rounded up.
 */
export function allocateCents(amount: number, weights: readonly number[]): number[] {
	const total = weights.reduce((sum, w) => sum + w, 0);
	if (amount === 0 || total === 0) return weights.map(() => 0);
	// Integer arithmetic throughout (BigInt, as amount x weight can pass 2^53): no float rounding.
	const bigTotal = BigInt(total);
	const shares = weights.map((w, index) => {
		const numerator = BigInt(amount) * BigInt(w);
		return { index, floor: Number(numerator / bigTotal), remainder: numerator % bigTotal };
	});
	let left = amount - shares.reduce((sum, s) => sum + s.floor, 0);
	const result = shares.map((s) => s.floor);
	const byRemainder = [...shares].sort((a, b) =>
		a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
	);
	for (const s of byRemainder) {
		if (left <= 0) break;
		result[s.index] = (result[s.index] ?? 0) + 1;
		left--;
	}
	return result;
}

/** Prices a cart: each line at its license's price, the tier on the total quantity, shared by value. */
export function priceCart(lines: readonly CartLineInput[]): PricedCart {
	const priced = lines.map((line) => {
		const unit = licensePriceCents(line.photo_price_cents, line.license_type);
		return {
			id: line.id,
			unit_price_cents: unit,
			quantity: line.quantity,
			subtotal_cents: unit * line.quantity,
		};
	});
	const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
	const subtotal = priced.reduce((sum, line) => sum + line.subtotal_cents, 0);
	const tier = discountTier(itemCount);
	const discount = tier ? Math.round((subtotal * tier.percent) / 100) : 0;
	const shares = allocateCents(
		discount,
		priced.map((line) => line.subtotal_cents),
	);
	return {
		lines: priced.map((line, i) => {
			const lineDiscount = shares[i] ?? 0;
			return { ...line, discount_cents: lineDiscount, total_cents: line.subtotal_cents - lineDiscount };
		}),
		item_count: itemCount,
		subtotal_cents: subtotal,
		discount_cents: discount,
		total_cents: subtotal - discount,
		tier,
		next_tier: nextDiscountTier(itemCount),
	};
}
