import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ApiErrorBody } from "@core/contracts/errors";
import { GUEST_RESULT_LIMIT, GUEST_SEARCH_LIMIT_MESSAGE, SearchResponse } from "@core/contracts/search";
import { TRACKING_COOKIE } from "@core/tracking";
import { SEED_COOKIE } from "@core/visitor-seed";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { signedInMember } from "../test/fixtures/analytics";
import { seedSearchFixture } from "../test/fixtures/search";
import { createTestApp, type TestContext } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";

/** A tiny built app, so a page's own first answers can be asked for without Vite. */
const webDir = mkdtempSync(path.join(os.tmpdir(), "snap-guest-limit-web-"));
writeFileSync(
	path.join(webDir, "index.html"),
	`<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>t</title></head>
	<body><div id="root"><!--boot-view--></div></body></html>`,
);

const LIMITS = { minute: 8, day: 1000, visitorMinute: 4, visitorDay: 1000 };
const start = (env: Record<string, string>) => async () => {
	const started = await createTestApp({ webDir, env });
	await seedSearchFixture(started.database);
	return started;
};
const ctx = setUpOnce(
	start({
		GUEST_SEARCH_LIMIT_MINUTE: String(LIMITS.minute),
		GUEST_SEARCH_LIMIT_DAY: String(LIMITS.day),
		GUEST_SEARCH_VISITOR_LIMIT_MINUTE: String(LIMITS.visitorMinute),
		GUEST_SEARCH_VISITOR_LIMIT_DAY: String(LIMITS.visitorDay),
	}),
	async (c) => {
		await c.close();
		rmSync(webDir, { recursive: true, force: true });
	},
);

let addressNo = 0;
const freshIp = () => `203.0.113.${++addressNo}`;
/** A guest's search from `ip`, with the tracking and seed cookies named (signed as the server signs them). */
const guestSearch = (
	app: TestContext["app"],
	query: string,
	ip: string,
	cookies: { visit?: string; seed?: string } = {},
	options: Partial<InjectOptions> = {},
) =>
	app.inject({
		method: "GET",
		url: `/api/search?${query}`,
		remoteAddress: ip,
		cookies: {
			...(cookies.visit ? { [TRACKING_COOKIE]: app.signCookie(cookies.visit) } : {}),
			...(cookies.seed ? { [SEED_COOKIE]: app.signCookie(cookies.seed) } : {}),
		},
		...options,
	});
const ids = (res: { json(): unknown }) => SearchResponse.parse(res.json()).photos.map((p) => p.id);

describe("a guest's shuffle", () => {
	it("ignores a guest's seed parameter: their random order is the one their signed cookie names", async () => {
		const ip = freshIp();
		const seeded = (query: string) =>
			guestSearch(ctx.app, query, ip, { visit: "shuffle-guest", seed: "1234" });
		const asked = ids(await seeded("sort=random&seed=1"));
		expect(asked).toHaveLength(GUEST_RESULT_LIMIT);
		expect(ids(await seeded("sort=random&seed=99999"))).toEqual(asked);
		expect(ids(await seeded("sort=random"))).toEqual(asked);
		// It is the cookie's seed's order, as a member asking for that seed gets it.
		const { client } = await signedInMember(ctx, "shuffle-member@studio.test", "Sid");
		const member = (seed: number) => client.get(`/api/search?sort=random&limit=24&seed=${seed}`).then(ids);
		expect(await member(1234)).toEqual(asked);
		// Members choose: another seed is another order. A seed picks a place between two photos'
		// shuffle keys, so two seeds share an order when they land between the same two (about
		// one chance in the number of photos): of three other seeds, one at least starts elsewhere.
		const mine = await member(1234);
		const others = await Promise.all([1, 2, 3].map(member));
		expect(others.some((order) => JSON.stringify(order) !== JSON.stringify(mine))).toBe(true);
	});

	it("gives a client without a seed cookie one shuffle per address, not one per request", async () => {
		const ip = freshIp();
		const first = ids(await guestSearch(ctx.app, "sort=random&seed=5", ip));
		expect(ids(await guestSearch(ctx.app, "sort=random&seed=6", ip))).toEqual(first);
		// A forged seed cookie changes nothing either.
		const forged = await guestSearch(
			ctx.app,
			"sort=random&seed=7",
			ip,
			{},
			{ headers: { cookie: "ssd.seed=7" } },
		);
		expect(ids(forged)).toEqual(first);
	});
});

