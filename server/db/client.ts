import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { buildOnlineIndexes } from "./online-indexes";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = "pglite" | "postgres";

export type Database = {
	db: Db;
	driver: Driver;
	/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
	query<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
	/**
	 * As `query`, for a statement sent again and again whose plan does not depend on its values
	 * (lookups by key, the text-query evaluation): on the server it is parsed once per connection
	 * (a named prepared statement), which saves a long statement's parse and rewrite, about a
	 * millisecond. Never for searches, whose plans must see their values.
	 */
	queryPrepared<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
	/**
	 * Runs a query with only index walks allowed (no bitmap or sequential scans), for a page read
	 * in an index's order when the planner would collect every match first. On the server, one
	 * round trip on connections opened with those settings; on PGlite, a transaction around it.
	 */
	walk<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
	/**
	 * Applies pending migrations, then builds the online indexes (server/db/online-indexes.ts). On
	 * the server through the direct URL (not a pooler) and once across instances: the others wait
	 * for the advisory lock, then find nothing left to do.
	 */
	migrate(): Promise<void>;
	close(): Promise<void>;
	/** On the server: the connection pools' figures, for metrics. */
	pools?(): PoolStats[];
	/** Only for PGlite: the underlying instance (tests dump and load data directories). */
	pglite?: PGlite;
};

export type PoolStats = { name: string; total: number; idle: number; waiting: number };

/** The advisory lock instances take around migrations (any number, the same everywhere). */
export const MIGRATION_LOCK = 7312460011;
/** How often an instance waiting for the migration lock says so, and who holds it. */
const MIGRATION_WAIT_NOTICE_MS = 10_000;
const MIGRATION_LOCK_POLL_MS = 250;

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

export const PGLITE_EXTENSIONS = { pg_trgm };

const dialect = new PgDialect();

/** The planner settings of `walk`. */
const WALK_SETTINGS = { enable_bitmapscan: "off", enable_seqscan: "off" };

export type OpenOptions =
	| {
			driver: "postgres";
			url: string;
			poolSize?: number;
			/** Where migrations connect (DATABASE_DIRECT_URL), when the app's URL goes through a pooler. */
			directUrl?: string;
	  }
	| { driver: "pglite"; dataDir?: string; loadDataDir?: Blob };

