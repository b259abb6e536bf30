import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_STUDIO_NAMES } from "../db/seed/vocabulary";
import { renderBackground, renderStudioLogo } from "./brand-assets";
import { avifVariant, makeDerivatives } from "./derivatives";
import { renderSnapshot } from "./render-snapshot";
import type { SnapshotSpec } from "./snapshot-spec";

const base: SnapshotSpec = {
	seed: 42,
	width: 900,
	height: 600,
	decade: "1970s",
	peopleCount: 4,
	colorStyle: "faded-colour",
	scene: "backyard",
	dateStamp: "'78 7 14",
};

/**
 * Mean HSV saturation (0-255) from sharp's stats. Channel means alone cannot tell sepia from
 * colour (a sepia print is brown on average), but its saturation stays low everywhere.
 */
async function meanSaturation(image: Buffer): Promise<number> {
	const { data, info } = await sharp(image).toColourspace("hsv").raw().toBuffer({ resolveWithObject: true });
	const stats = await sharp(data, {
		raw: { width: info.width, height: info.height, channels: info.channels },
	}).stats();
	return stats.channels[1]?.mean ?? Number.NaN;
}

async function channelMeans(image: Buffer): Promise<number[]> {
	const stats = await sharp(image).stats();
	return stats.channels.slice(0, 3).map((c) => c.mean);
}

describe("renderSnapshot", () => {
	it("renders a JPEG of exactly the requested size", async () => {
		for (const [width, height] of [
			[900, 600],
			[601, 857],
		] as const) {
			const jpeg = await renderSnapshot({ ...base, width, height });
			const meta = await sharp(jpeg).metadata();
			expect(meta.format).toBe("jpeg");
			expect([meta.width, meta.height]).toEqual([width, height]);
		}
	});

	it("is deterministic: the same spec gives the same bytes, another seed other bytes", async () => {
		const a = await renderSnapshot(base);
		const b = await renderSnapshot({ ...base });
		const c = await renderSnapshot({ ...base, seed: 43 });
		expect(a.equals(b)).toBe(true);
		expect(a.equals(c)).toBe(false);
	});

	it("draws black-and-white prints neutral grey", async () => {
		const jpeg = await renderSnapshot({
			...base,
			decade: "1940s",
			colorStyle: "black-and-white",
			dateStamp: null,
		});
		const [r = 0, g = 0, b = 0] = await channelMeans(jpeg);
		expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(2);
		expect(await meanSaturation(jpeg)).toBeLessThan(5);
	});

	it("keeps sepia prints low in saturation and colour prints well above them", async () => {
		for (const seed of [1, 2, 3]) {
			const sepia = await meanSaturation(
				await renderSnapshot({ ...base, seed, decade: "1920s", colorStyle: "sepia", dateStamp: null }),
			);
			// Sepia is a warm tint, so its channel means differ, but it never gets colourful.
			expect(sepia).toBeLessThan(66);
			for (const [decade, colorStyle] of [
				["1960s", "kodachrome"],
				["1970s", "faded-colour"],
				["1990s", "vivid"],
			] as const) {
				const colour = await meanSaturation(await renderSnapshot({ ...base, seed, decade, colorStyle }));
				expect(colour).toBeGreaterThan(sepia + 8);
			}
		}
	});

	it("rejects sizes and people counts outside the documented ranges", async () => {
		await expect(renderSnapshot({ ...base, width: 0 })).rejects.toThrow(RangeError);
		await expect(renderSnapshot({ ...base, peopleCount: 9 })).rejects.toThrow(RangeError);
	});
});

