import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { connect, createServer, type Server } from "node:net";
import { Writable } from "node:stream";
import { TRACKING_COOKIE } from "@core/tracking";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/harness";
import { redisRateLimitStore } from "./rate-limit-store";
import { openRedis } from "./redis";

/**
 * Issue 31: with Redis every instance counts in one limit (docs/rate-limits.md). Two apps made
 * with createTestApp stand for two instances; the real Redis at 127.0.0.1:6379 is shared with
 * other test runs, so each test counts under a key prefix of its own and removes its keys.
 */

const REDIS_URL = "redis://127.0.0.1:6379";
const admin = openRedis({ url: REDIS_URL, keyPrefix: "unused:" });
const prefixes: string[] = [];
const freshPrefix = () => {
	const prefix = `t-limits-${randomBytes(4).toString("hex")}:`;
	prefixes.push(prefix);
	return prefix;
};
const keysUnder = (prefix: string) => admin.keys(`${prefix}*`);

afterAll(async () => {
	for (const prefix of prefixes) {
		const keys = await keysUnder(prefix);
		if (keys.length > 0) await admin.del(...keys);
	}
	admin.disconnect();
});

/** Two instances counting in one Redis under `prefix`, each with its own database. */
async function twoInstances(
	prefix: string,
	env: Record<string, string> = {},
): Promise<[TestContext, TestContext]> {
	return Promise.all([
		createTestApp({ redis: { keyPrefix: prefix }, env }),
		createTestApp({ redis: { keyPrefix: prefix }, env }),
	]);
}

const signIn = (ctx: TestContext, ip: string, n: number) =>
	ctx.app.inject({
		method: "POST",
		url: "/api/auth/sign-in/email",
		remoteAddress: ip,
		// A new address each time: the per-account password limit (kept in the database) never answers.
		payload: { email: `nobody-${n}@limits.test`, password: "not-the-password-1" },
	});

describe("rate limits with Redis", () => {
	const prefix = freshPrefix();
	let apps: [TestContext, TestContext];
	beforeAll(async () => {
		apps = await twoInstances(prefix, {
			GUEST_SEARCH_LIMIT_MINUTE: "6",
			GUEST_SEARCH_VISITOR_LIMIT_MINUTE: "1000",
			TRACK_RATE_LIMIT: "5",
		});
	});
	afterAll(async () => {
		await Promise.all(apps.map((a) => a.close()));
	});

	it("counts sign-in requests across instances: the 21st, whichever answers it, is refused", async () => {
		const ip = "198.51.100.7";
		const statuses: number[] = [];
		for (let n = 0; n < 21; n++) statuses.push((await signIn(apps[n % 2] as TestContext, ip, n)).statusCode);
		expect(statuses.slice(0, 20)).not.toContain(429);
		expect(statuses[20]).toBe(429);
		// Both instances refuse now; another address still counts from nothing.
		expect((await signIn(apps[0], ip, 99)).statusCode).toBe(429);
		expect((await signIn(apps[1], ip, 100)).statusCode).toBe(429);
		expect((await signIn(apps[1], "198.51.100.8", 101)).statusCode).not.toBe(429);
		// One counter in Redis, named by the route's method and pattern, expiring with its window.
		const key = `${prefix}rl:POST/api/auth/*:${ip}`;
		expect(await admin.get(key)).toBe("23");
		const ttl = await admin.pttl(key);
		expect(ttl).toBeGreaterThan(0);
		expect(ttl).toBeLessThanOrEqual(60_000);
	});

	it("shares the guest search limit, and the limits of one route keep separate counts", async () => {
		const ip = "198.51.100.20";
		const search = (ctx: TestContext, n: number) =>
			ctx.app.inject({
				method: "GET",
				url: "/api/search?q=kitchen",
				remoteAddress: ip,
				// A new visitor each time: only the address's limit (6 a minute) is reached.
				cookies: { [TRACKING_COOKIE]: ctx.app.signCookie(`limits-visitor-${n}`) },
			});
		const statuses: number[] = [];
		for (let n = 0; n < 7; n++) statuses.push((await search(apps[n % 2] as TestContext, n)).statusCode);
		expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
		const refused = await search(apps[0], 50);
		expect(refused.statusCode).toBe(429);
		expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
		// The address's minute and day are two counters (a shared key would have refused at once).
		const keys = await keysUnder(`${prefix}rl:guest-search-address-`);
		expect(keys.sort()).toEqual(
			[`${prefix}rl:guest-search-address-day:`, `${prefix}rl:guest-search-address-minute:`].map((k) =>
				expect.stringMatching(new RegExp(`^${k}`)),
			),
		);
	});

	it("shares the tracking limit per session across instances", async () => {
		const track = (ctx: TestContext) =>
			ctx.app.inject({
				method: "POST",
				url: "/api/track-events",
				remoteAddress: "198.51.100.30",
				cookies: { [TRACKING_COOKIE]: ctx.app.signCookie("limits-tracked-visitor") },
				payload: { events: [{ event_type: "tag_click", entity_type: "tag", entity_id: "kitchen" }] },
			});
		const statuses: number[] = [];
		for (let n = 0; n < 6; n++) statuses.push((await track(apps[n % 2] as TestContext)).statusCode);
		expect(statuses.slice(0, 5)).not.toContain(429);
		expect(statuses[5]).toBe(429);
	});
});

