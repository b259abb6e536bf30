import { rmSync } from "node:fs";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PRINT_FRAME_IDS, type PrintFrameId } from "@core/print-frames";
import { localStorage } from "../server/media/storage";
import type { Printable } from "../server/prints/queries";
import { zipLicences } from "../server/prints/zip";
import { photoLike } from "../server/test/fixtures/uploads";
import { benchConfig } from "./support";

/**
 * Issue 30, scope 6: the streamed ZIP of an order's originals. BENCH_ZIP_PHOTOS (default 200)
 * originals of 3000 × 2000 (grain over gradients so they compress like photos, ~2 MB each; 10
 * distinct pictures, each stored under many keys) zipped by the routes' function into a reader
 * that keeps nothing: throughput in MB/s and the peak memory while zipping (RSS, and heap plus
 * Buffers, above the start; no forced garbage collection, so this is what a server sees).
 * BENCH_ZIP_CROPS=8x10 also makes one centred crop per photo (decoding every original: slower).
 */
const N = Number(process.env.BENCH_ZIP_PHOTOS ?? 200);
const DISTINCT = Math.min(10, N);
const cropsFrame = process.env.BENCH_ZIP_CROPS;
if (cropsFrame && !PRINT_FRAME_IDS.includes(cropsFrame as PrintFrameId))
	throw new Error(`BENCH_ZIP_CROPS must be one of ${PRINT_FRAME_IDS.join(", ")}`);

const { dir } = benchConfig("zip");
const storage = localStorage(dir);
const MB = 1024 * 1024;

try {
	let t0 = performance.now();
	const pictures: Buffer[] = [];
	for (let seed = 1; seed <= DISTINCT; seed++)
		pictures.push(await (await photoLike(3000, 2000, seed)).jpeg({ quality: 90 }).toBuffer());
	const items: Printable[] = [];
	let total = 0;
	for (let i = 0; i < N; i++) {
		const bytes = pictures[i % DISTINCT] ?? Buffer.alloc(0);
		const key = `bench/${i}.jpg`;
		await storage.putPrivate(key, bytes);
		total += bytes.length;
		items.push({
			item_id: crypto.randomUUID(),
			order_id: crypto.randomUUID(),
			licence_number: `SSD-000001-${String(i + 1).padStart(3, "0")}`,
			production_name: "Bench",
			photo_id: crypto.randomUUID(),
			photoid: 1 + i,
			title: `Bench photo ${i + 1}`,
			width: 3000,
			height: 2000,
			preview_url: null,
			original_key: key,
		});
	}
	console.log(
		`wrote ${N} originals of 3000×2000 (${(total / MB).toFixed(0)} MB, mean ${(total / N / MB).toFixed(2)} MB) in ${(
			(performance.now() - t0) / 1000
		).toFixed(1)} s`,
	);

	const held = () => {
		const m = process.memoryUsage();
		return { rss: m.rss, live: m.heapUsed + m.arrayBuffers };
	};
	const start = held();
	const peak = { ...start };
	const sample = () => {
		const now = held();
		peak.rss = Math.max(peak.rss, now.rss);
		peak.live = Math.max(peak.live, now.live);
	};
	const timer = setInterval(sample, 5);
	let written = 0;
	t0 = performance.now();
	await pipeline(
		zipLicences(storage, items, {
			crops: cropsFrame ? { frame: cropsFrame as PrintFrameId, bleed: false } : undefined,
			log: { error: (details, message) => console.error(message, details) },
		}),
		new Writable({
			write(chunk: Buffer, _encoding, done) {
				written += chunk.length;
				done();
			},
		}),
	);
	clearInterval(timer);
	sample();
	const seconds = (performance.now() - t0) / 1000;
	console.log(
		`zip${cropsFrame ? ` with ${cropsFrame} crops` : ""}: ${N} photos, ${(written / MB).toFixed(0)} MB in ${seconds.toFixed(
			1,
		)} s = ${(written / MB / seconds).toFixed(0)} MB/s; peak RSS +${((peak.rss - start.rss) / MB).toFixed(
			1,
		)} MB, heap+buffers +${((peak.live - start.live) / MB).toFixed(1)} MB (originals together: ${(total / MB).toFixed(0)} MB)`,
	);
} finally {
	rmSync(dir, { recursive: true, force: true });
}