describe("the guest search limit", () => {
	it("answers a visitor's searches past the minute's limit with a 429 in the error format and Retry-After", async () => {
		const ip = freshIp();
		for (let i = 0; i < LIMITS.visitorMinute; i++)
			expect(
				(await guestSearch(ctx.app, `q=garden&sort=newest&n=${i}`, ip, { visit: "busy-guest" })).statusCode,
			).toBe(200);
		const over = await guestSearch(ctx.app, "q=christmas", ip, { visit: "busy-guest" });
		expect(over.statusCode).toBe(429);
		expect(ApiErrorBody.parse(over.json()).error).toEqual({
			code: "RATE_LIMITED",
			message: GUEST_SEARCH_LIMIT_MESSAGE,
		});
		const retryAfter = Number(over.headers["retry-after"]);
		expect(retryAfter).toBeGreaterThan(0);
		expect(retryAfter).toBeLessThanOrEqual(60);
		// Another visitor behind the same address still searches.
		expect((await guestSearch(ctx.app, "q=christmas", ip, { visit: "colleague" })).statusCode).toBe(200);
	});

	it("holds an address to its limit whatever cookies it sends, or none", async () => {
		const ip = freshIp();
		const codes: number[] = [];
		for (let i = 0; i < LIMITS.minute + 2; i++)
			codes.push(
				(await guestSearch(ctx.app, `sort=random&seed=${i}`, ip, { visit: `rotating-${i}` })).statusCode,
			);
		expect(codes).toEqual([...Array<number>(LIMITS.minute).fill(200), 429, 429]);
		expect((await guestSearch(ctx.app, "sort=random", ip)).statusCode).toBe(429);
		// Another address is not held back.
		expect((await guestSearch(ctx.app, "sort=random", freshIp())).statusCode).toBe(200);
	});

	it("counts only searches that show photos: a page past the first 24 shows none", async () => {
		const ip = freshIp();
		for (let i = 0; i < LIMITS.visitorMinute * 3; i++) {
			const res = await guestSearch(ctx.app, `offset=${GUEST_RESULT_LIMIT}&sort=newest`, ip, {
				visit: "pager",
			});
			expect(res.statusCode).toBe(200);
			expect(ids(res)).toEqual([]);
		}
		expect((await guestSearch(ctx.app, "sort=newest", ip, { visit: "pager" })).statusCode).toBe(200);
	});

	it("leaves members alone, on an address guests have used up", async () => {
		const ip = freshIp();
		for (let i = 0; i < LIMITS.minute; i++)
			await guestSearch(ctx.app, "sort=newest", ip, { visit: `used-${i}` });
		expect((await guestSearch(ctx.app, "sort=newest", ip, { visit: "one-more" })).statusCode).toBe(429);
		const { client } = await signedInMember(ctx, "unlimited@studio.test", "Uma");
		for (let i = 0; i < LIMITS.minute * 2; i++) {
			const res = await client.request({
				method: "GET",
				url: `/api/search?sort=newest&n=${i}`,
				remoteAddress: ip,
			});
			expect(res.statusCode).toBe(200);
		}
	});

	it("counts a page's own first answer for the visitor's address, not the server's", async () => {
		const ip = freshIp();
		for (let i = 0; i < LIMITS.minute; i++)
			await guestSearch(ctx.app, "sort=newest", ip, { visit: `page-${i}` });
		// The loading view's tiles are drawn from the page's own search.
		const tiles = (html: string) => html.match(/<li class="relative"/g)?.length ?? 0;
		// This address has no searches left: its /photos page comes without the listing...
		const limited = await ctx.app.inject({ method: "GET", url: "/photos", remoteAddress: ip });
		expect(limited.statusCode).toBe(200);
		expect(tiles(limited.body)).toBe(0);
		// ...while another address's page carries it.
		const other = await ctx.app.inject({ method: "GET", url: "/photos", remoteAddress: freshIp() });
		expect(tiles(other.body)).toBe(GUEST_RESULT_LIMIT);
	});
});

describe("the guest search limit over a day", () => {
	const daily = setUpOnce(
		start({
			GUEST_SEARCH_LIMIT_MINUTE: "1000",
			GUEST_SEARCH_LIMIT_DAY: "4",
			GUEST_SEARCH_VISITOR_LIMIT_MINUTE: "1000",
			GUEST_SEARCH_VISITOR_LIMIT_DAY: "1000",
		}),
		(c) => c.close(),
	);

	it("stops an address for the rest of its day once it made its day's searches", async () => {
		const ip = freshIp();
		for (let i = 0; i < 4; i++)
			expect((await guestSearch(daily.app, `sort=random&n=${i}`, ip, { visit: `day-${i}` })).statusCode).toBe(
				200,
			);
		const over = await guestSearch(daily.app, "sort=random", ip, { visit: "day-next" });
		expect(over.statusCode).toBe(429);
		expect(Number(over.headers["retry-after"])).toBeGreaterThan(23 * 3600);
	});
});