/** Opens PostgreSQL through `pg` when a URL is given, else the embedded PGlite in a data directory. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
	if (options.driver === "postgres") {
		const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
		// An idle client losing its connection must not crash the process; the pool replaces it.
		const idleError = (err: Error) => process.emitWarning(`PostgreSQL idle client error: ${err.message}`);
		pool.on("error", idleError);
		const db = drizzleNodePg(pool, { schema });
		const walkPool = new pg.Pool({
			connectionString: options.url,
			max: Math.max(2, Math.ceil((options.poolSize ?? 10) / 2)),
		});
		// The same for the walk connections: without it a server restart crashed the process (a
		// test database dropped under an idle walk connection showed it as an uncaught error).
		walkPool.on("error", idleError);
		// Set once on each connection before its first walk, not as startup options: those would be
		// overridden by options in the URL and are refused by some poolers.
		const walkSettings = Object.entries(WALK_SETTINGS)
			.map(([name, value]) => `set ${name} = ${value}`)
			.join("; ");
		const ready = new WeakSet<pg.PoolClient>();
		const walk = async (q: SQL) => {
			const { sql: text, params } = dialect.sqlToQuery(q);
			const client = await walkPool.connect();
			try {
				if (!ready.has(client)) {
					await client.query(walkSettings);
					ready.add(client);
				}
				return (await client.query({ text, values: params })).rows as never;
			} finally {
				client.release();
			}
		};
		return {
			db,
			driver: "postgres",
			query: async (q) => (await db.execute(q)).rows as never,
			queryPrepared: async (q) => {
				const { sql: text, params } = dialect.sqlToQuery(q);
				// Named by the text, so two statements never share a name.
				const name = `p_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
				return (await pool.query({ name, text, values: params })).rows as never;
			},
			walk,
			migrate: () => migrateOnServer(options.directUrl ?? options.url),
			close: async () => {
				await Promise.all([pool.end(), walkPool.end()]);
			},
			pools: () =>
				[
					["main", pool],
					["walk", walkPool],
				].map(([name, p]) => ({
					name: name as string,
					total: (p as pg.Pool).totalCount,
					idle: (p as pg.Pool).idleCount,
					waiting: (p as pg.Pool).waitingCount,
				})),
		};
	}
	if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
	const client = await PGlite.create(options.dataDir, {
		extensions: PGLITE_EXTENSIONS,
		...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
	});
	const db = drizzlePglite(client, { schema });
	return {
		db,
		driver: "pglite",
		pglite: client,
		query: async (q) => (await db.execute(q)).rows as never,
		queryPrepared: async (q) => (await db.execute(q)).rows as never,
		walk: (q) =>
			db.transaction(async (tx) => {
				for (const [name, value] of Object.entries(WALK_SETTINGS))
					await tx.execute(sql`select set_config(${name}, ${value}, true)`);
				return (await tx.execute(q)).rows as never;
			}),
		migrate: async () => {
			await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
			await buildOnlineIndexes(async (text) => (await client.query(text)).rows as never, {
				concurrently: false,
			});
		},
		close: () => client.close(),
	};
}

/**
 * Migrations on the server, on a connection of their own to the direct URL (a transaction pooler
 * would hand the session lock and the migration's statements to different server connections).
 * Instances starting together take turns: each waits for the advisory lock by asking again every
 * quarter second, not with a blocking pg_advisory_lock, whose open statement would hold a snapshot
 * that the holder's CREATE INDEX CONCURRENTLY waits for (a deadlock).
 */
async function migrateOnServer(url: string): Promise<void> {
	const client = new pg.Client({
		connectionString: url,
		application_name: "snap-migrate",
		connectionTimeoutMillis: 10_000,
	});
	client.on("error", (err) => process.emitWarning(`PostgreSQL migration connection error: ${err.message}`));
	await client.connect();
	let locked = false;
	try {
		// A role's default statement or lock timeout would cut a long concurrent index build and
		// leave it INVALID at every start: this connection waits as long as the work takes.
		await client.query("set statement_timeout = 0; set lock_timeout = 0");
		const waitingSince = Date.now();
		let toldAt = waitingSince;
		while (!locked) {
			const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
				MIGRATION_LOCK,
			]);
			locked = rows[0]?.locked === true;
			if (locked) break;
			if (Date.now() - toldAt >= MIGRATION_WAIT_NOTICE_MS) {
				// Says who holds the lock, so a start that waits long is explained in its log.
				toldAt = Date.now();
				const holder = await client.query<{ pid: number; application_name: string; since: string }>(
					`select a.pid, a.application_name, a.backend_start::text as since
					from pg_locks l join pg_stat_activity a on a.pid = l.pid
					where l.locktype = 'advisory' and l.granted
						and l.classid::bigint = $1::bigint / 4294967296 and l.objid::bigint = $1::bigint % 4294967296
					limit 1`,
					[MIGRATION_LOCK],
				);
				const who = holder.rows[0];
				process.emitWarning(
					`waiting ${Math.round((toldAt - waitingSince) / 1000)} s for the migration lock` +
						(who ? `, held by pid ${who.pid} (${who.application_name || "no name"}) since ${who.since}` : ""),
				);
			}
			await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_POLL_MS));
		}
		await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
		await buildOnlineIndexes(async (text) => (await client.query(text)).rows, { concurrently: true });
	} finally {
		if (locked)
			await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch((err: Error) => {
				process.emitWarning(`PostgreSQL migration lock not released: ${err.message}`);
			});
		await client.end();
	}
}

export async function ping(database: Database): Promise<boolean> {
	const rows = await database.query<{ ok: number }>(sql`select 1 as ok`);
	return rows[0]?.ok === 1;
}
