import { SearchParams } from "@core/contracts/search";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/harness";
import { readCommonFacets } from "./filters";
import { COUNT_CEILING, EXACT_COUNT_LIMIT, RELEVANCE_POOL, WALK_THRESHOLD } from "./planning";
import { type SearchInput, searchPhotos } from "./service";

/** Enough photos to pass the exact-count limit and the relevance pool, made in SQL. */
const CROWD = 6_000;
const DESCRIBED_ONLY = 200;

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
	const [user] = await ctx.database.query<{ id: string }>(
		sql`insert into users (email, name) values ('crowd@family.test', 'Crowd') returning id`,
	);
	// The newest DESCRIBED_ONLY mention the word in the description only; the rest in the title.
	await ctx.database.query(sql`
		insert into photos (title, description, user_id, price_cents, photo_status, width, height, orientation, created_at)
		select case when n <= ${DESCRIBED_ONLY} then 'Street scene ' || n else 'Crowd shot ' || n || ' ox' end,
			case when n <= ${DESCRIBED_ONLY} then 'A crowd gathers, ox in tow.' end,
			${user?.id}, 4900, 'live', 1200, 800, case when n % 4 = 0 then 'vertical' else 'horizontal' end,
			timestamp '2020-01-01' - n * interval '1 hour'
		from generate_series(1, ${CROWD}) n`);
	await ctx.database.query(sql`analyze photos`);
});
afterAll(async () => ctx?.close());

const search = (params: Record<string, string | number>) =>
	searchPhotos(ctx.database, {
		...SearchParams.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))),
		signedIn: true,
	} satisfies SearchInput);

describe("a search with many matches", () => {
	it("does not count every match: it reports the planner's estimate or '2,000+'", async () => {
		const res = await search({ q: "crowd" });
		// Enough matches that pages walk the order's index instead of sorting every match.
		expect(EXACT_COUNT_LIMIT).toBeLessThan(CROWD);
		expect(WALK_THRESHOLD).toBeLessThan(CROWD);
		// The planner's guess for a prefix word can be far off; then the count stops at its ceiling.
		if (res.total_estimated) {
			expect(res.total_count).toBeGreaterThanOrEqual(4_000);
			expect(res.total_count).toBeLessThanOrEqual(8_000);
		} else {
			expect(res.total_capped).toBe(true);
			expect(res.total_count).toBe(COUNT_CEILING);
		}
		expect(res.has_more).toBe(true);
	});

	it("reports the estimate of a word the statistics know exactly (no prefix: two letters)", async () => {
		const res = await search({ q: "ox" });
		expect(res.total_estimated).toBe(true);
		expect(res.total_count).toBeGreaterThanOrEqual(4_000);
		expect(res.total_count).toBeLessThanOrEqual(8_000);
	});

	it("knows the exact total once a page comes back short: it is the last one", async () => {
		const last = await search({ q: "ox", sort: "newest", offset: CROWD - 10, limit: 100 });
		expect(last.photos).toHaveLength(10);
		expect(last).toMatchObject({ total_count: CROWD, total_estimated: false, has_more: false });
	});

	it("counts exactly when few photos match", async () => {
		const res = await search({ q: "crowd shot 1234" });
		expect(res.total_estimated).toBe(false);
		expect(res.total_count).toBe(res.photos.length);
	});

	it("ranks title matches first within the newest matches", async () => {
		expect(RELEVANCE_POOL).toBeGreaterThan(DESCRIBED_ONLY);
		const first = await search({ q: "crowd", limit: 24 });
		expect(first.sort).toBe("relevance");
		expect(first.photos.every((p) => p.title.startsWith("Crowd shot"))).toBe(true);
	});

	// "crowd" is left to the planner (its prefix estimate is low); "ox" is estimated high, so its
	// pages walk the newest-first index.
	it.each(["crowd", "ox"])(
		"pages %s past the ranked pool without repeating or skipping a match",
		async (q) => {
			const seen: string[] = [];
			let page = await search({ q, limit: 100, offset: 0 });
			seen.push(...page.photos.map((p) => p.id));
			for (let offset = 100; page.has_more; offset += 100) {
				page = await search({ q, limit: 100, offset });
				seen.push(...page.photos.map((p) => p.id));
			}
			expect(seen).toHaveLength(CROWD);
			expect(new Set(seen).size).toBe(CROWD);
		},
	);

	it("pages a long random order to its end too", async () => {
		const seen: string[] = [];
		for (let offset = 0; ; offset += 100) {
			const page = await search({ sort: "random", seed: 11, limit: 100, offset });
			seen.push(...page.photos.map((p) => p.id));
			if (!page.has_more) break;
		}
		expect(new Set(seen).size).toBe(CROWD);
		expect(seen).toHaveLength(CROWD);
	});
});

describe("a filter most photos share", () => {
	it("is checked on the rows the index found, with the same answer", async () => {
		// Three in four photos are horizontal: above the share that is intersected in the index.
		const common = await readCommonFacets(ctx.database);
		expect(common.has("o:horizontal")).toBe(true);
		expect(common.has("o:vertical")).toBe(false);
		const titles = async (params: Record<string, string>) =>
			(await search({ ...params, limit: 100 })).photos.map((p) => p.title);
		expect(await titles({ q: "1234", orientation: "horizontal" })).toEqual(["Crowd shot 1234 ox"]);
		expect(await titles({ q: "1234", orientation: "vertical" })).toEqual([]);
		expect(await titles({ q: "1236", orientation: "vertical" })).toEqual(["Crowd shot 1236 ox"]);
		const horizontal = await search({ orientation: "horizontal", sort: "newest", limit: 100 });
		expect(horizontal.photos).toHaveLength(100);
		// The newest are 'Street scene n' with n from 1: every n but the multiples of four.
		const numbers = horizontal.photos.map((p) => Number(/(\d+)/.exec(p.title)?.[1]));
		expect(numbers.slice(0, 6)).toEqual([1, 2, 3, 5, 6, 7]);
		expect(numbers.filter((n) => n % 4 === 0)).toEqual([]);
	});
});
