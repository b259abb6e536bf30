import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ApiErrorBody } from "@core/contracts/errors";
import { SearchResponse } from "@core/contracts/search";
import { TRACKING, TRACKING_COOKIE } from "@core/tracking";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type AuthClient, authClient } from "../test/auth-client";
import { signedInMember } from "../test/fixtures/analytics";
import { seedSearchFixture } from "../test/fixtures/search";
import { createTestApp } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";
import { recordSearch } from "./search-record";

/** A tiny built app, so a page (and its first answers) can be asked for without Vite. */
const webDir = mkdtempSync(path.join(os.tmpdir(), "snap-search-record-web-"));
writeFileSync(
	path.join(webDir, "index.html"),
	`<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>t</title>
	<script type="module" crossorigin src="/assets/index-a1.js"></script></head>
	<body><div id="root"><!--boot-view--></div></body></html>`,
);

const ctx = setUpOnce(
	async () => {
		const started = await createTestApp({ webDir });
		await seedSearchFixture(started.database);
		return started;
	},
	async (c) => {
		await c.close();
		rmSync(webDir, { recursive: true, force: true });
	},
);

type Row = {
	search_term: string;
	user_id: string | null;
	session_id: string;
	result_count: number;
	search_method: string;
	synonym_expanded: boolean;
	expanded_terms: string[] | null;
	ip_address: string | null;
	user_agent: string | null;
};
const rows = () => ctx.database.query<Row>(sql`select * from search_analytics order by id`);
/** The search page's quiet and the write after it. */
const QUIET_MS = TRACKING.searchDebounceMs;
const settled = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS + 250));
const rowsWhenSettled = async (count: number) => {
	await vi.waitFor(async () => expect(await rows()).toHaveLength(count), { timeout: 3000, interval: 50 });
	return rows();
};

let addressNo = 0;
/**
 * A browser of its own: its own address and cookie jar. Unless `fresh`, it has already been
 * given its tracking cookie (a browser gets it with its first page).
 */
async function visitor(client: AuthClient = authClient(ctx), { fresh = false } = {}) {
	const ip = `192.0.2.${++addressNo}`;
	const search = async (query: string, headers: Record<string, string> = {}) => {
		const res = await client.request({
			method: "GET",
			url: `/api/search?${query}`,
			remoteAddress: ip,
			headers,
		});
		expect(res.statusCode, res.body).toBe(200);
		return SearchResponse.parse(res.json());
	};
	if (!fresh) await search("limit=1");
	return {
		ip,
		client,
		search,
		/** The tracking session the server's signed cookie names. */
		session: () => ctx.app.unsignCookie(client.jar.get(TRACKING_COOKIE) ?? "").value,
	};
}

beforeEach(async () => {
	// What the test before left waiting lands first.
	await settled();
	await ctx.database.query(sql`delete from search_analytics`);
});

