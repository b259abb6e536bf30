import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import { startSmtpServer } from "../server/test/smtp";
import { type Nginx, startNginx } from "./nginx";
import { type Child, freePort, startChild, waitForOk } from "./processes";

/**
 * The multi-instance stack on this machine (issue 31, docs/deploy.md): a fresh PostgreSQL
 * database, an S3-compatible server (s3rver) with a bucket, Redis under a key prefix of its own,
 * a real SMTP server, N app instances (`node --import tsx server/main.ts`, each with its own
 * DATA_DIR) and nginx in front of them as a round-robin balancer. Everything listens on
 * 127.0.0.1 on ports the OS picked free; `close()` removes it all (the database, the Redis keys,
 * the folder) and leaves nothing running.
 */

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379";
/** The PostgreSQL server the stack creates its database on (a maintenance database's URL). */
export const POSTGRES_URL =
	process.env.CLUSTER_DATABASE_URL ??
	process.env.TEST_DATABASE_URL ??
	"postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Where media live: `s3`, the bucket on s3rver (MEDIA_STORAGE=s3); `shared-disk`, one folder all
 * instances see (each instance's DATA_DIR/media and /originals link to the first's), as a shared
 * volume would be.
 */
export type MediaMode = "s3" | "shared-disk";

export type StackOptions = {
	instances?: number;
	media?: MediaMode;
	/** The demo archive the first instance seeds (the others start with SEED_PHOTOS=0). */
	seedPhotos?: number;
	/** A real SMTP server catching the mail (sign-in links); without it mail stays in each DATA_DIR. */
	smtp?: boolean;
	/** Variables every instance gets on top of the stack's own. */
	env?: Record<string, string>;
};

export type Instance = {
	readonly name: string;
	readonly port: number;
	/** The instance itself, past the balancer. */
	readonly url: string;
	readonly dataDir: string;
	readonly env: NodeJS.ProcessEnv;
	readonly running: boolean;
	/** The pid of the running process (undefined when stopped). */
	readonly pid: number | undefined;
	/** Starts (or starts again, on the same port) and waits until /api/ready answers 200. */
	start(): Promise<void>;
	/** Sends `signal` and waits for the exit; answers the exit code (null after SIGKILL). */
	stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export type Stack = {
	dir: string;
	/** nginx's address: PUBLIC_URL of every instance. */
	url: string;
	nginx: Nginx;
	instances: Instance[];
	databaseUrl: string;
	/** A pool on the stack's database, for checks the API does not answer (counts, rows). */
	db: pg.Pool;
	redisPrefix: string;
	media: MediaMode;
	s3: { endpoint: string; bucket: string } | undefined;
	smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
	/**
	 * Another instance beside the balanced ones (not behind nginx), on the stack's settings with
	 * `env` on top, its own DATA_DIR `dataDir` (made if missing); not started. Stopped by close().
	 */
	addInstance(name: string, dataDir: string, env: Record<string, string>): Promise<Instance>;
	/** The CLI (`npm run cli -- …`) against the stack's database, as an operator runs it. */
	cli(...args: string[]): Promise<string>;
	close(): Promise<void>;
};

function withDatabase(url: string, name: string): string {
	const u = new URL(url);
	u.pathname = `/${name}`;
	return u.toString();
}

/** The variables of this process the instances must not inherit (the test runner's, ours). */
function baseEnv(): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = {};
	for (const key of ["PATH", "HOME", "TMPDIR", "LANG", "TZ"]) {
		const value = process.env[key];
		if (value !== undefined) env[key] = value;
	}
	return env;
}

