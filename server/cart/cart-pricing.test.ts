import type { CartResponse } from "@core/contracts/cart";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpMembers } from "../test/auth-client";
import { cartOf, fillCart, filledPriceCents } from "../test/fixtures/cart";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/** The figures must add up whatever the tier: lines to the totals, each line to its own parts. */
function expectConsistent(cart: CartResponse) {
	const sum = (pick: (l: CartResponse["items"][number]) => number) =>
		cart.items.reduce((total, line) => total + pick(line), 0);
	expect(sum((l) => l.subtotal_cents)).toBe(cart.subtotal_cents);
	expect(sum((l) => l.discount_cents)).toBe(cart.discount_cents);
	expect(sum((l) => l.total_cents)).toBe(cart.total_cents);
	expect(cart.total_cents).toBe(cart.subtotal_cents - cart.discount_cents);
	for (const line of cart.items) {
		expect(line.total_cents).toBe(line.subtotal_cents - line.discount_cents);
		expect(line.subtotal_cents).toBe(line.unit_price_cents * line.quantity);
	}
}

describe("cart pricing through the API", () => {
	it("gives 26 lines the 5% tier, the hint of 24 more for 10%, hero-usage at 5 times, lines adding up", async () => {
		const [lea] = await signUpMembers(ctx, "Lea");
		const ids = await fillCart(ctx, "lea@studio.test", 26);
		const prices = ids.map((_, i) => filledPriceCents(i));
		const heroId = ids[3] ?? "";
		const heroPrice = filledPriceCents(3);
		await ctx.database.query(
			sql`update cart_items set license_type = 'hero-usage' where photo_id = ${heroId}`,
		);

		const cart = await cartOf(lea);
		expect(cart.item_count).toBe(26);
		expect(cart.items).toHaveLength(26);
		// Newest added first: the last photo inserted leads.
		expect(cart.items[0]?.photo.id).toBe(ids[25]);

		const hero = cart.items.find((l) => l.photo.id === heroId);
		expect(hero).toMatchObject({
			license_type: "hero-usage",
			unit_price_cents: 5 * heroPrice,
			subtotal_cents: 5 * heroPrice,
		});
		const subtotal = prices.reduce((s, p) => s + p, 0) + 4 * heroPrice;
		expect(subtotal).toBe(42_469);
		expect(cart.subtotal_cents).toBe(subtotal);
		expect(cart.tier).toEqual({ name: "Volume 25", min_items: 25, percent: 5 });
		expect(cart.next_tier).toEqual({
			tier: { name: "Volume 50", min_items: 50, percent: 10 },
			items_needed: 24,
		});
		// 5% of 42,469 cents is 2,123.45: 2,123 off.
		expect(cart.discount_cents).toBe(2123);
		expect(cart.total_cents).toBe(40_346);
		expectConsistent(cart);
		// Shared by value: the hero line, the dearest, carries the largest share.
		expect(Math.max(...cart.items.map((l) => l.discount_cents))).toBe(hero?.discount_cents);
	});

	it("reprices a license change and drops the tier below 25 items", async () => {
		const [max] = await signUpMembers(ctx, "Max");
		const ids = await fillCart(ctx, "max@studio.test", 25);
		const before = await cartOf(max);
		expect(before.tier?.percent).toBe(5);
		const line = before.items.find((l) => l.photo.id === ids[0]);
		expect(line?.unit_price_cents).toBe(filledPriceCents(0));

		const changed = await max.patch(`/api/cart/items/${line?.id}`, { license_type: "hero-usage" });
		expect(changed.statusCode).toBe(200);
		expect(changed.json().item).toMatchObject({ unit_price_cents: 5000, subtotal_cents: 5000 });
		const after = await cartOf(max);
		expect(after.subtotal_cents).toBe(before.subtotal_cents + 4000);
		expect(after.discount_cents).toBe(Math.round((after.subtotal_cents * 5) / 100));
		expectConsistent(after);

		expect((await max.del(`/api/cart/items/${line?.id}`)).statusCode).toBe(204);
		const below = await cartOf(max);
		expect(below).toMatchObject({ item_count: 24, discount_cents: 0, tier: null });
		expect(below.next_tier).toEqual({
			tier: { name: "Volume 25", min_items: 25, percent: 5 },
			items_needed: 1,
		});
		expect(below.total_cents).toBe(below.subtotal_cents);
		expectConsistent(below);
	});

	it("prices from the photo's current price, not the one when it was added", async () => {
		const [ned] = await signUpMembers(ctx, "Ned");
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		await ned.post("/api/cart", { photo_id: photo });
		await ctx.database.query(sql`update photos set price_cents = 7777 where id = ${photo}`);
		expect(await cartOf(ned)).toMatchObject({ subtotal_cents: 7777, total_cents: 7777 });
	});
});
