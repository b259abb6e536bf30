import sharp from "sharp";

/**
 * A 64-bit perceptual hash (a "difference hash", dHash) of a picture: shrunk to 9 × 8 grey
 * pixels, each bit says whether a pixel is brighter than its right-hand neighbour. Resizing,
 * re-encoding, a little colour or contrast change keep most bits; another picture flips about
 * half. Two hashes a few bits apart (core's NEAR_DUPLICATE_MAX_DISTANCE) are the same picture.
 *
 * The hash is answered as a signed 64-bit integer, as PostgreSQL's bigint (photos.phash) holds it.
 */
export async function differenceHash(image: Buffer): Promise<bigint> {
	const pixels = await sharp(image, { autoOrient: true })
		.greyscale()
		.resize(9, 8, { fit: "fill", kernel: "cubic" })
		.raw()
		.toBuffer();
	if (pixels.length !== 72) throw new Error(`differenceHash: expected 72 grey pixels, got ${pixels.length}`);
	let hash = 0n;
	for (let row = 0; row < 8; row++) {
		for (let col = 0; col < 8; col++) {
			const left = pixels[row * 9 + col] as number;
			const right = pixels[row * 9 + col + 1] as number;
			hash = (hash << 1n) | (left > right ? 1n : 0n);
		}
	}
	return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits two hashes differ in. */
export function hashDistance(a: bigint, b: bigint): number {
	let diff = BigInt.asUintN(64, a ^ b);
	let count = 0;
	while (diff > 0n) {
		diff &= diff - 1n;
		count++;
	}
	return count;
}
