import {
	ClickAnalyticsResponse,
	SearchAnalyticsResponse,
	SynonymListResponse,
	SynonymResponse,
	TRACKING_TEXT,
} from "@core/contracts/analytics";
import { SearchResponse } from "@core/contracts/search";
import { TRACKING } from "@core/tracking";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photos } from "../db/schema";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { daysAgo, insertClicks, insertDaily, insertEvents, insertFamily } from "../test/fixtures/analytics";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";

type Started = { ctx: TestContext; admin: AuthClient; member: AuthClient; guest: AuthClient };

const s = setUpOnce<Started>(
	async () => {
		const ctx = await createTestApp();
		const admin = await signUpAdmin(ctx);
		const member = authClient(ctx);
		await signUp(ctx, member, "member@studio.test");
		return { ctx, admin, member, guest: authClient(ctx) };
	},
	({ ctx }) => ctx.close(),
);

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("access", () => {
	const routes: [string, string, unknown?][] = [
		["GET", "/api/admin/synonyms"],
		["POST", "/api/admin/synonyms", { term: "kid", synonym_of: "child" }],
		["PATCH", `/api/admin/synonyms/${UNKNOWN}`, { term: "kid", synonym_of: "child" }],
		["DELETE", `/api/admin/synonyms/${UNKNOWN}`],
		["GET", "/api/admin/search-analytics"],
		["GET", "/api/admin/click-analytics"],
		["GET", "/api/admin/click-analytics/queue"],
	];
	it.each(routes)("%s %s is 401 signed out and 403 for a member", async (method, url, payload) => {
		const call = (client: AuthClient) =>
			client.request({ method: method as "GET", url, ...(payload ? { payload: payload as object } : {}) });
		expect((await call(s.guest)).statusCode).toBe(401);
		expect((await call(s.member)).statusCode).toBe(403);
	});

	it("registers every admin analytics route as admin-only", () => {
		const admin = s.ctx.app.routeAccess.filter((r) =>
			/^\/api\/admin\/(synonyms|search-analytics|click-analytics)/.test(r.url),
		);
		expect(admin).toHaveLength(routes.length);
		expect(admin.every((r) => r.access === "admin")).toBe(true);
	});
});

