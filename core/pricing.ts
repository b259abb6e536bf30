/**
 * Cart pricing (spec section 9, "Pricing and cart"): license prices, the volume discount on the
 * total quantity, and its allocation across the lines. The server prices every cart and order
 * with this; the page shows the same figures. All amounts are integer US cents.
 *
 * Issue 30: a line may be an exclusive hero licence (priced at its term's multiple of the hero
 * price) or an upgrade of a paid licence (priced at the difference to what was paid). The tier is
 * reached by the photos the production has licensed already (`prior_count`) plus the cart's new
 * licences; upgrades add no photo and take no share of the discount.
 */
import type { LicenseType } from "./license";
import {
	DEFAULT_EXCLUSIVE_MULTIPLIERS,
	type ExclusiveMultipliers,
	type ExclusiveTerm,
	licenceListPriceCents,
	upgradePriceCents,
} from "./licensing";

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
	/** Issue 30: an exclusive hero licence's term; null or absent: not exclusive. */
	exclusive_months?: ExclusiveTerm | null;
	/**
	 * Issue 30: for an upgrade, what was paid for the licence it upgrades (with earlier upgrades of
	 * it); null or absent: a new licence.
	 */
	upgrade_paid_cents?: number | null;
};

/** What a cart is priced with besides its lines. */
export type PricingOptions = {
	/** The exclusive terms' multiples of the hero price (the server's config). */
	multipliers?: ExclusiveMultipliers;
	/** Photos the cart's production has licensed already (and the cart does not repeat): they count toward the tier. */
	prior_count?: number;
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
	/** What the tier is reached by: `prior_count` plus the quantity of the new (not upgrade) lines. */
	tier_count: number;
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

const isUpgrade = (line: CartLineInput) =>
	line.upgrade_paid_cents !== null && line.upgrade_paid_cents !== undefined;

/** One line's unit price: the licence's list price, or for an upgrade the difference to what was paid. */
export function lineUnitPriceCents(line: CartLineInput, multipliers: ExclusiveMultipliers): number {
	const list = licenceListPriceCents(
		line.photo_price_cents,
		{ license_type: line.license_type, exclusive_months: line.exclusive_months ?? null },
		multipliers,
	);
	return isUpgrade(line) ? upgradePriceCents(list, line.upgrade_paid_cents ?? 0) : list;
}

/**
 * Prices a cart: each line at its licence's price (an upgrade at the difference), the tier on
 * the production's licensed photos plus the new lines' quantity, and the discount on the new
 * lines only, shared by value (an upgrade line weighs nothing).
 */
export function priceCart(lines: readonly CartLineInput[], options: PricingOptions = {}): PricedCart {
	const multipliers = options.multipliers ?? DEFAULT_EXCLUSIVE_MULTIPLIERS;
	const priced = lines.map((line) => {
		const unit = lineUnitPriceCents(line, multipliers);
		return {
			id: line.id,
			unit_price_cents: unit,
			quantity: line.quantity,
			subtotal_cents: unit * line.quantity,
		};
	});
	const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
	const subtotal = priced.reduce((sum, line) => sum + line.subtotal_cents, 0);
	const weights = priced.map((line, i) => (isUpgrade(lines[i] as CartLineInput) ? 0 : line.subtotal_cents));
	const newQuantity = lines.reduce((sum, line) => sum + (isUpgrade(line) ? 0 : line.quantity), 0);
	const tierCount = Math.max(0, options.prior_count ?? 0) + newQuantity;
	const tier = newQuantity > 0 ? discountTier(tierCount) : null;
	const discountable = weights.reduce((sum, w) => sum + w, 0);
	const discount = tier ? Math.round((discountable * tier.percent) / 100) : 0;
	const shares = allocateCents(discount, weights);
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
		next_tier: nextDiscountTier(tierCount),
		tier_count: tierCount,
	};
}
