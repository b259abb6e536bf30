import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../server/db/schema";
import { removeServerFile, writeServerFile } from "../server/runtime";
import { createTestApp, type TestContext } from "../server/test/harness";

const run = promisify(execFile);
const root = fileURLToPath(new URL("..", import.meta.url));
const TOKEN = "c".repeat(48);

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp({ cliToken: TOKEN });
	const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
	writeServerFile(ctx.config.dataDir, address, TOKEN);
});
afterAll(async () => {
	removeServerFile(ctx.config.dataDir);
	await ctx.close();
});

const cli = (args: string[]) =>
	run(`${root}/node_modules/.bin/tsx`, ["scripts/cli.ts", ...args], {
		cwd: root,
		env: { ...process.env, DATA_DIR: ctx.config.dataDir, NODE_ENV: "test" },
	}).then(
		(r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
		(e: { code: number; stdout: string; stderr: string }) => ({
			code: e.code,
			stdout: e.stdout,
			stderr: e.stderr,
		}),
	);

describe("npm run cli while a server runs on the same DATA_DIR", () => {
	it("hands the command to the server and prints its output", async () => {
		const r = await cli(["stats"]);
		expect(r.code).toBe(0);
		expect(r.stdout).toContain("(handing the command to the running server");
		expect(r.stdout).toMatch(/^photos\s+0$/m);
	});

	it("exits 1 with the server's error line for a user mistake", async () => {
		const r = await cli(["grant-admin", "ghost@example.com"]);
		expect(r.code).toBe(1);
		expect(r.stderr).toContain("error: no account with the email ghost@example.com");
	});

	it("imports a folder named by relative paths: the server reads them as the CLI's own", async () => {
		await ctx.database.db.insert(users).values({ email: "cli-family@family.test", name: "Cli" });
		const dir = mkdtempSync(path.join(os.tmpdir(), "snap-cli-import-"));
		try {
			const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#123456" } })
				.jpeg()
				.toBuffer();
			writeFileSync(path.join(dir, "front_step.jpg"), jpeg);
			writeFileSync(path.join(dir, "meta.csv"), "filename,title\nfront_step.jpg,On the front step\n");
			const relative = path.relative(root, dir);
			const r = await cli([
				"import",
				relative,
				"--metadata",
				path.join(relative, "meta.csv"),
				"--family",
				"cli-family@family.test",
			]);
			expect(r.stderr).toBe("");
			expect(r.code).toBe(0);
			expect(r.stdout).toContain("1/1 front_step.jpg");
			expect(r.stdout).toContain("Imported 1 photo as drafts; metadata applied to 1.");
			const rows = await ctx.database.query(sql`select title, original_filename from photos`);
			expect(rows).toEqual([{ title: "On the front step", original_filename: "front_step.jpg" }]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
