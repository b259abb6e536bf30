import { describe, expect, it } from "vitest";
import { PHOTO_DEFAULT_PRICE_CENTS } from "./contracts/catalogue";
import { pricingExample, WORKED_EXAMPLE } from "./pricing-example";

describe("pricingExample", () => {
	it("prices the page's example: 26 background and 4 hero photos reach the 5% tier", () => {
		const price = PHOTO_DEFAULT_PRICE_CENTS;
		const example = pricingExample();
		const subtotal = 26 * price + 4 * price * 5;
		const discount = Math.round(subtotal * 0.05);
		expect(example.cart).toMatchObject({
			item_count: 30,
			subtotal_cents: subtotal,
			discount_cents: discount,
			total_cents: subtotal - discount,
			tier: { min_items: 25, percent: 5 },
			next_tier: { tier: { min_items: 50, percent: 10 }, items_needed: 20 },
		});
		expect(example).toMatchObject({ ...WORKED_EXAMPLE });
	});

	it("sums each licence's lines, its share of the discount in proportion to its value", () => {
		const example = pricingExample({ photos: 25, hero: 5, photo_price_cents: 1000 });
		// 20 x $10 + 5 x $50 = $450; 5% = $22.50, shared 200:250.
		expect(example.groups).toEqual([
			{
				license_type: "background-dressing",
				photos: 20,
				unit_price_cents: 1000,
				subtotal_cents: 20_000,
				discount_cents: 1000,
				total_cents: 19_000,
			},
			{
				license_type: "hero-usage",
				photos: 5,
				unit_price_cents: 5000,
				subtotal_cents: 25_000,
				discount_cents: 1250,
				total_cents: 23_750,
			},
		]);
		const sum = example.groups.reduce((s, g) => s + g.discount_cents, 0);
		expect(sum).toBe(example.cart.discount_cents);
	});

	it("leaves out a licence with no photos and gives no discount under the first tier", () => {
		const example = pricingExample({ photos: 3, hero: 0, photo_price_cents: 4900 });
		expect(example.groups.map((g) => g.license_type)).toEqual(["background-dressing"]);
		expect(example.cart).toMatchObject({ discount_cents: 0, tier: null, next_tier: { items_needed: 22 } });
	});

	it("refuses more hero photos than photos, or counts that are not whole", () => {
		expect(() => pricingExample({ photos: 2, hero: 3, photo_price_cents: 100 })).toThrow(RangeError);
		expect(() => pricingExample({ photos: 2.5, hero: 0, photo_price_cents: 100 })).toThrow(RangeError);
		expect(() => pricingExample({ photos: 2, hero: -1, photo_price_cents: 100 })).toThrow(RangeError);
	});
});
