import { rmSync } from "node:fs";
import path from "node:path";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import { setUserRole } from "../server/auth/service";
import { openDatabase } from "../server/db/client";
import { seedDemo } from "../server/db/seed/seed";
import { localStorage } from "../server/media/storage";
import { benchConfig, signUpByLink } from "./support";

/**
 * The cost of buying, over real HTTP on loopback: an 80-photo cart priced, checked out by
 * invoice, marked paid by an admin, its invoice and certificate PDFs rendered, and an original
 * downloaded through a signed link. One client, one order at a time, on PGlite.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 15);
const LINES = 80;
const { dir, config } = benchConfig("commerce", { CAPTCHA: "off" });
const database = await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
await database.migrate();
const storage = localStorage(dir);
await seedDemo(database, storage, { photos: 300 });
const app = await buildApp({ config, database, storage });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const origin = config.publicUrl;

const email = "buyer@bench.test";
const cookie = await signUpByLink(config, address, email, "Bea");
// The buyer is its own admin here: marking paid costs the same whoever does it.
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
		sql`select id from photos where photo_status = 'live' and original_key is not null order by photoid limit ${LINES}`,
	)
).map((r) => r.id);
if (photoIds.length < LINES) throw new Error(`only ${photoIds.length} live photos`);
const project = (
	await (await call("POST", "/api/projects", { name: "Bench Nights", company: "Bench Pictures" })).json()
).project as { id: string };
const billing = { name: "Bea Bench", email, company: "Bench Pictures", address: "1 Bench Road" };

const steps: Record<string, number[]> = {};
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
	const t0 = performance.now();
	const result = await run();
	const times = steps[name] ?? [];
	times.push(performance.now() - t0);
	steps[name] = times;
	return result;
}

for (let i = 0; i < ORDERS; i++) {
	await step(`POST /api/cart/items (${LINES} photos)`, () =>
		call("POST", "/api/cart/items", { items: photoIds.map((photo_id) => ({ photo_id })) }),
	);
	const cart = await step(`GET /api/cart (${LINES} lines, priced)`, async () =>
		(await call("GET", "/api/cart")).json(),
	);
	const { order } = await step(`POST /api/checkout (${LINES} lines, invoice)`, async () =>
		(
			await call("POST", "/api/checkout", {
				project_id: project.id,
				billing,
				payment_method: "invoice",
				expected_total_cents: cart.total_cents,
				terms_version: LICENCE_TERMS_VERSION,
			})
		).json(),
	);
	await step("POST /api/admin/orders/{id}/mark_paid", () =>
		call("POST", `/api/admin/orders/${order.id}/mark_paid`, {}),
	);
	await step(`GET invoice.pdf (${LINES} lines)`, async () =>
		(await call("GET", `/api/orders/${order.id}/invoice.pdf`)).arrayBuffer(),
	);
	await step(`GET certificate.pdf (${LINES} thumbnails)`, async () =>
		(await call("GET", `/api/orders/${order.id}/certificate.pdf`)).arrayBuffer(),
	);
	const purchases = await step("GET /api/purchases", async () =>
		(await call("GET", "/api/purchases")).json(),
	);
	const first = purchases.purchases[0];
	const { url } = await step("POST download-link", async () =>
		(await call("POST", `/api/purchases/${first.id}/download-link`, {})).json(),
	);
	await step("GET signed download (original)", async () => (await call("GET", url)).arrayBuffer());
}

for (const [name, times] of Object.entries(steps)) {
	times.sort((a, b) => a - b);
	const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1);
	console.log(`${name.padEnd(44)} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  (${times.length})`);
}

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
