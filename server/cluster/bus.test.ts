import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../db/client";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";
import { announce, CHANNEL, cacheBusOf, generationOf, LISTENER_NAME, onChange, startBus } from "./bus";

/**
 * Caches cleared on every instance (docs/cluster-caches.md): two apps on one PostgreSQL database,
 * each with its own connections, caches and listener, as two processes would have. Only on the
 * PostgreSQL server (TEST_DATABASE_URL): PGlite is one process, where the bus stays local (the
 * first block runs there too).
 */
const onServer = Boolean(inject("pgTemplateUrl"));

/** Polls `read` until `done` holds or `ms` pass; answers the last value read. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 1000): Promise<T> {
	const until = Date.now() + ms;
	for (;;) {
		const value = await read();
		if (done(value) || Date.now() > until) return value;
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

describe("the bus in one instance", () => {
	let ctx: TestContext;
	beforeAll(async () => {
		ctx = await createTestApp();
	});
	afterAll(async () => ctx?.close());

	it("raises a topic's generation at once and tells its subscribers", () => {
		let told = 0;
		const stop = onChange(ctx.database, "suggestions", () => told++);
		const before = generationOf(ctx.database, "suggestions");
		announce(ctx.database, "suggestions");
		expect(generationOf(ctx.database, "suggestions")).toBe(before + 1);
		expect(told).toBe(1);
		stop();
		announce(ctx.database, "suggestions");
		expect(told).toBe(1);
	});
});

/**
 * A stand-in for a server database whose answers the test decides: `announce` answers the
 * generation `raised()` gives (or fails), the resync reads `table`.
 */
function fakeServer(raised: () => number | Error) {
	const dialect = new PgDialect();
	const table = new Map<string, number>();
	let announcements = 0;
	const database = {
		driver: "postgres",
		db: {},
		query: async (query: SQL) => {
			const text = dialect.sqlToQuery(query).sql;
			if (text.includes("pg_notify")) {
				announcements++;
				const answer = raised();
				if (answer instanceof Error) throw answer;
				return [{ generation: answer }];
			}
			return [...table].map(([topic, generation]) => ({ topic, generation }));
		},
	} as unknown as Database;
	const warned: string[] = [];
	const log = { info: () => {}, warn: (_: unknown, msg: string) => warned.push(msg), error: () => {} };
	return { database, table, log, warned, announcements: () => announcements };
}

describe("announcing on a server (a stand-in database)", () => {
	it("retries an announcement that failed (a pool blip) instead of dropping it", async () => {
		let calls = 0;
		const server = fakeServer(() => (++calls <= 2 ? new Error("connection reset") : 1));
		const bus = await startBus(server.database, { directUrl: undefined, resyncMs: 0, log: server.log });
		try {
			await announce(server.database, "listings");
			expect(server.announcements()).toBe(3);
			expect(server.warned.filter((msg) => msg.includes("retrying"))).toHaveLength(2);
		} finally {
			await bus.close();
		}
	});

	it("its own announcement one past what it saw is recorded, so the resync clears nothing again", async () => {
		const server = fakeServer(() => 7);
		server.table.set("listings", 6);
		const bus = await startBus(server.database, { directUrl: undefined, resyncMs: 0, log: server.log });
		try {
			let cleared = 0;
			onChange(server.database, "listings", () => cleared++);
			await announce(server.database, "listings");
			expect(cleared).toBe(1);
			server.table.set("listings", 7);
			await bus.resync();
			expect(cleared).toBe(1);
		} finally {
			await bus.close();
		}
	});

	it("its own announcement past another instance's unseen change clears again and lets the resync settle", async () => {
		// It saw 4; another instance raised 5 (its notification still on the way); ours reached 6.
		const server = fakeServer(() => 6);
		server.table.set("listings", 4);
		const bus = await startBus(server.database, { directUrl: undefined, resyncMs: 0, log: server.log });
		try {
			let cleared = 0;
			onChange(server.database, "listings", () => cleared++);
			await announce(server.database, "listings");
			// Cleared when announced, and again on learning that a change came in between.
			expect(cleared).toBe(2);
			// 6 was not recorded as seen: the resync still counts the table's 6 as news, once.
			server.table.set("listings", 6);
			await bus.resync();
			expect(cleared).toBe(3);
			await bus.resync();
			expect(cleared).toBe(3);
		} finally {
			await bus.close();
		}
	});
});

