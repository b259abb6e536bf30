import type { CartResponse } from "@core/contracts/cart";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUpMembers } from "../test/auth-client";
import { cartOf, fillCart, filledPriceCents } from "../test/fixtures/cart";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const lineOf = (cart: CartResponse, photoId: string) => {
	const line = cart.items.find((l) => l.photo.id === photoId);
	if (!line) throw new Error(`no line for ${photoId}`);
	return line;
};

async function clearedForBackgroundOnly(photoIds: readonly string[]) {
	for (const id of photoIds) {
		await ctx.database.query(sql`update photos set clearance = 'background' where id = ${id}`);
	}
}

async function wishlistFor(client: AuthClient, name: string): Promise<string> {
	const project = await client.post("/api/projects", { name: `${name} project`, company: "Harbor Films" });
	expect(project.statusCode).toBe(201);
	const res = await client.post("/api/wishlists", { name, project_id: project.json().project.id });
	expect(res.statusCode).toBe(201);
	return res.json().wishlist.id;
}

async function wishlistPhotos(
	wishlistId: string,
): Promise<Array<{ photo_id: string; license_type: string }>> {
	return ctx.database.query(
		sql`select photo_id, license_type from wishlist_items where wishlist_id = ${wishlistId} order by photo_id`,
	);
}

describe("PATCH /api/cart/lines", () => {
	it("sets 30 lines to hero in one request, leaves the photos not cleared for hero as they were, and reprices", async () => {
		const [ann] = await signUpMembers(ctx, "Ann");
		const ids = await fillCart(ctx, "ann@studio.test", 30);
		const notCleared = [ids[2] ?? "", ids[7] ?? "", ids[11] ?? ""];
		await clearedForBackgroundOnly(notCleared);
		const before = await cartOf(ann);

		const res = await ann.patch("/api/cart/lines", {
			line_ids: before.items.map((l) => l.id),
			license_type: "hero-usage",
		});
		expect(res.statusCode).toBe(200);
		const body = res.json();
		expect(body.changed).toBe(27);
		expect([...body.not_cleared].sort()).toEqual(notCleared.map((id) => lineOf(before, id).id).sort());

		// The answer is the cart the server priced again, the same as a fresh read.
		const after = await cartOf(ann);
		expect(body.cart).toEqual(after);
		for (const [i, id] of ids.entries()) {
			const line = lineOf(after, id);
			const hero = !notCleared.includes(id);
			expect(line.license_type).toBe(hero ? "hero-usage" : "background-dressing");
			expect(line.unit_price_cents).toBe((hero ? 5 : 1) * filledPriceCents(i));
		}
		const subtotal = ids.reduce(
			(sum, id, i) => sum + (notCleared.includes(id) ? 1 : 5) * filledPriceCents(i),
			0,
		);
		expect(after.subtotal_cents).toBe(subtotal);
		// 30 photos: the 5% tier.
		expect(after.tier?.percent).toBe(5);
		expect(after.total_cents).toBe(subtotal - after.discount_cents);

		// Back to background for two lines only: the rest stay hero.
		const two = [lineOf(after, ids[0] ?? "").id, lineOf(after, ids[1] ?? "").id];
		const back = await ann.patch("/api/cart/lines", { line_ids: two, license_type: "background-dressing" });
		expect(back.statusCode).toBe(200);
		expect(back.json()).toMatchObject({ changed: 2, not_cleared: [] });
		const licenses = (await cartOf(ann)).items.filter((l) => l.license_type === "hero-usage");
		expect(licenses).toHaveLength(25);
	});

	it("changes nothing when any line is not the caller's (404), and leaves the other user's line alone", async () => {
		const [ben, cy] = await signUpMembers(ctx, "Ben", "Cy");
		const [a = "", b = ""] = await insertPhotos(ctx.database, 2);
		const bens = (await ben.post("/api/cart", { photo_id: a })).json().item;
		const cys = (await cy.post("/api/cart", { photo_id: b })).json().item;

		const res = await ben.patch("/api/cart/lines", {
			line_ids: [bens.id, cys.id],
			license_type: "hero-usage",
		});
		expect(res.statusCode).toBe(404);
		expect(res.json().error.message).toBe("That photo is not in your cart");
		expect(lineOf(await cartOf(ben), a).license_type).toBe("background-dressing");
		expect(lineOf(await cartOf(cy), b).license_type).toBe("background-dressing");

		const unknown = await ben.patch("/api/cart/lines", { line_ids: [UNKNOWN], license_type: "hero-usage" });
		expect(unknown.statusCode).toBe(404);
		// The same line twice counts once.
		const twice = await ben.patch("/api/cart/lines", {
			line_ids: [bens.id, bens.id],
			license_type: "hero-usage",
		});
		expect(twice.statusCode).toBe(200);
		expect(twice.json().changed).toBe(1);
	});

	it("answers 400 with a message per field for a bad body, and 401 to guests", async () => {
		const [dee] = await signUpMembers(ctx, "Dee");
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const line = (await dee.post("/api/cart", { photo_id: photo })).json().item;

		const empty = await dee.patch("/api/cart/lines", { line_ids: [], license_type: "hero-usage" });
		expect(empty.statusCode).toBe(400);
		expect(empty.json().error.fields).toEqual({ line_ids: "Choose at least one photo" });
		const badLicense = await dee.patch("/api/cart/lines", { line_ids: [line.id], license_type: "poster" });
		expect(badLicense.statusCode).toBe(400);
		expect(Object.keys(badLicense.json().error.fields)).toEqual(["license_type"]);
		expect(
			(await dee.patch("/api/cart/lines", { line_ids: ["12"], license_type: "hero-usage" })).statusCode,
		).toBe(400);
		expect((await dee.patch("/api/cart/lines", { line_ids: [line.id] })).statusCode).toBe(400);
		// A price from the browser is not part of the contract.
		expect(
			(
				await dee.patch("/api/cart/lines", {
					line_ids: [line.id],
					license_type: "hero-usage",
					price_cents: 1,
				})
			).statusCode,
		).toBe(400);
		const tooMany = Array.from({ length: 501 }, () => line.id);
		expect(
			(await dee.patch("/api/cart/lines", { line_ids: tooMany, license_type: "hero-usage" })).statusCode,
		).toBe(400);

		const guest = await authClient(ctx).patch("/api/cart/lines", {
			line_ids: [line.id],
			license_type: "hero-usage",
		});
		expect(guest.statusCode).toBe(401);
		expect(lineOf(await cartOf(dee), photo).license_type).toBe("background-dressing");
	});
});

