import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { isNewDataDir, readEmptyCluster } from "./db/empty-cluster";

/** What a running server leaves in DATA_DIR so the CLI can hand it commands. */
export type ServerFile = { pid: number; url: string; token: string };

export const serverFilePath = (dataDir: string) => path.join(dataDir, "server.json");
const lockPath = (dataDir: string) => path.join(dataDir, "pglite.lock");

export class DataDirBusyError extends Error {
	constructor(
		readonly pid: number,
		dataDir: string,
	) {
		super(
			`the embedded database in ${dataDir} is in use by process ${pid}; stop it or wait until it finishes`,
		);
		this.name = "DataDirBusyError";
	}
}

export function isProcessAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (err) {
		return (err as NodeJS.ErrnoException).code === "EPERM";
	}
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it, so whoever
 * opens it (server or CLI) first takes this lock file. A lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
	const file = lockPath(dataDir);
	for (let attempt = 0; attempt < 2; attempt++) {
		try {
			const fd = openSync(file, "wx", 0o600);
			writeSync(fd, String(process.pid));
			closeSync(fd);
			return () => {
				if (readLockPid(dataDir) === process.pid) rmSync(file, { force: true });
			};
		} catch (err) {
			if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
			const holder = readLockPid(dataDir);
			if (holder !== null && holder !== process.pid && isProcessAlive(holder))
				throw new DataDirBusyError(holder, dataDir);
			rmSync(file, { force: true });
		}
	}
	throw new Error(`could not take the lock ${file}`);
}

function readLockPid(dataDir: string): number | null {
	try {
		const pid = Number.parseInt(readFileSync(lockPath(dataDir), "utf8"), 10);
		return Number.isInteger(pid) && pid > 0 ? pid : null;
	} catch {
		return null;
	}
}

/**
 * Opens the configured database; for PGlite it first takes the data-directory lock and
 * releases it once the database is closed.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
	if (config.databaseUrl)
		return openDatabase({ driver: "postgres", url: config.databaseUrl, directUrl: config.databaseDirectUrl });
	const release = acquireDataDirLock(config.dataDir);
	try {
		const dataDir = path.join(config.dataDir, "pglite");
		// A new data directory starts from the empty cluster npm install prepared (6 s less).
		const template = isNewDataDir(dataDir) ? readEmptyCluster() : undefined;
		const database = await openDatabase({
			driver: "pglite",
			dataDir,
			...(template ? { loadDataDir: template } : {}),
		});
		return {
			...database,
			close: async () => {
				try {
					await database.close();
				} finally {
					release();
				}
			},
		};
	} catch (err) {
		release();
		throw err;
	}
}

/** The address the CLI dials: loopback, whichever interface the server listens on. */
export const cliUrl = (port: number) => `http://127.0.0.1:${port}`;

export function writeServerFile(dataDir: string, url: string, token: string): ServerFile {
	const file: ServerFile = { pid: process.pid, url, token };
	writeFileSync(serverFilePath(dataDir), JSON.stringify(file), { mode: 0o600 });
	return file;
}

export function removeServerFile(dataDir: string, pid = process.pid): void {
	const current = readServerFile(dataDir);
	if (current?.pid === pid) rmSync(serverFilePath(dataDir), { force: true });
}

export function readServerFile(dataDir: string): ServerFile | null {
	try {
		const parsed = JSON.parse(readFileSync(serverFilePath(dataDir), "utf8")) as Partial<ServerFile>;
		if (typeof parsed.pid === "number" && typeof parsed.url === "string" && typeof parsed.token === "string")
			return { pid: parsed.pid, url: parsed.url, token: parsed.token };
		return null;
	} catch {
		return null;
	}
}