describe.skipIf(!onServer)("two instances on one PostgreSQL database", () => {
	let a: TestContext;
	let b: TestContext;
	let admin: AuthClient;
	let live: string[] = [];
	const sitemapOf = async (ctx: TestContext) =>
		(await ctx.app.inject({ method: "GET", url: "/sitemap.xml" })).body;

	beforeAll(async () => {
		a = await createTestApp();
		// B re-reads the table only after its listener reconnects: what it learns comes by NOTIFY,
		// or by that catch-up (the periodic read has a test of its own below).
		b = await createTestApp({ shareDatabaseOf: a.database, env: { CACHE_RESYNC_MS: "0" } });
		admin = await signUpAdmin(a, "curator@bus.test");
		live = await insertPhotos(a.database, 2);
	});
	afterAll(async () => {
		await b?.close();
		await a?.close();
	});

	/** An unpublished collection with live photos, made by the admin on A. */
	async function collectionWithPhotos(title: string): Promise<string> {
		const made = await admin.post("/api/admin/collections", { title });
		expect(made.statusCode, made.body).toBe(201);
		const id = made.json().collection.id as string;
		const put = await admin.put(`/api/admin/collections/${id}/photos`, { photo_ids: live });
		expect(put.statusCode, put.body).toBeLessThan(400);
		return id;
	}

	it("an admin write on A clears B's cached sitemap at once", async () => {
		const id = await collectionWithPhotos("Porches");
		const before = await sitemapOf(b);
		expect(before).not.toContain(`/collections/${id}<`);
		const published = await admin.patch(`/api/admin/collections/${id}`, { is_public: true });
		expect(published.statusCode, published.body).toBe(200);
		const started = Date.now();
		const after = await poll(
			() => sitemapOf(b),
			(body) => body.includes(`/collections/${id}<`),
		);
		expect(after).toContain(`/collections/${id}<`);
		expect(Date.now() - started).toBeLessThan(1000);
	});

	it("a sign-out on A makes B forget that the cookie was signed in", async () => {
		// More live photos than a guest may page through: a guest's answer says it is limited.
		await insertPhotos(a.database, 30);
		const member = authClient(a);
		await signUp(a, member, "member@bus.test", "Mo");
		// The same browser, its next request landing on B.
		const onB = authClient(b);
		for (const [name, value] of member.jar) onB.jar.set(name, value);
		const limited = async () => (await onB.get("/api/search?q=")).json().guest_limited as boolean;
		expect((await authClient(b).get("/api/search?q=")).json().guest_limited).toBe(true);
		// B now remembers the cookie as signed in (for SIGNED_IN_MEMORY_MS, 30 s, on its own).
		expect(await limited()).toBe(false);
		const out = await member.post("/api/auth/sign-out", {});
		expect(out.statusCode, out.body).toBe(200);
		const started = Date.now();
		expect(await poll(limited, (value) => value)).toBe(true);
		expect(Date.now() - started).toBeLessThan(1000);
	});

	it("an admin's metadata edit on A is offered by B's suggestions at once", async () => {
		// The same admin's browser, its requests landing on B.
		const adminOnB = authClient(b);
		for (const [name, value] of admin.jar) adminOnB.jar.set(name, value);
		const suggest = async () =>
			(await adminOnB.get("/api/admin/taxonomy/suggest?field=tags&q=weathervane")).json().values as unknown[];
		// B counts the tags once and keeps the count (30 s on its own).
		expect(await suggest()).toEqual([]);
		const edited = await admin.patch(`/api/admin/photos/${live[0]}`, { tags: ["Weathervane"] });
		expect(edited.statusCode, edited.body).toBe(200);
		const started = Date.now();
		expect(await poll(suggest, (values) => values.length > 0)).toEqual([{ value: "Weathervane", count: 1 }]);
		expect(Date.now() - started).toBeLessThan(1000);
	});

	it("catches up after its listener was cut off (a notification missed meanwhile)", async () => {
		const id = await collectionWithPhotos("Summer kitchens");
		expect(await sitemapOf(b)).not.toContain(`/collections/${id}<`);
		const listeners = async () =>
			(
				await a.database.query<{ pid: number }>(sql`select pid from pg_stat_activity
					where datname = current_database() and application_name = ${LISTENER_NAME} order by pid`)
			).map((row) => row.pid);
		const before = await listeners();
		expect(before).toHaveLength(2);
		// Every listener on this database (A's and B's) is cut off...
		const cut = await a.database.query<{ done: boolean }>(sql`
			select pg_terminate_backend(pid) as done from pg_stat_activity
			where datname = current_database() and application_name = ${LISTENER_NAME}`);
		expect(cut.map((row) => row.done)).toEqual([true, true]);
		// ...and the write is announced while they are away (they reconnect after 250 ms).
		const published = await admin.patch(`/api/admin/collections/${id}`, { is_public: true });
		expect(published.statusCode, published.body).toBe(200);
		const seen = await poll(
			() => sitemapOf(b),
			(body) => body.includes(`/collections/${id}<`),
			3000,
		);
		expect(seen).toContain(`/collections/${id}<`);
		// Listening again: the next write arrives by notification as before.
		await cacheBusOf(b.database)?.listening();
		await cacheBusOf(a.database)?.listening();
		const after = await poll(
			listeners,
			(pids) => pids.length === 2 && !pids.some((pid) => before.includes(pid)),
		);
		expect(after).toHaveLength(2);
		expect(after.filter((pid) => before.includes(pid))).toEqual([]);
		const generation = generationOf(b.database, "listings");
		announce(a.database, "listings");
		expect(
			await poll(
				async () => generationOf(b.database, "listings"),
				(g) => g > generation,
			),
		).toBeGreaterThan(generation);
	});

	it("a forged notification with a huge generation does not stop later changes being seen", async () => {
		await cacheBusOf(b.database)?.listening();
		const before = generationOf(b.database, "listings");
		// Anyone connected to the database can notify; unknown payloads are dropped (logged once).
		await a.database.query(sql`
			select pg_notify(${CHANNEL}, 'listings:1e15'), pg_notify(${CHANNEL}, 'nonsense:1'),
				pg_notify(${CHANNEL}, 'nonsense'), pg_notify(${CHANNEL}, 'listings:x')`);
		const hinted = await poll(
			async () => generationOf(b.database, "listings"),
			(g) => g > before,
		);
		expect(hinted).toBeGreaterThan(before);
		// A real change afterwards still reaches B, by notification...
		const id = await collectionWithPhotos("Cupolas");
		expect(await sitemapOf(b)).not.toContain(`/collections/${id}<`);
		const published = await admin.patch(`/api/admin/collections/${id}`, { is_public: true });
		expect(published.statusCode, published.body).toBe(200);
		expect(
			await poll(
				() => sitemapOf(b),
				(body) => body.includes(`/collections/${id}<`),
			),
		).toContain(`/collections/${id}<`);
		// ...and by the table alone (a raise whose notification never came, read by the resync).
		await a.database.query(sql`
			update cache_generations set generation = generation + 1 where topic = 'listings'`);
		const beforeResync = generationOf(b.database, "listings");
		await cacheBusOf(b.database)?.resync();
		expect(generationOf(b.database, "listings")).toBeGreaterThan(beforeResync);
	});

	it("the periodic read catches a change whose notification never came", async () => {
		const c = await createTestApp({ shareDatabaseOf: a.database, env: { CACHE_RESYNC_MS: "100" } });
		try {
			const [photo] = await insertPhotos(a.database, 1);
			const made = await a.database.query<{ id: string }>(sql`
				insert into collections (title, description, is_public) values ('Stoops', 'Evenings.', true)
				returning id`);
			const id = made[0]?.id ?? "";
			expect(await sitemapOf(c)).not.toContain(`/collections/${id}<`);
			// Written as by an instance whose NOTIFY was lost: the table alone says it changed.
			await a.database.query(
				sql`insert into collection_photos (collection_id, photo_id) values (${id}, ${photo})`,
			);
			await a.database.query(sql`
				insert into cache_generations (topic, generation) values ('listings', 1)
				on conflict (topic) do update set generation = cache_generations.generation + 1`);
			const after = await poll(
				() => sitemapOf(c),
				(body) => body.includes(`/collections/${id}<`),
			);
			expect(after).toContain(`/collections/${id}<`);
		} finally {
			await c.close();
		}
	});
});
