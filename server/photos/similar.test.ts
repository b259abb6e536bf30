import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoRow, tagRow, userRow } from "../db/factories/rows";
import { photos, synonyms, tags, users } from "../db/schema";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let member: AuthClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
	ctx = await createTestApp();
	const db = ctx.database.db;
	const [owner] = await db
		.insert(users)
		.values(userRow({ email: "owner@family.test", name: "Owner" }))
		.returning();
	await db
		.insert(tags)
		.values([
			tagRow({ name: "Family", is_generic: true }),
			tagRow({ name: "Cake" }),
			tagRow({ name: "Candles" }),
		]);
	await db.insert(synonyms).values({ term: "kid", synonym_of: "child" });
	const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 12, minutes));
	// Live and $49 (the factory's defaults), as the cards below expect.
	const base = { user_id: owner?.id ?? "" };
	const made = await db
		.insert(photos)
		.values(
			[
				{
					...base,
					title: "A: the photo",
					tags: ["cake", "candles", "family", "kid"],
					decade_taken: "1970s",
					image_style: "Polaroid",
					people_composition: "Group",
					ethnicities: ["White"],
					created_at: at(0),
				},
				{ ...base, title: "B: both specific tags", tags: ["cake", "candles"], created_at: at(1) },
				{
					...base,
					title: "C: a tag, a synonym, the decade",
					tags: ["cake", "child"],
					decade_taken: "1970s",
					created_at: at(2),
				},
				{ ...base, title: "D: the generic tag only", tags: ["family"], created_at: at(3) },
				{
					...base,
					title: "E: a tag, style and people",
					tags: ["cake"],
					image_style: "polaroid",
					people_composition: "group",
					created_at: at(4),
				},
				{ ...base, title: "F: a draft", tags: ["cake", "candles"], photo_status: "draft", created_at: at(5) },
				{ ...base, title: "G: no tag in common", tags: ["car"], decade_taken: "1970s", created_at: at(6) },
				{ ...base, title: "H: no tags", tags: [], created_at: at(7) },
			].map(photoRow),
		)
		.returning({ id: photos.id, title: photos.title });
	for (const p of made) ids[p.title.slice(0, 1)] = p.id;
	member = authClient(ctx);
	await signUp(ctx, member, "decorator@studio.test", "Dee");
});
afterAll(async () => ctx?.close());

const similar = async (id: string, offset = 0) => member.get(`/api/photos/${id}/similar?offset=${offset}`);

describe("similar photos", () => {
	it("scores shared tags, synonym groups and metadata, keeps those above 5, best first", async () => {
		const res = await similar(ids.A ?? "");
		expect(res.statusCode).toBe(200);
		const body = res.json();
		expect(body.photos.map((p: { title: string; relevance: number }) => [p.title, p.relevance])).toEqual([
			["B: both specific tags", 48], // cake 4 + candles 4 + 20 per specific tag (2 shared)
			["C: a tag, a synonym, the decade", 9], // cake 4 + the kid/child group 3 + decade 2
			["E: a tag, style and people", 9], // cake 4 + style 2 + people composition 3
		]);
		expect(body).toMatchObject({ total: 3, offset: 0, has_more: false });
		// Cards carry what the grid shows.
		expect(body.photos[0]).toMatchObject({ id: ids.B, price: 4900, event_names: [] });
	});

	it("pages by 24 up to 72 candidates", async () => {
		const [owner] = await ctx.database.query<{ id: string }>(
			sql`select id from users where email = 'owner@family.test'`,
		);
		await ctx.database.query(sql`
			insert into photos (title, user_id, price_cents, photo_status, tags, created_at)
			select 'Party ' || n, ${owner?.id}, 4900, 'live', array['cake', 'candles'], timestamp '2023-01-01' + n * interval '1 minute'
			from generate_series(1, 80) n`);
		try {
			const first = (await similar(ids.A ?? "")).json();
			expect(first.photos).toHaveLength(24);
			expect(first).toMatchObject({ total: 72, has_more: true });
			const last = (await similar(ids.A ?? "", 48)).json();
			expect(last.photos).toHaveLength(24);
			expect(last.has_more).toBe(false);
			const seen = new Set([...first.photos, ...last.photos].map((p: { id: string }) => p.id));
			expect(seen.size).toBe(48);
		} finally {
			await ctx.database.query(sql`delete from photos where title like 'Party %'`);
		}
	});

	it("has nothing for a photo without tags, and refuses unknown ids, drafts and guests", async () => {
		expect((await similar(ids.H ?? "")).json()).toMatchObject({ photos: [], total: 0 });
		expect((await similar("3f1c2a9e-1b2c-4d5e-8f90-1234567890ab")).statusCode).toBe(404);
		expect((await similar(ids.F ?? "")).statusCode).toBe(404);
		expect((await similar("abc")).statusCode).toBe(400);
		expect((await similar(ids.A ?? "", 73)).statusCode).toBe(400);
		expect((await authClient(ctx).get(`/api/photos/${ids.A}/similar`)).statusCode).toBe(401);
	});
});
