import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { seedDemo } from "./db/seed/seed";
import { ensureBrandAssets } from "./media/brand";
import { localStorage } from "./media/storage";
import { countPhotos } from "./photos/service";
import {
	cliUrl,
	DataDirBusyError,
	openConfiguredDatabase,
	readServerFile,
	removeServerFile,
	writeServerFile,
} from "./runtime";

const WEB_DIR = fileURLToPath(new URL("../dist/web", import.meta.url));

async function main() {
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
	const storage = localStorage(config.dataDir);
	await ensureBrandAssets(storage);
	if (config.seedPhotos > 0 && (await countPhotos(database)) === 0) {
		console.log(`Empty catalogue: generating a demo archive of ${config.seedPhotos} photos…`);
		const result = await seedDemo(database, storage, {
			photos: config.seedPhotos,
			onProgress: (stage, done, total) => {
				if (done === total) console.log(`  ${stage}: ${done}/${total}`);
			},
		});
		console.log(`Seeded ${result.photos} photos in ${(result.ms / 1000).toFixed(1)} s.`);
	}

	const cliToken = randomBytes(24).toString("hex");
	const app = await buildApp({ config, database, storage, webDir: WEB_DIR, cliToken });
	const address = await app.listen({ port: config.port, host: config.host });
	const url = address.replace("[::1]", "localhost").replace("127.0.0.1", "localhost");
	writeServerFile(config.dataDir, cliUrl(Number(new URL(address).port)), cliToken);
	app.log.info(`ready in ${Date.now() - started} ms on ${config.databaseUrl ? "PostgreSQL" : "PGlite"}`);
	console.log(
		`Snapshot Set Dressing is running at ${url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
	);

	let closing = false;
	const shutdown = async (signal: string) => {
		if (closing) return;
		closing = true;
		app.log.info(`${signal}: shutting down`);
		await app.close();
		// The command channel closes with the server; the database lock goes with the database.
		removeServerFile(config.dataDir);
		await database.close();
		process.exit(0);
	};
	process.on("SIGINT", () => void shutdown("SIGINT"));
	process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

await main();
