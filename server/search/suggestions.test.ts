import { SearchParams, type SearchSuggestions } from "@core/contracts/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRow } from "../db/factories/rows";
import { events, synonyms } from "../db/schema";
import { type SearchFixture, seedSearchFixture } from "../test/fixtures/search";
import { createTestApp, type TestContext } from "../test/harness";
import { SUGGESTIONS_RATE_LIMIT } from "./routes";
import { searchPhotos } from "./service";
import { runBatchesUntil, SUGGESTION_BATCH } from "./suggestions";

let ctx: TestContext;
let fx: SearchFixture;

beforeAll(async () => {
	ctx = await createTestApp();
	fx = await seedSearchFixture(ctx.database);
	// A synonym the tags do not hold: the search's own correction (tag words only) misses 'seasid'.
	await ctx.database.db.insert(synonyms).values({ term: "seaside", synonym_of: "beach" });
	// An event named by a word of a query but without photos: never suggested.
	await ctx.database.db.insert(events).values(eventRow({ name: "Kitchen parties" }));
});
afterAll(async () => ctx?.close());

async function suggestionsFor(params: Record<string, string>) {
	const res = await ctx.app.inject({
		method: "GET",
		url: `/api/search/suggestions?${new URLSearchParams(params)}`,
	});
	return res;
}

async function suggest(params: Record<string, string>): Promise<SearchSuggestions> {
	const res = await suggestionsFor(params);
	expect(res.statusCode, res.body).toBe(200);
	return res.json();
}

/** The total the search page shows for these parameters (the search the link leads to). */
async function total(params: Record<string, string>): Promise<number> {
	return (await searchPhotos(ctx.database, { ...SearchParams.parse(params), signedIn: true })).total_count;
}

/** Every suggestion leads to photos, exactly as many as it says. */
async function expectAllLeadToResults(s: SearchSuggestions, filters: Record<string, string> = {}) {
	for (const d of [...s.dropped_word, ...s.close_words])
		expect(await total({ ...filters, q: d.q }), d.q).toBe(d.total_count);
	for (const c of s.collections) expect(await total({ collection_id: c.id })).toBe(c.photo_count);
	for (const e of s.events) expect(await total({ event_ids: e.id })).toBe(e.photo_count);
}

describe("GET /api/search/suggestions", () => {
	it("offers the query with each word left out that finds photos", async () => {
		expect(await total({ q: "birthday garden" })).toBe(0);
		const s = await suggest({ q: "birthday garden" });
		expect(s.dropped_word.map((d) => [d.q, d.dropped, d.total_count])).toEqual([
			["garden", "birthday", 1],
			["birthday", "garden", 1],
		]);
		await expectAllLeadToResults(s);
	});

	it("counts with the filters the search had, and leaves out what they exclude", async () => {
		const s = await suggest({ q: "birthday garden", decade: "1970s" });
		expect(s.dropped_word.map((d) => d.q)).toEqual(["birthday"]);
		await expectAllLeadToResults(s, { decade: "1970s" });
	});

	it("offers a close word of the vocabulary (tags and synonyms) in place of a typed one", async () => {
		expect(await total({ q: "seasid children" })).toBe(0);
		const s = await suggest({ q: "seasid children" });
		expect(s.close_words).toContainEqual(
			expect.objectContaining({
				word: "seasid",
				suggested: "seaside",
				q: "seaside children",
				total_count: 1,
			}),
		);
		// 'seasid' alone finds nothing: leaving out 'children' is not offered.
		expect(s.dropped_word.map((d) => d.q)).toEqual(["children"]);
		await expectAllLeadToResults(s);
	});

	it("offers public collections and events named by a word of the query, with photos only", async () => {
		const summer = await suggest({ q: "summer grandmother" });
		expect(summer.collections).toEqual([{ id: fx.collections.summer, title: "Summer days", photo_count: 2 }]);
		await expectAllLeadToResults(summer);

		const christmas = await suggest({ q: "christmas kitchen" });
		// 'Kitchen parties' has no photos: it leads nowhere.
		expect(christmas.events).toEqual([{ id: fx.events.christmas, name: "Christmas", photo_count: 1 }]);
		await expectAllLeadToResults(christmas);

		// A private collection is never offered.
		expect((await suggest({ q: "staff picks" })).collections).toEqual([]);
	});

	it("suggests nothing that finds nothing", async () => {
		expect(await suggest({ q: "zzqqx" })).toEqual({
			dropped_word: [],
			close_words: [],
			collections: [],
			events: [],
		});
		// Leaving out 'zzqqx' leaves only a stop word, which is no search at all.
		expect((await suggest({ q: "the zzqqx" })).dropped_word).toEqual([]);
		for (const q of ["birthday garden", "seasid children", "christmas kitchen", "grandmothr beach"])
			await expectAllLeadToResults(await suggest({ q }));
	});

	it("refuses a missing or blank query and a bad filter with a message per field", async () => {
		for (const url of [
			"/api/search/suggestions",
			"/api/search/suggestions?q=%20%20",
			`/api/search/suggestions?q=${"a".repeat(201)}`,
		]) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(400);
			expect(res.json().error.fields.q).toBeTruthy();
		}
		const bad = await suggestionsFor({ q: "garden", decade: "seventies" });
		expect(bad.statusCode).toBe(400);
		expect(bad.json().error.fields.decade).toBe("decade looks like 1970s");
	});

	it(`answers 429 past ${SUGGESTIONS_RATE_LIMIT} requests a minute from one address`, async () => {
		const ask = (remoteAddress: string) =>
			ctx.app.inject({ method: "GET", url: "/api/search/suggestions", remoteAddress });
		// Refused input is counted too (the limit runs first), which keeps this test quick.
		for (let i = 0; i < SUGGESTIONS_RATE_LIMIT; i++) expect((await ask("203.0.113.7")).statusCode).toBe(400);
		const limited = await ask("203.0.113.7");
		expect(limited.statusCode).toBe(429);
		expect(limited.json().error.code).toBe("RATE_LIMITED");
		expect((await ask("203.0.113.8")).statusCode).toBe(400);
	});
});

describe("the suggestions' time budget", () => {
	const items = Array.from({ length: SUGGESTION_BATCH * 3 }, (_, i) => i);
	const double = async (n: number) => n * 2;

	it("counts every batch while there is time", async () => {
		expect(await runBatchesUntil(items, double, Date.now() + 60_000)).toEqual(items.map((n) => n * 2));
	});

	it("past the deadline, starts no batch after the first", async () => {
		expect(await runBatchesUntil(items, double, Date.now() - 1)).toEqual(
			items.slice(0, SUGGESTION_BATCH).map((n) => n * 2),
		);
	});
});