describe("moving cart lines to a wishlist", () => {
	it("moves one line: into the wishlist with its license, out of the cart, in one step", async () => {
		const [eve] = await signUpMembers(ctx, "Eve");
		const [a = "", b = ""] = await insertPhotos(ctx.database, 2);
		const line = (await eve.post("/api/cart", { photo_id: a, license_type: "hero-usage" })).json().item;
		await eve.post("/api/cart", { photo_id: b });
		const wishlist = await wishlistFor(eve, "Diner set");

		const res = await eve.post(`/api/cart/lines/${line.id}/move-to-wishlist`, { wishlist_id: wishlist });
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ moved: 1, already_in_wishlist: 0 });
		expect(await wishlistPhotos(wishlist)).toEqual([{ photo_id: a, license_type: "hero-usage" }]);
		const cart = await cartOf(eve);
		expect(cart.items.map((l) => l.photo.id)).toEqual([b]);
		expect(cart.item_count).toBe(1);
		const membership = await eve.get(`/api/wishlists/membership?photo_ids=${a}`);
		expect(membership.json()).toEqual({ memberships: { [a]: [wishlist] } });

		// A second time the line is gone: 404.
		const again = await eve.post(`/api/cart/lines/${line.id}/move-to-wishlist`, { wishlist_id: wishlist });
		expect(again.statusCode).toBe(404);
	});

	it("moves the selection; a photo the wishlist holds already still leaves the cart", async () => {
		const [fay] = await signUpMembers(ctx, "Fay");
		const ids = await fillCart(ctx, "fay@studio.test", 4);
		const wishlist = await wishlistFor(fay, "Kitchen");
		expect((await fay.post(`/api/wishlists/${wishlist}/items`, { photo_id: ids[0] })).statusCode).toBe(201);
		const cart = await cartOf(fay);
		const chosen = [
			lineOf(cart, ids[0] ?? "").id,
			lineOf(cart, ids[1] ?? "").id,
			lineOf(cart, ids[2] ?? "").id,
		];

		const res = await fay.post("/api/cart/lines/move-to-wishlist", {
			line_ids: chosen,
			wishlist_id: wishlist,
		});
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ moved: 3, already_in_wishlist: 1 });
		expect((await wishlistPhotos(wishlist)).map((r) => r.photo_id)).toEqual([ids[0], ids[1], ids[2]].sort());
		expect((await cartOf(fay)).items.map((l) => l.photo.id)).toEqual([ids[3]]);
	});

	it("answers 404 for another user's wishlist or line and moves nothing", async () => {
		const [gus, hal] = await signUpMembers(ctx, "Gus", "Hal");
		const [a = "", b = ""] = await insertPhotos(ctx.database, 2);
		const gusLine = (await gus.post("/api/cart", { photo_id: a })).json().item;
		const halLine = (await hal.post("/api/cart", { photo_id: b })).json().item;
		const gusList = await wishlistFor(gus, "Gus list");
		const halList = await wishlistFor(hal, "Hal list");

		const theirs = await gus.post(`/api/cart/lines/${gusLine.id}/move-to-wishlist`, { wishlist_id: halList });
		expect(theirs.statusCode).toBe(404);
		expect(theirs.json().error.message).toBe("Wishlist not found");
		const theirLine = await gus.post(`/api/cart/lines/${halLine.id}/move-to-wishlist`, {
			wishlist_id: gusList,
		});
		expect(theirLine.statusCode).toBe(404);
		// One stranger's line in the selection: nothing moves, not even the caller's own line.
		const mixed = await gus.post("/api/cart/lines/move-to-wishlist", {
			line_ids: [gusLine.id, halLine.id],
			wishlist_id: gusList,
		});
		expect(mixed.statusCode).toBe(404);

		expect((await cartOf(gus)).items.map((l) => l.id)).toEqual([gusLine.id]);
		expect((await cartOf(hal)).items.map((l) => l.id)).toEqual([halLine.id]);
		expect(await wishlistPhotos(gusList)).toEqual([]);
		expect(await wishlistPhotos(halList)).toEqual([]);
	});

	it("answers 400 for a bad body and 401 to guests", async () => {
		const [ida] = await signUpMembers(ctx, "Ida");
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const line = (await ida.post("/api/cart", { photo_id: photo })).json().item;

		const bad = await ida.post(`/api/cart/lines/${line.id}/move-to-wishlist`, { wishlist_id: "x" });
		expect(bad.statusCode).toBe(400);
		expect(bad.json().error.fields).toEqual({ wishlist_id: "not a wishlist id" });
		expect((await ida.post(`/api/cart/lines/${line.id}/move-to-wishlist`, {})).statusCode).toBe(400);
		expect((await ida.post("/api/cart/lines/12/move-to-wishlist", { wishlist_id: UNKNOWN })).statusCode).toBe(
			400,
		);
		expect(
			(await ida.post("/api/cart/lines/move-to-wishlist", { line_ids: [], wishlist_id: UNKNOWN })).statusCode,
		).toBe(400);
		const guest = authClient(ctx);
		expect(
			(await guest.post(`/api/cart/lines/${line.id}/move-to-wishlist`, { wishlist_id: UNKNOWN })).statusCode,
		).toBe(401);
		expect(
			(await guest.post("/api/cart/lines/move-to-wishlist", { line_ids: [line.id], wishlist_id: UNKNOWN }))
				.statusCode,
		).toBe(401);
		expect((await cartOf(ida)).items).toHaveLength(1);
	});
});
