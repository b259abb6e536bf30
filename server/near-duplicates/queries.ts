import { NEAR_DUPLICATE_MAX_DISTANCE } from "@core/family";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { photos } from "../db/schema";
import { BANDS, bandProbes } from "./bands";

/** The near-duplicate search's statements (see bands.ts for how the band indexes are used). */

/** The band expression of column `phash` of alias `o`, exactly as the band indexes are built. */
const band = (i: number) => sql.raw(`((o.phash >> ${i * 16}) & 65535)`);

/**
 * Serialises the recording of hashes: a transaction that records one waits for another to
 * commit, so each search sees every hash recorded before it and no pair is missed between two
 * photos hashed at the same moment. Held for the few milliseconds of the search.
 */
const HASH_LOCK = sql`select pg_advisory_xact_lock(hashtext('photo_near_duplicates'))`;

/**
 * Sets the photo's hash and records its near-duplicates (pairs in both directions, replacing any
 * it had): answers how many other photos are near it, or null when the photo is gone. Run it in
 * a transaction (the lock lasts until it ends).
 */
export async function recordHashAndPairs(
	executor: Executor,
	id: string,
	hash: bigint,
): Promise<number | null> {
	await executor.execute(HASH_LOCK);
	const value = hash.toString();
	const [updated] = await rowsOf<{ id: string }>(
		executor,
		sql`update photos set phash = ${value}::bigint where id = ${id} returning id`,
	);
	if (!updated) return null;
	await executor.execute(sql`delete from photo_near_duplicates where photo_id = ${id} or other_id = ${id}`);
	const probes = bandProbes(hash);
	const inBand = sql.join(
		Array.from({ length: BANDS }, (_, i) => sql`${band(i)} = any(${`{${probes[i]?.join(",")}}`}::bigint[])`),
		sql` or `,
	);
	const [row] = await rowsOf<{ found: number }>(
		executor,
		sql`with found as (
				select o.id, bit_count(int8send(o.phash # ${value}::bigint))::int as distance
				from photos o
				where o.phash is not null and o.id <> ${id} and (${inBand})
					and bit_count(int8send(o.phash # ${value}::bigint)) <= ${NEAR_DUPLICATE_MAX_DISTANCE}
			), written as (
				insert into photo_near_duplicates (photo_id, other_id, distance)
				select ${id}::uuid, id, distance from found
				union all
				select id, ${id}::uuid, distance from found
				returning 1
			)
			select (select count(*)::int from found) as found`,
	);
	return row?.found ?? 0;
}

/** A stored photo without a hash, for the backfill. */
export type UnhashedPhoto = Columns<typeof photos, "id" | "thumbnail_url">;

/** Up to `limit` photos with a thumbnail and no hash, after `after` (id order, so a batch never repeats). */
export function unhashedPhotos(
	executor: Executor,
	after: string | null,
	limit: number,
): Promise<UnhashedPhoto[]> {
	return rowsOf<UnhashedPhoto>(
		executor,
		sql`select id, thumbnail_url from photos
			where phash is null and thumbnail_url is not null and processing_state = 'ready'
				${after ? sql`and id > ${after}` : sql``}
			order by id limit ${limit}`,
	);
}

/** How many stored photos have a thumbnail and no hash. */
export async function unhashedCount(executor: Executor): Promise<number> {
	const [row] = await rowsOf<{ n: number }>(
		executor,
		sql`select count(*)::int as n from photos
			where phash is null and thumbnail_url is not null and processing_state = 'ready'`,
	);
	return row?.n ?? 0;
}
