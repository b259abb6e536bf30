import { existsSync } from "node:fs";
import path from "node:path";
import { startNginx } from "../cluster/nginx";
import { freePort } from "../cluster/processes";
import { type MediaMode, ROOT, type Stack, startStack } from "../cluster/stack";

/**
 * Issue 31: requests per second and p95 of a search and a photo page through nginx with one
 * instance and with two, measured in one run on one database (the same stack; a second nginx
 * sends everything to the first instance); and what a public media file costs per request when
 * the instance reads it from S3 (s3rver) against local disk. Closed loop: CONCURRENCY clients each
 * send the next request when the last is answered, for SECONDS after a warm-up.
 * `npm run bench -- --only cluster` (needs the PostgreSQL server, Redis, nginx and dist/web).
 */

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;
const SEED_PHOTOS = 24;
const WORDS = [
	"cake",
	"picnic",
	"beach",
	"wedding",
	"garden",
	"christmas",
	"car",
	"kitchen",
	"birthday",
	"lake",
];

type Result = { requests: number; failed: number; rps: number; p50: number; p95: number };
type Sample = { latencies: number[]; failed: number; seconds: number };

async function load(base: string, nextPath: (i: number) => string, seconds: number): Promise<Sample> {
	const latencies: number[] = [];
	let failed = 0;
	const until = Date.now() + seconds * 1000;
	let counter = 0;
	const started = Date.now();
	await Promise.all(
		Array.from({ length: CONCURRENCY }, async () => {
			while (Date.now() < until) {
				const url = `${base}${nextPath(counter++)}`;
				const t = performance.now();
				try {
					const res = await fetch(url);
					await res.arrayBuffer();
					if (res.status !== 200) failed++;
				} catch {
					failed++;
				}
				latencies.push(performance.now() - t);
			}
		}),
	);
	return { latencies, failed, seconds: (Date.now() - started) / 1000 };
}

function summary(samples: Sample[]): Result {
	const latencies = samples.flatMap((s) => s.latencies).sort((x, y) => x - y);
	const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
	const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
	const failed = samples.reduce((sum, s) => sum + s.failed, 0);
	return { requests: latencies.length, failed, rps: latencies.length / seconds, p50: q(0.5), p95: q(0.95) };
}

/**
 * Each base in turn, ROUNDS times over (A B A B …), so a change in the machine's load (other work
 * on the same cores) falls on every base alike instead of on whichever ran last.
 */
async function compare(bases: string[], nextPath: (i: number) => string): Promise<Result[]> {
	const samples = bases.map((): Sample[] => []);
	for (const base of bases) await load(base, nextPath, WARM_UP_SECONDS);
	for (let round = 0; round < ROUNDS; round++)
		for (const [i, base] of bases.entries()) samples[i]?.push(await load(base, nextPath, SECONDS / ROUNDS));
	return samples.map(summary);
}

const fmt = (r: Result) =>
	`${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (${r.requests} requests, ${r.failed} failed)`;

const search = (i: number) => `/api/search?q=${WORDS[i % WORDS.length]}&limit=24`;

/** The photo pages of the live photos (a few of the demo's are drafts or under review: their pages are 404). */
async function livePhotoPages(stack: Stack): Promise<string[]> {
	const rows = await stack.db.query<{ photoid: number }>(
		"select photoid from photos where photo_status = 'live' order by photoid",
	);
	return rows.rows.map((r) => `/photo/${r.photoid}`);
}

async function mediaKeys(stack: Stack): Promise<string[]> {
	const rows = await stack.db.query<{ url: string }>(
		"select thumbnail_url as url from photos where thumbnail_url like '/media/%' order by photoid limit 24",
	);
	return rows.rows.map((r) => r.url);
}

/** One instance's cost of a thumbnail (about 20 KB) per request, asked of the instance directly. */
async function mediaCost(media: MediaMode): Promise<Result> {
	const stack = await startStack({ instances: 1, media, seedPhotos: SEED_PHOTOS, smtp: false });
	try {
		const urls = await mediaKeys(stack);
		if (urls.length === 0) throw new Error("the seed left no thumbnails");
		const base = stack.instances[0]?.url ?? "";
		const [result] = await compare([base], (i) => urls[i % urls.length] ?? "/");
		if (!result) throw new Error("no result");
		return result;
	} finally {
		await stack.close();
	}
}

if (!existsSync(path.join(ROOT, "dist/web/index.html"))) {
	console.log("cluster: dist/web is missing; run `npm run build` first (the photo page is the built app)");
	process.exit(1);
}

console.log(
	`cluster: ${CONCURRENCY} clients, ${SECONDS} s per figure in ${ROUNDS} alternating rounds after ${WARM_UP_SECONDS} s warm-up`,
);
const stack = await startStack({ instances: 2, media: "shared-disk", seedPhotos: SEED_PHOTOS, smtp: false });
const first = stack.instances[0];
if (!first) throw new Error("no instance");
const solo = await startNginx({
	dir: path.join(stack.dir, "nginx-solo"),
	port: await freePort(),
	upstreams: [first.port],
});
try {
	const pages = await livePhotoPages(stack);
	const photoPage = (i: number) => pages[i % pages.length] ?? "/";
	for (const [name, nextPath] of [
		["search (GET /api/search)", search],
		["photo page (GET /photo/:n)", photoPage],
	] as const) {
		const [one, two] = await compare([solo.url, stack.url], nextPath);
		if (!one || !two) throw new Error("no result");
		console.log(`  ${name}`);
		console.log(`    1 instance : ${fmt(one)}`);
		console.log(`    2 instances: ${fmt(two)}`);
		console.log(
			`    ratio 2/1  : ${(two.rps / one.rps).toFixed(2)}x requests/s, p95 ${(two.p95 / one.p95).toFixed(2)}x`,
		);
	}
} finally {
	await solo.stop();
	await stack.close();
}

const local = await mediaCost("shared-disk");
console.log("  a thumbnail through one instance");
console.log(`    local disk : ${fmt(local)}`);
const s3 = await mediaCost("s3");
console.log(`    S3 (s3rver): ${fmt(s3)}`);
console.log(
	`    S3 / local : ${(s3.p50 / local.p50).toFixed(2)}x median latency, ${(local.rps / s3.rps).toFixed(2)}x the time per request`,
);
