import { SearchParams } from "@core/contracts/search";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, signUp } from "../test/auth-client";
import { type SearchFixture, seedSearchFixture } from "../test/fixtures/search";
import { createTestApp, type TestContext } from "../test/harness";
import { type SearchInput, searchPhotos } from "./service";
import { textQuery } from "./text-query";

let ctx: TestContext;
let fx: SearchFixture;

beforeAll(async () => {
	ctx = await createTestApp();
	fx = await seedSearchFixture(ctx.database);
});
afterAll(async () => ctx?.close());

/** A signed-in search with query-string style parameters, parsed by the API's own schema. */
async function search(params: Record<string, string | number> = {}, signedIn = true) {
	const parsed = SearchParams.parse(
		Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
	);
	return searchPhotos(ctx.database, { ...parsed, signedIn } satisfies SearchInput);
}
const titles = async (params: Record<string, string | number>) =>
	(await search({ limit: 100, ...params })).photos.map((p) => p.title).sort();

describe("filters", () => {
	it("returns only live photos", async () => {
		const all = await search({ limit: 100 });
		expect(all.total_count).toBe(34);
		expect(all.photos.map((p) => p.id)).not.toContain(fx.ids.draft);
		expect(await titles({ q: "birthday" })).toEqual(["Birthday cake in the kitchen"]);
	});

	it.each([
		[{ decade: "1970s" }, ["Birthday cake in the kitchen"]],
		[{ orientation: "square" }, ["Grandmother's garden"]],
		[{ ethnicities: "Black,White" }, ["Birthday cake in the kitchen", "Christmas morning"]],
		[{ age_groups: "Teen" }, ["Kids at the beach"]],
		[{ country: "United States", state: "Ohio" }, ["Birthday cake in the kitchen", "Grandmother's garden"]],
		[{ city: "Toronto" }, ["Christmas morning"]],
		[{ people_count: "5+" }, ["Kids at the beach"]],
		[{ people_count: "1" }, ["Christmas morning"]],
		[{ gender: "female" }, ["Birthday cake in the kitchen", "Kids at the beach"]],
		[{ face_age_min: 30, face_age_max: 50 }, ["Birthday cake in the kitchen", "Christmas morning"]],
		[{ gender: "male", face_age_max: 20 }, []],
		[{ decade: "all", orientation: "", ethnicities: "all", q: "garden" }, ["Grandmother's garden"]],
	])("%j", async (params, expected) => {
		expect(await titles(params)).toEqual(expected);
	});

	it("filters by one tag, image style, colour and mood, and any place level", async () => {
		expect(await titles({ tag: "Christmas" })).toEqual(["Christmas morning"]);
		expect(await titles({ image_style: "polaroid" })).toEqual(["Birthday cake in the kitchen"]);
		expect(await titles({ color_and_mood: "Cozy" })).toEqual(["Christmas morning"]);
		expect(await titles({ location: "Ohio" })).toEqual([
			"Birthday cake in the kitchen",
			"Grandmother's garden",
		]);
		expect(await titles({ location: "Toronto" })).toEqual(["Christmas morning"]);
		expect(await titles({ location: "Canada" })).toEqual(["Christmas morning"]);
	});

	it("lists a public collection's live photos, and nothing of a private one", async () => {
		expect(await titles({ collection_id: fx.collections.summer })).toEqual([
			"Birthday cake in the kitchen",
			"Kids at the beach",
		]);
		expect((await search({ collection_id: fx.collections.hidden })).total_count).toBe(0);
	});

	it("lists a collection in its curator's order by default, and by another order on request", async () => {
		const ordered = async (params: Record<string, string>) =>
			(await search({ collection_id: fx.collections.summer, ...params })).photos.map((p) => p.title);
		const curated = await search({ collection_id: fx.collections.summer });
		expect(curated.sort).toBe("curated");
		expect(curated.photos.map((p) => p.title)).toEqual(["Kids at the beach", "Birthday cake in the kitchen"]);
		await ctx.database.query(sql`update collection_photos set position = 10 - position
			where collection_id = ${fx.collections.summer}`);
		expect(await ordered({})).toEqual(["Birthday cake in the kitchen", "Kids at the beach"]);
		expect(await ordered({ sort: "curated" })).toEqual(["Birthday cake in the kitchen", "Kids at the beach"]);
		const oldest = await search({ collection_id: fx.collections.summer, sort: "oldest" });
		expect(oldest.sort).toBe("oldest");
		// Outside a collection there is no curated order: the default applies.
		expect((await search({ sort: "curated" })).sort).toBe("random");
		await ctx.database.query(sql`update collection_photos set position = 10 - position
			where collection_id = ${fx.collections.summer}`);
	});

	it("filters by creator and by event", async () => {
		expect(await titles({ user_id: fx.users.okafor })).toEqual([
			"Birthday cake in the kitchen",
			"Kids at the beach",
		]);
		expect(await titles({ event_ids: fx.events.christmas })).toEqual(["Christmas morning"]);
		// A creator id in capitals is the same id.
		expect(await titles({ user_id: fx.users.okafor.toUpperCase() })).toHaveLength(2);
	});

	it("follows a photo's edits: its filters are kept with it, not copied once", async () => {
		const setDecade = (decade: string) =>
			ctx.database.query(sql`update photos set decade_taken = ${decade} where id = ${fx.ids.beach}`);
		const [before] = await ctx.database.query<{ decade_taken: string }>(
			sql`select decade_taken from photos where id = ${fx.ids.beach}`,
		);
		await setDecade("1920s");
		try {
			expect(await titles({ decade: "1920s", q: "beach" })).toEqual(["Kids at the beach"]);
			expect(await titles({ decade: before?.decade_taken ?? "", q: "beach" })).toEqual([]);
		} finally {
			await setDecade(before?.decade_taken ?? "");
		}
		expect(await titles({ decade: before?.decade_taken ?? "", q: "beach" })).toEqual(["Kids at the beach"]);
	});

	it("finds words in a decade with an index of its own and in one without (a decade added later)", async () => {
		const setDecade = (decade: string) =>
			ctx.database.query(sql`update photos set decade_taken = ${decade} where id = ${fx.ids.beach}`);
		const [before] = await ctx.database.query<{ decade_taken: string }>(
			sql`select decade_taken from photos where id = ${fx.ids.beach}`,
		);
		try {
			for (const decade of ["1950s", "2010s"]) {
				await setDecade(decade);
				expect(await titles({ decade, q: "beach" })).toEqual(["Kids at the beach"]);
				expect(await titles({ decade, q: "kitchen" })).toEqual([]);
			}
			// Only live photos, as the decade indexes hold.
			await ctx.database.query(sql`update photos set photo_status = 'draft' where id = ${fx.ids.beach}`);
			expect(await titles({ decade: "2010s", q: "beach" })).toEqual([]);
			await setDecade("1950s");
			expect(await titles({ decade: "1950s", q: "beach" })).toEqual([]);
		} finally {
			await ctx.database.query(sql`update photos set photo_status = 'live' where id = ${fx.ids.beach}`);
			await setDecade(before?.decade_taken ?? "");
		}
	});
});

