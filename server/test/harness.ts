import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, inject } from "vitest";
import { buildApp } from "../app";
import { openRedis, type Redis } from "../cluster/redis";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { type LocalMediaStorage, localStorage, type MediaStorage } from "../media/storage";
import type { PaymentProviders } from "../payments/provider";

export type TestDatabase = Database & { url?: string; dispose(): Promise<void> };

/** A fresh, migrated database for one test file: a copy of the template made in global setup. */
export async function createTestDatabase(): Promise<TestDatabase> {
	const templateUrl = inject("pgTemplateUrl");
	if (templateUrl) {
		const template = new URL(templateUrl);
		const name = `snap_test_${randomBytes(5).toString("hex")}`;
		const adminUrl = new URL(templateUrl);
		adminUrl.pathname = "/postgres";
		const admin = new pg.Client({ connectionString: adminUrl.toString() });
		await admin.connect();
		await admin.query(`create database ${name} template ${template.pathname.slice(1)}`);
		const url = new URL(templateUrl);
		url.pathname = `/${name}`;
		const db = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 4 });
		return {
			...db,
			url: url.toString(),
			async dispose() {
				// Drop the copy even when a test already closed (or broke) its connection.
				await db.close().catch(() => undefined);
				await admin.query(`drop database if exists ${name} with (force)`);
				await admin.end();
			},
		};
	}
	const dump = readFileSync(inject("pgliteDumpPath"));
	const db = await openDatabase({ driver: "pglite", loadDataDir: new Blob([dump]) });
	// Like the server copy: disposing a database a test already closed is not an error.
	return { ...db, dispose: () => db.close().catch(() => undefined) };
}

/** Own connections to another test database on the server: closing them leaves the database. */
async function openSharedDatabase(owner: TestDatabase): Promise<TestDatabase> {
	if (!owner.url) throw new Error("shareDatabaseOf needs a PostgreSQL test database (TEST_DATABASE_URL)");
	const db = await openDatabase({ driver: "postgres", url: owner.url, poolSize: 4 });
	return { ...db, url: owner.url, dispose: () => db.close().catch(() => undefined) };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
	const dataDir = mkdtempSync(path.join(os.tmpdir(), "snap-test-"));
	return loadConfig({
		NODE_ENV: "test",
		DATA_DIR: dataDir,
		LOG_LEVEL: "silent",
		AUTH_SECRET: "t".repeat(32),
		// Tests fold click events by hand (aggregateClicks), so nothing runs behind their back.
		CLICK_AGGREGATE_INTERVAL_MS: "0",
		// Test files search as guests from one address far more than a person would; the guest
		// limit's own tests set these low (server/search/guest-limit.test.ts).
		GUEST_SEARCH_LIMIT_MINUTE: "1000000",
		GUEST_SEARCH_LIMIT_DAY: "1000000",
		GUEST_SEARCH_VISITOR_LIMIT_MINUTE: "1000000",
		GUEST_SEARCH_VISITOR_LIMIT_DAY: "1000000",
		// No mail worker either: tests deliver queued mail when they read it (test/mail.ts).
		MAIL_QUEUE_INTERVAL_MS: "0",
		// Nor a job worker: tests run due jobs when they choose (an upload is seen 'processing' first).
		JOB_QUEUE_INTERVAL_MS: "0",
		...overrides,
	});
}

export type TestContext<S extends MediaStorage = LocalMediaStorage> = {
	app: Awaited<ReturnType<typeof buildApp>>;
	database: TestDatabase;
	storage: S;
	config: Config;
	close(): Promise<void>;
};

/** A test app on any media storage, for helpers that do not touch its folders. */
export type AnyTestContext = TestContext<MediaStorage>;

/** The real app on a fresh database with its own media folder; nothing of ours is mocked. */
export async function createTestApp<S extends MediaStorage = LocalMediaStorage>(
	options: {
		/** Another media storage made from the test's config (issue 31: an S3 bucket); local disk by default. */
		storage?: (config: Config) => S;
		webDir?: string;
		cliToken?: string;
		env?: Record<string, string>;
		/** The payment providers, made from the test's config (e.g. Stripe pointed at a local fake API). */
		payments?: (config: Config) => PaymentProviders;
		/**
		 * Issue 31: count rate limits in Redis (default 127.0.0.1:6379) under this key prefix, as with
		 * REDIS_URL; the app's own client, closed with it. Use a prefix of the test's own.
		 */
		redis?: { keyPrefix: string; url?: string };
		/**
		 * Another app's database (its `ctx.database`): this app opens its own connections to the same
		 * PostgreSQL database, as a second instance would (PostgreSQL only; the owner disposes it).
		 */
		shareDatabaseOf?: TestDatabase;
	} = {},
): Promise<TestContext<S>> {
	const { env, payments, redis: redisOptions, shareDatabaseOf, storage: makeStorage, ...deps } = options;
	const redisEnv: Record<string, string> = redisOptions
		? { REDIS_URL: redisOptions.url ?? "redis://127.0.0.1:6379", REDIS_KEY_PREFIX: redisOptions.keyPrefix }
		: {};
	const database = shareDatabaseOf ? await openSharedDatabase(shareDatabaseOf) : await createTestDatabase();
	// The cache bus listens through the direct URL (server/cluster/bus.ts).
	const config = testConfig({
		CAPTCHA: "off",
		...(database.url ? { DATABASE_URL: database.url, DATABASE_DIRECT_URL: database.url } : {}),
		...redisEnv,
		...env,
	});
	const redis: Redis | undefined = config.redis ? openRedis(config.redis) : undefined;
	if (redis) await connected(redis);
	// Without a maker S is its default, LocalMediaStorage (a caller naming S gives the maker too).
	const storage = makeStorage ? makeStorage(config) : (localStorage(config.dataDir) as MediaStorage as S);
	const app = await buildApp({
		config,
		database,
		storage,
		...deps,
		...(payments ? { payments: payments(config) } : {}),
		...(redis ? { redis } : {}),
	});
	await app.ready();
	return {
		app,
		database,
		storage,
		config,
		async close() {
			await app.close();
			redis?.disconnect();
			await database.dispose();
			rmSync(config.dataDir, { recursive: true, force: true });
		},
	};
}

/** Until the client is connected, or failed to (a test of Redis being away), at most 2 s. */
function connected(redis: Redis): Promise<void> {
	return new Promise((resolve) => {
		if (redis.status === "ready") return resolve();
		const done = () => {
			clearTimeout(timer);
			redis.off("ready", done);
			redis.off("error", done);
			resolve();
		};
		const timer = setTimeout(done, 2000);
		redis.once("ready", done);
		redis.once("error", done);
	});
}

/** Temporary folders for one test file, removed after each test. */
export function tempDirsForEachTest(prefix: string): () => string {
	const dirs: string[] = [];
	afterEach(() => {
		for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
	});
	return () => {
		const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
		dirs.push(dir);
		return dir;
	};
}
