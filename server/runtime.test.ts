import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { acquireDataDirLock, DataDirBusyError, openConfiguredDatabase } from "./runtime";
import { tempDirsForEachTest } from "./test/harness";

const tempDir = tempDirsForEachTest("snap-lock-");

describe("the embedded database's data-directory lock", () => {
	it("is taken by one holder and refused to a live other process", async () => {
		const dir = tempDir();
		// Another live process holds it: this test's parent is alive for the whole test.
		writeFileSync(path.join(dir, "pglite.lock"), String(process.ppid));
		expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
		expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${process.ppid}`);
	});

	it("takes over a lock left by a dead process and releases it", async () => {
		const dir = tempDir();
		const child = spawn(process.execPath, ["-e", ""]);
		const deadPid = child.pid ?? 0;
		await new Promise((r) => child.on("exit", r));
		writeFileSync(path.join(dir, "pglite.lock"), String(deadPid));
		const release = acquireDataDirLock(dir);
		expect(readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
		release();
		expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);
	});

	it("is held while a PGlite database is open and freed when it closes", async () => {
		const dir = tempDir();
		const config = loadConfig({ DATA_DIR: dir, AUTH_SECRET: "x".repeat(32) });
		const db = await openConfiguredDatabase(config);
		expect(readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
		await db.close();
		expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);
	});
});
