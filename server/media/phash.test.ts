import { NEAR_DUPLICATE_MAX_DISTANCE } from "@core/family";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { differenceHash, hashDistance } from "./phash";

/** A photo-like picture: soft gradients with shapes and grain, different for each seed. */
async function picture(seed: number, width = 1600, height = 1200): Promise<Buffer> {
	const shapes = Array.from({ length: 6 }, (_, i) => {
		const x = ((seed * 37 + i * 211) % 90) + 5;
		const y = ((seed * 53 + i * 97) % 80) + 10;
		const r = ((seed * 11 + i * 29) % 18) + 6;
		const shade = ((seed * 71 + i * 43) % 200) + 30;
		return `<circle cx="${x}%" cy="${y}%" r="${r}%" fill="rgb(${shade},${255 - shade},${(shade * 3) % 255})"/>`;
	}).join("");
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
		<defs><linearGradient id="g" x1="0" y1="0" x2="${seed % 2}" y2="1">
			<stop offset="0" stop-color="rgb(${(seed * 40) % 255},90,60)"/><stop offset="1" stop-color="rgb(20,${(seed * 90) % 255},140)"/>
		</linearGradient></defs>
		<rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
	return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe("differenceHash", () => {
	it("finds a resized, re-encoded, slightly brightened copy near, and another picture far", async () => {
		const original = await picture(1);
		const copy = await sharp(original).resize(700).modulate({ brightness: 1.05 }).png().toBuffer();
		const other = await picture(2);
		const [a, b, c] = await Promise.all([original, copy, other].map(differenceHash));
		expect(typeof a).toBe("bigint");
		expect(hashDistance(a as bigint, b as bigint)).toBeLessThanOrEqual(NEAR_DUPLICATE_MAX_DISTANCE);
		expect(hashDistance(a as bigint, c as bigint)).toBeGreaterThan(NEAR_DUPLICATE_MAX_DISTANCE * 2);
	});

	it("fits PostgreSQL's signed bigint and counts bits across the sign", () => {
		// All 64 bits set is -1 as a signed 64-bit integer.
		expect(hashDistance(-1n, 0n)).toBe(64);
		expect(hashDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
		expect(hashDistance(5n, 6n)).toBe(2);
	});

	it("is the same for the same picture, whatever its EXIF rotation says", async () => {
		const upright = await picture(3, 800, 600);
		const rotated = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
		const [a, b] = await Promise.all([differenceHash(upright), differenceHash(rotated)]);
		expect(a >= -(1n << 63n) && a < 1n << 63n).toBe(true);
		expect(hashDistance(a, b)).toBeLessThanOrEqual(NEAR_DUPLICATE_MAX_DISTANCE);
	});
});
