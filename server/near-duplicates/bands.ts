import { NEAR_DUPLICATE_MAX_DISTANCE } from "@core/family";

/**
 * Multi-index hashing for the near-duplicate search. The 64-bit perceptual hash is cut into four
 * 16-bit bands, each with its own index on photos (migration 0035: `(phash >> 16·i) & 65535`).
 * If two hashes differ in at most 7 bits, the four bands cannot all differ in two or more
 * (that would be 8), so one band matches exactly or up to one bit (pigeonhole). The search asks
 * each band's index for its value and the 16 values one bit away, 68 index probes in all, each
 * finding about n / 65,536 random hashes; the exact bit count then keeps those within
 * NEAR_DUPLICATE_MAX_DISTANCE (6). Seven exact 9- or 10-bit bands would also do (6 bits cannot
 * touch all seven), but each probe then finds n / 512 to n / 1,024: about 14 times the candidates.
 */
export const BAND_BITS = 16;
export const BANDS = 4;

// The bands cover every distance up to 2·BANDS − 1 bits; the limit must stay within that.
if (NEAR_DUPLICATE_MAX_DISTANCE > 2 * BANDS - 1)
	throw new Error("NEAR_DUPLICATE_MAX_DISTANCE is beyond what the band search finds");

/** Band `i` of a hash (as PostgreSQL's signed bigint holds it), 0 … 65535. */
export function bandOf(hash: bigint, band: number): number {
	return Number((BigInt.asUintN(64, hash) >> BigInt(band * BAND_BITS)) & 0xffffn);
}

/** For each band, the values a near-duplicate's band may take: the hash's own and those one bit off. */
export function bandProbes(hash: bigint): number[][] {
	return Array.from({ length: BANDS }, (_, band) => {
		const value = bandOf(hash, band);
		return [value, ...Array.from({ length: BAND_BITS }, (_, bit) => value ^ (1 << bit))];
	});
}
