import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { localStorage, type MediaStorage } from "../media/storage";
import { tempDirsForEachTest } from "../test/harness";
import type { Printable } from "./queries";
import { entryNames, zipLicences } from "./zip";

/**
 * The ZIP's streaming, at the function the routes use (prints.test.ts checks the routes' archives
 * byte for byte): many large originals pass through while the process holds about one at a time,
 * and a client that goes away stops the reading.
 */

const tempDir = tempDirsForEachTest("prints-zip-");

/** A photo-like JPEG that does not compress: noise, as grain and detail make real scans. */
const noisyJpeg = (width: number, height: number) =>
	sharp({
		create: {
			width,
			height,
			channels: 3,
			background: "#807060",
			noise: { type: "gaussian", mean: 128, sigma: 40 },
		},
	})
		.jpeg({ quality: 92 })
		.toBuffer();

async function archiveOf(
	count: number,
	bytes: Buffer,
): Promise<{ storage: MediaStorage; items: Printable[] }> {
	const storage = localStorage(tempDir());
	const items: Printable[] = [];
	for (let i = 0; i < count; i++) {
		const key = `originals/${i}.jpg`;
		await storage.putPrivate(key, bytes);
		items.push({
			item_id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
			order_id: "00000000-0000-4000-8000-000000000000",
			licence_number: `SSD-000001-${String(i + 1).padStart(3, "0")}`,
			production_name: "Night Ferry",
			photo_id: `10000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
			photoid: 1000 + i,
			title: `Picnic / at "the" lake ${i}`,
			width: 2000,
			height: 1500,
			preview_url: null,
			original_key: key,
		});
	}
	return { storage, items };
}

const quietLog = { error: () => {} };

/**
 * A full garbage collection on demand, so the test measures what the zip keeps alive rather than
 * what the collector has not got round to yet (V8 lets freed buffers pile up to ~64 MB).
 */
function collector(): () => void {
	setFlagsFromString("--expose-gc");
	return runInNewContext("gc") as () => void;
}

describe("zipLicences", () => {
	it("names entries by licence and sanitised title", () => {
		const item = {
			licence_number: "SSD-000001-001",
			title: 'Picnic / at "the" lake',
			original_key: "a/b.jpeg",
		} as Printable;
		expect(entryNames([item])).toEqual(["SSD-000001-001 Picnic at the lake.jpg"]);
		expect(entryNames([item], { frame: "8x10", bleed: true })).toEqual([
			"SSD-000001-001 Picnic at the lake.jpg",
			"crops 8x10 bleed/SSD-000001-001 Picnic at the lake 8x10 bleed.jpg",
		]);
	});

	it("streams many large originals while holding about one at a time", async () => {
		const bytes = await noisyJpeg(2000, 1500);
		const count = 40;
		const { storage, items } = await archiveOf(count, bytes);
		const total = bytes.length * count;
		expect(total).toBeGreaterThan(40 * 1024 * 1024);

		const held = () => {
			const m = process.memoryUsage();
			return m.heapUsed + m.arrayBuffers;
		};
		const gc = collector();
		gc();
		const baseline = held();
		let peak = baseline;
		let peakLive = baseline;
		let sinceGc = 0;
		let peakRss = process.memoryUsage().rss;
		const rssBefore = peakRss;
		const sample = setInterval(() => {
			peak = Math.max(peak, held());
			peakRss = Math.max(peakRss, process.memoryUsage().rss);
		}, 2);
		let written = 0;
		try {
			await pipeline(
				zipLicences(storage, items, { log: quietLog }),
				new Writable({
					// A slow reader, as a download is: the archive must wait for it, not pile up.
					highWaterMark: 64 * 1024,
					write(chunk: Buffer, _encoding, done) {
						written += chunk.length;
						peak = Math.max(peak, held());
						sinceGc += chunk.length;
						if (sinceGc >= 4 * 1024 * 1024) {
							sinceGc = 0;
							gc();
							peakLive = Math.max(peakLive, held());
						}
						setImmediate(done);
					},
				}),
			);
		} finally {
			clearInterval(sample);
		}
		// Stored, not recompressed: every original's bytes plus the headers and directory.
		expect(written).toBeGreaterThan(total);
		expect(written).toBeLessThan(total + count * 400 + 1024);
		const live = peakLive - baseline;
		console.info(
			`zipped ${(total / 1048576).toFixed(0)} MB: live heap+buffers grew ${(live / 1048576).toFixed(1)} MB at most (${(
				(peak - baseline) / 1048576
			).toFixed(1)} MB with garbage), rss ${((peakRss - rssBefore) / 1048576).toFixed(1)} MB`,
		);
		// Holding the originals together would take `total` (over 40 MB); streaming keeps a few chunks (and the garbage of the last 4 MB).
		expect(live).toBeLessThan(16 * 1024 * 1024);
	}, 120_000);

	it("stops reading when the client goes away", async () => {
		const bytes = await noisyJpeg(800, 600);
		const { storage, items } = await archiveOf(30, bytes);
		const opened: NodeJS.ReadableStream[] = [];
		const counting: MediaStorage = {
			...storage,
			openPrivate: async (key) => {
				const stream = await storage.openPrivate(key);
				opened.push(stream);
				return stream;
			},
		};
		const zip = zipLicences(counting, items, { log: quietLog });
		await new Promise<void>((resolve) => zip.once("data", () => resolve()));
		zip.destroy();
		await new Promise((resolve) => setTimeout(resolve, 300));
		expect(opened.length).toBeGreaterThan(0);
		expect(opened.length).toBeLessThanOrEqual(2);
		for (const stream of opened) expect((stream as unknown as { destroyed: boolean }).destroyed).toBe(true);
	});

	it("ends the stream with an error when an original is missing midway", async () => {
		const bytes = await noisyJpeg(400, 300);
		const { storage, items } = await archiveOf(3, bytes);
		await storage.deletePrivate("originals/1.jpg");
		const errors: string[] = [];
		const zip = zipLicences(storage, items, { log: { error: (_d, message) => errors.push(message) } });
		await expect(pipeline(zip, new Writable({ write: (_c, _e, done) => done() }))).rejects.toThrow();
		expect(errors).toEqual(["a ZIP's original could not be made"]);
	});
});
