import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config";

/**
 * A new embedded database spends most of a first start in PostgreSQL's initdb (about 6 s of one
 * core) and its migrations, while the server spends seconds more loading its own code, also on
 * one core. So the entry points start this before they load the server: a child process creates
 * and migrates the data directory, and the server opens it when both are done. Answers undefined
 * when there is nothing to create (a PostgreSQL server, an existing data directory, a bad
 * setting the server will report itself).
 *
 * The child takes the data directory's lock as the server would; if it fails for any reason, the
 * server does the work itself and reports what went wrong.
 */
export function createDataDirBeside(): Promise<void> | undefined {
	let config: ReturnType<typeof loadConfig>;
	try {
		config = loadConfig();
	} catch {
		return undefined;
	}
	if (config.databaseUrl || existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))) return undefined;
	const script = fileURLToPath(new URL("./db/create-data-dir.ts", import.meta.url));
	// The same Node with the same loader flags (tsx), so the child runs TypeScript as this one does.
	// Its output is not shown: whatever stops it stops the server's own attempt too, which says so.
	const child = spawn(process.execPath, [...process.execArgv, script], { stdio: "ignore" });
	return new Promise((resolve) => {
		child.on("error", () => resolve());
		child.on("exit", () => resolve());
	});
}
