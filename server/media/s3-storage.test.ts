import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { familyUploadPaths } from "@core/contracts/uploads";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runCommand } from "../cli/commands";
import { ConfigError, loadConfig } from "../config";
import { runDueJobs } from "../jobs/queue";
import { jobHandlers } from "../jobs/setup";
import { makeAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUpFamily, signUpMembers } from "../test/auth-client";
import { buyPhotos, type SeededPhoto, seedPhotosWithFiles } from "../test/fixtures/deliverables";
import { photoLike } from "../test/fixtures/uploads";
import { createTestApp, type TestContext } from "../test/harness";
import { startS3Server, type TestBucket } from "../test/s3";
import { copyMediaToBucket } from "./copy-to-bucket";
import { createStorage } from "./create-storage";
import {
	PRIVATE_PREFIX,
	PUBLIC_PREFIX,
	S3_TIMEOUTS,
	type S3MediaStorage,
	s3Client,
	s3Storage,
} from "./s3-storage";
import { IMMUTABLE, isMissing, localStorage, mediaKeyOf } from "./storage";

const LINK_SECONDS = 120;

let s3: TestBucket;
let ctx: TestContext<S3MediaStorage>;

beforeAll(async () => {
	s3 = await startS3Server();
	ctx = await createTestApp({
		env: { ...s3.env, S3_LINK_SECONDS: String(LINK_SECONDS), AUTH_RATE_LIMIT: "1000" },
		storage: (config) => {
			const made = createStorage(config);
			if (made.kind !== "s3" || !("objectSizes" in made)) throw new Error("the config did not choose s3");
			return made as S3MediaStorage;
		},
	});
}, 60_000);
afterAll(async () => {
	await ctx?.close();
	await s3?.close();
});

const bytes = (n: number) => randomBytes(n);
const failure = (promise: Promise<unknown>) =>
	promise.then(
		() => undefined,
		(err: unknown) => err,
	);

