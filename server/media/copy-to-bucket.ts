import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_PREFIX, PUBLIC_PREFIX, type S3MediaStorage } from "./s3-storage";
import { isMissing, isSafeKey, type MediaStorage } from "./storage";

/**
 * copied / skipped (already in the bucket, same size), and what was left out: entries that are
 * not regular files (symlinks, which are not followed, sockets, pipes), files that vanished between
 * the listing and their copy, and names the storage would refuse as keys.
 */
export type CopyResult = {
	copied: number;
	skipped: number;
	bytes: number;
	notRegular: number;
	vanished: number;
	badNames: number;
};

export const isS3Storage = (storage: MediaStorage): storage is S3MediaStorage =>
	storage.kind === "s3" && "objectSizes" in storage;

/** Files copied at once: each is one PUT; a few in flight keep the link busy without flooding it. */
const CONCURRENCY = 4;

type Listing = { files: string[]; notRegular: string[] };

/**
 * Every regular file under a folder as a path relative to it with '/' separators (none when it is
 * missing), and the entries left out because they are neither files nor folders. Symlinks are
 * left out, not followed: the app itself never writes one, and following them could copy files
 * from outside the folder (or loop).
 */
async function filesUnder(root: string): Promise<Listing> {
	const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
		if (isMissing(err)) return [];
		throw err;
	});
	const relative = (e: (typeof entries)[number]) =>
		path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/");
	return {
		files: entries
			.filter((e) => e.isFile() && !e.name.endsWith(".tmp"))
			.map(relative)
			.sort(),
		notRegular: entries
			.filter((e) => !e.isFile() && !e.isDirectory())
			.map(relative)
			.sort(),
	};
}

/**
 * Copies a local media folder (DATA_DIR/media and DATA_DIR/originals) into the bucket, under the
 * same prefixes. Re-runnable: an object already there with the same size is skipped (our files are
 * written once under fresh names, so equal size means the same file; a half-copied object, or
 * a redrawn background of another size, is copied again). `out` gets a line per 100 files copied
 * and one per entry left out (not a regular file, vanished meanwhile, a name that is no safe key).
 */
export async function copyMediaToBucket(
	dataDir: string,
	bucket: S3MediaStorage,
	out: (line: string) => void,
): Promise<CopyResult> {
	const result: CopyResult = { copied: 0, skipped: 0, bytes: 0, notRegular: 0, vanished: 0, badNames: 0 };
	for (const [folder, prefix] of [
		["media", PUBLIC_PREFIX],
		["originals", PRIVATE_PREFIX],
	] as const) {
		const root = path.join(dataDir, folder);
		const [listing, there] = await Promise.all([filesUnder(root), bucket.objectSizes(prefix)]);
		for (const entry of listing.notRegular) {
			result.notRegular++;
			out(`  left out (not a regular file; symlinks are not followed): ${folder}/${entry}`);
		}
		const files = listing.files.filter((file) => {
			if (isSafeKey(file)) return true;
			result.badNames++;
			out(`  left out (a name the storage refuses as a key): ${folder}/${file}`);
			return false;
		});
		let next = 0;
		const worker = async () => {
			while (next < files.length) {
				const file = files[next++];
				if (file === undefined) return;
				const full = path.join(root, file);
				let data: Buffer;
				try {
					const size = (await stat(full)).size;
					if (there.get(prefix + file) === size) {
						result.skipped++;
						continue;
					}
					data = await readFile(full);
				} catch (err) {
					// Deleted since the listing (a photo removed while the copy runs): nothing to copy.
					if (!isMissing(err)) throw err;
					result.vanished++;
					out(`  left out (gone since the listing): ${folder}/${file}`);
					continue;
				}
				await bucket.putObject(prefix + file, data);
				result.copied++;
				result.bytes += data.length;
				if (result.copied % 100 === 0) out(`  ${result.copied} files copied…`);
			}
		};
		await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
	}
	const leftOut = result.notRegular + result.vanished + result.badNames;
	if (leftOut > 0)
		out(
			`Left out ${leftOut}: ${result.notRegular} not regular files (symlinks), ` +
				`${result.vanished} gone meanwhile, ${result.badNames} with names that are no safe keys.`,
		);
	return result;
}
