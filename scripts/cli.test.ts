import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
