import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { seedDemo } from "../server/db/seed/seed";
import { ensureBrandAssets } from "../server/media/brand";
import { localStorage } from "../server/media/storage";

/** Latency of the foundation's endpoints over real HTTP on loopback (4 concurrent clients). */
const dir = mkdtempSync(path.join(os.tmpdir(), "snap-bench-api-"));
const config = loadConfig({
	NODE_ENV: "production",
	DATA_DIR: dir,
	LOG_LEVEL: "silent",
	AUTH_SECRET: "b".repeat(32),
	PUBLIC_URL: "http://localhost",
	// Required in production; nothing here sends mail.
	SMTP_URL: "smtp://127.0.0.1:9",
	SELLER_NAME: "Bench Seller LLC",
	SELLER_ADDRESS: "1 Bench St, Springfield",
});
const database = await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
await database.migrate();
const storage = localStorage(dir);
await ensureBrandAssets(storage);
await seedDemo(database, storage, { photos: 300 });
await database.query(
	(await import("drizzle-orm"))
		.sql`insert into click_analytics (entity_type, entity_id, total_clicks, unique_users, last_clicked_at)
	select 'photo', id::text, (random() * 100)::int + 1, 1, now() from photos where photo_status = 'live'`,
);
const app = await buildApp({ config, database, storage });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

async function measure(url: string, requests = 400, concurrency = 4) {
	const times: number[] = [];
	let next = 0;
	const worker = async () => {
		while (next++ < requests) {
			const t0 = performance.now();
			const res = await fetch(address + url);
			await res.arrayBuffer();
			times.push(performance.now() - t0);
		}
	};
	await Promise.all(Array.from({ length: concurrency }, worker));
	times.sort((a, b) => a - b);
	const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(2);
	console.log(
		`${url.padEnd(32)} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  (${requests} requests, ${concurrency} clients)`,
	);
}

for (const url of [
	"/api/health",
	"/api/photos/count",
	"/api/popular/photos?limit=24",
	"/api/banner",
	"/api/studio-logos",
]) {
	await measure(url);
}
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
