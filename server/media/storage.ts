import { randomBytes } from "node:crypto";
import { constants, createReadStream, mkdirSync } from "node:fs";
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where media live. Public files (thumbnails, watermarked previews, backgrounds, logos) are
 * served under /media (or from MEDIA_PUBLIC_URL); private files (originals, documents) never are.
 * Local disk by default (`localStorage`), an S3-compatible bucket with MEDIA_STORAGE=s3
 * (`s3Storage` in s3-storage.ts); `createStorage` in create-storage.ts picks one from the config.
 */
export type MediaStorage = {
	readonly kind: "local" | "s3";
	/** Writes a public file and returns its URL (/media/..., or under MEDIA_PUBLIC_URL when set). */
	putPublic(key: string, data: Buffer): Promise<string>;
	putPrivate(key: string, data: Buffer): Promise<void>;
	/** Removes a public file; removing one that is not there is not an error (clean-ups may repeat). */
	deletePublic(key: string): Promise<void>;
	/** Removes a private file; as deletePublic, idempotent. */
	deletePrivate(key: string): Promise<void>;
	listPublic(prefix: string): Promise<string[]>;
	publicUrl(key: string): string;
	/** A private file as a stream; a missing one rejects (or errors on first read) with code ENOENT. */
	openPrivate(key: string): Promise<Readable>;
	/**
	 * A short-lived link (S3_LINK_SECONDS) that downloads one private file, for a caller that has
	 * already made its own checks; undefined when the store cannot issue one (local disk: stream
	 * it with openPrivate). Rejects with code ENOENT when the file is not there.
	 */
	privateLink(key: string, download: PrivateDownload): Promise<string | undefined>;
	/** A private file whole (an original a background job works on). */
	readPrivate(key: string): Promise<Buffer>;
	existsPublic(key: string): Promise<boolean>;
	/** A public file whole; a missing one rejects with code ENOENT. */
	readPublic(key: string): Promise<Buffer>;
	/** A public file's size in bytes without reading it (HEAD /media/...); missing: ENOENT. */
	publicSize(key: string): Promise<number>;
	/** Readiness (issue 31): resolves when the store can be read and written, throws otherwise. */
	check(): Promise<void>;
};

/** How a presigned download presents itself to the browser. */
export type PrivateDownload = { contentType: string; disposition: "attachment" | "inline"; filename: string };

/** Local disk: the folders are known, the /media route serves the public one as static files. */
export type LocalMediaStorage = MediaStorage & { readonly publicDir: string; readonly privateDir: string };

export const isLocalStorage = (storage: MediaStorage): storage is LocalMediaStorage =>
	storage.kind === "local" && "publicDir" in storage && "privateDir" in storage;

export const MEDIA_URL_PREFIX = "/media/";

/** A file the store does not have, with the code node:fs gives one, so callers test one thing. */
export class MediaMissingError extends Error {
	readonly code = "ENOENT";
	constructor(key: string) {
		super(`no such media file: ${key}`);
		this.name = "MediaMissingError";
	}
}

export const isMissing = (err: unknown): boolean => (err as NodeJS.ErrnoException | null)?.code === "ENOENT";

/**
 * The public URL of a key: the app's /media path, or the same path under MEDIA_PUBLIC_URL (a CDN
 * or the bucket's address; the bucket keeps public files under media/, mirroring the path).
 */
export const mediaUrl = (key: string, publicBase: string | undefined): string =>
	(publicBase ?? "") + MEDIA_URL_PREFIX + key;

/**
 * The MEDIA_PUBLIC_URL bases of the stores made in this process (one in the server; the tests
 * make a few). `mediaKeyOf` strips exactly these, so its callers need not carry the config.
 */
const knownPublicBases = new Set<string>();
/** Every store made with a MEDIA_PUBLIC_URL calls this, so mediaKeyOf knows the base. */
export function registerPublicBase(base: string | undefined): void {
	if (base) knownPublicBases.add(base.replace(/\/+$/, ""));
}

