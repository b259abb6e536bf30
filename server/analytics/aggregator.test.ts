import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { seedDemo } from "../db/seed/seed";
import { createTestApp } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";
import { aggregateClicks, drainClicks, startClickAggregator } from "./aggregator";

const ctx = setUpOnce(
	() => createTestApp(),
	(c) => c.close(),
);

let photoIds: string[] = [];
let userIds: string[] = [];
beforeAll(async () => {
	await seedDemo(ctx.database, ctx.storage, { photos: 8, seed: 5 });
	photoIds = (
		await ctx.database.query<{ id: string }>(
			sql`select id from photos where photo_status = 'live' order by photoid limit 3`,
		)
	).map((r) => r.id);
	const made = await ctx.database.db
		.insert(users)
		.values(["ann", "ben", "cat"].map((n) => ({ email: `${n}@clicks.test`, name: n })))
		.returning({ id: users.id });
	userIds = made.map((u) => u.id);
});

beforeEach(async () => {
	await ctx.database.query(sql`delete from click_events`);
	await ctx.database.query(sql`delete from click_analytics`);
	await ctx.database.query(sql`delete from click_visitors`);
	await ctx.database.query(sql`delete from click_daily`);
});

/** A deterministic pseudo-random sequence (mulberry32). */
function sequence(seed: number) {
	let state = seed >>> 0;
	return (n: number) => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
	};
}

type Entity = [event_type: string, entity_type: string, entity_id: string, taxonomy_type: string | null];

/**
 * `count` events over photos, tags, taxonomy values, creators and events, from a few users, a
 * few sessions and anonymous visitors (some without a session), spread over three UTC days. Each
 * carries its popularity visitor as ingestion sets it (the member, or a guest's address), a few
 * older ones none.
 */
async function insertEvents(database: Database, count: number, seed: number) {
	const pick = sequence(seed);
	const entities: Entity[] = [
		...photoIds.map((id): Entity => ["photo_view", "photo", id, null]),
		["tag_click", "tag", "Picnic", "tag"],
		["tag_click", "tag", "Beach", "tag"],
		["taxonomy_click", "taxonomy", "1970s", "decade"],
		["taxonomy_click", "taxonomy", "Ohio", "state"],
		// The same value under two taxonomy types is two entities.
		["taxonomy_click", "taxonomy", "Ohio", "city"],
		["creator_click", "taxonomy", "family-7", "creator"],
		["event_click", "event", "a1b2c3d4-0000-4000-8000-000000000001", "event"],
	];
	const rows = Array.from({ length: count }, () => {
		const [event_type, entity_type, entity_id, taxonomy_type] = entities[pick(entities.length)] as Entity;
		const who = pick(10);
		return {
			event_type,
			entity_type,
			entity_id,
			taxonomy_type,
			user_id: who < 3 ? (userIds[who] ?? null) : null,
			session_id: who === 9 ? null : `sess-${pick(7)}-xxxxxx`,
			visitor: who < 3 ? `u:${userIds[who]}` : who === 8 ? null : `a:address-${pick(4)}`,
			created_at: new Date(
				Date.UTC(2026, 2, 10 + pick(3), pick(24), pick(60), pick(60), pick(1000)),
			).toISOString(),
		};
	});
	await database.query(sql`
		insert into click_events
			(event_type, entity_type, entity_id, taxonomy_type, user_id, session_id, visitor, created_at)
		select r.event_type, r.entity_type, r.entity_id, r.taxonomy_type, r.user_id, r.session_id, r.visitor,
			r.created_at
		from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(event_type text, entity_type text,
			entity_id text, taxonomy_type text, user_id uuid, session_id text, visitor text, created_at timestamptz)`);
}

/** What click_analytics must hold, counted from scratch over every event. */
const expectedAnalytics = () =>
	ctx.database.query(sql`
		select entity_type, entity_id, coalesce(taxonomy_type, '') as taxonomy_type, count(*)::int as total_clicks,
			count(distinct user_id)::int as unique_users, count(distinct session_id)::int as unique_sessions,
			count(distinct visitor)::int as unique_visitors, max(created_at) as last_clicked_at
		from click_events group by 1, 2, 3 order by 1, 2, 3`);
const actualAnalytics = () =>
	ctx.database.query(sql`
		select entity_type, entity_id, taxonomy_type, total_clicks, unique_users, unique_sessions, unique_visitors,
			last_clicked_at
		from click_analytics order by 1, 2, 3`);
const expectedDaily = () =>
	ctx.database.query(sql`
		select (created_at at time zone 'UTC')::date::text as day, entity_type, entity_id,
			coalesce(taxonomy_type, '') as taxonomy_type, count(*)::int as clicks
		from click_events group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
const actualDaily = () =>
	ctx.database.query(sql`
		select day::text as day, entity_type, entity_id, taxonomy_type, clicks from click_daily order by 1, 2, 3, 4`);
const unprocessed = async () =>
	(
		await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from click_events where not processed`,
		)
	)[0]?.n;