describe("the S3 media storage", () => {
	it("is the one MEDIA_STORAGE=s3 chooses, and answers its readiness check", async () => {
		expect(ctx.storage.kind).toBe("s3");
		expect(ctx.storage.bucket).toBe(s3.bucket);
		await expect(ctx.storage.check()).resolves.toBeUndefined();
		const wrong = s3Storage({
			...(ctx.config.media as Parameters<typeof s3Storage>[0]),
			bucket: "no-such-bucket",
		});
		await expect(wrong.check()).rejects.toThrow();
	});

	it("puts, reads, lists, tests and deletes public files, byte for byte", async () => {
		const data = bytes(2000);
		expect(await ctx.storage.putPublic("trip/a.webp", data)).toBe("/media/trip/a.webp");
		await ctx.storage.putPublic("trip/b.webp", bytes(10));
		await ctx.storage.putPublic("trip/deeper/c.webp", bytes(10));
		const back = await ctx.storage.readPublic("trip/a.webp");
		// s3rver keeps a checksummed upload's framing; our client sends none (2,000 stays 2,000).
		expect(back.length).toBe(2000);
		expect(Buffer.compare(back, data)).toBe(0);
		expect(await ctx.storage.listPublic("trip")).toEqual(["trip/a.webp", "trip/b.webp"]);
		expect(await ctx.storage.existsPublic("trip/a.webp")).toBe(true);
		expect(await ctx.storage.existsPublic("trip/none.webp")).toBe(false);
		await ctx.storage.deletePublic("trip/a.webp");
		await ctx.storage.deletePublic("trip/a.webp");
		expect(await ctx.storage.existsPublic("trip/a.webp")).toBe(false);
		expect(isMissing(await failure(ctx.storage.readPublic("trip/a.webp")))).toBe(true);
		expect(await ctx.storage.listPublic("nothing-here")).toEqual([]);
	});

	it("keeps private files apart: read whole or streamed, deleted, missing ones ENOENT", async () => {
		const data = bytes(70_000);
		await ctx.storage.putPrivate("docs/x.pdf", data);
		expect(Buffer.compare(await ctx.storage.readPrivate("docs/x.pdf"), data)).toBe(0);
		const chunks: Buffer[] = [];
		for await (const chunk of await ctx.storage.openPrivate("docs/x.pdf")) chunks.push(Buffer.from(chunk));
		expect(Buffer.compare(Buffer.concat(chunks), data)).toBe(0);
		// Not public: the same key under /media is not there.
		expect(await ctx.storage.existsPublic("docs/x.pdf")).toBe(false);
		expect((await ctx.app.inject({ url: "/media/docs/x.pdf" })).statusCode).toBe(404);
		await ctx.storage.deletePrivate("docs/x.pdf");
		expect(isMissing(await failure(ctx.storage.openPrivate("docs/x.pdf")))).toBe(true);
		expect(isMissing(await failure(ctx.storage.readPrivate("docs/x.pdf")))).toBe(true);
	});

	it("refuses keys that leave their folder", async () => {
		await expect(ctx.storage.putPublic("../originals/x.jpg", bytes(4))).rejects.toThrow(/escapes/);
		await expect(ctx.storage.readPrivate("a//b")).rejects.toThrow(/escapes/);
		expect((await ctx.app.inject({ url: "/media/..%2Foriginals%2Fx.jpg" })).statusCode).toBe(404);
	});

	it("gives URLs under MEDIA_PUBLIC_URL when it is set", async () => {
		const media = { ...(ctx.config.media as Parameters<typeof s3Storage>[0]), publicUrl: "https://cdn.test" };
		const withCdn = s3Storage(media);
		expect(await withCdn.putPublic("thumbs/cdn.webp", bytes(8))).toBe(
			"https://cdn.test/media/thumbs/cdn.webp",
		);
		expect(withCdn.publicUrl("thumbs/cdn.webp")).toBe("https://cdn.test/media/thumbs/cdn.webp");
		// Either form of URL gives the key back; nothing else does.
		expect(mediaKeyOf("https://cdn.test/media/thumbs/cdn.webp")).toBe("thumbs/cdn.webp");
		expect(mediaKeyOf("/media/thumbs/a%20b.webp")).toBe("thumbs/a b.webp");
		expect(mediaKeyOf("/media/thumbs/x.webp?v=2")).toBe("thumbs/x.webp");
		expect(mediaKeyOf("/other/media/thumbs/x.webp")).toBeNull();
		expect(mediaKeyOf("//evil.test/media/thumbs/x.webp")).toBeNull();
		expect(mediaKeyOf("/media/../originals/x.jpg")).toBeNull();
		expect(mediaKeyOf("not a url")).toBeNull();
		// Another host's /media/ is not one of our files, whatever follows it.
		expect(mediaKeyOf("https://elsewhere.test/media/thumbs/cdn.webp")).toBeNull();
		expect(mediaKeyOf("http://cdn.test/media/thumbs/cdn.webp")).toBeNull();
		expect(mediaKeyOf("https://cdn.test/other/media/thumbs/cdn.webp")).toBeNull();
	});

	it("strips exactly the configured base, a path in it too, and refuses a MEDIA_PUBLIC_URL ending in /media", () => {
		const bases = ["https://s3.test/site-media", "https://s3.test/media"];
		expect(mediaKeyOf("https://s3.test/site-media/media/thumbs/x.webp", bases)).toBe("thumbs/x.webp");
		// A path-style bucket named media: the key after the whole base, not after the first /media/.
		expect(mediaKeyOf("https://s3.test/media/media/thumbs/x.webp", bases)).toBe("thumbs/x.webp");
		expect(mediaKeyOf("https://s3.test/media/thumbs/x.webp", ["https://s3.test/site-media"])).toBeNull();
		expect(mediaKeyOf("https://s3.test/site-media/thumbs/x.webp", bases)).toBeNull();

		const env = { NODE_ENV: "test", DATA_DIR: os.tmpdir(), AUTH_SECRET: "t".repeat(32) };
		for (const bad of [
			"https://cdn.example.com/media",
			"https://cdn.example.com/media/",
			"https://x.test/a/Media",
		]) {
			const err = (() => {
				try {
					loadConfig({ ...env, MEDIA_PUBLIC_URL: bad });
				} catch (caught) {
					return caught;
				}
			})();
			expect(err, bad).toBeInstanceOf(ConfigError);
			expect((err as ConfigError).problems.join("\n")).toMatch(
				/MEDIA_PUBLIC_URL: .*adds \/media\/<key> itself/,
			);
		}
		expect(loadConfig({ ...env, MEDIA_PUBLIC_URL: "https://cdn.example.com/" }).media.publicUrl).toBe(
			"https://cdn.example.com",
		);
		expect(
			loadConfig({ ...env, MEDIA_PUBLIC_URL: "https://cdn.example.com/site-media" }).media.publicUrl,
		).toBe("https://cdn.example.com/site-media");
	});

	it("answers HEAD /media/* from the object's metadata, without reading the object", async () => {
		const data = bytes(1234);
		await ctx.storage.putPublic("thumbs/head-test.webp", data);
		const read = vi.spyOn(ctx.storage, "readPublic");
		try {
			const res = await ctx.app.inject({ method: "HEAD", url: "/media/thumbs/head-test.webp" });
			expect(res.statusCode).toBe(200);
			expect(res.headers["content-length"]).toBe("1234");
			expect(res.headers["content-type"]).toBe("image/webp");
			expect(res.headers["cache-control"]).toBe(IMMUTABLE);
			expect(res.rawPayload.length).toBe(0);
			expect((await ctx.app.inject({ method: "HEAD", url: "/media/thumbs/no-such.webp" })).statusCode).toBe(
				404,
			);
			expect(read).not.toHaveBeenCalled();
			const got = await ctx.app.inject({ url: "/media/thumbs/head-test.webp" });
			expect(got.headers["content-length"]).toBe("1234");
			expect(Buffer.compare(got.rawPayload, data)).toBe(0);
			expect(read).toHaveBeenCalledTimes(1);
		} finally {
			read.mockRestore();
		}
	});

	it("gives up on a store that never answers, by the client's request timeout", async () => {
		expect(S3_TIMEOUTS).toEqual({ connectionTimeout: 2_000, requestTimeout: 30_000 });
		// Accepts connections and never answers: without a timeout the request would hang for good.
		const sockets: Socket[] = [];
		const silent = createServer((socket) => void sockets.push(socket));
		await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
		try {
			const address = silent.address();
			if (!address || typeof address === "string") throw new Error("no port");
			const media = {
				...(ctx.config.media as Parameters<typeof s3Storage>[0]),
				endpoint: `http://127.0.0.1:${address.port}`,
			};
			const hung = s3Storage(media, s3Client(media, { connectionTimeout: 500, requestTimeout: 300 }));
			const started = Date.now();
			const err = await failure(hung.check());
			expect((err as Error).name).toBe("TimeoutError");
			expect(Date.now() - started).toBeLessThan(10_000);
			hung.client.destroy();
		} finally {
			for (const socket of sockets) socket.destroy();
			await new Promise((resolve) => silent.close(resolve));
		}
	});
});