describe("search analytics from the server's own searches", () => {
	it("records the search it ran: the term, its true result count and method, under the cookie's session", async () => {
		const v = await visitor();
		expect(v.session()).toMatch(/^[A-Za-z0-9_-]{22}$/);
		const answer = await v.search("q=%20Filler%20&limit=1", { "user-agent": "UA/1" });
		expect(answer.photos).toHaveLength(1);
		expect(answer.total_count).toBe(30);
		const [row] = await rowsWhenSettled(1);
		expect(row).toEqual({
			...row,
			search_term: "filler",
			user_id: null,
			session_id: v.session(),
			// What the search found, not the page it sent.
			result_count: 30,
			search_method: "partial",
			synonym_expanded: false,
			expanded_terms: null,
			ip_address: null,
			user_agent: "UA/1",
		});
	});

	it("records the synonyms the search used and a search that found nothing", async () => {
		const v = await visitor();
		const xmas = await v.search("q=Xmas");
		expect(xmas.expanded_terms).toContain("christmas");
		await settled();
		await v.search("q=zeppelin");
		const stored = await rowsWhenSettled(2);
		expect(stored.map((r) => [r.search_term, r.result_count, r.synonym_expanded, r.expanded_terms])).toEqual([
			["xmas", xmas.total_count, true, xmas.expanded_terms],
			["zeppelin", 0, false, null],
		]);
	});

	it("without a tracking cookie, records the search under the address's pseudonym, never the address", async () => {
		const v = await visitor(undefined, { fresh: true });
		await v.search("q=garden", { cookie: `${TRACKING_COOKIE}=forged-session-id` });
		const [row] = await rowsWhenSettled(1);
		expect(row?.session_id).toMatch(/^a-[A-Za-z0-9_-]{22}$/);
		expect(JSON.stringify(row)).not.toContain(v.ip);
	});

	it("records what the visitor settled on: not words typed on within 400 ms, later pages, listings or refused terms", async () => {
		const v = await visitor();
		await v.search("q=bir");
		await v.search("q=birthday");
		await v.search("q=birthday&offset=24");
		await v.search("sort=newest");
		await (await visitor()).search("q=aa");
		await settled();
		expect((await rowsWhenSettled(1)).map((r) => [r.search_term, r.session_id])).toEqual([
			["birthday", v.session()],
		]);
	});

	it("counts a session's same term once in 30 s, another session or term again", async () => {
		const v = await visitor();
		await v.search("q=Kitchen");
		await rowsWhenSettled(1);
		await v.search("q=kitchen%20");
		await settled();
		expect(await rows()).toHaveLength(1);
		await (await visitor()).search("q=kitchen");
		await rowsWhenSettled(2);
		// Once the first is older than the window, the term counts again.
		await ctx.database.query(sql`update search_analytics set created_at = now() - interval '31 seconds'`);
		await v.search("q=kitchen");
		await rowsWhenSettled(3);
	});

	it("records one search for a burst of identical requests", async () => {
		const v = await visitor();
		await Promise.all(Array.from({ length: 8 }, () => v.search("q=cake")));
		await settled();
		expect(await rowsWhenSettled(1)).toHaveLength(1);
	});

	it("stores one row when two servers record the same session's term at once", async () => {
		const search = { term: "Harvest Fair", session: "two-servers", resultCount: 3, expandedTerms: [] };
		const outcomes = await Promise.all(
			Array.from({ length: 4 }, () => recordSearch(ctx.database, search, { userId: null, userAgent: null })),
		);
		expect(outcomes.filter((o) => o.recorded)).toHaveLength(1);
		expect(outcomes.filter((o) => !o.recorded).map((o) => !o.recorded && o.reason)).toEqual([
			"duplicate",
			"duplicate",
			"duplicate",
		]);
	});

	it("takes the user from the sign-in session", async () => {
		const { client, id } = await signedInMember(ctx, "searcher@studio.test", "Sam");
		await (await visitor(client)).search("q=lake%20house");
		expect((await rowsWhenSettled(1)).map((r) => [r.search_term, r.user_id])).toEqual([["lake house", id]]);
	});

	it("takes nothing from the browser: the old recording endpoint is gone", async () => {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/search-analytics",
			payload: { search_term: "barn", session_id: "search-session-1", result_count: 999 },
		});
		expect(res.statusCode).toBe(404);
		expect(ApiErrorBody.parse(res.json()).error.code).toBe("NOT_FOUND");
		await settled();
		expect(await rows()).toHaveLength(0);
	});

	it("records a search page once: its own first answer and the app's request are one search of one visitor", async () => {
		const v = await visitor(undefined, { fresh: true });
		const page = await v.client.request({ method: "GET", url: "/search?q=birthday", remoteAddress: v.ip });
		expect(page.statusCode).toBe(200);
		// The page carried the search's answer, asked with the cookies the page itself issued.
		expect(page.body).toContain("/api/search?limit=24");
		const session = v.session();
		expect(session).toMatch(/^[A-Za-z0-9_-]{22}$/);
		// The app asks again (its answer was late, or the visitor reloaded): the same visitor, once.
		await v.search("q=birthday&limit=24&offset=0&sort=relevance");
		await settled();
		expect((await rowsWhenSettled(1)).map((r) => [r.search_term, r.session_id])).toEqual([
			["birthday", session],
		]);
	});
});
