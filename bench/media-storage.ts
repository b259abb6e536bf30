import { rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { startS3 } from "../cluster/stack";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { createStorage } from "../server/media/create-storage";
import type { MediaStorage } from "../server/media/storage";
import { benchConfig } from "./support";

/**
 * Issue 31: the cost per request of a photo derivative served through the app's /media from an
 * S3-compatible bucket (s3rver in its own process, as a real store would be) against local disk.
 * BENCH_MEDIA_FILES (default 40) noisy 400×300 WebP thumbnails (about 60 KB), BENCH_MEDIA_REQUESTS (default 2000)
 * requests each way, one client after another and 8 at once. Both apps share one PGlite database
 * and this process; only their media storage differs.
 */
const FILES = Number(process.env.BENCH_MEDIA_FILES ?? 40);
const REQUESTS = Number(process.env.BENCH_MEDIA_REQUESTS ?? 2000);

const { dir, config: localConfig } = benchConfig("media", {
	JOB_QUEUE_INTERVAL_MS: "0",
	MAIL_QUEUE_INTERVAL_MS: "0",
});
const bucket = "bench-media";
const s3rver = await startS3(dir, bucket);
const s3Config = loadConfig({
	NODE_ENV: "development",
	DATA_DIR: path.join(dir, "s3-app"),
	LOG_LEVEL: "silent",
	AUTH_SECRET: "b".repeat(32),
	PUBLIC_URL: "http://127.0.0.1",
	JOB_QUEUE_INTERVAL_MS: "0",
	MAIL_QUEUE_INTERVAL_MS: "0",
	MEDIA_STORAGE: "s3",
	S3_BUCKET: bucket,
	S3_ENDPOINT: s3rver.endpoint,
	S3_ACCESS_KEY_ID: "S3RVER",
	S3_SECRET_ACCESS_KEY: "S3RVER",
	S3_FORCE_PATH_STYLE: "true",
});

const database = await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
await database.migrate();

async function waitForBucket(storage: MediaStorage) {
	for (let i = 0; ; i++) {
		try {
			return await storage.check();
		} catch (err) {
			if (i > 100) throw err;
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	}
}

type Figures = { perSecond: number; p50: number; p95: number; mean: number };

async function measure(base: string, keys: string[], clients: number): Promise<Figures> {
	const times: number[] = [];
	let next = 0;
	const client = async () => {
		for (;;) {
			const i = next++;
			if (i >= REQUESTS) return;
			const started = performance.now();
			const res = await fetch(`${base}/media/${keys[i % keys.length]}`);
			await res.arrayBuffer();
			if (res.status !== 200) throw new Error(`media answered ${res.status}`);
			times.push(performance.now() - started);
		}
	};
	const t0 = performance.now();
	await Promise.all(Array.from({ length: clients }, client));
	const seconds = (performance.now() - t0) / 1000;
	const sorted = [...times].sort((a, b) => a - b);
	const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
	return {
		perSecond: REQUESTS / seconds,
		p50: at(0.5),
		p95: at(0.95),
		mean: times.reduce((a, b) => a + b, 0) / times.length,
	};
}

const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
try {
	const thumbs: Buffer[] = [];
	for (let i = 0; i < FILES; i++)
		thumbs.push(
			await sharp({
				create: {
					width: 400,
					height: 300,
					channels: 3,
					background: "#888",
					noise: { type: "gaussian", mean: 120 + i, sigma: 40 },
				},
			})
				.webp({ quality: 80 })
				.toBuffer(),
		);
	const kb = thumbs.reduce((s, t) => s + t.length, 0) / thumbs.length / 1024;
	const results: Record<string, Record<number, Figures>> = {};
	for (const [name, config] of [
		["local disk", localConfig],
		["s3 (s3rver)", s3Config],
	] as const) {
		const storage = createStorage(config);
		await waitForBucket(storage);
		const keys: string[] = [];
		for (const [i, data] of thumbs.entries()) {
			const key = `thumbs/bench-${i}.webp`;
			await storage.putPublic(key, data);
			keys.push(key);
		}
		const app = await buildApp({ config, database, storage });
		apps.push(app);
		const base = await app.listen({ port: 0, host: "127.0.0.1" });
		await measure(base, keys, 4); // warm-up
		results[name] = { 1: await measure(base, keys, 1), 8: await measure(base, keys, 8) };
	}
	console.log(`media: ${FILES} thumbnails of ${kb.toFixed(1)} KB, ${REQUESTS} GET /media/… each way`);
	for (const clients of [1, 8])
		for (const [name, byClients] of Object.entries(results)) {
			const f = byClients[clients];
			if (!f) continue;
			console.log(
				`  ${name.padEnd(12)} ${clients} client${clients === 1 ? " " : "s"}: ${f.perSecond.toFixed(0).padStart(5)} req/s, mean ${f.mean.toFixed(2)} ms, p50 ${f.p50.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms`,
			);
		}
	const local1 = results["local disk"]?.[1];
	const s31 = results["s3 (s3rver)"]?.[1];
	if (local1 && s31)
		console.log(
			`  cost of the bucket per request (1 client, mean): +${(s31.mean - local1.mean).toFixed(2)} ms (${(s31.mean / local1.mean).toFixed(1)}× local)`,
		);
} finally {
	for (const app of apps) await app.close();
	await database.close();
	await s3rver.child.stop();
	rmSync(dir, { recursive: true, force: true });
}
