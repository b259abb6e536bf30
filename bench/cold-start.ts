import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/**
 * `npm start` on an empty data directory, timed from launch: until the first page answers (the
 * home page, 200), and until the demo archive is complete (/api/ready answers 200); then a warm
 * restart on the same directory. With --rebuild the built web app is removed first, so the first
 * start also builds it, as on a fresh checkout. The machine may be shared: each line gives the
 * load average and the CPU time the server's processes used, which a busy machine inflates less
 * than the wall time.
 *
 *   npx tsx bench/cold-start.ts [--rebuild] [--port 3190]
 */
const { values } = parseArgs({
	options: { rebuild: { type: "boolean", default: false }, port: { type: "string", default: "3190" } },
});
const root = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), "snap-bench-start-"));
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const TICKS = 100; // USER_HZ on Linux

const loadavg = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** CPU seconds of the live processes in a process group, with the children they have reaped. */
function groupCpuSeconds(pgid: number): number {
	let ticks = 0;
	for (const entry of readdirSync("/proc")) {
		if (!/^\d+$/.test(entry)) continue;
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
			// Fields after the command's closing parenthesis: state is field 3; pgrp 5; utime 14 … cstime 17.
			const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
			if (Number(fields[2]) !== pgid) continue;
			ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
		} catch {
			// The process ended between the listing and the read.
		}
	}
	return ticks / TICKS;
}

async function answers(url: string, ok: (res: Response) => boolean): Promise<boolean> {
	try {
		const res = await fetch(url);
		await res.arrayBuffer();
		return ok(res);
	} catch {
		return false;
	}
}

const isPage = (res: Response) =>
	res.status === 200 && (res.headers.get("content-type") ?? "").includes("text/html");

async function timeStart(label: string, { waitForDemo }: { waitForDemo: boolean }) {
	if (await answers(`${base}/api/health`, () => true))
		throw new Error(`port ${port} is already in use: stop whatever listens there first`);
	const before = loadavg();
	const t0 = performance.now();
	// Its own process group, so stopping it stops tsx's node child too and frees the port.
	const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/start.ts"], {
		cwd: root,
		env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: "warn" },
		stdio: "ignore",
		detached: true,
	});
	const pgid = child.pid ?? 0;
	let exited = false;
	child.on("exit", () => {
		exited = true;
	});
	const seconds = () => ((performance.now() - t0) / 1000).toFixed(1);
	const until = async (url: string, ok: (res: Response) => boolean) => {
		for (;;) {
			if (exited) throw new Error(`${label}: the server exited before ${url} answered`);
			if (await answers(url, ok)) return { s: seconds(), cpu: groupCpuSeconds(pgid).toFixed(1) };
			await new Promise((r) => setTimeout(r, 100));
		}
	};
	const page = await until(`${base}/`, isPage);
	console.log(`${label}: first page after ${page.s} s (cpu ${page.cpu} s)`);
	if (waitForDemo) {
		// A server without /api/ready (before it existed) drew the whole archive before it served.
		const ready = await until(`${base}/api/ready`, (res) => res.status === 200 || res.status === 404);
		const count = (await (await fetch(`${base}/api/photos/count`)).json()) as { count: number };
		console.log(
			`${label}: demo archive complete after ${ready.s} s (cpu ${ready.cpu} s, ${count.count} live photos)`,
		);
	}
	console.log(`  load average ${before} before, ${loadavg()} after`);
	const stopped = new Promise((r) => child.on("exit", r));
	process.kill(-pgid, "SIGTERM");
	await stopped;
}

const built = path.join(root, "dist/web");
if (values.rebuild) rmSync(built, { recursive: true, force: true });
const builds = !existsSync(path.join(built, "index.html"));
await timeStart(`cold start, empty data dir${builds ? ", web app not built" : ""}`, { waitForDemo: true });
await timeStart("warm start, same data dir", { waitForDemo: false });
rmSync(dir, { recursive: true, force: true });
