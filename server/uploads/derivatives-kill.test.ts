import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { familyUploadPaths } from "@core/contracts/uploads";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { runDueJobs } from "../jobs/queue";
import { jobHandlers } from "../jobs/setup";
import { localStorage } from "../media/storage";
import { authClient, signUpFamily } from "../test/auth-client";
import { photoLike } from "../test/fixtures/uploads";
import { createTestDatabase, type TestContext, type TestDatabase, testConfig } from "../test/harness";

/**
 * The derivatives job survives its worker's death (issue 27, "the derivative job resumes after a
 * kill"): a real child process claims the job and is killed with SIGKILL half-way through it; once
 * the lease has run out, a worker here takes the job again and finishes it. On PGlite the child
 * and the test take turns on the same data directory (PGlite admits one process at a time); on a
 * PostgreSQL server (TEST_DATABASE_URL) they share the test's database.
 */
const CHILD = fileURLToPath(new URL("../test/probes/derivatives-kill-child.ts", import.meta.url));
const onServer = Boolean(inject("pgTemplateUrl"));
const LEASE_MS = 3000;

let child: ChildProcess | undefined;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
	if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
	for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
	const end = Date.now() + timeoutMs;
	while (!(await check())) {
		if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
}

/** The test's database: a server copy, or a PGlite data directory loaded from the migrated template. */
async function openTestDatabase(): Promise<{
	database: Database;
	reopen(): Promise<Database>;
	pgliteDir?: string;
	url?: string;
}> {
	if (onServer) {
		const database: TestDatabase = await createTestDatabase();
		cleanups.push(() => database.dispose());
		return { database, reopen: async () => database, url: database.url };
	}
	const pgliteDir = await mkdtemp(path.join(os.tmpdir(), "snap-kill-pglite-"));
	cleanups.push(() => rmSync(pgliteDir, { recursive: true, force: true }));
	const dump = readFileSync(inject("pgliteDumpPath"));
	const database = await openDatabase({
		driver: "pglite",
		dataDir: pgliteDir,
		loadDataDir: new Blob([dump]),
	});
	return {
		database,
		pgliteDir,
		reopen: async () => {
			const again = await openDatabase({ driver: "pglite", dataDir: pgliteDir });
			cleanups.push(() => again.close().catch(() => undefined));
			return again;
		},
	};
}

describe("the derivatives job killed half-way", () => {
	it("is taken again after its lease runs out and finishes the photo", async () => {
		const config = testConfig({ CAPTCHA: "off" });
		cleanups.push(() => rmSync(config.dataDir, { recursive: true, force: true }));
		const storage = localStorage(config.dataDir);
		const opened = await openTestDatabase();
		const app = await buildApp({ config, database: opened.database, storage });
		await app.ready();
		const ctx: TestContext = {
			app,
			database: opened.database as TestDatabase,
			storage,
			config,
			close: () => app.close(),
		};
		const rose = authClient(ctx);
		await signUpFamily(ctx, rose, "rose@family.test");
		const res = await rose.request({
			method: "POST",
			url: `${familyUploadPaths.uploads}?filename=shoebox-1.jpg`,
			payload: await (await photoLike(1600, 1200, 2)).jpeg().toBuffer(),
			headers: { "content-type": "image/jpeg" },
		});
		expect(res.statusCode, res.body).toBe(201);
		const photoId: string = res.json().photo.id;
		await app.close();
		if (!onServer) await opened.database.close();

		let output = "";
		const stuck = new Promise<void>((resolve, reject) => {
			child = spawn(process.execPath, ["--import", "tsx", CHILD], {
				env: {
					...process.env,
					KILL_TEST_MEDIA_DIR: config.dataDir,
					KILL_TEST_LEASE_MS: String(LEASE_MS),
					KILL_TEST_DATABASE_URL: opened.url ?? "",
					KILL_TEST_PGLITE_DIR: opened.pgliteDir ?? "",
				},
				stdio: ["ignore", "pipe", "inherit"],
			});
			child.stdout?.on("data", (chunk: Buffer) => {
				output += chunk.toString();
				if (output.includes("stuck")) resolve();
			});
			child.on("exit", (code) => reject(new Error(`the child exited (${code}) before it was stuck`)));
		});
		await stuck;
		const exited = new Promise<NodeJS.Signals | null>((resolve) =>
			child?.on("exit", (_code, signal) => resolve(signal)),
		);
		child?.kill("SIGKILL");
		expect(await exited).toBe("SIGKILL");

		const database = await opened.reopen();
		const job = async () =>
			(
				await database.query<{ state: string; attempts: number; lease_over: boolean }>(sql`
					select state, attempts, locked_until <= now() as lease_over from jobs where payload->>'photoId' = ${photoId}`)
			)[0];
		const state = async () =>
			(
				await database.query<{ processing_state: string }>(
					sql`select processing_state from photos where id = ${photoId}`,
				)
			)[0]?.processing_state;
		// The child's claim stands (attempt 1, running) and its work is half-done: one file, no 'ready'.
		expect(await job()).toMatchObject({ state: "running", attempts: 1 });
		expect(await state()).toBe("processing");

		await until(
			"the dead worker's lease has run out",
			async () => (await job())?.lease_over === true,
			LEASE_MS * 5,
		);
		const log = { warn: () => undefined, error: console.error };
		expect(await runDueJobs({ database, log }, jobHandlers({ storage }))).toEqual({
			done: 1,
			retried: 0,
			failed: 0,
		});
		expect(await job()).toMatchObject({ state: "done", attempts: 2 });
		expect(await state()).toBe("ready");
		const [urls] = await database.query<{ thumbnail_url: string; preview_url: string }>(
			sql`select thumbnail_url, preview_url from photos where id = ${photoId}`,
		);
		for (const url of [urls?.thumbnail_url, urls?.preview_url])
			expect(await storage.existsPublic(String(url).replace(/^\/media\//, ""))).toBe(true);
	});
});