describe("the 5 s click de-duplication with Redis", () => {
	it("drops a repeat sent to the other instance, and counts again once the 5 s are over", async () => {
		const prefix = freshPrefix();
		const [one, two] = await twoInstances(prefix);
		try {
			const track = (ctx: TestContext, entity: string) =>
				ctx.app.inject({
					method: "POST",
					url: "/api/track-events",
					remoteAddress: "198.51.100.31",
					cookies: { [TRACKING_COOKIE]: ctx.app.signCookie("limits-repeating-visitor") },
					payload: {
						events: [
							{ event_type: "tag_click", entity_type: "tag", entity_id: entity },
							{ event_type: "tag_click", entity_type: "tag", entity_id: entity },
						],
					},
				});
			const accepted = async (ctx: TestContext, entity: string) => {
				const res = await track(ctx, entity);
				expect(res.statusCode).toBe(202);
				return res.json<{ accepted: number }>().accepted;
			};
			expect(await accepted(one, "kitchen")).toBe(1);
			expect(await accepted(two, "kitchen")).toBe(0);
			expect(await accepted(two, "garden")).toBe(1);
			const keys = await keysUnder(`${prefix}click:`);
			expect(keys).toHaveLength(2);
			for (const key of keys) expect(await admin.pttl(key)).toBeLessThanOrEqual(5000);
			// The window over (its keys gone, as they expire): the click counts again.
			await admin.del(...keys);
			expect(await accepted(two, "kitchen")).toBe(1);
		} finally {
			await Promise.all([one.close(), two.close()]);
		}
	});
});

describe("rate limits without Redis", () => {
	it("count in each process's memory, as before: two instances allow 20 each", async () => {
		const [one, two] = await Promise.all([createTestApp(), createTestApp()]);
		try {
			const ip = "198.51.100.40";
			const statuses: number[] = [];
			for (let n = 0; n < 40; n++) statuses.push((await signIn(n % 2 ? two : one, ip, n)).statusCode);
			expect(statuses).not.toContain(429);
			expect((await signIn(one, ip, 40)).statusCode).toBe(429);
		} finally {
			await Promise.all([one.close(), two.close()]);
		}
	});
});

/** A real logger whose lines the test reads. */
function capturedLog() {
	const lines: { level: number; msg: string; limit?: string }[] = [];
	const stream = new Writable({
		write(chunk, _encoding, done) {
			for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
			done();
		},
	});
	return { lines, stream };
}

