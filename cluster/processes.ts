import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** A port free right now on 127.0.0.1 (the OS picks it; the caller binds it soon after). */
export async function freePort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(0, "127.0.0.1", resolve);
	});
	const address = server.address();
	await new Promise<void>((resolve) => server.close(() => resolve()));
	if (!address || typeof address === "string") throw new Error("no port from the OS");
	return address.port;
}

export type Child = {
	readonly process: ChildProcess;
	readonly pid: number;
	/** Settles with the exit code (null after a signal) once the process has exited. */
	readonly exited: Promise<number | null>;
	/** Sends the signal and waits for the exit; a process still there after `graceMs` gets SIGKILL. */
	stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | null>;
};

/** Starts a process whose output goes to `logFile` (the stack's folder keeps it for a failed run). */
export function startChild(
	command: string,
	args: string[],
	options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; onLine?: (line: string) => void },
): Child {
	const log = createWriteStream(options.logFile, { flags: "a" });
	const child = spawn(command, args, {
		cwd: options.cwd,
		env: options.env,
		stdio: ["ignore", "pipe", "pipe"],
	});
	if (child.pid === undefined) throw new Error(`could not start ${command}`);
	let pending = "";
	child.stdout?.on("data", (chunk: Buffer) => {
		log.write(chunk);
		if (!options.onLine) return;
		pending += chunk.toString("utf8");
		const lines = pending.split("\n");
		pending = lines.pop() ?? "";
		for (const line of lines) options.onLine(line);
	});
	child.stderr?.on("data", (chunk: Buffer) => log.write(chunk));
	const exited = new Promise<number | null>((resolve) => {
		child.once("exit", (code) => {
			log.end();
			resolve(code);
		});
	});
	const pid = child.pid;
	let done = false;
	void exited.then(() => {
		done = true;
	});
	return {
		process: child,
		pid,
		exited,
		async stop(signal = "SIGTERM", graceMs = 30_000) {
			if (done) return exited;
			child.kill(signal);
			const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
			const code = await exited;
			clearTimeout(timer);
			return code;
		},
	};
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
export async function waitForOk(url: string, child: Child | undefined, timeoutMs: number): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	let exited = false;
	void child?.exited.then(() => {
		exited = true;
	});
	let last = "no answer";
	while (Date.now() < deadline) {
		if (exited) throw new Error(`the process behind ${url} exited before it was ready`);
		try {
			const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
			if (res.status === 200) return;
			last = `HTTP ${res.status}`;
			await res.body?.cancel();
		} catch (err) {
			last = err instanceof Error ? err.message : String(err);
		}
		await sleep(250);
	}
	throw new Error(`${url} was not ready within ${timeoutMs} ms (${last})`);
}
