import { HERO_NEEDS_RELEASES } from "@core/clearance";
import type { PhotoClearanceResponse } from "@core/contracts/clearance";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, signUpMembers } from "../test/auth-client";
import { insertFace, insertPerson, insertRelease, insertRights } from "../test/fixtures/clearance";
import { checkout, readyToCheckOut } from "../test/fixtures/orders";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";
import { recomputeClearances } from "./service";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
});
afterAll(async () => ctx?.close());

const clearanceOf = async (photoId: string) =>
	(
		await ctx.database.query<{ clearance: string; facets: string[] }>(
			sql`select clearance, facets from photos where id = ${photoId}`,
		)
	)[0];

/** A live photo whose ledger is built by `build`, judged by the rules; answers its clearance. */
async function photoWithLedger(
	build: (photoId: string) => Promise<void>,
	rights: "verified" | "pending_review" | null = "verified",
): Promise<string> {
	const [photoId = ""] = await insertPhotos(ctx.database, 1);
	await ctx.database.query(
		sql`update photos set clearance = 'pending', people_count = null where id = ${photoId}`,
	);
	if (rights) await insertRights(ctx.database.db, photoId, { status: rights });
	await build(photoId);
	const faces = await ctx.database.query<{ n: number }>(
		sql`select count(*)::int as n from faces where photo_id = ${photoId}`,
	);
	await ctx.database.query(sql`update photos set people_count = ${faces[0]?.n ?? 0} where id = ${photoId}`);
	await recomputeClearances(ctx.database.db, [photoId]);
	return photoId;
}

describe("a photo's clearance, judged from the ledger in the database", () => {
	it("is hero with a minor's guardian, a deceased person's estate and a face nobody can identify", async () => {
		const photo = await photoWithLedger(async (photoId) => {
			const child = await insertPerson(ctx.database.db, { birth_year: 2016 });
			await insertRelease(ctx.database.db, child, { relationship: "parent_or_guardian" });
			const grandfather = await insertPerson(ctx.database.db, { life_status: "deceased", birth_year: 1921 });
			await insertRelease(ctx.database.db, grandfather, { relationship: "estate" });
			await insertFace(ctx.database.db, photoId, { person_id: child, age: 8, gender: "male" });
			await insertFace(ctx.database.db, photoId, { person_id: grandfather, age: 80, gender: "male" });
			await insertFace(ctx.database.db, photoId, { identifiable: false });
		});
		const row = await clearanceOf(photo);
		expect(row?.clearance).toBe("hero");
		// The search's filter word, kept by the facets trigger.
		expect(row?.facets).toContain("k:hero");
	});

	it("is pending for a missing, rejected or revoked release, or a minor's own signature", async () => {
		for (const release of [
			null,
			{ status: "rejected" as const },
			{ status: "revoked" as const },
			{ status: "pending_review" as const },
		]) {
			const photo = await photoWithLedger(async (photoId) => {
				const person = await insertPerson(ctx.database.db);
				if (release) await insertRelease(ctx.database.db, person, release);
				await insertFace(ctx.database.db, photoId, { person_id: person });
			});
			const row = await clearanceOf(photo);
			expect(row?.clearance).toBe("pending");
			expect(row?.facets).not.toContain("k:hero");
		}
		const minor = await photoWithLedger(async (photoId) => {
			const child = await insertPerson(ctx.database.db, { birth_year: 2016 });
			await insertRelease(ctx.database.db, child, { relationship: "self" });
			await insertFace(ctx.database.db, photoId, { person_id: child, age: 8 });
		});
		expect((await clearanceOf(minor))?.clearance).toBe("pending");
	});

	it("is background with a background release, and pending until the rights are verified", async () => {
		const background = await photoWithLedger(async (photoId) => {
			const person = await insertPerson(ctx.database.db);
			await insertRelease(ctx.database.db, person, { scope: "background" });
			await insertFace(ctx.database.db, photoId, { person_id: person });
		});
		expect((await clearanceOf(background))?.clearance).toBe("background");
		const unverified = await photoWithLedger(async () => {}, "pending_review");
		expect((await clearanceOf(unverified))?.clearance).toBe("pending");
		const noRights = await photoWithLedger(async () => {}, null);
		expect((await clearanceOf(noRights))?.clearance).toBe("pending");
	});

	it("follows a person's release to every record known to be the same person", async () => {
		const photo = await photoWithLedger(async (photoId) => {
			const first = await insertPerson(ctx.database.db);
			const second = await insertPerson(ctx.database.db);
			await ctx.database.query(
				sql`insert into person_aliases (person_id, alias_person_id) values (${first}, ${second})`,
			);
			await insertRelease(ctx.database.db, first);
			await insertFace(ctx.database.db, photoId, { person_id: second });
		});
		expect((await clearanceOf(photo))?.clearance).toBe("hero");
	});

	it("keeps its history append-only", async () => {
		const events = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from ledger_events where action = 'clearance_changed'`,
		);
		expect(events[0]?.n).toBeGreaterThan(0);
		// Drizzle wraps the database's error: its cause carries the trigger's message.
		const refusal = (statement: Promise<unknown>) =>
			statement.then(
				() => "accepted",
				(err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
			);
		expect(await refusal(ctx.database.query(sql`update ledger_events set action = 'x'`))).toMatch(
			/append-only/,
		);
		expect(await refusal(ctx.database.query(sql`delete from ledger_events`))).toMatch(/append-only/);
	});
});

describe("hero use is refused unless the photo is cleared for it", () => {
	it("on add, on a licence change and at checkout, with the release message", async () => {
		const [member] = await signUpMembers(ctx, "Hana");
		if (!member) throw new Error("member");
		const background = await photoWithLedger(async (photoId) => {
			const person = await insertPerson(ctx.database.db);
			await insertRelease(ctx.database.db, person, { scope: "background" });
			await insertFace(ctx.database.db, photoId, { person_id: person });
		});
		const added = await member.post("/api/cart", { photo_id: background, license_type: "hero-usage" });
		expect(added.statusCode).toBe(422);
		expect(added.json().error).toMatchObject({
			code: "NOT_CLEARED",
			message: HERO_NEEDS_RELEASES,
			fields: { license_type: HERO_NEEDS_RELEASES },
		});
		const line = await member.post("/api/cart", {
			photo_id: background,
			license_type: "background-dressing",
		});
		expect(line.statusCode, line.body).toBe(201);
		const lineId = line.json().item.id as string;
		const changed = await member.patch(`/api/cart/items/${lineId}`, { license_type: "hero-usage" });
		expect(changed.statusCode).toBe(422);
		expect(changed.json().error.message).toBe(HERO_NEEDS_RELEASES);
		// A batch add counts the refused hero line among its errors.
		const batch = await member.post("/api/cart/items", {
			items: [{ photo_id: background, license_type: "hero-usage" }],
		});
		expect(batch.json()).toMatchObject({ added: 0, errors: 1 });
	});

	it("at checkout when a release was revoked after the line was added", async () => {
		const { client, ids, body } = await readyToCheckOut(ctx, "Ines", 1, "Night Ferry");
		const photoId = ids[0] ?? "";
		await ctx.database.query(
			sql`update cart_items set license_type = 'hero-usage' where photo_id = ${photoId}`,
		);
		const cart = (await client.get("/api/cart")).json();
		// The fixture photo was cleared for hero use; its only person's release is now revoked.
		const person = await insertPerson(ctx.database.db);
		await insertRights(ctx.database.db, photoId);
		await insertRelease(ctx.database.db, person, { status: "revoked" });
		await insertFace(ctx.database.db, photoId, { person_id: person });
		await ctx.database.query(sql`update photos set people_count = 1 where id = ${photoId}`);
		await recomputeClearances(ctx.database.db, [photoId]);
		const res = await checkout(client, { ...body, expected_total_cents: cart.total_cents });
		expect(res.statusCode).toBe(422);
		expect(res.json().error.message).toBe(HERO_NEEDS_RELEASES);
		const orders = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from orders where production_name = 'Night Ferry'`,
		);
		expect(orders[0]?.n).toBe(0);
	});
});