describe("synonyms", () => {
	const list = async (q = "") => {
		const res = await s.admin.get(`/api/admin/synonyms${q ? `?q=${encodeURIComponent(q)}` : ""}`);
		expect(res.statusCode).toBe(200);
		return SynonymListResponse.parse(res.json()).synonyms.map((x) => `${x.term}>${x.synonym_of}`);
	};
	let kid = "";

	it("adds a synonym, normalised, and lists it by term", async () => {
		const res = await s.admin.post("/api/admin/synonyms", { term: "  Kid ", synonym_of: "Young  Child" });
		expect(res.statusCode, res.body).toBe(201);
		const { synonym } = SynonymResponse.parse(res.json());
		expect(synonym).toMatchObject({ term: "kid", synonym_of: "young child" });
		kid = synonym.id;
		expect((await s.admin.post("/api/admin/synonyms", { term: "auto", synonym_of: "car" })).statusCode).toBe(
			201,
		);
		expect(
			(await s.admin.post("/api/admin/synonyms", { term: "xmas", synonym_of: "christmas" })).statusCode,
		).toBe(201);
		expect(await list()).toEqual(["auto>car", "kid>young child", "xmas>christmas"]);
	});

	it("filters by a text the term or synonym_of contains", async () => {
		expect(await list("CHILD")).toEqual(["kid>young child"]);
		expect(await list("a")).toEqual(["auto>car", "xmas>christmas"]);
		expect(await list("%")).toEqual([]);
	});

	it("refuses a pair that exists, in either direction or case, with 409 and a field message", async () => {
		for (const body of [
			{ term: "kid", synonym_of: "young child" },
			{ term: "YOUNG CHILD", synonym_of: "Kid" },
			{ term: "car", synonym_of: "auto" },
		]) {
			const res = await s.admin.post("/api/admin/synonyms", body);
			expect(res.statusCode, JSON.stringify(body)).toBe(409);
			expect(res.json().error).toEqual({
				code: "CONFLICT",
				message: TRACKING_TEXT.synonymExists,
				fields: { synonym_of: TRACKING_TEXT.synonymExists },
			});
		}
		expect(await list()).toHaveLength(3);
	});

	it("refuses a term that is its own synonym and empty fields with 400", async () => {
		const same = await s.admin.post("/api/admin/synonyms", { term: "Car", synonym_of: " car" });
		expect(same.statusCode).toBe(400);
		expect(same.json().error.fields).toMatchObject({ synonym_of: TRACKING_TEXT.synonymSame });
		expect((await s.admin.post("/api/admin/synonyms", { term: "", synonym_of: "car" })).statusCode).toBe(400);
		expect((await s.admin.post("/api/admin/synonyms", { term: "car" })).statusCode).toBe(400);
	});

	it("edits a synonym, refusing a clash with another pair", async () => {
		const res = await s.admin.patch(`/api/admin/synonyms/${kid}`, { term: "kid", synonym_of: "youngster" });
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().synonym).toMatchObject({ id: kid, term: "kid", synonym_of: "youngster" });
		// Saving a pair unchanged is not a clash with itself.
		expect(
			(await s.admin.patch(`/api/admin/synonyms/${kid}`, { term: "kid", synonym_of: "youngster" }))
				.statusCode,
		).toBe(200);
		const clash = await s.admin.patch(`/api/admin/synonyms/${kid}`, {
			term: "christmas",
			synonym_of: "xmas",
		});
		expect(clash.statusCode).toBe(409);
		expect(clash.json().error.fields).toEqual({ synonym_of: TRACKING_TEXT.synonymExists });
		expect(await list("kid")).toEqual(["kid>youngster"]);
	});

	it("answers an unknown id with 404 and a malformed one with 400", async () => {
		const patch = await s.admin.patch(`/api/admin/synonyms/${UNKNOWN}`, { term: "a1", synonym_of: "b1" });
		expect(patch.statusCode).toBe(404);
		expect(patch.json().error.message).toBe(TRACKING_TEXT.synonymNotFound);
		expect((await s.admin.del(`/api/admin/synonyms/${UNKNOWN}`)).statusCode).toBe(404);
		expect((await s.admin.del("/api/admin/synonyms/not-a-uuid")).statusCode).toBe(400);
		expect((await s.admin.patch("/api/admin/synonyms/42", { term: "a1", synonym_of: "b1" })).statusCode).toBe(
			400,
		);
	});

	it("deletes a synonym", async () => {
		const res = await s.admin.del(`/api/admin/synonyms/${kid}`);
		expect(res.statusCode).toBe(204);
		expect(res.body).toBe("");
		expect(await list()).toEqual(["auto>car", "xmas>christmas"]);
		expect((await s.admin.del(`/api/admin/synonyms/${kid}`)).statusCode).toBe(404);
	});

	it("changes search results at once", async () => {
		const [owner] = await insertPhotos(s.ctx.database, 1);
		if (!owner) throw new Error("fixture photo");
		await s.ctx.database.db
			.update(photos)
			.set({ title: "Grandma on the porch swing" })
			.where(sql`id = ${owner}`);
		const search = async () => {
			const res = await s.guest.get("/api/search?q=nana");
			expect(res.statusCode).toBe(200);
			return SearchResponse.parse(res.json());
		};
		const before = await search();
		expect(before.photos).toEqual([]);

		const added = await s.admin.post("/api/admin/synonyms", { term: "nana", synonym_of: "grandma" });
		expect(added.statusCode).toBe(201);
		const after = await search();
		expect(after.photos.map((p) => p.id)).toEqual([owner]);
		expect(after.expanded_terms).toEqual(["grandma"]);

		await s.admin.del(`/api/admin/synonyms/${added.json().synonym.id}`);
		expect((await search()).photos).toEqual([]);
	});
});

