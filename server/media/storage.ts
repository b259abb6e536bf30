import { randomBytes } from "node:crypto";
import { constants, createReadStream, mkdirSync } from "node:fs";
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where media live. Public files (thumbnails, watermarked previews, backgrounds, logos) are
 * served under /media; private files (originals) never are. Local disk by default; an object
 * store can implement the same interface later.
 */
export type MediaStorage = {
	readonly publicDir: string;
	readonly privateDir: string;
	/** Writes a public file and returns its URL path (/media/...). */
	putPublic(key: string, data: Buffer): Promise<string>;
	putPrivate(key: string, data: Buffer): Promise<void>;
	/** Removes a public file; removing one that is not there is not an error (clean-ups may repeat). */
	deletePublic(key: string): Promise<void>;
	/** Removes a private file; as deletePublic, idempotent. */
	deletePrivate(key: string): Promise<void>;
	listPublic(prefix: string): Promise<string[]>;
	publicUrl(key: string): string;
	openPrivate(key: string): NodeJS.ReadableStream;
	/** A private file whole (an original a background job works on). */
	readPrivate(key: string): Promise<Buffer>;
	existsPublic(key: string): Promise<boolean>;
	readPublic(key: string): Promise<Buffer>;
	/** Readiness (issue 31): resolves when the store can be read and written, throws otherwise. */
	check(): Promise<void>;
};

export const MEDIA_URL_PREFIX = "/media/";

function safeJoin(root: string, key: string): string {
	const full = path.resolve(root, key);
	if (!full.startsWith(root + path.sep)) throw new Error(`media key escapes its folder: ${key}`);
	return full;
}

export function localStorage(dataDir: string): MediaStorage {
	const publicDir = path.resolve(dataDir, "media");
	const privateDir = path.resolve(dataDir, "originals");
	// The public folder is served from the start (before anything is written to it, on a first
	// start), and the static file server warns about a root that does not exist.
	mkdirSync(publicDir, { recursive: true });
	mkdirSync(privateDir, { recursive: true });
	// Write then rename: a reader never sees half a file, and a crash leaves no truncated one.
	const write = async (root: string, key: string, data: Buffer) => {
		const file = safeJoin(root, key);
		await mkdir(path.dirname(file), { recursive: true });
		const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
		await writeFile(temp, data);
		await rename(temp, file);
	};
	return {
		publicDir,
		privateDir,
		publicUrl: (key) => MEDIA_URL_PREFIX + key,
		async putPublic(key, data) {
			await write(publicDir, key, data);
			return MEDIA_URL_PREFIX + key;
		},
		putPrivate: (key, data) => write(privateDir, key, data),
		// rm with force ignores a missing file, so a clean-up after a half-finished write is safe.
		deletePublic: (key) => rm(safeJoin(publicDir, key), { force: true }),
		deletePrivate: (key) => rm(safeJoin(privateDir, key), { force: true }),
		async listPublic(prefix) {
			try {
				const names = await readdir(safeJoin(publicDir, prefix));
				return names
					.filter((n) => !n.endsWith(".tmp"))
					.sort()
					.map((n) => `${prefix}/${n}`);
			} catch {
				return [];
			}
		},
		openPrivate: (key) => createReadStream(safeJoin(privateDir, key)),
		readPublic: (key) => readFile(safeJoin(publicDir, key)),
		readPrivate: (key) => readFile(safeJoin(privateDir, key)),
		async existsPublic(key) {
			try {
				return (await stat(safeJoin(publicDir, key))).isFile();
			} catch {
				return false;
			}
		},
		async check() {
			await Promise.all([access(publicDir, constants.W_OK), access(privateDir, constants.W_OK)]);
		},
	};
}