/**
 * The key of one of our public URLs, or null for anything else: the app's own path
 * (/media/thumbs/x.webp) or exactly a configured MEDIA_PUBLIC_URL followed by /media/
 * (https://cdn.example.com/media/thumbs/x.webp). A URL on another host, or with /media/ further
 * down its path, is not ours. `bases` defaults to the stores' configured ones.
 */
export function mediaKeyOf(url: string, bases: Iterable<string> = knownPublicBases): string | null {
	let rest: string | undefined;
	if (url.startsWith(MEDIA_URL_PREFIX)) rest = url.slice(MEDIA_URL_PREFIX.length).split(/[?#]/)[0];
	else if (!url.startsWith("/")) {
		let parsed: URL;
		try {
			parsed = new URL(url);
		} catch {
			return null;
		}
		for (const base of bases) {
			let root: URL;
			try {
				root = new URL(base);
			} catch {
				continue;
			}
			const prefix = root.pathname.replace(/\/+$/, "") + MEDIA_URL_PREFIX;
			if (parsed.origin === root.origin && parsed.pathname.startsWith(prefix)) {
				rest = parsed.pathname.slice(prefix.length);
				break;
			}
		}
	}
	if (rest === undefined) return null;
	let key: string;
	try {
		key = decodeURIComponent(rest);
	} catch {
		return null;
	}
	return isSafeKey(key) ? key : null;
}

/** A key names a file inside its folder: no empty, '.' or '..' segment, no leading slash. */
export const isSafeKey = (key: string): boolean =>
	key.length > 0 &&
	key.split("/").every((part) => part !== "" && part !== "." && part !== "..") &&
	!key.includes("\\");

/**
 * Media folders whose files are written once under a name nothing else will ever get: a photo's
 * derivatives under its fresh id (or the seed's fixed number), logos and portraits under a hash
 * of their content. Browsers keep them for a year without asking again.
 */
const WRITE_ONCE_MEDIA = new Set(["thumbs", "previews", "company-logos", "family-portraits", "studio-logos"]);
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** The generated backgrounds keep their names when redrawn: a day. */
const BRAND_ART_CACHE = "public, max-age=86400";

/** The Cache-Control of a public file, by its top folder (the same from disk, the bucket or a CDN). */
export const publicCacheControl = (key: string): string =>
	WRITE_ONCE_MEDIA.has(key.split("/")[0] ?? "") ? IMMUTABLE : BRAND_ART_CACHE;

const CONTENT_TYPES: Record<string, string> = {
	webp: "image/webp",
	avif: "image/avif",
	jpg: "image/jpeg",
	jpeg: "image/jpeg",
	png: "image/png",
	svg: "image/svg+xml",
	gif: "image/gif",
	tif: "image/tiff",
	tiff: "image/tiff",
	heic: "image/heic",
	pdf: "application/pdf",
};

/** The content type of a media file by its extension. */
export const mediaContentType = (key: string): string =>
	CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? "application/octet-stream";

function safeJoin(root: string, key: string): string {
	const full = path.resolve(root, key);
	if (!full.startsWith(root + path.sep)) throw new Error(`media key escapes its folder: ${key}`);
	return full;
}

export function localStorage(dataDir: string, publicBase?: string): LocalMediaStorage {
	registerPublicBase(publicBase);
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
		kind: "local",
		publicDir,
		privateDir,
		publicUrl: (key) => mediaUrl(key, publicBase),
		async putPublic(key, data) {
			await write(publicDir, key, data);
			return mediaUrl(key, publicBase);
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
		openPrivate: async (key) => createReadStream(safeJoin(privateDir, key)),
		// Local disk has no link to give: the route streams the file itself.
		privateLink: async () => undefined,
		readPublic: (key) => readFile(safeJoin(publicDir, key)),
		async publicSize(key) {
			const found = await stat(safeJoin(publicDir, key));
			if (!found.isFile()) throw new MediaMissingError(key);
			return found.size;
		},
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
