import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { tempDirsForEachTest } from "../test/harness";

const tempDir = tempDirsForEachTest("snap-pglite-");
const probe = fileURLToPath(new URL("../test/probes/pglite-reopen.ts", import.meta.url));

describe("the embedded database", () => {
	it("still answers trigram matches after its data directory is reopened or loaded from a dump", async () => {
		// Regression: with btree_gin loaded, PGlite returned no rows here and then spun at full CPU.
		const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", probe, tempDir()], {
			timeout: 50_000,
		});
		expect(JSON.parse(stdout)).toEqual({
			afterReopen: [{ name: "Birthday" }],
			afterLoad: [{ name: "Birthday" }],
		});
	});
});