describe("makeDerivatives", () => {
	it("makes WebP thumbnail (400) and preview (1200) keeping the aspect ratio", async () => {
		for (const [width, height] of [
			[1500, 1000],
			[1050, 1500],
		] as const) {
			const original = await renderSnapshot({ ...base, width, height });
			const d = await makeDerivatives(original);
			expect([d.width, d.height]).toEqual([width, height]);
			expect(d.fileSize).toBe(original.length);
			for (const [image, longSide] of [
				[d.thumbnail, 400],
				[d.preview, 1200],
			] as const) {
				const meta = await sharp(image).metadata();
				expect(meta.format).toBe("webp");
				expect(Math.max(meta.width, meta.height)).toBe(longSide);
				expect(Math.abs(meta.width / meta.height - width / height)).toBeLessThan(0.01);
			}
		}
	});

	it("adds AVIF twins when asked, and the dominant colour always", async () => {
		const original = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c04020" } })
			.png()
			.toBuffer();
		const plain = await makeDerivatives(original);
		expect(plain).not.toHaveProperty("thumbnailAvif");
		expect(plain.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
		const d = await makeDerivatives(original, { avif: true });
		// sharp's histogram works in bins of 8 levels per channel.
		const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(d.dominantColor.slice(at, at + 2), 16));
		expect(
			Math.abs((r ?? 0) - 0xc0) + Math.abs((g ?? 0) - 0x40) + Math.abs((b ?? 0) - 0x20),
		).toBeLessThanOrEqual(24);
		for (const [avif, webp] of [
			[d.thumbnailAvif, d.thumbnail],
			[d.previewAvif, d.preview],
		] as const) {
			const [a, w] = await Promise.all([sharp(avif).metadata(), sharp(webp).metadata()]);
			expect([a.format, a.compression]).toEqual(["heif", "av1"]);
			expect([a.width, a.height]).toEqual([w.width, w.height]);
		}
	});

	it("refuses a truncated original and one above the pixel limit", async () => {
		const whole = await renderSnapshot({ ...base, width: 900, height: 600 });
		await expect(makeDerivatives(whole.subarray(0, whole.length / 2))).rejects.toThrow(
			/premature end|truncated/i,
		);
		await expect(makeDerivatives(whole, { limitInputPixels: 900 * 600 - 1 })).rejects.toThrow(/pixel limit/);
	});

	it("names the AVIF twin of a WebP derivative", () => {
		expect(avifVariant("/media/thumbs/abc.webp")).toBe("/media/thumbs/abc.avif");
		expect(() => avifVariant("thumbs/abc.jpg")).toThrow();
	});

	it("watermarks the preview but not the thumbnail", async () => {
		const original = await renderSnapshot({ ...base, width: 1200, height: 800 });
		const d = await makeDerivatives(original);
		const clean = await sharp(original).resize(1200).raw().toBuffer();
		const marked = await sharp(d.preview).raw().toBuffer();
		let brighter = 0;
		for (let i = 0; i < clean.length; i += 3) if ((marked[i] ?? 0) > (clean[i] ?? 0) + 40) brighter++;
		// The white text covers a few percent of the picture.
		expect(brighter / (clean.length / 3)).toBeGreaterThan(0.01);
	});
});

describe("brand assets", () => {
	it("has 11 distinct demo studio names", () => {
		expect(DEMO_STUDIO_NAMES).toHaveLength(11);
		expect(new Set(DEMO_STUDIO_NAMES).size).toBe(11);
	});

	it("renders a studio logo as a PNG with an alpha channel", async () => {
		const png = await renderStudioLogo(DEMO_STUDIO_NAMES[0], 0);
		const meta = await sharp(png).metadata();
		expect(meta.format).toBe("png");
		expect(meta.hasAlpha).toBe(true);
		expect([meta.width, meta.height]).toEqual([320, 120]);
		const stats = await sharp(png).stats();
		expect(stats.isOpaque).toBe(false);
	});

	it("renders a 1920x1080 JPEG background, the same for the same index", async () => {
		const a = await renderBackground(1);
		const meta = await sharp(a).metadata();
		expect(meta.format).toBe("jpeg");
		expect([meta.width, meta.height]).toEqual([1920, 1080]);
		expect(a.equals(await renderBackground(1))).toBe(true);
		// Dark enough for white headline text.
		const [r = 255, g = 255, b = 255] = await channelMeans(a);
		expect((r + g + b) / 3).toBeLessThan(110);
	});
});
