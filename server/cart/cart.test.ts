import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../db/seed/seed";
import { authClient, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
	await seedDemo(ctx.database, ctx.storage, { photos: 3, seed: 7 });
});
afterAll(async () => ctx?.close());

describe("GET /api/cart/count", () => {
	it("counts only the caller's own cart lines", async () => {
		const ann = authClient(ctx);
		const ben = authClient(ctx);
		await signUp(ctx, ann, "ann@studio.test", "Ann");
		await signUp(ctx, ben, "ben@studio.test", "Ben");
		expect((await ann.get("/api/cart/count")).json()).toEqual({ count: 0 });

		await ctx.database.query(sql`
			insert into cart_items (user_id, photo_id)
			select u.id, p.id from users u cross join (select id from photos order by photoid limit 2) p
			where u.email = 'ann@studio.test'`);
		expect((await ann.get("/api/cart/count")).json()).toEqual({ count: 2 });
		expect((await ben.get("/api/cart/count")).json()).toEqual({ count: 0 });
		expect((await authClient(ctx).get("/api/cart/count")).statusCode).toBe(401);
	});
});
