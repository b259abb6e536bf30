/**
 * Request ids (accepted from the balancer, echoed, passed to a page's inner API calls) and the
 * Prometheus metrics on their own listener, on the real app.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { enqueueMail } from "../mail/queries";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";
import { createMetricsRegistry, startMetricsListener } from "./metrics";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;
let listener: Awaited<ReturnType<typeof startMetricsListener>>;
/** Every request the app saw: its id, URL and whether it was a page's inner call. */
const seen: { id: string; url: string }[] = [];
const scrapeErrors: unknown[] = [];

beforeAll(async () => {
	ctx = await createTestApp();
	// A built web app's shell, so pages are written with their first answers (inner API calls).
	const webDir = path.join(ctx.config.dataDir, "web");
	mkdirSync(webDir, { recursive: true });
	writeFileSync(
		path.join(webDir, "index.html"),
		'<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
	);
	const registry = createMetricsRegistry(ctx.database, (err) => scrapeErrors.push(err));
	app = await buildApp({
		config: ctx.config,
		database: ctx.database,
		storage: ctx.storage,
		webDir,
		metrics: registry,
	});
	app.addHook("onRequest", async (request) => {
		seen.push({ id: request.id, url: request.url });
	});
	await app.ready();
	listener = await startMetricsListener(registry, { port: 0, host: "127.0.0.1" }, (err) =>
		scrapeErrors.push(err),
	);
});
afterAll(async () => {
	await listener?.close();
	await app?.close();
	await ctx?.close();
});

const scrape = async () => {
	const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
	expect(res.status).toBe(200);
	expect(res.headers.get("content-type")).toContain("text/plain");
	return res.text();
};
/** A sample's value by its name and labels as they print (`name{a="b"}`). */
const sample = (text: string, series: string) => {
	const line = text.split("\n").find((l) => l.startsWith(`${series} `));
	return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("request ids", () => {
	it("takes a well-formed X-Request-Id from the balancer and echoes it", async () => {
		const res = await app.inject({
			method: "GET",
			url: "/api/health",
			headers: { "x-request-id": "0f3c9a1b2d4e5f60718293a4b5c6d7e8" },
		});
		expect(res.headers["x-request-id"]).toBe("0f3c9a1b2d4e5f60718293a4b5c6d7e8");
	});

	it("makes a UUID when none came or the one that came is not a plain token", async () => {
		const none = await app.inject({ method: "GET", url: "/api/health" });
		expect(none.headers["x-request-id"]).toMatch(UUID);
		const odd = await app.inject({
			method: "GET",
			url: "/api/health",
			headers: { "x-request-id": 'evil" id with spaces\tand "quotes"' },
		});
		expect(odd.headers["x-request-id"]).toMatch(UUID);
		const long = await app.inject({
			method: "GET",
			url: "/api/health",
			headers: { "x-request-id": "a".repeat(200) },
		});
		expect(long.headers["x-request-id"]).toMatch(UUID);
		expect(none.headers["x-request-id"]).not.toBe(odd.headers["x-request-id"]);
	});

	it("follows a page into the API calls it makes for its first answers", async () => {
		seen.length = 0;
		const res = await app.inject({
			method: "GET",
			url: "/search",
			headers: { "x-request-id": "page-view-1" },
		});
		expect(res.statusCode).toBe(200);
		expect(res.headers["x-request-id"]).toBe("page-view-1");
		const inner = seen.filter((r) => r.url.startsWith("/api/"));
		expect(inner.length).toBeGreaterThan(0);
		expect(new Set(seen.map((r) => r.id))).toEqual(new Set(["page-view-1"]));
	});
});

describe("metrics on the internal listener", () => {
	it("times requests by route pattern, not by URL", async () => {
		const [a, b] = await insertPhotos(ctx.database, 2);
		// Guests may not read photos by id (401): the status is a label of its own.
		const statuses = new Set<number>();
		for (const id of [a, b])
			statuses.add((await app.inject({ method: "GET", url: `/api/photos/${id}` })).statusCode);
		expect(statuses.size).toBe(1);
		const [status] = [...statuses];
		await app.inject({ method: "GET", url: "/api/no-such-thing" });
		const text = await scrape();
		expect(
			sample(
				text,
				`snap_http_request_duration_seconds_count{method="GET",route="/api/photos/:ref",status_code="${status}"}`,
			),
		).toBe(2);
		expect(text).not.toContain(`route="/api/photos/${a}"`);
		expect(text).toMatch(
			/snap_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/photos\/:ref"/,
		);
		// A path no API route matched lands in the page shell's catch-all series.
		expect(text).not.toContain("no-such-thing");
		expect(text).toContain(
			'snap_http_request_duration_seconds_count{method="GET",route="/*",status_code="404"}',
		);
	});

	it("counts the job and mail queues and the aggregator's lag when scraped", async () => {
		await ctx.database.query(sql`delete from click_events`);
		let text = await scrape();
		expect(sample(text, "snap_click_aggregator_lag_seconds")).toBe(0);

		await ctx.database.query(sql`
			insert into jobs (kind, payload, run_after) values
				('sales_digest', '{}', now() + interval '1 hour'), ('sales_digest', '{}', now() + interval '1 hour')`);
		await enqueueMail(ctx.database.db, {
			kind: "sign_in_link",
			to: "someone@example.test",
			subject: "Sign in",
			text: "link",
			html: "<p>link</p>",
		});
		await ctx.database.query(sql`
			insert into click_events (event_type, entity_id, entity_type, created_at)
			values ('tag_click', 'Picnic', 'tag', now() - interval '90 seconds')`);
		text = await scrape();
		expect(sample(text, 'snap_job_queue_depth{state="queued"}')).toBeGreaterThanOrEqual(2);
		expect(sample(text, 'snap_job_queue_depth{state="running"}')).toBe(0);
		expect(sample(text, "snap_mail_queue_depth")).toBeGreaterThanOrEqual(1);
		const lag = sample(text, "snap_click_aggregator_lag_seconds") ?? 0;
		expect(lag).toBeGreaterThanOrEqual(89);
		expect(lag).toBeLessThan(600);
		expect(scrapeErrors).toEqual([]);
	});

	it("reports the database pools on the server", async () => {
		const text = await scrape();
		if (ctx.database.driver === "postgres") {
			expect(sample(text, 'snap_db_pool_connections{pool="main",state="total"}')).toBeGreaterThanOrEqual(1);
			expect(sample(text, 'snap_db_pool_connections{pool="main",state="waiting"}')).toBe(0);
			expect(text).toContain('pool="walk"');
		} else {
			expect(text).not.toContain("snap_db_pool_connections{");
		}
		// The process' own figures come along.
		expect(text).toContain("process_cpu_user_seconds_total");
	});

	it("answers nothing but GET /metrics", async () => {
		expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
		expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: "POST" })).status).toBe(404);
		// And the public app does not serve them.
		expect((await app.inject({ method: "GET", url: "/metrics" })).body).not.toContain("snap_http_request");
	});
});
