import { rmSync } from "node:fs";
import path from "node:path";
import { familyUploadPaths } from "@core/contracts/uploads";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import { setUserRole } from "../server/auth/service";
import { openDatabase } from "../server/db/client";
import { upsertStorefront } from "../server/families/queries";
import { runDueJobs } from "../server/jobs/queue";
import { jobHandlers } from "../server/jobs/setup";
import { localStorage } from "../server/media/storage";
import { photoLike } from "../server/test/fixtures/uploads";
import { benchConfig, signUpByLink } from "./support";

/**
 * Issue 27, scope 3: a family's uploads. BENCH_UPLOADS (default 100) 12-megapixel JPEGs (4000 ×
 * 3000, grain over gradients so they compress like photos, about 2.8 MB each) sent through the
 * HTTP route by 4 concurrent clients with the job worker off: photos accepted per second (each
 * checked by content, decoded once small, kept, its row and job written). Then the worker's
 * handlers run the derivatives jobs, JOB_CONCURRENCY (default 2) at a time: seconds until every
 * photo is 'ready'. PGlite by default; BENCH_DATABASE_URL names an empty scratch PostgreSQL database.
 */
const N = Number(process.env.BENCH_UPLOADS ?? 100);
const CLIENTS = 4;
const DISTINCT = 10;

const { dir, config } = benchConfig("uploads", { CAPTCHA: "off", JOB_QUEUE_INTERVAL_MS: "0" });
const database = process.env.BENCH_DATABASE_URL
	? await openDatabase({ driver: "postgres", url: process.env.BENCH_DATABASE_URL })
	: await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
await database.migrate();
const storage = localStorage(dir);
const app = await buildApp({ config, database, storage });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

try {
	const email = "shoebox@family.bench";
	const cookie = await signUpByLink(config, address, email, "Rose");
	await setUserRole(database, email, "family");
	const [user] = await database.query<{ id: string }>(sql`select id from users where email = ${email}`);
	if (!user) throw new Error("no bench family");
	await upsertStorefront(database.db, user.id, { storefront_name: "The Shoebox Family" });

	let t0 = performance.now();
	const pictures: Buffer[] = [];
	for (let seed = 1; seed <= DISTINCT; seed++)
		pictures.push(await (await photoLike(4000, 3000, seed)).jpeg({ quality: 88 }).toBuffer());
	const mb = pictures.reduce((sum, p) => sum + p.length, 0) / DISTINCT / 1024 / 1024;
	console.log(
		`made ${DISTINCT} distinct 4000×3000 JPEGs (mean ${mb.toFixed(1)} MB) in ${((performance.now() - t0) / 1000).toFixed(1)} s; each is sent ${N / DISTINCT} times`,
	);

	const times: number[] = [];
	let next = 0;
	const client = async () => {
		for (;;) {
			const i = next++;
			if (i >= N) return;
			const started = performance.now();
			const res = await fetch(`${address}${familyUploadPaths.uploads}?filename=scan-${i}.jpg`, {
				method: "POST",
				headers: { "content-type": "image/jpeg", origin: config.publicUrl, cookie },
				body: new Uint8Array(pictures[i % DISTINCT] as Buffer),
			});
			await res.arrayBuffer();
			if (res.status !== 201) throw new Error(`upload ${i} answered ${res.status}`);
			times.push(performance.now() - started);
		}
	};
	t0 = performance.now();
	await Promise.all(Array.from({ length: CLIENTS }, client));
	const uploadSeconds = (performance.now() - t0) / 1000;
	const sorted = [...times].sort((a, b) => a - b);
	const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.toFixed(0);
	console.log(
		`uploads: ${N} accepted in ${uploadSeconds.toFixed(1)} s by ${CLIENTS} clients = ${(N / uploadSeconds).toFixed(2)} photos/s (${((N * mb) / uploadSeconds).toFixed(1)} MB/s); per upload p50 ${q(0.5)} ms, p95 ${q(0.95)} ms`,
	);

	t0 = performance.now();
	const log = { warn: console.warn, error: console.error };
	const counts = await runDueJobs({ database, log }, jobHandlers({ storage }), {
		concurrency: config.jobConcurrency,
	});
	const processSeconds = (performance.now() - t0) / 1000;
	const [ready] = await database.query<{ n: number }>(
		sql`select count(*)::int as n from photos where processing_state = 'ready' and phash is not null`,
	);
	console.log(
		`derivatives: ${counts.done} jobs done (${counts.retried} retried, ${counts.failed} failed), ${ready?.n} photos ready, in ${processSeconds.toFixed(1)} s with ${config.jobConcurrency} at a time = ${(counts.done / processSeconds).toFixed(2)} photos/s`,
	);
	console.log(
		`all ${N} processed ${(uploadSeconds + processSeconds).toFixed(1)} s after the first upload began (${database.driver})`,
	);
} finally {
	await app.close();
	await database.close();
	rmSync(dir, { recursive: true, force: true });
}