describe("text search", () => {
	it("matches the start of words and labels the method 'partial'", async () => {
		const res = await search({ q: "birth" });
		expect(res.photos.map((p) => p.title)).toEqual(["Birthday cake in the kitchen"]);
		expect(res.method).toBe("partial");
	});

	it("spells a typed start out as the archive's whole words, new words included", async () => {
		const wordQuery = async (typed: string) =>
			(await ctx.database.query<{ q: string }>(sql`select search_word_query(${typed})::text as q`))[0]?.q;
		expect(await wordQuery("christ")).toBe("'christma'");
		// A word first written after the list was made is on it from that write.
		const [before] = await ctx.database.query<{ title: string }>(
			sql`select title from photos where id = ${fx.ids.beach}`,
		);
		await ctx.database.query(
			sql`update photos set title = 'Kids at the beach, Christensen picnic' where id = ${fx.ids.beach}`,
		);
		try {
			expect(await wordQuery("christ")).toBe("'christensen' | 'christma'");
			expect(await titles({ q: "christen" })).toEqual(["Kids at the beach, Christensen picnic"]);
		} finally {
			await ctx.database.query(
				sql`update photos set title = ${before?.title ?? ""} where id = ${fx.ids.beach}`,
			);
		}
		// A start no word has is the word alone (nothing matches either way); stop words are nothing.
		expect(await wordQuery("qqqzzz")).toBe("'qqqzzz'");
		expect(await wordQuery("the")).toBe("");
	});

	it("searches the family's storefront name and the place", async () => {
		expect(await titles({ q: "okafor beach" })).toEqual(["Kids at the beach"]);
		expect(await titles({ q: "toronto" })).toEqual(["Christmas morning"]);
	});

	it("expands words through the synonyms table, both ways", async () => {
		const xmas = await search({ q: "xmas" });
		expect(xmas.photos.map((p) => p.title)).toEqual(["Christmas morning"]);
		expect(xmas.expanded_terms).toEqual(["christmas"]);
		expect((await search({ q: "child" })).expanded_terms).toEqual(["kid"]);
		expect(await titles({ q: "child" })).toContain("Kids at the beach");
	});

	it("corrects a misspelt word with trigrams and says so", async () => {
		const res = await search({ q: "brithday" });
		expect(res.photos.map((p) => p.title)).toEqual(["Birthday cake in the kitchen"]);
		expect(res.corrected_terms).toEqual([["brithday", "birthday"]]);
	});

	it("knows without searching that a word no photo holds finds nothing", async () => {
		const nothing = async (text: string) => (await textQuery(ctx.database, text)).matchesNothing;
		expect(await nothing("qqqzzz")).toBe(true);
		expect(await nothing("birth qqqzzz")).toBe(true);
		expect(await nothing("birth")).toBe(false); // the start of 'birthday'
		expect(await nothing("xmas")).toBe(false); // no photo says it, but its synonym is there
		expect((await search({ q: "qqqzzz" })).total_count).toBe(0);
	});

	it("corrects to one word of a longer tag name, not the whole name", async () => {
		await ctx.database.query(sql`insert into tags (name) values ('Garden gnome')`);
		expect((await search({ q: "gnomee" })).corrected_terms).toEqual([["gnomee", "gnome"]]);
	});

	it("honours quoted phrases, in order, and labels them 'exact'", async () => {
		const res = await search({ q: '"cake in the kitchen"' });
		expect(res.photos.map((p) => p.title)).toEqual(["Birthday cake in the kitchen"]);
		expect(res.method).toBe("exact");
		expect((await search({ q: '"kitchen cake"' })).total_count).toBe(0);
	});

	it("labels wildcards 'fuzzy' and short terms 'fallback'", async () => {
		const res = await search({ q: "christ*" });
		expect(res.method).toBe("fuzzy");
		expect(res.photos.map((p) => p.title)).toEqual(["Christmas morning"]);
		expect((await search({ q: "tv" })).method).toBe("fallback");
		expect((await search({})).method).toBeNull();
	});

	it("treats text without a searchable word as no query", async () => {
		const res = await search({ q: ' "" !! ' });
		expect(res.total_count).toBe(34);
		expect(res.sort).toBe("random");
		// Only stop words: the first keystroke of a live search must not empty the grid.
		for (const q of ["a", "the", "at the"]) {
			const stop = await search({ q });
			expect(stop.total_count).toBe(34);
			expect(stop.method).toBeNull();
		}
	});
});

