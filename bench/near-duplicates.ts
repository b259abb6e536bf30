import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NEAR_DUPLICATE_MAX_DISTANCE } from "@core/family";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { recordNearDuplicates } from "../server/near-duplicates/service";

/**
 * Issue 27: finding a photo's near-duplicates when its hash is recorded. BENCH_HASHES (default
 * 20,000; 100,000 and 1,000,000 on the server) photos with random 64-bit hashes, 1 % of them near
 * copies (1–6 bits off) of another; the four band indexes are built after the rows (timed). Then
 * 200 new photos have their hash recorded, one transaction each as an upload does: 100 near
 * copies of stored photos (1–6 bits off: each must find its source) and 100 random hashes (find
 * nothing). p50/p95 of those transactions, and one full scan of every hash for comparison (what
 * the lists did before). PGlite by default; BENCH_DATABASE_URL names an empty scratch database.
 */
const N = Number(process.env.BENCH_HASHES ?? 20_000);
const SAMPLE = 100;
const dir = mkdtempSync(path.join(os.tmpdir(), "snap-bench-neardup-"));
const database = process.env.BENCH_DATABASE_URL
	? await openDatabase({ driver: "postgres", url: process.env.BENCH_DATABASE_URL })
	: await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
const ms = (t0: number) => performance.now() - t0;
const at = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
/** A random 64-bit hash as PostgreSQL's signed bigint holds it. */
const randomHash = () =>
	BigInt.asIntN(
		64,
		(BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n) | BigInt(Math.floor(Math.random() * 2 ** 32)),
	);
const flipBits = (hash: bigint, count: number) => {
	const bits = new Set<number>();
	while (bits.size < count) bits.add(Math.floor(Math.random() * 64));
	return BigInt.asIntN(
		64,
		[...bits].reduce((h, b) => h ^ (1n << BigInt(b)), hash),
	);
};
const BANDS = [0, 16, 32, 48];

try {
	await database.migrate();
	const [family] = await database.query<{ id: string }>(
		sql`insert into users (email, name) values ('bench@family.bench', 'Bench') returning id`,
	);
	const familyId = family?.id ?? "";
	for (const band of BANDS.keys())
		await database.query(sql.raw(`drop index if exists photos_phash_band${band}_idx`));

	let t0 = performance.now();
	const CHUNK = 50_000;
	const randomSql = sql.raw(`(('x' || lpad(to_hex((random() * 4294967295)::bigint), 8, '0')
		|| lpad(to_hex((random() * 4294967295)::bigint), 8, '0'))::bit(64)::bigint)`);
	const planted = Math.floor(N / 100);
	for (let done = 0; done < N - planted; done += CHUNK) {
		const n = Math.min(CHUNK, N - planted - done);
		await database.query(sql`insert into photos (title, user_id, price_cents, thumbnail_url, phash)
			select 'Bench ' || g, ${familyId}, 0, '/media/thumbs/bench.webp', ${randomSql}
			from generate_series(1, ${n}) g`);
	}
	// Near copies: another photo's hash with 1 to 6 of its bits flipped.
	const flips = Array.from(
		{ length: NEAR_DUPLICATE_MAX_DISTANCE },
		() => "(1::bigint << (random() * 63)::int)",
	).join(" # ");
	await database.query(sql`insert into photos (title, user_id, price_cents, thumbnail_url, phash)
		select 'Bench copy', ${familyId}, 0, '/media/thumbs/bench.webp', phash # ${sql.raw(flips)}
		from photos where phash is not null order by random() limit ${planted}`);
	console.log(
		`${N.toLocaleString("en")} hashed photos written in ${(ms(t0) / 1000).toFixed(1)} s (${planted} near copies)`,
	);

	t0 = performance.now();
	for (const [band, shift] of BANDS.entries())
		await database.query(
			sql.raw(`create index photos_phash_band${band}_idx on photos (((phash >> ${shift}) & 65535))`),
		);
	const indexMs = ms(t0);
	await database.query(sql`vacuum analyze photos`);
	const [size] = await database.query<{ mb: number }>(
		sql`select round(sum(pg_relation_size(indexrelid)) / 1048576.0, 1)::float8 as mb from pg_index i
			join pg_class c on c.oid = i.indexrelid where c.relname like 'photos_phash_band%'`,
	);
	console.log(`four band indexes built in ${(indexMs / 1000).toFixed(2)} s, ${size?.mb} MB`);

	const sources = await database.query<{ phash: string }>(
		sql`select phash::text as phash from photos where phash is not null order by random() limit ${SAMPLE}`,
	);
	const cases = [
		...sources.map((s, i) => ({
			kind: "near copy",
			hash: flipBits(BigInt(s.phash), 1 + (i % NEAR_DUPLICATE_MAX_DISTANCE)),
		})),
		...Array.from({ length: SAMPLE }, () => ({ kind: "random", hash: randomHash() })),
	].sort(() => Math.random() - 0.5);
	const ids = await database.query<{
		id: string;
	}>(sql`insert into photos (title, user_id, price_cents, thumbnail_url)
		select 'Bench new ' || g, ${familyId}, 0, '/media/thumbs/bench.webp' from generate_series(1, ${cases.length}) g
		returning id`);

	const times: Record<string, number[]> = { "near copy": [], random: [] };
	const found: Record<string, number> = { "near copy": 0, random: 0 };
	let missed = 0;
	for (const [i, c] of cases.entries()) {
		const id = ids[i]?.id ?? "";
		const started = performance.now();
		const n = await database.db.transaction((tx) => recordNearDuplicates(tx, id, c.hash));
		times[c.kind]?.push(ms(started));
		found[c.kind] = (found[c.kind] ?? 0) + (n ?? 0);
		if (c.kind === "near copy" && !n) missed++;
	}
	console.log("\n| hash recorded | p50 ms | p95 ms | max ms | mean found |");
	console.log("|---|---:|---:|---:|---:|");
	for (const [kind, list] of Object.entries(times)) {
		list.sort((a, b) => a - b);
		const cells = [at(list, 0.5), at(list, 0.95), list.at(-1) ?? 0].map((t) => t.toFixed(2));
		console.log(`| ${kind} | ${cells.join(" | ")} | ${((found[kind] ?? 0) / list.length).toFixed(2)} |`);
	}
	if (missed > 0) console.log(`MISSED: ${missed} near copies found nothing`);

	const probe = cases[0]?.hash ?? 0n;
	const plans = await database.query<{ "QUERY PLAN": string }>(
		sql`explain (format text) select id from photos o where o.phash is not null
			and (((o.phash >> 0) & 65535) = any('{1,2}'::bigint[]) or ((o.phash >> 16) & 65535) = any('{1,2}'::bigint[])
			or ((o.phash >> 32) & 65535) = any('{1,2}'::bigint[]) or ((o.phash >> 48) & 65535) = any('{1,2}'::bigint[]))`,
	);
	console.log(`\nplan of the band search:\n${plans.map((p) => `  ${p["QUERY PLAN"]}`).join("\n")}`);
	t0 = performance.now();
	await database.query(sql`select count(*) from photos o
		where o.phash is not null and bit_count(int8send(o.phash # ${probe.toString()}::bigint)) <= ${NEAR_DUPLICATE_MAX_DISTANCE}`);
	console.log(
		`one full scan of every hash (the old read-time comparison, per photo shown): ${ms(t0).toFixed(1)} ms`,
	);
	if (missed > 0) process.exitCode = 1;
} finally {
	await database.close();
	rmSync(dir, { recursive: true, force: true });
}
