import { ApiErrorBody } from "@core/contracts/errors";
import { type SearchRecordInput, SearchRecordResponse } from "@core/contracts/tracking";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";
import { signedInMember } from "./click-fixture";

const ctx = setUpOnce(
	() => createTestApp(),
	(c) => c.close(),
);

let sessionNo = 0;
/** Each test's searches come from a session of their own unless it names one. */
const newSession = () => `search-session-${++sessionNo}`;

let address = 0;
const record = (
	body: Partial<SearchRecordInput> & { search_term: string },
	options: Partial<InjectOptions> = {},
) =>
	ctx.app.inject({
		method: "POST",
		url: "/api/search-analytics",
		remoteAddress: `192.0.2.${(address++ % 250) + 1}`,
		payload: { session_id: "search-session-0", result_count: 7, ...body },
		...options,
	});

const answer = (res: { statusCode: number; json(): unknown }) => {
	expect(res.statusCode).toBe(202);
	return SearchRecordResponse.parse(res.json());
};

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

beforeEach(async () => {
	await ctx.database.query(sql`delete from search_analytics`);
});

describe("POST /api/search-analytics", () => {
	it("records a search trimmed and lower-cased, without the address", async () => {
		expect(
			answer(
				await record(
					{ search_term: "  Red Barn ", session_id: newSession() },
					{ headers: { "user-agent": "UA/1" } },
				),
			),
		).toEqual({ recorded: true });
		const stored = await rows();
		expect(stored).toHaveLength(1);
		expect(stored[0]).toMatchObject({
			search_term: "red barn",
			user_id: null,
			result_count: 7,
			search_method: "partial",
			synonym_expanded: false,
			expanded_terms: null,
			ip_address: null,
			user_agent: "UA/1",
		});
	});

	it("applies the term rules", async () => {
		const session = newSession();
		for (const term of [" a ", "aa", "...", "aaa", "AaA", "", "   "])
			expect(answer(await record({ search_term: term, session_id: session })), term).toEqual({
				recorded: false,
				reason: "term_rules",
			});
		expect(answer(await record({ search_term: "ab", session_id: session }))).toEqual({ recorded: true });
		expect((await rows()).map((r) => r.search_term)).toEqual(["ab"]);
	});

	it("labels the method from what was typed", async () => {
		const cases: [string, string][] = [
			['"red car"', "exact"],
			["car*", "fuzzy"],
			["ca?", "fuzzy"],
			["car", "partial"],
			["ca", "fallback"],
			["  ca  ", "fallback"],
		];
		for (const [term] of cases) answer(await record({ search_term: term, session_id: newSession() }));
		expect((await rows()).map((r) => r.search_method)).toEqual(cases.map(([, method]) => method));
	});

	it("records the synonyms the search used", async () => {
		answer(
			await record({ search_term: "automobile", session_id: newSession(), expanded_terms: ["car", "auto"] }),
		);
		answer(await record({ search_term: "barn", session_id: newSession(), expanded_terms: [] }));
		answer(await record({ search_term: "picnic", session_id: newSession() }));
		expect((await rows()).map((r) => [r.search_term, r.synonym_expanded, r.expanded_terms])).toEqual([
			["automobile", true, ["car", "auto"]],
			["barn", false, null],
			["picnic", false, null],
		]);
	});

	it("counts the same session's same term once in 30 s, another session or term again", async () => {
		const session = newSession();
		expect(answer(await record({ search_term: "Wedding", session_id: session }))).toEqual({ recorded: true });
		expect(answer(await record({ search_term: " wedding ", session_id: session }))).toEqual({
			recorded: false,
			reason: "duplicate",
		});
		expect(answer(await record({ search_term: "wedding", session_id: newSession() }))).toEqual({
			recorded: true,
		});
		expect(answer(await record({ search_term: "weddings", session_id: session }))).toEqual({
			recorded: true,
		});
		expect(await rows()).toHaveLength(3);
		// Once the first is older than the window, the term counts again.
		await ctx.database.query(sql`update search_analytics set created_at = now() - interval '31 seconds'`);
		expect(answer(await record({ search_term: "wedding", session_id: session }))).toEqual({ recorded: true });
		expect(await rows()).toHaveLength(4);
	});

	it("records exactly one of two identical searches sent at once", async () => {
		const session = newSession();
		const answers = await Promise.all(
			Array.from({ length: 4 }, () => record({ search_term: "Harvest Fair", session_id: session })),
		);
		expect(answers.map(answer).filter((a) => a.recorded)).toHaveLength(1);
		expect(await rows()).toHaveLength(1);
	});

	it("takes the user from the session; the body cannot name one", async () => {
		const { client: member, id: userId } = await signedInMember(ctx, "searcher@studio.test", "Sam");
		const res = await member.request({
			method: "POST",
			url: "/api/search-analytics",
			payload: { search_term: "lake house", session_id: newSession(), result_count: 0 },
		});
		expect(answer(res)).toEqual({ recorded: true });
		const spoof = await record({ search_term: "lake", session_id: newSession(), user_id: userId } as never);
		expect(spoof.statusCode).toBe(400);
		expect((await rows()).map((r) => [r.user_id, r.result_count])).toEqual([[userId, 0]]);
	});

	it("refuses a bad body with a 400 in the error format, text/plain included", async () => {
		const bad = [
			{ search_term: "barn", session_id: "x", result_count: 1 },
			{ search_term: "barn", session_id: newSession(), result_count: -1 },
			{ search_term: "b".repeat(201), session_id: newSession(), result_count: 1 },
			{ search_term: "barn", session_id: newSession(), result_count: 1, ip_address: "10.0.0.1" },
		];
		for (const payload of bad) {
			const res = await ctx.app.inject({ method: "POST", url: "/api/search-analytics", payload });
			expect(res.statusCode).toBe(400);
			expect(ApiErrorBody.parse(res.json()).error.code).toBe("VALIDATION_ERROR");
		}
		const notJson = await ctx.app.inject({
			method: "POST",
			url: "/api/search-analytics",
			headers: { "content-type": "text/plain;charset=UTF-8" },
			payload: "search_term=barn",
		});
		expect(notJson.statusCode).toBe(400);
		const beacon = await ctx.app.inject({
			method: "POST",
			url: "/api/search-analytics",
			headers: { "content-type": "text/plain;charset=UTF-8" },
			payload: JSON.stringify({ search_term: "barn", session_id: newSession(), result_count: 2 }),
		});
		expect(answer(beacon)).toEqual({ recorded: true });
		expect(await rows()).toHaveLength(1);
	});
});
