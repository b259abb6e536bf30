import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";

/**
 * A new PGlite data directory costs an initdb: 6 s of one core on our 2-core machine, the
 * largest part of a first start. Loading the same empty cluster from a dump takes 1.5 s. So
 * `npm install` makes that dump once (scripts/prepare-database.ts, the package's postinstall),
 * kept in node_modules' cache under the PGlite version that wrote it, and a new data directory
 * starts from it. Without it (or after PGlite changed) a data directory is made the usual way.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const CACHE_DIR = path.join(root, "node_modules", ".cache", "snapshot-set-dressing");

function pgliteVersion(): string {
	const manifest = path.join(root, "node_modules", "@electric-sql", "pglite", "package.json");
	const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version?: unknown };
	return typeof version === "string" ? version : "unknown";
}

export const emptyClusterPath = (): string => path.join(CACHE_DIR, `pglite-${pgliteVersion()}-empty.tar.gz`);

/** The dump of an empty cluster for the installed PGlite, if one was made. */
export function readEmptyCluster(): Blob | undefined {
	try {
		const file = emptyClusterPath();
		return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
	} catch {
		return undefined;
	}
}

/** Whether a PGlite data directory has yet to be made (absent or empty). */
export const isNewDataDir = (dir: string): boolean => !existsSync(dir) || readdirSync(dir).length === 0;

/** Makes the dump for the installed PGlite unless it exists; answers its path. */
export async function writeEmptyCluster(): Promise<string> {
	const file = emptyClusterPath();
	if (existsSync(file)) return file;
	const scratch = mkdtempSync(path.join(os.tmpdir(), "snap-empty-cluster-"));
	try {
		const db = await PGlite.create(path.join(scratch, "pglite"));
		const dump = await db.dumpDataDir("gzip");
		await db.close();
		mkdirSync(CACHE_DIR, { recursive: true });
		// Written whole, then renamed: a second install running at once never reads half a file.
		const partial = `${file}.${process.pid}.partial`;
		writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
		renameSync(partial, file);
		return file;
	} finally {
		rmSync(scratch, { recursive: true, force: true });
	}
}
