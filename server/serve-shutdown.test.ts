/**
 * Graceful shutdown with a real server process (`tsx server/main.ts`): SIGTERM fails readiness
 * at once, the server keeps answering through SHUTDOWN_DELAY_MS, then stops listening, lets the
 * request in flight finish (its answer says `Connection: close`) and exits 0.
 *
 * On PostgreSQL (TEST_DATABASE_URL) the child runs on a fresh copy of the test template; without
 * it, on PGlite in its own temporary DATA_DIR.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./test/harness";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const DELAY_MS = 1500;
const ORIGIN = "http://shutdown.test";

let child: ChildProcess | undefined;
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "snap-shutdown-"));
afterAll(async () => {
	if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
	await database?.dispose();
	rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server and resolves with its port once it says it is running. */
async function startServer(
	databaseUrl: string,
): Promise<{ port: number; metricsPort: () => number | undefined; exited: Promise<number | null> }> {
	let output = "";
	const proc = spawn(process.execPath, ["--import", "tsx", MAIN], {
		env: {
			...process.env,
			NODE_ENV: "development",
			DATA_DIR: dataDir,
			DATABASE_URL: databaseUrl,
			PORT: "0",
			HOST: "127.0.0.1",
			PUBLIC_URL: ORIGIN,
			AUTH_SECRET: "s".repeat(32),
			LOG_LEVEL: "info",
			SEED_PHOTOS: "0",
			SHUTDOWN_DELAY_MS: String(DELAY_MS),
			SHUTDOWN_TIMEOUT_MS: "10000",
			METRICS_PORT: "0",
		},
		stdio: ["ignore", "pipe", "pipe"],
	});
	child = proc;
	const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
	proc.stderr?.on("data", (chunk: Buffer) => {
		output += chunk.toString();
	});
	const port = await new Promise<number>((resolve, reject) => {
		proc.stdout?.on("data", (chunk: Buffer) => {
			output += chunk.toString();
			const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
			if (match) resolve(Number(match[1]));
		});
		proc.on("exit", (code) => reject(new Error(`the server exited (${code}) before it ran:\n${output}`)));
	});
	const metricsPort = () => {
		const match = /metrics on http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(output);
		return match ? Number(match[1]) : undefined;
	};
	return { port, metricsPort, exited };
}

/** A request whose body arrives in two parts, the second when the test says so. */
function slowRequest(port: number) {
	const body = JSON.stringify({
		events: [{ event_type: "tag_click", entity_type: "tag", entity_id: "Picnic" }],
	});
	const half = Math.floor(body.length / 2);
	const socket: Socket = connect(port, "127.0.0.1");
	let answer = "";
	socket.on("data", (chunk: Buffer) => {
		answer += chunk.toString();
	});
	const ended = new Promise<string>((resolve, reject) => {
		socket.on("end", () => resolve(answer));
		socket.on("close", () => resolve(answer));
		socket.on("error", reject);
	});
	socket.write(
		[
			"POST /api/track-events HTTP/1.1",
			`Host: 127.0.0.1:${port}`,
			`Origin: ${ORIGIN}`,
			"Content-Type: application/json",
			`Content-Length: ${Buffer.byteLength(body)}`,
			"",
			body.slice(0, half),
		].join("\r\n"),
	);
	return {
		finish: () => {
			socket.write(body.slice(half));
			return ended;
		},
	};
}

describe("graceful shutdown of a server process", () => {
	it("fails readiness, serves through the delay, finishes the request in flight and exits 0", async () => {
		let databaseUrl = "";
		if (process.env.TEST_DATABASE_URL) {
			database = await createTestDatabase();
			databaseUrl = database.url ?? "";
		}
		const { port, metricsPort, exited } = await startServer(databaseUrl);
		const base = `http://127.0.0.1:${port}`;
		// Ready once the first start's preparation (the home page's art) is done.
		let ready = await fetch(`${base}/api/ready`);
		for (let i = 0; i < 300 && ready.status !== 200; i++) {
			await sleep(100);
			ready = await fetch(`${base}/api/ready`);
		}
		const readyBody = await ready.json();
		expect(ready.status, JSON.stringify(readyBody)).toBe(200);
		expect(readyBody).toMatchObject({ ready: true, shutting_down: false });

		// The internal metrics listener (METRICS_PORT) has timed the readiness requests.
		const metrics = await fetch(`http://127.0.0.1:${metricsPort()}/metrics`);
		expect(metrics.status).toBe(200);
		expect(await metrics.text()).toContain(
			'snap_http_request_duration_seconds_count{method="GET",route="/api/ready",status_code="200"}',
		);

		const slow = slowRequest(port);
		await sleep(200);
		const signalled = Date.now();
		child?.kill("SIGTERM");

		// Readiness fails at once, while the server still answers (the balancer's probe sees it).
		let notReady: Response | undefined;
		for (let i = 0; i < 50 && !notReady; i++) {
			const res = await fetch(`${base}/api/ready`);
			if (res.status === 503) notReady = res;
			else await sleep(20);
		}
		expect(notReady?.status).toBe(503);
		expect(notReady?.headers.get("connection")).toBe("close");
		expect(await notReady?.json()).toMatchObject({ ready: false, shutting_down: true });
		expect(Date.now() - signalled).toBeLessThan(DELAY_MS);

		// After the delay the listener is closed: a new connection is refused.
		await sleep(DELAY_MS - (Date.now() - signalled) + 500);
		await expect(fetch(`${base}/api/health`)).rejects.toThrow();

		// The request that was in flight all along still gets its answer, and the connection ends.
		const answer = await slow.finish();
		expect(answer).toMatch(/^HTTP\/1\.1 202 /);
		expect(answer.toLowerCase()).toContain("connection: close");
		expect(answer).toContain('"accepted":1');

		expect(await exited).toBe(0);
	}, 90_000);
});
