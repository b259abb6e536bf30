import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, inject } from "vitest";
import { buildApp } from "../app";
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
	} = {},
): Promise<TestContext<S>> {
	const { env, payments, storage: makeStorage, ...deps } = options;
	const config = testConfig({ CAPTCHA: "off", ...env });
	const database = await createTestDatabase();
	// Without a maker S is its default, LocalMediaStorage (a caller naming S gives the maker too).
	const storage = makeStorage ? makeStorage(config) : (localStorage(config.dataDir) as MediaStorage as S);
	const app = await buildApp({
		config,
		database,
		storage,
		...deps,
		...(payments ? { payments: payments(config) } : {}),
	});
	await app.ready();
	return {
		app,
		database,
		storage,
		config,
		async close() {
			await app.close();
			await database.dispose();
			rmSync(config.dataDir, { recursive: true, force: true });
		},
	};
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