/** s3rver in a process of its own with one bucket, as a real store would be (the suite and the media bench). */
export async function startS3(dir: string, bucket: string): Promise<{ endpoint: string; child: Child }> {
	let resolvePort: (port: number) => void = () => undefined;
	const listening = new Promise<number>((resolve) => {
		resolvePort = resolve;
	});
	const child = startChild(
		process.execPath,
		[
			// s3rver 3.7 on Node 20: a bucket listing longer than a page needs the legacy MD5 provider.
			"--openssl-legacy-provider",
			path.join(ROOT, "node_modules/s3rver/bin/s3rver.js"),
			"--directory",
			path.join(dir, "s3"),
			"--address",
			"127.0.0.1",
			"--port",
			"0",
			"--silent",
			"--configure-bucket",
			bucket,
		],
		{
			cwd: ROOT,
			env: baseEnv(),
			logFile: path.join(dir, "s3rver.log"),
			onLine: (line) => {
				const port = line.match(/listening on [\d.]+:(\d+)/)?.[1];
				if (port) resolvePort(Number(port));
			},
		},
	);
	const port = await Promise.race([
		listening,
		child.exited.then(() => {
			throw new Error("s3rver exited before it listened (see s3rver.log)");
		}),
		new Promise<never>((_, reject) => setTimeout(() => reject(new Error("s3rver did not start")), 20_000)),
	]);
	return { endpoint: `http://127.0.0.1:${port}`, child };
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
	const count = options.instances ?? 2;
	const media = options.media ?? "s3";
	const dir = mkdtempSync(path.join(os.tmpdir(), "ssd-cluster-"));
	const id = randomBytes(4).toString("hex");
	const databaseName = `cluster_${id}`;
	const redisPrefix = `cluster-${id}:`;
	const bucket = `ssd-cluster-${id}`;
	const cleanups: Array<() => Promise<void>> = [];
	const close = async () => {
		for (const cleanup of cleanups.splice(0).reverse()) {
			try {
				await cleanup();
			} catch (err) {
				console.warn(`cluster stack: a clean-up failed: ${err instanceof Error ? err.message : err}`);
			}
		}
		if (!process.env.CLUSTER_KEEP) rmSync(dir, { recursive: true, force: true });
	};

	try {
		const admin = new pg.Client({ connectionString: POSTGRES_URL });
		await admin.connect();
		await admin.query(`create database ${databaseName}`);
		await admin.end();
		const databaseUrl = withDatabase(POSTGRES_URL, databaseName);
		cleanups.push(async () => {
			const dropper = new pg.Client({ connectionString: POSTGRES_URL });
			await dropper.connect();
			await dropper.query(`drop database if exists ${databaseName} with (force)`);
			await dropper.end();
		});
		const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
		cleanups.push(() => db.end());

		// Only this run's keys: the server is shared (never FLUSHDB).
		cleanups.push(async () => {
			const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
			await redis.connect();
			let cursor = "0";
			do {
				const [next, keys] = await redis.scan(cursor, "MATCH", `${redisPrefix}*`, "COUNT", 500);
				cursor = next;
				if (keys.length > 0) await redis.del(...keys);
			} while (cursor !== "0");
			redis.disconnect();
		});

		let s3: Stack["s3"];
		if (media === "s3") {
			const server = await startS3(dir, bucket);
			cleanups.push(async () => {
				await server.child.stop("SIGTERM", 5000);
			});
			s3 = { endpoint: server.endpoint, bucket };
		}

		const smtp = options.smtp === false ? undefined : await startSmtpServer();
		if (smtp) cleanups.push(() => smtp.close());

		const nginxPort = await freePort();
		const publicUrl = `http://127.0.0.1:${nginxPort}`;
		const authSecret = randomBytes(32).toString("hex");
		const ports: number[] = [];
		for (let i = 0; i < count; i++) ports.push(await freePort());

		const sharedEnv: NodeJS.ProcessEnv = {
			...baseEnv(),
			NODE_ENV: "development",
			HOST: "127.0.0.1",
			DATABASE_URL: databaseUrl,
			PUBLIC_URL: publicUrl,
			// Every instance signs and reads the same cookies and links.
			AUTH_SECRET: authSecret,
			// Two proxies: the test client plays a CDN that writes the visitor's address, nginx the
			// second. Each client thereby has an address of its own, and what a visitor writes into
			// X-Forwarded-For before the CDN is not believed ("does not believe a forged address").
			TRUST_PROXY: "2",
			CAPTCHA: "off",
			LOG_LEVEL: "warn",
			REDIS_URL,
			REDIS_KEY_PREFIX: redisPrefix,
			// The suite (and the bench) search as guests from one address: the guest limit is not under test.
			GUEST_SEARCH_LIMIT_MINUTE: "1000000",
			GUEST_SEARCH_LIMIT_DAY: "1000000",
			GUEST_SEARCH_VISITOR_LIMIT_MINUTE: "1000000",
			GUEST_SEARCH_VISITOR_LIMIT_DAY: "1000000",
			SHUTDOWN_DELAY_MS: "1000",
			SHUTDOWN_TIMEOUT_MS: "15000",
			...(smtp ? { SMTP_URL: smtp.url } : {}),
			...(s3
				? {
						MEDIA_STORAGE: "s3",
						S3_BUCKET: s3.bucket,
						S3_ENDPOINT: s3.endpoint,
						S3_REGION: "us-east-1",
						S3_ACCESS_KEY_ID: "S3RVER",
						S3_SECRET_ACCESS_KEY: "S3RVER",
						S3_FORCE_PATH_STYLE: "true",
					}
				: { MEDIA_STORAGE: "local" }),
			...options.env,
		};

		const instances: Instance[] = [];
		for (let i = 0; i < count; i++) {
			const name = String.fromCharCode(97 + i);
			const port = ports[i] ?? 0;
			const dataDir = path.join(dir, `instance-${name}`);
			mkdirSync(dataDir, { recursive: true });
			if (media === "shared-disk" && i > 0) {
				const first = path.join(dir, "instance-a");
				for (const folder of ["media", "originals"]) {
					mkdirSync(path.join(first, folder), { recursive: true });
					symlinkSync(path.join(first, folder), path.join(dataDir, folder));
				}
			}
			const env: NodeJS.ProcessEnv = {
				...sharedEnv,
				PORT: String(port),
				DATA_DIR: dataDir,
				METRICS_PORT: String(await freePort()),
				SEED_PHOTOS: i === 0 ? String(options.seedPhotos ?? 24) : "0",
			};
			instances.push(
				makeInstance({ name, port, dataDir, env, logFile: path.join(dir, `instance-${name}.log`) }),
			);
		}
		cleanups.push(async () => {
			await Promise.all(instances.map((instance) => instance.stop("SIGTERM")));
		});
		// Started together: migrations run once under their advisory lock, the first seeds.
		await Promise.all(instances.map((instance) => instance.start()));

		const nginx = await startNginx({ dir: path.join(dir, "nginx"), port: nginxPort, upstreams: ports });
		cleanups.push(() => nginx.stop());

		const cliDir = path.join(dir, "cli");
		mkdirSync(cliDir, { recursive: true });
		const cli = async (...args: string[]) => {
			const { execFile } = await import("node:child_process");
			return new Promise<string>((resolve, reject) => {
				execFile(
					process.execPath,
					["--import", "tsx", "scripts/cli.ts", ...args],
					{ cwd: ROOT, env: { ...sharedEnv, DATA_DIR: cliDir, SEED_PHOTOS: "0" }, timeout: 60_000 },
					(err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)),
				);
			});
		};

		const addInstance = async (name: string, dataDir: string, env: Record<string, string>) => {
			mkdirSync(dataDir, { recursive: true });
			const port = await freePort();
			const instance = makeInstance({
				name,
				port,
				dataDir,
				env: { ...sharedEnv, PORT: String(port), DATA_DIR: dataDir, SEED_PHOTOS: "0", ...env },
				logFile: path.join(dir, `instance-${name}.log`),
			});
			cleanups.push(async () => {
				await instance.stop("SIGTERM");
			});
			return instance;
		};

		return {
			dir,
			url: publicUrl,
			addInstance,
			nginx,
			instances,
			databaseUrl,
			db,
			redisPrefix,
			media,
			s3,
			smtp,
			cli,
			close,
		};
	} catch (err) {
		await close();
		throw err;
	}
}

function makeInstance(options: {
	name: string;
	port: number;
	dataDir: string;
	env: NodeJS.ProcessEnv;
	logFile: string;
}): Instance {
	let child: Child | undefined;
	const url = `http://127.0.0.1:${options.port}`;
	return {
		name: options.name,
		port: options.port,
		url,
		dataDir: options.dataDir,
		env: options.env,
		get running() {
			return child !== undefined;
		},
		get pid() {
			return child?.pid;
		},
		async start() {
			if (child) return;
			const started = startChild(process.execPath, ["--import", "tsx", "server/main.ts"], {
				cwd: ROOT,
				env: options.env,
				logFile: options.logFile,
			});
			child = started;
			void started.exited.then(() => {
				if (child === started) child = undefined;
			});
			// The first start migrates and seeds the demo archive: ready once it is complete.
			await waitForOk(`${url}/api/ready`, started, 180_000);
		},
		async stop(signal = "SIGTERM") {
			const running = child;
			if (!running) return null;
			const code = await running.stop(signal);
			child = undefined;
			return code;
		},
	};
}