describe("GET /api/admin/search-analytics", () => {
	const at = (day: string, time = "12:00:00") => new Date(`${day}T${time}.000Z`);
	const report = async (query = "") => {
		const res = await s.admin.get(`/api/admin/search-analytics${query}`);
		expect(res.statusCode, res.body).toBe(200);
		return SearchAnalyticsResponse.parse(res.json());
	};

	it("aggregates the last 30 days by default, days without searches included", async () => {
		// The searches of the tests above are recorded once their visitor is quiet: let them land,
		// then start from none.
		await new Promise((resolve) => setTimeout(resolve, TRACKING.searchDebounceMs + 300));
		await s.ctx.database.query(sql`delete from search_analytics`);
		const today = daysAgo(0);
		const rows = [
			{
				term: "birthday",
				count: 10,
				method: "partial",
				expanded: false,
				session: "s1",
				at: at(today, "00:00:00"),
			},
			{
				term: "birthday",
				count: 20,
				method: "partial",
				expanded: true,
				session: "s2",
				at: at(today, "00:00:01"),
			},
			{
				term: "birthday",
				count: 31,
				method: "exact",
				expanded: false,
				session: "s2",
				at: at(today, "00:00:02"),
			},
			{
				term: "qwerty",
				count: 0,
				method: "fallback",
				expanded: false,
				session: "s1",
				at: at(today, "00:00:03"),
			},
			{ term: "qwerty", count: 0, method: "fallback", expanded: false, session: "s3", at: at(daysAgo(5)) },
			{ term: "kid", count: 0, method: "fuzzy", expanded: true, session: null, at: at(daysAgo(2)) },
			{
				term: "kid",
				count: 4,
				method: "fuzzy",
				expanded: true,
				session: "s4",
				at: at(daysAgo(29), "00:00:00"),
			},
			// Outside the default range: the day before its first day.
			{
				term: "old",
				count: 3,
				method: "partial",
				expanded: false,
				session: "s5",
				at: at(daysAgo(30), "23:59:59"),
			},
		];
		for (const r of rows)
			await s.ctx.database.query(sql`
				insert into search_analytics (search_term, session_id, result_count, search_method, synonym_expanded, created_at)
				values (${r.term}, ${r.session}, ${r.count}, ${r.method}, ${r.expanded}, ${r.at})`);

		const body = await report();
		expect(body.from).toBe(daysAgo(29));
		expect(body.to).toBe(today);
		expect(body.totals).toEqual({ searches: 7, unique_terms: 3, no_result_searches: 3, sessions: 4 });
		expect(body.top_searches).toEqual([
			{
				term: "birthday",
				searches: 3,
				avg_results: 20.33,
				last_searched_at: at(today, "00:00:02").toISOString(),
			},
			// Equal counts: the latest search first.
			{ term: "qwerty", searches: 2, avg_results: 0, last_searched_at: at(today, "00:00:03").toISOString() },
			{ term: "kid", searches: 2, avg_results: 2, last_searched_at: at(daysAgo(2)).toISOString() },
		]);
		expect(body.no_result_searches).toEqual([
			{ term: "qwerty", searches: 2, last_searched_at: at(today, "00:00:03").toISOString() },
			{ term: "kid", searches: 1, last_searched_at: at(daysAgo(2)).toISOString() },
		]);
		expect(body.over_time).toHaveLength(30);
		expect(body.over_time[0]).toEqual({ day: daysAgo(29), searches: 1, no_results: 0 });
		expect(body.over_time.at(-1)).toEqual({ day: today, searches: 4, no_results: 1 });
		expect(body.over_time.find((d) => d.day === daysAgo(2))).toEqual({
			day: daysAgo(2),
			searches: 1,
			no_results: 1,
		});
		expect(body.over_time.find((d) => d.day === daysAgo(1))).toEqual({
			day: daysAgo(1),
			searches: 0,
			no_results: 0,
		});
		expect(body.over_time.reduce((n, d) => n + d.searches, 0)).toBe(7);
		expect(body.over_time.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => daysAgo(29 - i)));
		expect(body.methods).toEqual([
			{ method: "exact", searches: 1 },
			{ method: "fuzzy", searches: 2 },
			{ method: "partial", searches: 2 },
			{ method: "fallback", searches: 2 },
		]);
		expect(body.synonym_expanded_searches).toBe(3);
	});

	it("reads a given range, both ends included", async () => {
		const day = daysAgo(30);
		const one = await report(`?from=${day}&to=${day}`);
		expect(one.totals.searches).toBe(1);
		expect(one.top_searches.map((t) => t.term)).toEqual(["old"]);
		expect(one.over_time).toEqual([{ day, searches: 1, no_results: 0 }]);
		const two = await report(`?from=${daysAgo(30)}&to=${daysAgo(29)}`);
		expect(two.totals.searches).toBe(2);
		const empty = await report("?from=2020-01-01&to=2020-01-03");
		expect(empty.totals).toEqual({ searches: 0, unique_terms: 0, no_result_searches: 0, sessions: 0 });
		expect(empty.over_time.map((d) => d.searches)).toEqual([0, 0, 0]);
		expect(empty.top_searches).toEqual([]);
	});

	it("takes a year with its leap day and refuses longer ranges, reversed ranges and bad dates", async () => {
		expect((await report("?from=2024-01-01&to=2024-12-31")).over_time).toHaveLength(366);
		const long = await s.admin.get("/api/admin/search-analytics?from=2024-01-01&to=2025-01-01");
		expect(long.statusCode).toBe(400);
		expect(long.json().error.message).toBe(TRACKING_TEXT.rangeTooLong);
		const reversed = await s.admin.get("/api/admin/search-analytics?from=2024-02-01&to=2024-01-01");
		expect(reversed.statusCode).toBe(400);
		expect(reversed.json().error.fields).toMatchObject({ from: TRACKING_TEXT.dateOrder });
		for (const bad of ["from=2024-13-01", "to=yesterday", "from=2024-1-1"])
			expect((await s.admin.get(`/api/admin/search-analytics?${bad}`)).statusCode, bad).toBe(400);
		// Only a start far back: to today, more than a year.
		expect((await s.admin.get("/api/admin/search-analytics?from=2000-01-01")).statusCode).toBe(400);
	});
});

