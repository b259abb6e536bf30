/**
 * The worked example of the pricing page (issue 10): a production's cart priced by the same
 * function the server prices real carts with, so the page can never quote figures the checkout
 * would not charge. All amounts are integer US cents.
 */
import { PHOTO_DEFAULT_PRICE_CENTS } from "./contracts/catalogue";
import { type LicenseType, licensePriceCents } from "./license";
import { type CartLineInput, type PricedCart, priceCart } from "./pricing";

export type PricingExampleInput = {
	/** Photos in the cart, one line each (quantity is always 1 on add, spec section 9). */
	photos: number;
	/** How many of them are licensed for hero usage; the rest are background dressing. */
	hero: number;
	/** Every photo's price (the background-dressing price). */
	photo_price_cents: number;
};

/** One licence type's share of the example: its photos, their price, and their part of the discount. */
export type PricingExampleGroup = {
	license_type: LicenseType;
	photos: number;
	unit_price_cents: number;
	subtotal_cents: number;
	discount_cents: number;
	total_cents: number;
};

export type PricingExample = PricingExampleInput & {
	/** Background dressing first, then hero usage; a licence with no photos is left out. */
	groups: PricingExampleGroup[];
	cart: PricedCart;
};

/** A feature film's set: 30 photos at the starting price, 4 of them featured on screen. */
export const WORKED_EXAMPLE: PricingExampleInput = {
	photos: 30,
	hero: 4,
	photo_price_cents: PHOTO_DEFAULT_PRICE_CENTS,
};

/** Prices the example as a real cart and sums each licence's lines (their discount shares included). */
export function pricingExample(input: PricingExampleInput = WORKED_EXAMPLE): PricingExample {
	if (!Number.isInteger(input.photos) || input.photos < 0) throw new RangeError("photos must be a count");
	if (!Number.isInteger(input.hero) || input.hero < 0 || input.hero > input.photos) {
		throw new RangeError("hero must be a count no larger than photos");
	}
	const lines: CartLineInput[] = Array.from({ length: input.photos }, (_, i) => ({
		id: String(i),
		photo_price_cents: input.photo_price_cents,
		license_type: i < input.photos - input.hero ? "background-dressing" : "hero-usage",
		quantity: 1,
	}));
	const cart = priceCart(lines);
	const groups = (["background-dressing", "hero-usage"] as const).flatMap((license) => {
		const mine = cart.lines.filter((_, i) => lines[i]?.license_type === license);
		if (mine.length === 0) return [];
		const sum = (pick: (line: (typeof mine)[number]) => number) => mine.reduce((s, l) => s + pick(l), 0);
		return [
			{
				license_type: license,
				photos: mine.length,
				unit_price_cents: licensePriceCents(input.photo_price_cents, license),
				subtotal_cents: sum((l) => l.subtotal_cents),
				discount_cents: sum((l) => l.discount_cents),
				total_cents: sum((l) => l.total_cents),
			},
		];
	});
	return { ...input, groups, cart };
}
