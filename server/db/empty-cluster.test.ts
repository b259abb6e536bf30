import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openConfiguredDatabase } from "../runtime";
import { testConfig } from "../test/harness";
import { isNewDataDir, readEmptyCluster, writeEmptyCluster } from "./empty-cluster";

const dirs: string[] = [];
afterAll(() => {
	for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("a new data directory from the prepared empty cluster", () => {
	it("is a real, lasting database: migrated, written, closed, reopened with its rows", async () => {
		await writeEmptyCluster();
		expect(readEmptyCluster()?.size).toBeGreaterThan(100_000);
		const dataDir = mkdtempSync(path.join(os.tmpdir(), "snap-cluster-"));
		dirs.push(dataDir);
		const config = testConfig({ DATA_DIR: dataDir });
		expect(isNewDataDir(path.join(dataDir, "pglite"))).toBe(true);

		const first = await openConfiguredDatabase(config);
		await first.migrate();
		await first.query(sql`insert into tags (name) values ('from-the-template')`);
		await first.close();
		expect(readdirSync(path.join(dataDir, "pglite")).length).toBeGreaterThan(5);
		expect(isNewDataDir(path.join(dataDir, "pglite"))).toBe(false);

		const again = await openConfiguredDatabase(config);
		const rows = await again.query<{ name: string }>(sql`select name from tags`);
		await again.close();
		expect(rows.map((r) => r.name)).toEqual(["from-the-template"]);
	});
});
