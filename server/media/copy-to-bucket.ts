import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_PREFIX, PUBLIC_PREFIX, type S3MediaStorage } from "./s3-storage";
import type { MediaStorage } from "./storage";

export type CopyResult = { copied: number; skipped: number; bytes: number };

export const isS3Storage = (storage: MediaStorage): storage is S3MediaStorage =>
	storage.kind === "s3" && "objectSizes" in storage;

/** Files copied at once: each is one PUT; a few in flight keep the link busy without flooding it. */
const CONCURRENCY = 4;

/** Every file under a folder as a path relative to it with '/' separators (none when it is missing). */
async function filesUnder(root: string): Promise<string[]> {
	const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
		if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
		throw err;
	});
	return entries
		.filter((e) => e.isFile() && !e.name.endsWith(".tmp"))
		.map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
		.sort();
}

/**
 * Copies a local media folder (DATA_DIR/media and DATA_DIR/originals) into the bucket, under the
 * same prefixes. Re-runnable: an object already there with the same size is skipped (our files are
 * written once under fresh names, so equal size means the same file; a half-copied object, or
 * a redrawn background of another size, is copied again). `out` gets a line per 100 files copied.
 */
export async function copyMediaToBucket(
	dataDir: string,
	bucket: S3MediaStorage,
	out: (line: string) => void,
): Promise<CopyResult> {
	const result: CopyResult = { copied: 0, skipped: 0, bytes: 0 };
	for (const [folder, prefix] of [
		["media", PUBLIC_PREFIX],
		["originals", PRIVATE_PREFIX],
	] as const) {
		const root = path.join(dataDir, folder);
		const [files, there] = await Promise.all([filesUnder(root), bucket.objectSizes(prefix)]);
		let next = 0;
		const worker = async () => {
			while (next < files.length) {
				const file = files[next++];
				if (file === undefined) return;
				const full = path.join(root, file);
				const size = (await stat(full)).size;
				if (there.get(prefix + file) === size) {
					result.skipped++;
					continue;
				}
				await bucket.putObject(prefix + file, await readFile(full));
				result.copied++;
				result.bytes += size;
				if (result.copied % 100 === 0) out(`  ${result.copied} files copied…`);
			}
		};
		await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
	}
	return result;
}
