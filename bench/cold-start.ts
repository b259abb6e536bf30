import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Time from launching the server on an empty data directory until /api/health answers, then a warm restart. */
const root = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), "snap-bench-start-"));
const port = 3190;

async function timeStart(label: string) {
	const stale = await fetch(`http://127.0.0.1:${port}/api/health`).then(
		() => true,
		() => false,
	);
	if (stale) throw new Error(`port ${port} is already in use: stop whatever listens there first`);
	const t0 = performance.now();
	// Its own process group, so stopping it stops tsx's node child too and frees the port.
	const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["server/main.ts"], {
		cwd: root,
		env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: "warn" },
		stdio: "ignore",
		detached: true,
	});
	let exited = false;
	child.on("exit", () => {
		exited = true;
	});
	for (;;) {
		if (exited) throw new Error(`${label}: the server exited before answering`);
		try {
			const res = await fetch(`http://127.0.0.1:${port}/api/health`);
			if (res.ok) break;
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 100));
	}
	console.log(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s until /api/health answered`);
	const stopped = new Promise((r) => child.on("exit", r));
	if (child.pid) process.kill(-child.pid, "SIGTERM");
	await stopped;
}

await timeStart("cold start, empty data dir (migrate + seed 300)");
await timeStart("warm start, same data dir");
rmSync(dir, { recursive: true, force: true });