describe("GET /api/admin/click-analytics", () => {
	let p1 = "";
	let p2 = "";
	let fair = "";
	let family = "";
	const report = async (query = "") => {
		const res = await s.admin.get(`/api/admin/click-analytics${query}`);
		expect(res.statusCode, res.body).toBe(200);
		return ClickAnalyticsResponse.parse(res.json());
	};
	const names = (body: ClickAnalyticsResponse) => body.rows.map((r) => [r.entity_name, r.clicks_in_range]);

	it("lists every clicked entity by total clicks, named, with the chart and the backlog", async () => {
		[p1 = "", p2 = ""] = await insertPhotos(s.ctx.database, 2);
		[fair = ""] = await insertEvents(s.ctx.database, ["County Fair"]);
		family = await insertFamily(s.ctx.database, "okafor@family.test", "The Okafor Family");
		await s.ctx.database.query(sql`update photos set title = 'Porch swing' where id = ${p1}`);
		await s.ctx.database.query(
			sql`update photos set title = 'Lake house', photo_status = 'archived' where id = ${p2}`,
		);
		await insertClicks(s.ctx.database, [
			{
				entity_type: "photo",
				entity_id: p1,
				total_clicks: 50,
				unique_users: 7,
				unique_sessions: 9,
				unique_visitors: 8,
			},
			{ entity_type: "photo", entity_id: p2, total_clicks: 20 },
			{ entity_type: "tag", entity_id: "Beach", taxonomy_type: "tag", total_clicks: 30 },
			{ entity_type: "taxonomy", entity_id: "1970s", taxonomy_type: "decade", total_clicks: 40 },
			{ entity_type: "taxonomy", entity_id: "Ohio", taxonomy_type: "location_state", total_clicks: 8 },
			{ entity_type: "taxonomy", entity_id: family, taxonomy_type: "creator", total_clicks: 2 },
			{ entity_type: "event", entity_id: fair, taxonomy_type: "event", total_clicks: 15 },
		]);
		await insertDaily(s.ctx.database, [
			{ day: daysAgo(0), entity_type: "photo", entity_id: p1, clicks: 5 },
			{ day: daysAgo(3), entity_type: "photo", entity_id: p1, clicks: 10 },
			{ day: daysAgo(40), entity_type: "photo", entity_id: p1, clicks: 35 },
			{ day: daysAgo(0), entity_type: "photo", entity_id: p2, clicks: 20 },
			{ day: daysAgo(10), entity_type: "tag", entity_id: "Beach", taxonomy_type: "tag", clicks: 30 },
			{ day: daysAgo(35), entity_type: "taxonomy", entity_id: "1970s", taxonomy_type: "decade", clicks: 40 },
			{
				day: daysAgo(0),
				entity_type: "taxonomy",
				entity_id: "Ohio",
				taxonomy_type: "location_state",
				clicks: 8,
			},
			{ day: daysAgo(60), entity_type: "taxonomy", entity_id: family, taxonomy_type: "creator", clicks: 2 },
			{ day: daysAgo(1), entity_type: "event", entity_id: fair, taxonomy_type: "event", clicks: 15 },
		]);
		await s.ctx.database.query(sql`
			insert into click_events (event_type, entity_id, entity_type, session_id, processed)
			values ('tag_click', 'Beach', 'tag', 'session-1', false), ('tag_click', 'Beach', 'tag', 'session-1', false),
				('photo_view', ${p1}, 'photo', 'session-2', false), ('photo_view', ${p1}, 'photo', 'session-2', true)`);

		const body = await report();
		expect(names(body)).toEqual([
			["Porch swing", 50],
			["1970s", 40],
			["Beach", 30],
			// The admin sees archived photos too, by their title.
			["Lake house", 20],
			["County Fair", 15],
			["Ohio", 8],
			["The Okafor Family", 2],
		]);
		expect(body.rows[0]).toEqual({
			entity_id: p1,
			entity_type: "photo",
			taxonomy_type: null,
			total_clicks: 50,
			unique_users: 7,
			unique_sessions: 9,
			unique_visitors: 8,
			last_clicked_at: expect.any(String),
			entity_name: "Porch swing",
			clicks_in_range: 50,
		});
		expect(body.total).toBe(7);
		expect(body.over_time.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => daysAgo(29 - i)));
		const clicksOn = (n: number) => body.over_time.find((d) => d.day === daysAgo(n))?.clicks;
		expect([clicksOn(0), clicksOn(1), clicksOn(2), clicksOn(3), clicksOn(10)]).toEqual([33, 15, 0, 10, 30]);
		expect(body.over_time.reduce((n, d) => n + d.clicks, 0)).toBe(88);
		expect(body.by_entity_type).toEqual([
			{ entity_type: "photo", clicks: 70 },
			{ entity_type: "taxonomy", clicks: 50 },
			{ entity_type: "event", clicks: 15 },
			{ entity_type: "tag", clicks: 30 },
		]);
		expect(body.unprocessed).toBe(3);
	});

	it("filters by entity type, taxonomy type and entity", async () => {
		const photosOnly = await report("?entity_type=photo");
		expect(names(photosOnly)).toEqual([
			["Porch swing", 50],
			["Lake house", 20],
		]);
		expect(photosOnly.total).toBe(2);
		expect(photosOnly.over_time.find((d) => d.day === daysAgo(0))?.clicks).toBe(25);
		expect(names(await report("?entity_type=taxonomy&taxonomy_type=decade"))).toEqual([["1970s", 40]]);
		expect(names(await report("?taxonomy_type=creator"))).toEqual([["The Okafor Family", 2]]);
		const one = await report(`?entity_id=${p1}`);
		expect(names(one)).toEqual([["Porch swing", 50]]);
		expect(one.over_time.reduce((n, d) => n + d.clicks, 0)).toBe(15);
	});

	it("orders by the clicks inside a date range, leaving out what was not clicked then", async () => {
		const body = await report(`?from=${daysAgo(5)}&to=${daysAgo(0)}`);
		// Porch swing and County Fair tie at 15 in the range; more clicks overall come first.
		expect(names(body)).toEqual([
			["Lake house", 20],
			["Porch swing", 15],
			["County Fair", 15],
			["Ohio", 8],
		]);
		expect(body.total).toBe(4);
		expect(body.over_time).toHaveLength(6);
		expect(body.by_entity_type).toEqual([
			{ entity_type: "photo", clicks: 35 },
			{ entity_type: "taxonomy", clicks: 8 },
			{ entity_type: "event", clicks: 15 },
			{ entity_type: "tag", clicks: 0 },
		]);
		expect(names(await report(`?entity_type=photo&from=${daysAgo(40)}&to=${daysAgo(40)}`))).toEqual([
			["Porch swing", 35],
		]);
		expect(names(await report(`?from=${daysAgo(60)}`)).map((r) => r[0])).toContain("1970s");
	});

	it("pages with limit and offset and counts every row", async () => {
		const body = await report("?limit=2&offset=1");
		expect(names(body)).toEqual([
			["1970s", 40],
			["Beach", 30],
		]);
		expect(body.total).toBe(7);
	});

	it("refuses bad filters", async () => {
		for (const bad of [
			"entity_type=person",
			"taxonomy_type=nope",
			"limit=0",
			"limit=201",
			"offset=-1",
			`from=${daysAgo(0)}&to=${daysAgo(1)}`,
			"from=2020-01-01&to=2021-06-01",
		])
			expect((await s.admin.get(`/api/admin/click-analytics?${bad}`)).statusCode, bad).toBe(400);
	});

	it("reports the unprocessed queue for polling", async () => {
		const res = await s.admin.get("/api/admin/click-analytics/queue");
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ unprocessed: 3 });
		expect(res.headers["cache-control"]).toBe("private, no-store");
		await s.ctx.database.query(sql`update click_events set processed = true where entity_type = 'tag'`);
		expect((await s.admin.get("/api/admin/click-analytics/queue")).json()).toEqual({ unprocessed: 1 });
	});
});