describe("when Redis does not answer", () => {
	it("a request is counted in the instance's own memory, so limits hold per instance", async () => {
		const ctx = await createTestApp({ redis: { keyPrefix: freshPrefix(), url: "redis://127.0.0.1:1" } });
		try {
			const ip = "198.51.100.50";
			const statuses: number[] = [];
			for (let n = 0; n < 21; n++) statuses.push((await signIn(ctx, ip, n)).statusCode);
			expect(statuses.slice(0, 20)).not.toContain(429);
			expect(statuses[20]).toBe(429);
		} finally {
			await ctx.close();
		}
	});

	it("counting moves to memory when Redis goes away and back when it answers, each change logged once", async () => {
		const prefix = freshPrefix();
		const redis = openRedis({ url: REDIS_URL, keyPrefix: prefix });
		await once(redis, "ready");
		const { lines, stream } = capturedLog();
		const app = Fastify({ logger: { level: "info", stream } });
		await app.register(fastifyRateLimit, {
			global: false,
			store: redisRateLimitStore({ redis, keyPrefix: prefix, log: app.log }),
		});
		app.get("/limited", { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({
			ok: true,
		}));
		try {
			const hit = async () =>
				(await app.inject({ url: "/limited", remoteAddress: "198.51.100.60" })).statusCode;
			expect([await hit(), await hit()]).toEqual([200, 200]);
			expect(await admin.get(`${prefix}rl:GET/limited:198.51.100.60`)).toBe("2");

			// Away: counted from nothing in memory, still limited there.
			const ended = once(redis, "end");
			redis.disconnect();
			await ended;
			expect([await hit(), await hit(), await hit(), await hit()]).toEqual([200, 200, 200, 429]);
			const warnings = lines.filter((line) => line.level === 40);
			expect(warnings).toHaveLength(1);
			expect(warnings[0]?.msg).toMatch(/Redis did not answer/);
			// It names the limit, never the caller.
			expect(warnings[0]).toMatchObject({ limit: `${prefix}rl:GET/limited:` });
			expect(JSON.stringify(warnings)).not.toContain("198.51.100.60");

			// Back: Redis's count goes on where it was.
			await redis.connect();
			expect([await hit(), await hit()]).toEqual([200, 429]);
			expect(await admin.get(`${prefix}rl:GET/limited:198.51.100.60`)).toBe("4");
			expect(lines.filter((line) => /answers again/.test(line.msg))).toHaveLength(1);
		} finally {
			await app.close();
			redis.disconnect();
		}
	});

	it("does not wait for a Redis that stops answering: past the timeout the request is counted in memory", async () => {
		// A proxy in front of the real Redis that, once told to hang, passes nothing on: the
		// connection stays up, the answers never come.
		let hang = false;
		const hung: Server = createServer((client) => {
			const upstream = connect(6379, "127.0.0.1");
			client.on("data", (data) => {
				if (!hang) upstream.write(data);
			});
			upstream.on("data", (data) => client.write(data));
			client.on("close", () => upstream.destroy());
			upstream.on("close", () => client.destroy());
		});
		await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
		const address = hung.address();
		const port = typeof address === "object" && address ? address.port : 0;
		const prefix = freshPrefix();
		const redis = openRedis({ url: `redis://127.0.0.1:${port}`, keyPrefix: prefix });
		await once(redis, "ready");
		const { lines, stream } = capturedLog();
		const app = Fastify({ logger: { level: "info", stream } });
		await app.register(fastifyRateLimit, {
			global: false,
			store: redisRateLimitStore({ redis, keyPrefix: prefix, log: app.log, timeoutMs: 100 }),
		});
		app.get("/limited", { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
			ok: true,
		}));
		try {
			const hit = async () =>
				(await app.inject({ url: "/limited", remoteAddress: "198.51.100.70" })).statusCode;
			expect(await hit()).toBe(200);
			expect(await admin.get(`${prefix}rl:GET/limited:198.51.100.70`)).toBe("1");
			hang = true;
			const started = Date.now();
			const statuses: number[] = [];
			for (let n = 0; n < 3; n++) statuses.push(await hit());
			// Counted from nothing in memory: two more, then refused.
			expect(statuses).toEqual([200, 200, 429]);
			expect(Date.now() - started).toBeLessThan(2000);
			expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
				expect.stringMatching(/Redis did not answer/),
			]);
		} finally {
			await app.close();
			redis.disconnect();
			await new Promise((resolve) => hung.close(resolve));
		}
	});
});
