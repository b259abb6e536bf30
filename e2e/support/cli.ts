import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs `npm run cli -- …` against the suite's main app (it hands the command to the running server). */
export async function cli(...args: string[]): Promise<string> {
	const { stdout } = await run("npx", ["tsx", "scripts/cli.ts", ...args], {
		env: { ...process.env, DATA_DIR: "./data/e2e", PORT: "3100", LOG_LEVEL: "warn" },
		timeout: 60_000,
	});
	return stdout;
}
