import { NEAR_DUPLICATE_MAX_DISTANCE } from "@core/family";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/executor";
import { photoRow, userRow } from "../db/factories/rows";
import { photos, users } from "../db/schema";
import { hashDistance } from "../media/phash";
import { createTestApp, type TestContext } from "../test/harness";
import { BANDS, bandOf, bandProbes } from "./bands";
import { recordNearDuplicates } from "./service";

let ctx: TestContext;
let family = "";
beforeAll(async () => {
	ctx = await createTestApp();
	const [user] = await ctx.database.db
		.insert(users)
		.values(userRow({ email: "bands@family.test", name: "Bands" }))
		.returning({ id: users.id });
	family = user?.id ?? "";
});
afterAll(() => ctx?.close());

const BASE = -0x1234_5678_9abc_def0n; // negative: the sign bit is a bit like the others
/** BASE with these bits flipped (bit 63 included), as PostgreSQL's signed bigint holds it. */
const flip = (...bits: number[]) =>
	BigInt.asIntN(
		64,
		bits.reduce((h, b) => h ^ (1n << BigInt(b)), BASE),
	);

async function photo(title: string): Promise<string> {
	const [row] = await ctx.database.db
		.insert(photos)
		.values(photoRow({ title, user_id: family, thumbnail_url: `/media/thumbs/${title}.webp` }))
		.returning({ id: photos.id });
	return row?.id ?? "";
}
const record = (id: string, hash: bigint) =>
	ctx.database.db.transaction((tx) => recordNearDuplicates(tx, id, hash));
const pairs = () =>
	rowsOf<{ photo: string; other: string; distance: number }>(
		ctx.database.db,
		sql`select a.title as photo, b.title as other, n.distance
			from photo_near_duplicates n join photos a on a.id = n.photo_id join photos b on b.id = n.other_id
			order by 1, 2`,
	);

describe("the bands", () => {
	it("cut a hash into four 16-bit values, each probed as itself and the 16 values one bit off", () => {
		const probes = bandProbes(BASE);
		expect(probes).toHaveLength(BANDS);
		for (const [band, values] of probes.entries()) {
			expect(values[0]).toBe(bandOf(BASE, band));
			expect(new Set(values).size).toBe(17);
			for (const value of values.slice(1))
				expect(hashDistance(BigInt(value), BigInt(values[0] ?? 0))).toBe(1);
		}
		expect(bandOf(-1n, 3)).toBe(0xffff);
	});
});

describe("recording a hash", () => {
	it("finds the photos within 6 bits however the bits fall across bands, and none at 7 or more", async () => {
		const near = {
			same: flip(),
			// 2 + 2 + 1 + 1 bits: only bands 2 and 3 match, each one bit off.
			sixSpread: flip(0, 1, 16, 17, 32, 63),
			// all six in one band: the other three match exactly.
			sixInOne: flip(48, 50, 52, 54, 56, 58),
		};
		const far = {
			sevenSpread: flip(0, 1, 16, 17, 32, 33, 48),
			sevenInOne: flip(0, 2, 4, 6, 8, 10, 12),
			eightSpread: flip(0, 1, 16, 17, 32, 33, 48, 49),
		};
		for (const [name, hash] of Object.entries({ ...near, ...far })) {
			expect(hashDistance(BASE, hash), name).toBe(
				name.startsWith("six") ? 6 : name.startsWith("seven") ? 7 : name === "same" ? 0 : 8,
			);
			await record(await photo(name), hash);
		}
		expect(NEAR_DUPLICATE_MAX_DISTANCE).toBe(6);
		const subject = await photo("subject");
		const ofSubject = async () =>
			(await pairs()).filter((p) => p.photo === "subject" || p.other === "subject");
		expect(await record(subject, BASE)).toBe(3);
		// Both directions, with their distance.
		expect(await ofSubject()).toEqual(
			[
				{ photo: "same", other: "subject", distance: 0 },
				{ photo: "sixInOne", other: "subject", distance: 6 },
				{ photo: "sixSpread", other: "subject", distance: 6 },
				{ photo: "subject", other: "same", distance: 0 },
				{ photo: "subject", other: "sixInOne", distance: 6 },
				{ photo: "subject", other: "sixSpread", distance: 6 },
			].sort((a, b) => (a.photo + a.other < b.photo + b.other ? -1 : 1)),
		);
		const [stored] = await rowsOf<{ phash: string }>(
			ctx.database.db,
			sql`select phash::text as phash from photos where id = ${subject}`,
		);
		expect(stored?.phash).toBe(BASE.toString());

		// Recorded again with another hash, far from all: its old pairs go.
		expect(await record(subject, ~BASE)).toBe(0);
		expect(await ofSubject()).toEqual([]);
		// A deleted photo takes its pairs with it.
		expect(await record(subject, BASE)).toBe(3);
		await ctx.database.query(sql`delete from photos where id = ${subject}`);
		expect(await ofSubject()).toEqual([]);
	});

	it("answers null for a photo that is gone, and writes nothing", async () => {
		const before = await pairs();
		expect(await record("00000000-0000-4000-8000-000000000000", BASE)).toBeNull();
		expect(await pairs()).toEqual(before);
	});
});