describe("sort orders", () => {
	it("defaults to relevance with a query and to random without; unknown values fall back", async () => {
		expect((await search({ q: "garden" })).sort).toBe("relevance");
		expect((await search({})).sort).toBe("random");
		expect((await search({ sort: "banana" })).sort).toBe("random");
		expect((await search({ sort: "relevance" })).sort).toBe("random");
		expect((await search({ q: "garden", sort: "banana" })).sort).toBe("relevance");
	});

	it("ranks title and tag matches above description-only matches", async () => {
		// The beach photo has 'children' as a tag; the garden only in its description, and is newer.
		const res = await search({ q: "children", limit: 5 });
		expect(res.photos.map((p) => p.title)).toEqual(["Kids at the beach", "Grandmother's garden"]);
		const newest = await search({ q: "children", limit: 5, sort: "newest" });
		expect(newest.photos.map((p) => p.title)).toEqual(["Grandmother's garden", "Kids at the beach"]);
	});

	it("orders newest, oldest and popular", async () => {
		expect((await search({ sort: "newest", limit: 2 })).photos.map((p) => p.title)).toEqual([
			"Grandmother's garden",
			"Kids at the beach",
		]);
		expect((await search({ sort: "oldest", limit: 2 })).photos.map((p) => p.title)).toEqual([
			"Filler snapshot 1",
			"Filler snapshot 2",
		]);
		expect((await search({ sort: "popular", limit: 3 })).photos.map((p) => p.title)).toEqual([
			"Kids at the beach",
			"Birthday cake in the kitchen",
			"Grandmother's garden",
		]);
	});

	it("keeps popular order current as visitors are counted and forgotten, whatever the clicks", async () => {
		const popular = async () => (await search({ sort: "popular", limit: 2 })).photos.map((p) => p.title);
		await ctx.database.query(sql`insert into click_analytics (entity_type, entity_id, total_clicks, unique_visitors)
			values ('photo', ${fx.ids.garden}, 70, 20), ('taxonomy', ${fx.ids.christmas}, 900, 900)`);
		expect(await popular()).toEqual(["Grandmother's garden", "Kids at the beach"]);
		// More clicks from fewer visitors: popularity follows the visitors.
		await ctx.database.query(
			sql`update click_analytics set total_clicks = 700, unique_visitors = 3 where entity_id = ${fx.ids.garden}`,
		);
		expect(await popular()).toEqual(["Kids at the beach", "Birthday cake in the kitchen"]);
		await ctx.database.query(
			sql`delete from click_analytics where entity_id in (${fx.ids.garden}, ${fx.ids.christmas})`,
		);
		expect((await search({ sort: "popular", limit: 3 })).photos.map((p) => p.title)).toEqual([
			"Kids at the beach",
			"Birthday cake in the kitchen",
			"Grandmother's garden",
		]);
	});

	/** Every id a visitor sees paging through one search, 7 at a time. */
	const pages = async (params: Record<string, string | number>) => {
		const seen: string[] = [];
		for (let offset = 0; offset < 60; offset += 7) {
			const page = await search({ ...params, offset, limit: 7 });
			seen.push(...page.photos.map((p) => p.id));
			if (!page.has_more) break;
		}
		return seen;
	};

	it("pages through one stable shuffle per seed, never repeating or skipping a photo", async () => {
		const first = await pages({ sort: "random", seed: 7 });
		expect(first).toHaveLength(34);
		expect(new Set(first).size).toBe(34);
		expect(new Set(first)).toEqual(new Set(fx.liveIds));
		expect(await pages({ sort: "random", seed: 7 })).toEqual(first);
		expect(await pages({ sort: "random", seed: 8 })).not.toEqual(first);
	});

	it("shuffles a text search's matches by the seed in the same way", async () => {
		const first = await pages({ q: "filler", sort: "random", seed: 3 });
		expect(first).toHaveLength(30);
		expect(new Set(first).size).toBe(30);
		expect(await pages({ q: "filler", sort: "random", seed: 3 })).toEqual(first);
		expect(await pages({ q: "filler", sort: "random", seed: 4 })).not.toEqual(first);
	});

	it("sorts a text search by date or popularity when asked", async () => {
		const titles = async (sort: string) => (await search({ q: "ohio", sort })).photos.map((p) => p.title);
		expect(await titles("newest")).toEqual(["Grandmother's garden", "Birthday cake in the kitchen"]);
		expect(await titles("oldest")).toEqual(["Birthday cake in the kitchen", "Grandmother's garden"]);
		expect(await titles("popular")).toEqual(["Birthday cake in the kitchen", "Grandmother's garden"]);
	});
});

