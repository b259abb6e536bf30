import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LICENSE_TYPES } from "./license";
import { allocateCents, discountTier, nextDiscountTier, priceCart } from "./pricing";

const line = (
	id: string,
	price: number,
	license: "background-dressing" | "hero-usage" = "background-dressing",
) => ({
	id,
	photo_price_cents: price,
	license_type: license,
	quantity: 1,
});

describe("volume tiers (spec section 9)", () => {
	it.each([
		[0, null, 25],
		[24, null, 1],
		[25, 5, 25],
		[49, 5, 1],
		[50, 10, 25],
		[74, 10, 1],
		[75, 15, null],
		[200, 15, null],
	])("%i items: %s%% off, %s more to the next tier", (quantity, percent, needed) => {
		expect(discountTier(quantity)?.percent ?? null).toBe(percent);
		expect(nextDiscountTier(quantity)?.items_needed ?? null).toBe(needed);
	});
});

describe("priceCart", () => {
	it("prices hero usage at five times the photo price, without a discount under 25 items", () => {
		const cart = priceCart([line("a", 1250), line("b", 2000, "hero-usage")]);
		expect(cart.lines.map((l) => l.unit_price_cents)).toEqual([1250, 10_000]);
		expect(cart).toMatchObject({
			item_count: 2,
			subtotal_cents: 11_250,
			discount_cents: 0,
			total_cents: 11_250,
		});
		expect(cart.next_tier).toMatchObject({ items_needed: 23, tier: { percent: 5 } });
	});

	it("takes 5% off 26 items and shares it by line value", () => {
		const lines = Array.from({ length: 26 }, (_, i) => line(`p${i}`, i === 0 ? 10_000 : 1000));
		const cart = priceCart(lines);
		expect(cart.subtotal_cents).toBe(35_000);
		expect(cart.discount_cents).toBe(1750);
		expect(cart.total_cents).toBe(33_250);
		expect(cart.lines[0]?.discount_cents).toBe(500);
		expect(cart.lines[1]?.discount_cents).toBe(50);
		expect(cart.tier?.percent).toBe(5);
		expect(cart.next_tier).toMatchObject({ items_needed: 24, tier: { percent: 10 } });
	});

	it("lines always add up to the totals, and no line is discounted below zero", () => {
		const arbLine = fc.record({
			price: fc.integer({ min: 0, max: 500_000 }),
			license: fc.constantFrom(...LICENSE_TYPES),
			quantity: fc.integer({ min: 1, max: 3 }),
		});
		fc.assert(
			fc.property(fc.array(arbLine, { maxLength: 120 }), (raw) => {
				const cart = priceCart(
					raw.map((r, i) => ({
						id: String(i),
						photo_price_cents: r.price,
						license_type: r.license,
						quantity: r.quantity,
					})),
				);
				const sum = (f: (l: (typeof cart.lines)[number]) => number) =>
					cart.lines.reduce((s, l) => s + f(l), 0);
				expect(sum((l) => l.subtotal_cents)).toBe(cart.subtotal_cents);
				expect(sum((l) => l.discount_cents)).toBe(cart.discount_cents);
				expect(sum((l) => l.total_cents)).toBe(cart.total_cents);
				for (const l of cart.lines) {
					expect(Number.isInteger(l.discount_cents)).toBe(true);
					expect(l.discount_cents).toBeGreaterThanOrEqual(0);
					expect(l.discount_cents).toBeLessThanOrEqual(l.subtotal_cents);
				}
				const percent = cart.tier?.percent ?? 0;
				expect(cart.discount_cents).toBe(Math.round((cart.subtotal_cents * percent) / 100));
			}),
		);
	});
});