// First of the app tests: the demo seed wants an empty catalogue.
describe("an original bought and downloaded with S3 storage", () => {
	let seeded: SeededPhoto[];
	let ann: AuthClient;
	let ben: AuthClient;
	let admin: AuthClient;
	let orderId: string;

	beforeAll(async () => {
		seeded = await seedPhotosWithFiles(ctx, 2);
		[ann, ben, admin] = await signUpMembers(ctx, "Ann", "Ben", "Cora");
		await makeAdmin(ctx, "cora@studio.test");
		orderId = (await buyPhotos(ann, admin, [seeded[0]?.id ?? ""])).id;
	}, 60_000);

	it("gives an admin the order's rider through a presigned link too, shown inline", async () => {
		const pdf = Buffer.from(
			"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
		);
		const sent = await ann.request({
			method: "POST",
			url: `/api/orders/${orderId}/rider`,
			payload: pdf,
			headers: { "content-type": "application/pdf" },
		});
		expect(sent.statusCode, sent.body).toBe(200);
		expect((await ann.get(`/api/admin/orders/${orderId}/rider.pdf`)).statusCode).toBe(403);
		const res = await admin.get(`/api/admin/orders/${orderId}/rider.pdf`);
		expect(res.statusCode, res.body).toBe(302);
		const link = new URL(String(res.headers.location));
		expect(link.searchParams.get("X-Amz-Expires")).toBe(String(LINK_SECONDS));
		expect(link.searchParams.get("response-content-disposition")).toBe(
			`inline; filename="rider-${orderId}.pdf"`,
		);
		const fetched = await fetch(link);
		expect(fetched.headers.get("content-type")).toBe("application/pdf");
		expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf)).toBe(true);
	});

	it("answers 302 to a presigned link for that original only, lasting S3_LINK_SECONDS, that works", async () => {
		const photo = seeded[0];
		const [purchase] = (await ann.get("/api/purchases")).json().purchases;
		const issued = await ann.post(`/api/purchases/${purchase.id}/download-link`);
		expect(issued.statusCode, issued.body).toBe(200);

		// Someone else with the app's own link gets no bucket link at all.
		const stranger = await ben.get(issued.json().url);
		expect(stranger.statusCode).toBe(403);
		expect(stranger.headers.location).toBeUndefined();

		const before = Date.now();
		const res = await ann.get(issued.json().url);
		expect(res.statusCode, res.body).toBe(302);
		expect(res.headers["cache-control"]).toBe("private, no-store");
		const link = new URL(String(res.headers.location));
		expect(link.origin).toBe(s3.endpoint);
		// The key is the one the purchase checked, and nothing else (path style: /bucket/key).
		expect(decodeURIComponent(link.pathname)).toBe(`/${s3.bucket}/${PRIVATE_PREFIX}${photo?.original_key}`);
		const query = link.searchParams;
		expect(query.get("X-Amz-Expires")).toBe(String(LINK_SECONDS));
		expect(query.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
		expect(query.get("X-Amz-SignedHeaders")).toBe("host");
		expect(query.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
		// Signed now: X-Amz-Date (yyyymmddThhmmssZ) within the request's time.
		const signedAt = Date.parse(
			String(query.get("X-Amz-Date")).replace(
				/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/,
				"$1-$2-$3T$4:$5:$6Z",
			),
		);
		expect(signedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
		expect(signedAt).toBeLessThanOrEqual(Date.now());
		expect(query.get("response-content-disposition")).toBe(
			`attachment; filename="photo-${photo?.photoid}-original.jpg"`,
		);
		expect(query.get("response-content-type")).toBe("image/jpeg");

		const fetched = await fetch(link);
		expect(fetched.status).toBe(200);
		expect(fetched.headers.get("content-disposition")).toBe(
			`attachment; filename="photo-${photo?.photoid}-original.jpg"`,
		);
		const body = Buffer.from(await fetched.arrayBuffer());
		expect(body.length).toBeGreaterThan(10_000);
		expect(Buffer.compare(body, await ctx.storage.readPrivate(photo?.original_key ?? ""))).toBe(0);
	});

	it("answers 404, not a link to nothing, when the original has gone from the bucket", async () => {
		const photo = seeded[0];
		const kept = await ctx.storage.readPrivate(photo?.original_key ?? "");
		await ctx.storage.deletePrivate(photo?.original_key ?? "");
		try {
			const [purchase] = (await ann.get("/api/purchases")).json().purchases;
			const issued = await ann.post(`/api/purchases/${purchase.id}/download-link`);
			const res = await ann.get(issued.json().url);
			expect(res.statusCode).toBe(404);
			expect(res.headers.location).toBeUndefined();
		} finally {
			await ctx.storage.putPrivate(photo?.original_key ?? "", kept);
		}
	});
});

describe("a photo uploaded through the app with S3 storage", () => {
	let rose: AuthClient;

	beforeAll(async () => {
		rose = authClient(ctx);
		await signUpFamily(ctx, rose, "rose@family.test", "The Rose Family");
	});

	it("gets its derivatives in the bucket, served under /media with the cache headers of local files", async () => {
		const image = await (await photoLike(1200, 900, 3)).jpeg({ quality: 85 }).toBuffer();
		const res = await rose.request({
			method: "POST",
			url: `${familyUploadPaths.uploads}?${new URLSearchParams({ filename: "harbour.jpg" })}`,
			payload: image,
			headers: { "content-type": "image/jpeg" },
		});
		expect(res.statusCode, res.body).toBe(201);
		const id: string = res.json().photo.id;
		const log = { warn: () => undefined, error: console.error };
		await runDueJobs({ database: ctx.database, log }, jobHandlers({ storage: ctx.storage }));
		const [row] = await ctx.database.query<{
			processing_state: string;
			thumbnail_url: string;
			preview_url: string;
			original_key: string;
		}>(sql`select processing_state, thumbnail_url, preview_url, original_key from photos where id = ${id}`);
		expect(row?.processing_state).toBe("ready");
		expect(row?.thumbnail_url).toMatch(/^\/media\/thumbs\/[\w-]+\.webp$/);

		// The original is in the bucket, byte for byte, and nowhere on the app's disk.
		expect(Buffer.compare(await ctx.storage.readPrivate(row?.original_key ?? ""), image)).toBe(0);
		const sizes = await ctx.storage.objectSizes(PRIVATE_PREFIX);
		expect(sizes.get(PRIVATE_PREFIX + (row?.original_key ?? ""))).toBe(image.length);

		for (const url of [row?.thumbnail_url, row?.preview_url]) {
			const served = await ctx.app.inject({ url: String(url) });
			expect(served.statusCode, String(url)).toBe(200);
			expect(served.headers["content-type"]).toBe("image/webp");
			expect(served.headers["cache-control"]).toBe(IMMUTABLE);
			const key = String(url).replace(/^\/media\//, "");
			expect(Buffer.compare(served.rawPayload, await ctx.storage.readPublic(key))).toBe(0);
		}
		// The smaller twin is made on first request from the bucket's copy, and kept there.
		const twin = String(row?.thumbnail_url).replace("/media/thumbs/", "/media/thumbs-sm/");
		const small = await ctx.app.inject({ url: twin });
		expect(small.statusCode).toBe(200);
		expect(await ctx.storage.existsPublic(twin.replace(/^\/media\//, ""))).toBe(true);

		expect((await ctx.app.inject({ url: "/media/thumbs/missing.webp" })).statusCode).toBe(404);
		// Backgrounds keep their names when redrawn: a day, as from disk.
		await ctx.storage.putPublic("backgrounds/bg-test.webp", bytes(16));
		const bg = await ctx.app.inject({ url: "/media/backgrounds/bg-test.webp" });
		expect(bg.headers["cache-control"]).toBe("public, max-age=86400");
	});
});

describe("npm run cli -- copy-media-to-bucket", () => {
	let dataDir: string;
	afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

	it("copies DATA_DIR/media and DATA_DIR/originals, and a second run copies nothing", async () => {
		dataDir = mkdtempSync(path.join(os.tmpdir(), "snap-copy-"));
		const local = localStorage(dataDir);
		const files = {
			public: [
				["copy-test/a.webp", bytes(3000)],
				["copy-test/deep/b.webp", bytes(10)],
			],
			private: [
				["copy-test/o.jpg", bytes(5000)],
				["copy-test/rel.pdf", bytes(7)],
			],
		} as const;
		for (const [key, data] of files.public) await local.putPublic(key, data);
		for (const [key, data] of files.private) await local.putPrivate(key, data);
		// A leftover of an interrupted write is not media.
		writeFileSync(path.join(dataDir, "media", "copy-test", "a.webp.123.tmp"), "half");

		const run = async () => {
			const out: string[] = [];
			await runCommand(
				{ database: ctx.database, storage: ctx.storage },
				["copy-media-to-bucket", dataDir],
				(l) => out.push(l),
			);
			return out.join("\n");
		};
		expect(await run()).toMatch(/Copied 4 files \(0\.0 MB\); 0 already in the bucket\./);
		for (const [key, data] of files.public)
			expect(Buffer.compare(await ctx.storage.readPublic(key), data)).toBe(0);
		for (const [key, data] of files.private)
			expect(Buffer.compare(await ctx.storage.readPrivate(key), data)).toBe(0);
		expect(await ctx.storage.existsPublic("copy-test/a.webp.123.tmp")).toBe(false);

		expect(await run()).toMatch(/Copied 0 files \(0\.0 MB\); 4 already in the bucket\./);

		// A file whose copy differs in size (a half-done earlier copy, a redrawn background) goes again.
		await local.putPublic("copy-test/deep/b.webp", bytes(11));
		expect(await run()).toMatch(/Copied 1 file \(0\.0 MB\); 3 already in the bucket\./);
	});

	it("leaves out and counts symlinks, files gone since the listing and unsafe names, and copies the rest", async () => {
		const dir = mkdtempSync(path.join(os.tmpdir(), "snap-copy-"));
		try {
			const media = path.join(dir, "media", "odd-test");
			mkdirSync(path.join(media, "real"), { recursive: true });
			for (const name of ["a1.webp", "a2.webp", "a3.webp", "a4.webp", "a5.webp", "a6.webp", "z-gone.webp"])
				writeFileSync(path.join(media, name), bytes(20));
			writeFileSync(path.join(media, "real", "r.webp"), bytes(20));
			writeFileSync(path.join(media, "back\\slash.webp"), bytes(20));
			symlinkSync(path.join(media, "a1.webp"), path.join(media, "link.webp"));
			symlinkSync(path.join(media, "real"), path.join(media, "linked-folder"));
			// The first upload deletes a file listed but not reached yet (4 at a time, in name order).
			let first = true;
			const bucket: S3MediaStorage = {
				...ctx.storage,
				async putObject(key, data) {
					if (first) {
						first = false;
						unlinkSync(path.join(media, "z-gone.webp"));
					}
					return ctx.storage.putObject(key, data);
				},
			};
			const out: string[] = [];
			const result = await copyMediaToBucket(dir, bucket, (line) => out.push(line));
			expect(result).toMatchObject({ copied: 7, notRegular: 2, vanished: 1, badNames: 1 });
			const text = out.join("\n");
			expect(text).toMatch(/not a regular file.*media\/odd-test\/link\.webp/);
			expect(text).toMatch(/not a regular file.*media\/odd-test\/linked-folder/);
			expect(text).toMatch(/gone since the listing.*media\/odd-test\/z-gone\.webp/);
			expect(text).toMatch(/refuses as a key.*back\\slash\.webp/);
			expect(text).toMatch(/Left out 4: 2 not regular files/);
			const there = await ctx.storage.objectSizes(`${PUBLIC_PREFIX}odd-test/`);
			expect([...there.keys()].sort()).toEqual(
				["a1", "a2", "a3", "a4", "a5", "a6"]
					.map((n) => `${PUBLIC_PREFIX}odd-test/${n}.webp`)
					.concat(`${PUBLIC_PREFIX}odd-test/real/r.webp`),
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it("refuses to run when the storage is local", async () => {
		const local = localStorage(mkdtempSync(path.join(os.tmpdir(), "snap-copy-")));
		await expect(
			runCommand(
				{ database: ctx.database, storage: local },
				["copy-media-to-bucket", local.publicDir],
				() => undefined,
			),
		).rejects.toThrow(/MEDIA_STORAGE=s3/);
		rmSync(path.dirname(local.publicDir), { recursive: true, force: true });
	});
});

describe("createStorage", () => {
	it("chooses local disk by default", () => {
		const dir = mkdtempSync(path.join(os.tmpdir(), "snap-local-"));
		try {
			const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dir, AUTH_SECRET: "t".repeat(32) });
			expect(createStorage(config).kind).toBe("local");
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
