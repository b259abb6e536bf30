import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PopularContentResponse, PopularPhotosPage, type TrackEventInput } from "@core/contracts/analytics";
import { SearchResponse } from "@core/contracts/search";
import { TRACKING, TRACKING_COOKIE } from "@core/tracking";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInMember } from "../test/fixtures/analytics";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";
import { drainClicks } from "./aggregator";

/** A tiny built app, so a page's cookies can be seen without Vite. */
const webDir = mkdtempSync(path.join(os.tmpdir(), "snap-tracking-web-"));
writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>spa</title><div id=root></div>");

const ctx = setUpOnce(
	// The scripted bursts below go past the tracking rate limit (ingest.test.ts proves it): here
	// every event reaches the server, so what holds popularity down is the counting itself.
	() => createTestApp({ webDir, env: { TRACK_RATE_LIMIT: "100000" } }),
	async (c) => {
		await c.close();
		rmSync(webDir, { recursive: true, force: true });
	},
);

type Sent = { ip: string; cookie?: string; cookieHeader?: string };
const track = (events: TrackEventInput[], { ip, cookie, cookieHeader }: Sent) =>
	ctx.app.inject({
		method: "POST",
		url: "/api/track-events",
		remoteAddress: ip,
		...(cookie ? { cookies: { [TRACKING_COOKIE]: cookie } } : {}),
		...(cookieHeader ? { headers: { cookie: cookieHeader } } : {}),
		payload: { events },
	});
const view = (photo: string, over: Partial<TrackEventInput> = {}): TrackEventInput => ({
	event_type: "photo_view",
	entity_type: "photo",
	entity_id: photo,
	...over,
});
const tagClick = (tag: string): TrackEventInput => ({
	event_type: "tag_click",
	entity_type: "tag",
	entity_id: tag,
});

/** The tracking cookie a response set, as the browser keeps it. */
const issued = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === TRACKING_COOKIE);
const unsigned = (value: string | undefined) => ctx.app.unsignCookie(value ?? "");

type Stored = { entity_id: string; session_id: string; visitor: string | null; user_id: string | null };
const stored = () =>
	ctx.database.query<Stored>(
		sql`select entity_id, session_id, visitor, user_id from click_events order by id`,
	);