describe("GET /api/photos/:id/clearance", () => {
	it("lists each person by a role with the release that clears them, and the rights holder's storefront", async () => {
		const [member] = await signUpMembers(ctx, "Jude");
		if (!member) throw new Error("member");
		const [photoId = ""] = await insertPhotos(ctx.database, 1);
		await ctx.database.query(
			sql`insert into profiles (id, storefront_name) select user_id, 'The Okafor Family' from photos where id = ${photoId}`,
		);
		const person = await insertPerson(ctx.database.db, { name: "Adaeze Okafor" });
		const release = await insertRelease(ctx.database.db, person, {
			scope: "background",
			signed_on: "2024-05-02",
		});
		await insertFace(ctx.database.db, photoId, { person_id: person, gender: "female", age: 34 });
		// Faces are listed in the order they were drawn: a second later, whatever the clock's grain.
		const boy = await insertFace(ctx.database.db, photoId, { identifiable: false, gender: "male", age: 6 });
		await ctx.database.query(
			sql`update faces set created_at = created_at + interval '1 second' where id = ${boy}`,
		);
		await insertRights(ctx.database.db, photoId);
		await ctx.database.query(sql`update photos set people_count = 2 where id = ${photoId}`);
		await recomputeClearances(ctx.database.db, [photoId]);

		const res = await member.get(`/api/photos/${photoId}/clearance`);
		expect(res.statusCode, res.body).toBe(200);
		const body = res.json() as PhotoClearanceResponse;
		expect(body).toMatchObject({
			photo_id: photoId,
			clearance: "background",
			rights: { verified: true, holder_storefront: "The Okafor Family" },
			people: [
				{
					role: "Woman, 30s",
					identifiable: true,
					release: {
						reference: `R-${String(release.number).padStart(6, "0")}`,
						relationship: "self",
						signed_on: "2024-05-02",
						scope: "background",
					},
				},
				{ role: "Boy, about 6", identifiable: false, release: null },
			],
			missing_for_hero: ["Woman, 30s has a background release only"],
		});
		// Never the private name.
		expect(res.body).not.toContain("Adaeze");

		expect((await authClient(ctx).get(`/api/photos/${photoId}/clearance`)).statusCode).toBe(401);
		const [draft = ""] = await insertPhotos(ctx.database, 1, { status: "draft" });
		expect((await member.get(`/api/photos/${draft}/clearance`)).statusCode).toBe(404);
	});
});
