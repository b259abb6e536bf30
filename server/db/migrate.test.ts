/**
 * Migrations across instances (issue 31): on a fresh PostgreSQL database two instances migrating
 * at once apply each migration once and build the online indexes once, one of them through the
 * direct URL only; an INVALID leftover of a failed concurrent build is dropped and built again.
 * On PGlite the online indexes are built plainly.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../test/harness";
import { type Database, MIGRATION_LOCK, MIGRATIONS_DIR, openDatabase } from "./client";
import { buildOnlineIndexes, ONLINE_INDEXES, type OnlineIndex } from "./online-indexes";

const templateUrl = inject("pgTemplateUrl");
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
	entries: unknown[];
};

const indexState = async (database: Database, name: string) =>
	(
		await database.query<{ valid: boolean }>(sql`
			select i.indisvalid as valid from pg_class c join pg_index i on i.indexrelid = c.oid
			where c.relname = ${name}`)
	)[0];

describe("online indexes", () => {
	it("are in a migrated database, valid", async () => {
		const database = await createTestDatabase();
		try {
			for (const index of ONLINE_INDEXES)
				expect(await indexState(database, index.name)).toEqual({ valid: true });
		} finally {
			await database.dispose();
		}
	});

	it("are built once, then found (plain CREATE INDEX on PGlite, concurrently on the server)", async () => {
		const database = await createTestDatabase();
		try {
			await database.query(sql`create table online_plain (x int)`);
			const index: OnlineIndex = {
				name: "online_plain_x_idx",
				definition: "on online_plain (x)",
				why: "test",
			};
			const run = async (text: string) => database.query(sql.raw(text));
			// PGlite runs statements outside a transaction too; concurrently only matters on the server.
			const concurrently = database.driver === "postgres";
			expect(await buildOnlineIndexes(run, { concurrently, indexes: [index] })).toEqual({
				built: [index.name],
				rebuiltInvalid: [],
			});
			expect(await indexState(database, index.name)).toEqual({ valid: true });
			expect(await buildOnlineIndexes(run, { concurrently, indexes: [index] })).toEqual({
				built: [],
				rebuiltInvalid: [],
			});
		} finally {
			await database.dispose();
		}
	});

	it("refuse a name that is not a plain identifier", async () => {
		const run = async () => [];
		await expect(
			buildOnlineIndexes(run, {
				concurrently: false,
				indexes: [{ name: "x; drop table users", definition: "on users (id)", why: "test" }],
			}),
		).rejects.toThrow(/not a plain name/);
	});
});

describe.skipIf(!templateUrl)("migrations on a PostgreSQL server", () => {
	const adminUrl = new URL(templateUrl || "postgres://unused/");
	adminUrl.pathname = "/postgres";
	const created: string[] = [];
	const admin = new pg.Client({ connectionString: adminUrl.toString() });
	let connected = false;
	const freshDatabase = async () => {
		if (!connected) {
			await admin.connect();
			connected = true;
		}
		const name = `snap_migrate_${randomBytes(4).toString("hex")}`;
		await admin.query(`create database ${name}`);
		created.push(name);
		const url = new URL(adminUrl);
		url.pathname = `/${name}`;
		return url.toString();
	};
	afterAll(async () => {
		if (!connected) return;
		for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
		await admin.end();
	});

	// Also the guard against a blocking pg_advisory_lock in the waiting instance: its statement's
	// snapshot and the holder's CREATE INDEX CONCURRENTLY deadlocked here.
	it("run once when two instances migrate a fresh database at once, one through the direct URL", async () => {
		const url = await freshDatabase();
		// The first instance's own URL leads nowhere (as a pooler's might refuse DDL): it migrates
		// through its direct URL only.
		const nowhere = new URL(url);
		nowhere.pathname = "/snap_no_such_database";
		const first = await openDatabase({
			driver: "postgres",
			url: nowhere.toString(),
			directUrl: url,
			poolSize: 1,
		});
		const second = await openDatabase({ driver: "postgres", url, poolSize: 2 });
		try {
			await Promise.all([first.migrate(), second.migrate()]);
			const applied = await second.query<{ n: number; distinct_hashes: number }>(
				sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
			);
			expect(applied[0]).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
			for (const index of ONLINE_INDEXES)
				expect(await indexState(second, index.name)).toEqual({ valid: true });
			// The lock is free again: a third start finds nothing to do.
			await second.migrate();
			const again = await second.query<{ n: number }>(
				sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
			);
			expect(again[0]?.n).toBe(journal.entries.length);
			const locks = await second.query<{ n: number }>(
				sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
			);
			expect(locks[0]?.n).toBe(0);
		} finally {
			await first.close();
			await second.close();
		}
	}, 120_000);

	it("say, while they wait for the lock, who holds it, and go on once it is free", async () => {
		const url = await freshDatabase();
		const holder = new pg.Client({ connectionString: url, application_name: "test-lock-holder" });
		await holder.connect();
		const database = await openDatabase({ driver: "postgres", url, poolSize: 1 });
		const warnings: string[] = [];
		const onWarning = (warning: Error) => warnings.push(warning.message);
		process.on("warning", onWarning);
		try {
			await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
			let done = false;
			const migrating = database.migrate().then(() => {
				done = true;
			});
			await expect
				.poll(() => warnings.find((w) => w.includes("migration lock")), { timeout: 15_000, interval: 250 })
				.toMatch(/waiting \d+ s for the migration lock, held by pid \d+ \(test-lock-holder\)/);
			expect(done).toBe(false);
			await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
			await migrating;
			const applied = await database.query<{ n: number }>(
				sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
			);
			expect(applied[0]?.n).toBe(journal.entries.length);
		} finally {
			process.off("warning", onWarning);
			await holder.end();
			await database.close();
		}
	}, 60_000);

	it("drop an INVALID leftover of a failed concurrent build and build it again", async () => {
		const url = await freshDatabase();
		const client = new pg.Client({ connectionString: url });
		await client.connect();
		try {
			await client.query("create table online_t (x int)");
			await client.query("insert into online_t values (1), (1)");
			// A unique build over duplicates fails and leaves its index behind, INVALID.
			await expect(
				client.query("create unique index concurrently online_t_x_idx on online_t (x)"),
			).rejects.toThrow();
			const state = async () =>
				(
					await client.query<{ valid: boolean }>(
						"select i.indisvalid as valid from pg_class c join pg_index i on i.indexrelid = c.oid where c.relname = 'online_t_x_idx'",
					)
				).rows[0];
			expect(await state()).toEqual({ valid: false });

			const run = async (text: string) => (await client.query(text)).rows;
			const index: OnlineIndex = { name: "online_t_x_idx", definition: "on online_t (x)", why: "test" };
			expect(await buildOnlineIndexes(run, { concurrently: true, indexes: [index] })).toEqual({
				built: [index.name],
				rebuiltInvalid: [index.name],
			});
			expect(await state()).toEqual({ valid: true });
		} finally {
			await client.end();
		}
	});
});
