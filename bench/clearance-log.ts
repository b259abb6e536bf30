import { rmSync } from "node:fs";
import path from "node:path";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import { setUserRole } from "../server/auth/service";
import { renderClearanceLog } from "../server/clearance/log-pdf";
import { clearanceLog, clearanceLogCsv } from "../server/clearance/log-service";
import { openDatabase } from "../server/db/client";
import { seedDemo } from "../server/db/seed/seed";
import { localStorage } from "../server/media/storage";
import { benchConfig, signUpByLink } from "./support";

/**
 * A production's clearance log (issue 26) at 500 licences, over real HTTP on loopback: the JSON
 * its page reads, the PDF and the CSV. The licences are bought the real way (cart, checkout by
 * invoice accepting the terms, marked paid), five orders of 100 photos, each line with a scene
 * note. PGlite by default; BENCH_DATABASE_URL names an empty scratch PostgreSQL database instead.
 * BENCH_RUNS (default 20) requests of each kind.
 */
const LICENCES = 500;
const PER_ORDER = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const { dir, config } = benchConfig("clearance-log", { CAPTCHA: "off" });
const database = process.env.BENCH_DATABASE_URL
	? await openDatabase({ driver: "postgres", url: process.env.BENCH_DATABASE_URL })
	: await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
await database.migrate();
const storage = localStorage(dir);
await seedDemo(database, storage, { photos: 800 });
// Every live photo cleared for any use, as a production's lawyers would want it.
await database.query(sql`update releases set status = 'verified' where status = 'pending_review'`);
const app = await buildApp({ config, database, storage });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const origin = config.publicUrl;

const email = "producer@bench.test";
const cookie = await signUpByLink(config, address, email, "Pia");
await setUserRole(database, email, "admin");

async function call(method: string, url: string, body?: unknown): Promise<Response> {
	const res = await fetch(address + url, {
		method,
		headers: { origin, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
	return res;
}

const photoIds = (
	await database.query<{ id: string }>(
		sql`select id from photos where photo_status = 'live' order by photoid limit ${LICENCES}`,
	)
).map((r) => r.id);
if (photoIds.length < LICENCES) throw new Error(`only ${photoIds.length} live photos`);
const project = (
	await (await call("POST", "/api/projects", { name: "Bench Season One", company: "Bench Pictures" })).json()
).project as { id: string };
const billing = { name: "Pia Bench", email, company: "Bench Pictures", address: "1 Bench Road" };

for (let start = 0; start < LICENCES; start += PER_ORDER) {
	const ids = photoIds.slice(start, start + PER_ORDER);
	await call("POST", "/api/cart/items", { items: ids.map((photo_id) => ({ photo_id })) });
	const cart = await (await call("GET", "/api/cart")).json();
	const notes = Object.fromEntries(
		cart.items.map((line: { id: string }, i: number) => [
			line.id,
			`Ep. ${1 + start / PER_ORDER}, sc. ${i + 1}`,
		]),
	);
	const { order } = await (
		await call("POST", "/api/checkout", {
			project_id: project.id,
			billing,
			payment_method: "invoice",
			expected_total_cents: cart.total_cents,
			terms_version: LICENCE_TERMS_VERSION,
			scene_notes: notes,
		})
	).json();
	await call("POST", `/api/admin/orders/${order.id}/mark_paid`, {});
}

const kinds: Array<[string, string]> = [
	["JSON", `/api/projects/${project.id}/clearance`],
	["PDF", `/api/projects/${project.id}/clearance.pdf`],
	["CSV", `/api/projects/${project.id}/clearance.csv`],
];
const rows = (await (await call("GET", kinds[0]?.[1] ?? "")).json()).rows.length;
if (rows !== LICENCES) throw new Error(`the log lists ${rows} licences, not ${LICENCES}`);

const driver = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";
for (const [name, url] of kinds) {
	const times: number[] = [];
	let bytes = 0;
	for (let i = 0; i < RUNS; i++) {
		const t0 = performance.now();
		bytes = (await (await call("GET", url)).arrayBuffer()).byteLength;
		times.push(performance.now() - t0);
	}
	times.sort((a, b) => a - b);
	const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1);
	console.log(
		`clearance log ${name.padEnd(4)} ${LICENCES} licences (${driver}): p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  ${(bytes / 1024).toFixed(0)} KiB  (${RUNS} runs)`,
	);
}

// Where the time goes, in process: the three statements and the mapping, then the PDF alone.
const userId =
	(await database.query<{ id: string }>(sql`select id from users where email = ${email}`))[0]?.id ?? "";
const parts: Record<string, number[]> = {
	"log (3 statements + rules)": [],
	"PDF render": [],
	"CSV text": [],
};
for (let i = 0; i < Math.min(RUNS, 10); i++) {
	let t0 = performance.now();
	const log = await clearanceLog(database.db, project.id, { userId, admin: false });
	parts["log (3 statements + rules)"]?.push(performance.now() - t0);
	t0 = performance.now();
	await renderClearanceLog(log);
	parts["PDF render"]?.push(performance.now() - t0);
	t0 = performance.now();
	clearanceLogCsv(log);
	parts["CSV text"]?.push(performance.now() - t0);
}
for (const [name, times] of Object.entries(parts)) {
	times.sort((a, b) => a - b);
	console.log(`  in process: ${name.padEnd(28)} p50 ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms`);
}

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