describe("the guest limit, enforced by the server", () => {
	it("gives a signed-out caller the first 24 results however it asks", async () => {
		const guest = authClient(ctx);
		const all = await guest.get("/api/search?limit=100");
		expect(all.statusCode).toBe(200);
		expect(all.json()).toMatchObject({ total_count: 34, guest_limited: true, has_more: false });
		expect(all.json().photos).toHaveLength(24);
		const beyond = (await guest.get("/api/search?offset=24&limit=24")).json();
		expect(beyond.photos).toHaveLength(0);
		const straddle = (await guest.get("/api/search?offset=20&limit=24")).json();
		expect(straddle.photos).toHaveLength(4);
		expect(all.headers["cache-control"]).toBe("private, no-store");
	});

	it("lets a signed-in user page on", async () => {
		const member = authClient(ctx);
		await signUp(ctx, member, "searcher@studio.test", "Sam");
		const page = (await member.get("/api/search?offset=24&limit=24")).json();
		expect(page.photos).toHaveLength(10);
		expect(page.guest_limited).toBe(false);
		const first = (await member.get("/api/search?limit=24")).json();
		expect(first.has_more).toBe(true);
	});

	it("holds a guest to the limit with a forged or signed-out session cookie", async () => {
		const guestPage = async (cookie: string) =>
			(
				await ctx.app.inject({ method: "GET", url: "/api/search?offset=24&limit=24", headers: { cookie } })
			).json().photos;
		expect(await guestPage("ssd.session_token=forged.value")).toHaveLength(0);
		const member = authClient(ctx);
		await signUp(ctx, member, "leaver@studio.test", "Lee");
		const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join("; ");
		// Remembered as signed in after the first search...
		expect(await guestPage(cookie)).toHaveLength(10);
		// ...by the cookie better-auth reads, not by another one named like it sent alongside.
		expect(await guestPage(`other.session_token=made-up; ${cookie}`)).toHaveLength(10);
		expect(await guestPage("other.session_token=made-up")).toHaveLength(0);
		expect((await member.post("/api/auth/sign-out")).statusCode).toBe(200);
		// ...and forgotten at sign-out: the old cookie is a guest's.
		expect(await guestPage(cookie)).toHaveLength(0);
	});

	it("refuses malformed parameters with a message per field", async () => {
		const res = await authClient(ctx).get("/api/search?decade=seventies&limit=0&event_ids=nope");
		expect(res.statusCode).toBe(400);
		expect(Object.keys(res.json().error.fields).sort()).toEqual(["decade", "event_ids.0", "limit"]);
	});
});