let address = 0;
const freshIp = () => `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeEach(async () => {
	await ctx.database.query(sql`delete from click_events`);
});

describe("the tracking cookie", () => {
	it("is issued, signed, to a client without one, and names the session of its later events", async () => {
		const ip = freshIp();
		const first = await track([view("photo-1", { session_id: "body-says-this" })], { ip });
		expect(first.statusCode).toBe(202);
		const cookie = issued(first);
		expect(cookie).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" });
		expect(cookie?.maxAge).toBeUndefined();
		expect(cookie?.secure).toBeFalsy();
		const session = unsigned(cookie?.value);
		expect(session.valid).toBe(true);
		expect(session.value).toMatch(/^[A-Za-z0-9_-]{22}$/);

		const second = await track([view("photo-2", { session_id: "body-says-this" })], {
			ip,
			cookie: cookie?.value,
		});
		expect(issued(second)).toBeUndefined();
		const [before, after] = await stored();
		// The first request had no cookie yet: it counts under its address, never the body's id.
		expect(before?.session_id).toMatch(/^a-[A-Za-z0-9_-]{22}$/);
		expect(after?.session_id).toBe(session.value);
		expect(JSON.stringify(await stored())).not.toContain("body-says-this");
	});

	it("ignores a forged or unsigned cookie: its events count under the address, and a real cookie replaces it", async () => {
		const ip = freshIp();
		const plain = await track([view("photo-1")], { ip });
		const wrongSignature = `made-up-session-id.${ctx.app.signCookie("another").split(".")[1]}`;
		for (const forged of ["made-up-session-id", wrongSignature]) {
			const res = await track([view(`photo-${forged}`)], { ip, cookie: forged });
			expect(res.statusCode).toBe(202);
			expect(unsigned(issued(res)?.value).valid, forged).toBe(true);
		}
		const sessions = (await stored()).map((r) => r.session_id);
		expect(new Set(sessions).size).toBe(1);
		expect(sessions[0]).toMatch(/^a-/);
		expect(sessions).not.toContain("made-up-session-id");
		expect(unsigned(issued(plain)?.value).valid).toBe(true);
	});

	it("is issued with a visit's first page, beside the signed seed, and kept once it is there", async () => {
		const page = await ctx.app.inject({ method: "GET", url: "/", remoteAddress: freshIp() });
		expect(page.statusCode).toBe(200);
		const cookie = issued(page);
		expect(cookie).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" });
		expect(unsigned(cookie?.value).valid).toBe(true);
		expect(unsigned(page.cookies.find((c) => c.name === "ssd.seed")?.value).valid).toBe(true);
		const again = await ctx.app.inject({
			method: "GET",
			url: "/about",
			cookies: { [TRACKING_COOKIE]: cookie?.value ?? "" },
		});
		expect(issued(again)).toBeUndefined();
	});

	it("never stores the address, only a keyed hash of it (an IPv6 host's /64)", async () => {
		await track([view("photo-1")], { ip: "2001:db8:aa:bb:1:2:3:4" });
		await track([view("photo-2")], { ip: "2001:db8:aa:bb:ffff::9" });
		await track([view("photo-3")], { ip: "2001:db8:aa:cc::1" });
		await track([view("photo-4")], { ip: "::ffff:198.18.200.7" });
		const rows = await stored();
		expect(JSON.stringify(rows)).not.toMatch(/2001|db8|198\.18/);
		const [a, b, c] = rows.map((r) => r.visitor);
		// One /64 is one visitor; the next /64 is another.
		expect(a).toMatch(/^a:[A-Za-z0-9_-]{22}$/);
		expect(b).toBe(a);
		expect(c).not.toBe(a);
	});
});

describe("the spec's 5 s de-duplication, on the server", () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it("stores a concurrent burst of one visitor's event once, whatever session ids the bodies name", async () => {
		const ip = freshIp();
		const cookie = issued(await track([view("warm-up")], { ip }))?.value;
		const burst = await Promise.all(
			Array.from({ length: 40 }, (_, i) =>
				track([view("photo-burst", { session_id: `body-${i}` }), tagClick("Picnic")], { ip, cookie }),
			),
		);
		expect(burst.every((res) => res.statusCode === 202)).toBe(true);
		// Only the events stored are accepted: two in all.
		expect(burst.reduce((sum, res) => sum + (res.json() as { accepted: number }).accepted, 0)).toBe(2);
		// Without the cookie (the address decides), and another visitor: each once more.
		await Promise.all(Array.from({ length: 20 }, () => track([view("photo-burst")], { ip })));
		await track([view("photo-burst")], { ip: freshIp() });
		const rows = (await stored()).filter((r) => r.entity_id !== "warm-up");
		expect(rows.map((r) => r.entity_id).sort()).toEqual([
			"Picnic",
			"photo-burst",
			"photo-burst",
			"photo-burst",
		]);
	});

	it("counts the same event again once 5 s have passed since it last counted", async () => {
		vi.useFakeTimers({ toFake: ["Date"] });
		const start = Date.now();
		const ip = freshIp();
		await track([view("photo-timed")], { ip });
		vi.setSystemTime(start + TRACKING.clickDedupeMs - 1);
		await track([view("photo-timed")], { ip });
		expect(await stored()).toHaveLength(1);
		vi.setSystemTime(start + TRACKING.clickDedupeMs);
		await track([view("photo-timed")], { ip });
		expect(await stored()).toHaveLength(2);
	});
});

describe("popularity from distinct visitors", () => {
	it("moves a photo by one visitor for a scripted burst, with or without cookies, with any body session ids", async () => {
		await ctx.database.query(sql`delete from click_analytics`);
		await ctx.database.query(sql`delete from click_visitors`);
		// Newer photos come first among equals: the burst's photo is the newer one.
		const [twoVisitors, burst] = await insertPhotos(ctx.database, 2);
		if (!twoVisitors || !burst) throw new Error("fixture photos");
		const ip = freshIp();
		// The script: no cookie, forged cookies, and fresh real cookies (it drops each one it gets),
		// every body naming a session of its own; in concurrent waves.
		const cookies = await Promise.all(
			Array.from({ length: 30 }, async () => issued(await track([tagClick("Beach")], { ip }))?.value),
		);
		const waves = Array.from({ length: 5 }, (_, wave) =>
			Promise.all(
				Array.from({ length: 40 }, (_, i) => {
					const events = Array.from({ length: 3 }, (_, e) =>
						view(burst, { session_id: `script-${wave}-${i}-${e}` }),
					);
					if (i % 3 === 0) return track(events, { ip });
					if (i % 3 === 1) return track(events, { ip, cookie: `forged-${wave}-${i}` });
					return track(events, { ip, cookie: cookies[i % cookies.length] });
				}),
			),
		);
		for (const wave of waves) expect((await wave).every((res) => res.statusCode === 202)).toBe(true);
		// Two people, one view each.
		await track([view(twoVisitors)], { ip: freshIp() });
		await track([view(twoVisitors)], { ip: freshIp() });
		await drainClicks(ctx.database);

		const popularity = await ctx.database.query<{ id: string; popularity: number }>(
			sql`select id::text as id, popularity from photos where id in (${burst}, ${twoVisitors})`,
		);
		expect(Object.fromEntries(popularity.map((r) => [r.id, r.popularity]))).toEqual({
			[burst]: 1,
			[twoVisitors]: 2,
		});
		const rows = PopularContentResponse.parse(
			(await ctx.app.inject({ method: "GET", url: "/api/popular?entity_type=photo" })).json(),
		).items;
		expect(rows.map((r) => [r.entity_id, r.unique_visitors])).toEqual([
			[twoVisitors, 2],
			[burst, 1],
		]);
		// The script's clicks are still there for admins to see, de-duplicated per session.
		expect(rows.find((r) => r.entity_id === burst)?.total_clicks).toBeGreaterThan(2);
		const home = PopularPhotosPage.parse(
			(await ctx.app.inject({ method: "GET", url: "/api/popular/photos" })).json(),
		);
		expect(home.photos.map((p) => p.id)).toEqual([twoVisitors, burst]);
		const sorted = SearchResponse.parse(
			(
				await ctx.app.inject({ method: "GET", url: "/api/search?sort=popular", remoteAddress: freshIp() })
			).json(),
		);
		expect(sorted.photos.map((p) => p.id)).toEqual([twoVisitors, burst]);
	});

	it("counts a member as one visitor on every device, address and cookie", async () => {
		await ctx.database.query(sql`delete from click_analytics`);
		await ctx.database.query(sql`delete from click_visitors`);
		const [photo] = await insertPhotos(ctx.database, 1);
		if (!photo) throw new Error("fixture photo");
		const { client, id } = await signedInMember(ctx, "many-devices@studio.test", "Max");
		for (let device = 0; device < 6; device++) {
			client.jar.set(TRACKING_COOKIE, ctx.app.signCookie(`device-session-${device}`));
			const res = await client.request({
				method: "POST",
				url: "/api/track-events",
				remoteAddress: freshIp(),
				payload: { events: [view(photo)] },
			});
			expect(res.statusCode).toBe(202);
		}
		await drainClicks(ctx.database);
		const [row] = await ctx.database.query<{
			unique_visitors: number;
			unique_users: number;
			total_clicks: number;
		}>(
			sql`select unique_visitors, unique_users, total_clicks from click_analytics where entity_id = ${photo}`,
		);
		expect(row).toEqual({ unique_visitors: 1, unique_users: 1, total_clicks: 1 });
		expect((await stored()).map((r) => [r.user_id, r.visitor])).toEqual([[id, `u:${id}`]]);
	});
});