async function expectExact() {
	expect(await unprocessed()).toBe(0);
	const expected = await expectedAnalytics();
	expect(expected.length).toBeGreaterThan(5);
	expect(await actualAnalytics()).toEqual(expected);
	expect(await actualDaily()).toEqual(await expectedDaily());
	const popularity = await ctx.database.query(sql`
		select p.id::text as id, p.popularity, ca.unique_visitors from photos p
		join click_analytics ca on ca.entity_type = 'photo' and ca.taxonomy_type = '' and ca.entity_id = p.id::text`);
	expect(popularity).toHaveLength(photoIds.length);
	for (const row of popularity) expect(row.popularity).toBe(row.unique_visitors);
}

describe("aggregateClicks", () => {
	it("folds events over many batches into exact totals, uniques, last click and daily counts", async () => {
		await insertEvents(ctx.database, 700, 1);
		const sizes: number[] = [];
		for (;;) {
			const { processed } = await aggregateClicks(ctx.database, { batchSize: 37 });
			if (processed === 0) break;
			sizes.push(processed);
		}
		expect(sizes.length).toBe(Math.ceil(700 / 37));
		expect(sizes.reduce((a, b) => a + b, 0)).toBe(700);
		await expectExact();

		// Running again changes nothing.
		const before = [await actualAnalytics(), await actualDaily()];
		expect(await aggregateClicks(ctx.database, { batchSize: 37 })).toEqual({ processed: 0 });
		expect([await actualAnalytics(), await actualDaily()]).toEqual(before);

		// A second wave with the same visitors: uniques must not count them again.
		await insertEvents(ctx.database, 300, 2);
		expect(await drainClicks(ctx.database, { batchSize: 50 })).toBe(300);
		await expectExact();
	});

	it("counts exactly when two aggregators run at once", async () => {
		await insertEvents(ctx.database, 1200, 3);
		const workers = await Promise.all([
			drainClicks(ctx.database, { batchSize: 40 }),
			drainClicks(ctx.database, { batchSize: 40 }),
			drainClicks(ctx.database, { batchSize: 25 }),
		]);
		expect(workers.reduce((a, b) => a + b, 0)).toBe(1200);
		await expectExact();
	});

	it("keeps photos.popularity at the photo's distinct visitors, whatever their clicks", async () => {
		const [first, second] = photoIds;
		await ctx.database.query(sql`
			insert into click_events (event_type, entity_type, entity_id, session_id, visitor)
			select 'photo_view', 'photo', ${first}, 'sess-pop-' || g, 'a:visitor-' || g from generate_series(1, 5) g
			union all select 'photo_view', 'photo', ${second}, 'sess-pop-' || g, 'a:one-visitor'
				from generate_series(1, 40) g`);
		await drainClicks(ctx.database);
		const rows = await ctx.database.query<{ id: string; popularity: number }>(
			sql`select id::text as id, popularity from photos where id in (${first}, ${second}) order by popularity desc`,
		);
		expect(rows).toEqual([
			{ id: first, popularity: 5 },
			{ id: second, popularity: 1 },
		]);
	});
});

describe("startClickAggregator", () => {
	it("folds new events in the background, drains on demand, and stops after the batch in flight", async () => {
		const errors: unknown[] = [];
		const aggregator = startClickAggregator(ctx.database, {
			intervalMs: 20,
			batchSize: 64,
			log: { error: (obj) => errors.push(obj) },
		});
		try {
			await insertEvents(ctx.database, 500, 4);
			for (let i = 0; i < 200 && (await unprocessed()) !== 0; i++)
				await new Promise((r) => setTimeout(r, 25));
			expect(await unprocessed()).toBe(0);
			await insertEvents(ctx.database, 10, 5);
			// Whatever the loop has not taken yet, drain takes now.
			const drained = await aggregator.drain();
			expect(drained).toBeLessThanOrEqual(10);
			expect(await unprocessed()).toBe(0);
		} finally {
			await aggregator.stop();
		}
		await expectExact();
		expect(errors).toEqual([]);
		// Stopped: new events stay queued.
		await insertEvents(ctx.database, 5, 6);
		await new Promise((r) => setTimeout(r, 100));
		expect(await unprocessed()).toBe(5);
	});

	it("logs a failing batch and tries again on the next tick", async () => {
		const errors: unknown[] = [];
		await ctx.database.query(
			sql`alter table click_daily add constraint click_daily_test_refuse check (clicks < 0)`,
		);
		const aggregator = startClickAggregator(ctx.database, {
			intervalMs: 20,
			log: { error: (obj) => errors.push(obj) },
		});
		try {
			await insertEvents(ctx.database, 50, 7);
			for (let i = 0; i < 200 && errors.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
			expect(errors.length).toBeGreaterThanOrEqual(2);
			// The failed batches rolled back: nothing was counted or marked.
			expect(await unprocessed()).toBe(50);
			expect(await actualAnalytics()).toEqual([]);
			await ctx.database.query(sql`alter table click_daily drop constraint click_daily_test_refuse`);
			for (let i = 0; i < 200 && (await unprocessed()) !== 0; i++)
				await new Promise((r) => setTimeout(r, 10));
		} finally {
			await aggregator.stop();
			await ctx.database.query(
				sql`alter table click_daily drop constraint if exists click_daily_test_refuse`,
			);
		}
		await expectExact();
	});
});