describe("allocateCents", () => {
	it("splits in proportion, whole cents, largest remainders first", () => {
		expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
		expect(allocateCents(10, [0, 5, 5])).toEqual([0, 5, 5]);
		expect(allocateCents(0, [3, 4])).toEqual([0, 0]);
		expect(allocateCents(7, [])).toEqual([]);
	});

	it("gives equal weights shares at most one cent apart", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 100 }),
				fc.integer({ min: 1, max: 1_000_000 }),
				fc.integer({ min: 0, max: 1_000_000 }),
				(n, weight, amount) => {
					const shares = allocateCents(Math.min(amount, n * weight), Array(n).fill(weight));
					expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
				},
			),
		);
	});

	it("gives each weight its share within one cent, and exactly the amount in all", () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 80 }),
				fc.integer({ min: 0, max: 100_000 }),
				(weights, rawAmount) => {
					const total = weights.reduce((s, w) => s + w, 0);
					const amount = total === 0 ? 0 : Math.min(rawAmount, total);
					const shares = allocateCents(amount, weights);
					expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
					shares.forEach((share, i) => {
						const exact = total === 0 ? 0 : (amount * (weights[i] ?? 0)) / total;
						expect(Math.abs(share - exact)).toBeLessThan(1);
						expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
					});
				},
			),
		);
	});
});

describe("priceCart with issue 30's licences", () => {
	const multipliers = { 6: 3, 12: 5 } as const;
	const lines = (count: number, price = 1000) =>
		Array.from({ length: count }, (_, i) => line(`n${i}`, price));

	it("reaches the tier across orders: 40 licensed and 20 in the cart is 10%", () => {
		const cart = priceCart(lines(20), { prior_count: 40, multipliers });
		expect(cart.tier_count).toBe(60);
		expect(cart.tier?.percent).toBe(10);
		expect(cart.next_tier).toMatchObject({ items_needed: 15 });
		expect(cart).toMatchObject({ subtotal_cents: 20_000, discount_cents: 2000, total_cents: 18_000 });
		expect(priceCart(lines(20), { multipliers }).tier).toBeNull();
	});

	it("prices an upgrade at the difference, with no share of the discount and no weight in the tier", () => {
		const upgrade = { ...line("u", 1000, "hero-usage"), upgrade_paid_cents: 950 };
		const cart = priceCart([...lines(25), upgrade], { multipliers });
		expect(cart.tier_count).toBe(25);
		const priced = cart.lines.find((l) => l.id === "u");
		expect(priced).toMatchObject({ unit_price_cents: 4050, discount_cents: 0, total_cents: 4050 });
		expect(cart.discount_cents).toBe(1250);
		expect(cart.total_cents).toBe(25_000 - 1250 + 4050);
		// 24 new lines and an upgrade: no tier.
		expect(priceCart([...lines(24), upgrade], { multipliers }).tier).toBeNull();
		// Never below zero.
		expect(priceCart([{ ...upgrade, upgrade_paid_cents: 9000 }]).lines[0]?.unit_price_cents).toBe(0);
	});

	it("prices an exclusive hero licence at its term's multiple of the hero price, rounded to the cent", () => {
		const six = { ...line("e6", 1001, "hero-usage"), exclusive_months: 6 as const };
		const twelve = { ...line("e12", 1001, "hero-usage"), exclusive_months: 12 as const };
		const cart = priceCart([six, twelve], { multipliers });
		expect(cart.lines.map((l) => l.unit_price_cents)).toEqual([15_015, 25_025]);
		const odd = priceCart([{ ...six, photo_price_cents: 333 }], { multipliers: { 6: 2.5, 12: 4.25 } });
		// hero 1665 x 2.5 = 4162.5: rounded to the cent.
		expect(odd.lines[0]?.unit_price_cents).toBe(4163);
		// A background line ignores a stray term.
		expect(priceCart([{ ...line("b", 1000), exclusive_months: 6 }]).lines[0]?.unit_price_cents).toBe(1000);
	});

	it("rounds the discount to the cent and its shares add up exactly", () => {
		const odd = Array.from({ length: 27 }, (_, i) => line(`o${i}`, 1000 + 37 * i));
		const cart = priceCart(odd, { prior_count: 30, multipliers });
		expect(cart.tier?.percent).toBe(10);
		const subtotal = odd.reduce((sum, l) => sum + l.photo_price_cents, 0);
		expect(cart.discount_cents).toBe(Math.round(subtotal / 10));
		expect(cart.lines.reduce((sum, l) => sum + l.discount_cents, 0)).toBe(cart.discount_cents);
		for (const l of cart.lines) expect(Number.isInteger(l.total_cents)).toBe(true);
	});
});
