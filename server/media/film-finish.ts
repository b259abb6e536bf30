import type { Random } from "@core/random";
import type { Frame } from "./looks";

const TILE = 256;

/**
 * Seeded grain in 1/256 grey levels. It is applied before the upscale, so the upscale's blur
 * turns each speck into a soft clump like silver grain rather than a sparkle of pixel noise.
 */
function grainTile(rng: Random, amplitude: number): Int32Array {
	const tile = new Int32Array(TILE * TILE);
	for (let i = 0; i < tile.length; i++) tile[i] = Math.round((rng.next() + rng.next() - 1) * amplitude * 256);
	return tile;
}

/** Vignette factor per row or column in 1/256: 0 marks "outside the picture" (the border is paper). */
function falloff(size: number, start: number, extent: number, vignette: number): Int32Array {
	const f = new Int32Array(size);
	for (let i = 0; i < extent; i++) {
		const u = Math.abs((i + 0.5) / extent - 0.5) * 2;
		const t = Math.max(0, (u - 0.35) / 0.65);
		const at = start + i;
		if (at >= 0 && at < size) f[at] = Math.round(256 * (1 - vignette * 0.62 * t * t));
	}
	return f;
}

/**
 * Vignette and film grain, applied in place to raw RGB pixels. Plain JavaScript because libvips'
 * composite converts the whole image to float and was the slowest step of the render, and a
 * seeded tile keeps the grain deterministic, which libvips' noise generator is not. Integer
 * maths with explicit clamps measured twice as fast as floats into a Uint8ClampedArray.
 */
export function applyFilmFinish(
	data: Buffer,
	width: number,
	height: number,
	frame: Frame,
	grain: number,
	vignette: number,
	rng: Random,
): void {
	const tile = grainTile(rng, grain);
	// Grain shows most in the mid tones and fades in deep blacks and paper whites (1/256 units).
	const weight = new Int32Array(256);
	for (let v = 0; v < 256; v++) {
		const d = (v - 128) / 128;
		weight[v] = Math.round(256 * (0.3 + 0.7 * (1 - d * d)));
	}
	// A separable falloff (row factor x column factor) gives a soft rounded-rectangle vignette
	// for two lookups per pixel instead of a square root.
	const fx = falloff(width, Math.round(frame.x), Math.round(frame.w), vignette);
	const fy = falloff(height, Math.round(frame.y), Math.round(frame.h), vignette);
	// Indexes below are in range by construction; the casts only satisfy noUncheckedIndexedAccess.
	for (let y = 0; y < height; y++) {
		const rowFactor = fy[y] as number;
		const tileRow = (y % TILE) * TILE;
		let p = y * width * 3;
		for (let x = 0; x < width; x++, p += 3) {
			const column = fx[x] as number;
			const factor = rowFactor > 0 && column > 0 ? (rowFactor * column) >> 8 : 256;
			const g = tile[tileRow + (x & (TILE - 1))] as number;
			for (let c = p; c < p + 3; c++) {
				const v = data[c] as number;
				const out = (v * factor + ((g * (weight[v] as number)) >> 8)) >> 8;
				data[c] = Math.min(255, Math.max(0, out));
			}
		}
	}
}
