import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { differenceHash } from "../media/phash";
import { type MediaStorage, mediaKeyOf } from "../media/storage";
import { recordHashAndPairs, unhashedCount, unhashedPhotos } from "./queries";

/**
 * Near-duplicates (issue 27): a photo's perceptual hash is recorded once, with the other photos
 * within NEAR_DUPLICATE_MAX_DISTANCE bits of it found by one band search (bands.ts) and stored
 * as pairs in photo_near_duplicates. The family's photo list and the review queue read the pairs.
 */

/**
 * Hashes the photo's thumbnail and, on `tx`, records the hash and the photo's near-duplicates:
 * the one way every path (a family's upload, the admin's ingest, the backfill) records a hash.
 * Call it inside the transaction that makes the photo ready, so the hash and its pairs appear
 * together. Answers the hash and how many near-duplicates were found (null: the photo is gone).
 */
export async function hashAndRecordNearDuplicates(
	tx: Executor,
	photoId: string,
	thumbnail: Buffer,
): Promise<{ hash: bigint; found: number | null }> {
	const hash = await differenceHash(thumbnail);
	return { hash, found: await recordHashAndPairs(tx, photoId, hash) };
}

/** Records a hash already computed (the demo seed hashes what it draws). Inside a transaction. */
export const recordNearDuplicates = recordHashAndPairs;

/** The storage key of a public file from its URL (/media/thumbs/…, or under MEDIA_PUBLIC_URL → thumbs/…). */
const publicKeyOf = (url: string) => mediaKeyOf(url) ?? url;

export type BackfillResult = { hashed: number; pairs: number; failed: number; remaining: number };

/**
 * Hashes stored photos that have none (made before hashes, or by an older seed) from their
 * thumbnails, `batch` at a time in id order, up to `limit`, recording their near-duplicates.
 * One photo a transaction, so a stop keeps what is done; a thumbnail that cannot be read is
 * reported and skipped. `out` gets a line per batch.
 */
export async function backfillHashes(
	database: Database,
	storage: MediaStorage,
	options: { limit?: number; batch?: number },
	out: (line: string) => void,
): Promise<BackfillResult> {
	const batch = options.batch ?? 200;
	const total = Math.min(await unhashedCount(database.db), options.limit ?? Number.POSITIVE_INFINITY);
	const result: BackfillResult = { hashed: 0, pairs: 0, failed: 0, remaining: 0 };
	let after: string | null = null;
	while (result.hashed + result.failed < total) {
		const rows = await unhashedPhotos(
			database.db,
			after,
			Math.min(batch, total - result.hashed - result.failed),
		);
		if (rows.length === 0) break;
		for (const row of rows) {
			after = row.id;
			let thumbnail: Buffer;
			try {
				thumbnail = await storage.readPublic(publicKeyOf(row.thumbnail_url ?? ""));
			} catch (err) {
				result.failed++;
				out(
					`  photo ${row.id}: cannot read ${row.thumbnail_url} (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
				);
				continue;
			}
			try {
				const { found } = await database.db.transaction((tx) =>
					hashAndRecordNearDuplicates(tx, row.id, thumbnail),
				);
				if (found !== null) {
					result.hashed++;
					result.pairs += found;
				}
			} catch (err) {
				result.failed++;
				out(
					`  photo ${row.id}: cannot hash its thumbnail (${err instanceof Error ? err.message : String(err)})`,
				);
			}
		}
		out(
			`  hashed ${result.hashed}/${total}, ${result.pairs} near-duplicate pairs found${result.failed ? `, ${result.failed} failed` : ""}`,
		);
	}
	result.remaining = await unhashedCount(database.db);
	return result;
}
