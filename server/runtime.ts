import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";

/** What a running server leaves in DATA_DIR so the CLI can hand it commands. */
export type ServerFile = { pid: number; url: string; token: string };

export const serverFilePath = (dataDir: string) => path.join(dataDir, "server.json");

export function openConfiguredDatabase(config: Config): Promise<Database> {
	return config.databaseUrl
		? openDatabase({ driver: "postgres", url: config.databaseUrl })
		: openDatabase({ driver: "pglite", dataDir: path.join(config.dataDir, "pglite") });
}

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

export function isProcessAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (err) {
		return (err as NodeJS.ErrnoException).code === "EPERM";
	}
}
