import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { openRedis } from "./cluster/redis";
import { ConfigError, loadConfig, localUrl } from "./config";
import { startPreparation } from "./demo/preparation";
import { createLifecycle } from "./health/lifecycle";
import { createStorage } from "./media/create-storage";
import { createMetricsRegistry, startMetricsListener } from "./observability/metrics";
import {
	cliUrl,
	DataDirBusyError,
	openConfiguredDatabase,
	readServerFile,
	removeServerFile,
	writeServerFile,
} from "./runtime";

/** How long shutdown waits for the database's pools to end before it exits anyway. */
const DATABASE_CLOSE_MS = 3000;

const WEB_DIR = fileURLToPath(new URL("../dist/web", import.meta.url));

export type ServeOptions = {
	/** A build of the web app under way (npm start on a fresh checkout): pages are served once it is done. */
	webBuild?: Promise<void>;
};

/**
 * Reads the config, opens the database, migrates and listens; what used to hold the first start
 * back (the home page's art, the demo archive) is prepared after, while the site serves.
 */
export async function serve(options: ServeOptions = {}): Promise<void> {
	const started = Date.now();
	let config: ReturnType<typeof loadConfig>;
	try {
		config = loadConfig();
	} catch (err) {
		if (err instanceof ConfigError) {
			console.error(err.message);
			process.exit(1);
		}
		throw err;
	}
	mkdirSync(config.dataDir, { recursive: true });
	let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
	try {
		database = await openConfiguredDatabase(config);
	} catch (err) {
		if (!(err instanceof DataDirBusyError)) throw err;
		const other = readServerFile(config.dataDir);
		console.error(
			other?.pid === err.pid
				? `A server (pid ${err.pid}) already runs on ${config.dataDir} at ${other.url}. Stop it first.`
				: `Cannot start: ${err.message}.`,
		);
		process.exit(1);
	}
	await database.migrate();
	const storage = createStorage(config);
	if (options.webBuild) await options.webBuild;

	const cliToken = randomBytes(24).toString("hex");
	const redis = config.redis ? openRedis(config.redis) : undefined;
	const lifecycle = createLifecycle();
	const metrics = config.metrics
		? createMetricsRegistry(database, (err) =>
				app.log.error({ err }, "metrics: the queue figures could not be read"),
			)
		: undefined;
	const app = await buildApp({
		config,
		database,
		storage,
		webDir: WEB_DIR,
		cliToken,
		redis,
		lifecycle,
		...(metrics ? { metrics } : {}),
	});
	// What the first start prepares while it serves (server/demo/preparation.ts).
	const preparation = await startPreparation({
		database,
		storage,
		seedPhotos: config.seedPhotos,
		print: (line) => console.log(line),
		log: app.log,
	});
	const address = await app.listen({ port: config.port, host: config.host });
	const metricsListener =
		metrics && config.metrics
			? await startMetricsListener(metrics, config.metrics, (err) =>
					app.log.error({ err }, "metrics: the scrape failed"),
				)
			: undefined;
	if (metricsListener)
		app.log.info(`metrics on http://${config.metrics?.host}:${metricsListener.port}/metrics`);
	const port = Number(new URL(address).port);
	writeServerFile(config.dataDir, cliUrl(port), cliToken);
	app.log.info(`ready in ${Date.now() - started} ms on ${config.databaseUrl ? "PostgreSQL" : "PGlite"}`);
	// The address mail links lead to (PUBLIC_URL, by default the one listened on), so the browser
	// the user opens it in is the one their sign-in link signs in.
	const local = localUrl(config.host, port);
	const shown =
		config.publicUrl === localUrl(config.host, config.port)
			? local
			: `${config.publicUrl} (listening on ${local})`;
	console.log(
		`Snapshot Set Dressing is running at ${shown} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
	);

	let closing = false;
	/**
	 * Graceful shutdown (docs/deploy-runtime.md): readiness answers 503 and answers carry
	 * `Connection: close` at once; after SHUTDOWN_DELAY_MS (the balancer has noticed) the listener
	 * closes, requests in flight finish, and the job, mail and aggregator workers end their current
	 * batch (app.close runs their stop()). All of it within SHUTDOWN_TIMEOUT_MS; past it, the
	 * connections left are cut and the process exits 1 (so does a close that failed).
	 */
	const shutdown = async (signal: string) => {
		if (closing) {
			// A second signal (Ctrl-C twice, an impatient supervisor): stop now, not after the drain.
			app.log.warn({ signal }, "shutting down: second signal, exiting without draining");
			app.server.closeAllConnections();
			process.exit(1);
		}
		closing = true;
		lifecycle.beginShutdown();
		const { delayMs, timeoutMs } = config.shutdown;
		app.log.info({ signal, delayMs, timeoutMs }, "shutting down: readiness fails, draining");
		await new Promise((resolve) => setTimeout(resolve, delayMs));
		let timer: NodeJS.Timeout | undefined;
		const timedOut = new Promise<"timeout">((resolve) => {
			timer = setTimeout(() => resolve("timeout"), timeoutMs);
		});
		const drain = async (): Promise<"done" | "failed"> => {
			try {
				// A seed under way stops before its next batch; the next start resumes it.
				await Promise.all([preparation.stop(), app.close(), metricsListener?.close()]);
				return "done";
			} catch (err) {
				app.log.error({ err }, "shutting down: closing failed");
				return "failed";
			}
		};
		const outcome = await Promise.race([drain(), timedOut]);
		clearTimeout(timer);
		if (outcome !== "done") {
			app.log.warn({ outcome, timeoutMs }, "shutting down: not drained, cutting the connections left");
			app.server.closeAllConnections();
		}
		// The command channel closes with the server; the database lock goes with the database.
		removeServerFile(config.dataDir);
		redis?.disconnect();
		// A pool ends only once every client is back: a query stuck past the timeout must not hold
		// the exit, so the close gets a few seconds of its own.
		await Promise.race([
			database.close().catch((err: unknown) => app.log.error({ err }, "shutting down: database close")),
			new Promise((resolve) => setTimeout(resolve, DATABASE_CLOSE_MS).unref()),
		]);
		app.log.info({ outcome }, "shut down");
		process.exit(outcome === "done" ? 0 : 1);
	};
	process.on("SIGINT", () => void shutdown("SIGINT"));
	process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
