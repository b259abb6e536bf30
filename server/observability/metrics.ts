import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";
import { type QueueFigures, readQueueFigures } from "./queries";

/**
 * Prometheus metrics (issue 31), served on their own listener (METRICS_PORT, internal only; never
 * on the public port): request latency by route pattern, the database pools, the job and mail
 * queues' depth and the click aggregator's lag. The queue figures are counted when scraped, on
 * partial indexes, so they cost nothing between scrapes.
 */
export function createMetricsRegistry(database: Database, onError: (err: unknown) => void): Registry {
	const registry = new Registry();
	collectDefaultMetrics({ register: registry });

	new Gauge({
		name: "snap_db_pool_connections",
		help: "Connections of each PostgreSQL pool: total, idle, and clients waiting for one",
		labelNames: ["pool", "state"] as const,
		registers: [registry],
		collect() {
			this.reset();
			for (const pool of database.pools?.() ?? []) {
				this.set({ pool: pool.name, state: "total" }, pool.total);
				this.set({ pool: pool.name, state: "idle" }, pool.idle);
				this.set({ pool: pool.name, state: "waiting" }, pool.waiting);
			}
		},
	});

	// One query answers the three queue figures at scrape time; the gauges share its result.
	let pending: Promise<QueueFigures | undefined> | undefined;
	const figures = () => {
		pending ??= withDeadline(readQueueFigures(database), FIGURES_DEADLINE_MS)
			.catch((err: unknown) => {
				onError(err);
				return undefined;
			})
			.finally(() => {
				pending = undefined;
			});
		return pending;
	};
	new Gauge({
		name: "snap_job_queue_depth",
		help: "Jobs not yet finished, by state (queued, running)",
		labelNames: ["state"] as const,
		registers: [registry],
		async collect() {
			this.reset();
			const f = await figures();
			if (!f) return;
			this.set({ state: "queued" }, f.jobsQueued);
			this.set({ state: "running" }, f.jobsRunning);
		},
	});
	new Gauge({
		name: "snap_mail_queue_depth",
		help: "Mails waiting to be sent (pending, including retries)",
		registers: [registry],
		async collect() {
			// A scrape whose figures could not be read leaves the gauge out, not at an old value.
			this.reset();
			const f = await figures();
			if (f) this.set(f.mailPending);
		},
	});
	new Gauge({
		name: "snap_click_aggregator_lag_seconds",
		help: "Seconds since the oldest click event not yet folded by the aggregator (0 when none waits)",
		registers: [registry],
		async collect() {
			this.reset();
			const f = await figures();
			if (f) this.set(f.clickLagSeconds);
		},
	});
	return registry;
}

/**
 * A database in trouble must not hang the scrape (its latency histograms included) nor a
 * shutdown waiting for the metrics listener: past this, the queue figures are left out.
 */
const FIGURES_DEADLINE_MS = 2000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const deadline = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
		timer.unref();
	});
	return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Times every request by its route pattern (`/api/photos/:id`, never the raw URL: one series per
 * route, not per photo), its method and status. Requests no route matched count as "unmatched".
 */
export function registerMetrics(
	app: FastifyInstance,
	registry: Registry,
	/** Requests not to time: a page's own inner API requests, already inside the page's time. */
	skip: (request: FastifyRequest) => boolean = () => false,
): void {
	const latency = new Histogram({
		name: "snap_http_request_duration_seconds",
		help: "Time from a request's arrival to its answer, by route pattern",
		labelNames: ["method", "route", "status_code"] as const,
		buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
		registers: [registry],
	});
	app.addHook("onResponse", async (request, reply) => {
		if (skip(request)) return;
		latency.observe(
			{
				method: request.method,
				route: request.routeOptions.url ?? "unmatched",
				status_code: String(reply.statusCode),
			},
			reply.elapsedTime / 1000,
		);
	});
}

/** The internal listener: GET /metrics in Prometheus' text format, nothing else. */
export async function startMetricsListener(
	registry: Registry,
	{ port, host }: { port: number; host: string },
	onError: (err: unknown) => void,
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
	const server = createServer((req, res) => {
		if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
			res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
			return;
		}
		registry.metrics().then(
			(text) => res.writeHead(200, { "content-type": registry.contentType }).end(text),
			(err: unknown) => {
				onError(err);
				res.writeHead(500, { "content-type": "text/plain" }).end("metrics failed\n");
			},
		);
	});
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, host, () => {
			server.off("error", reject);
			resolve();
		});
	});
	return {
		server,
		port: (server.address() as AddressInfo).port,
		close: () =>
			new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
	};
}
