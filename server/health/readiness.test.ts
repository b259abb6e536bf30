/**
 * GET /api/ready on the real app: 200 only when the database, the media storage and Redis (when
 * configured; the shared one at 127.0.0.1:6379) answer and the server is not shutting down.
 * A first start's demo preparation holding readiness back is tested in server/demo/preparation.test.ts.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openRedis, type Redis } from "../cluster/redis";
import { localStorage } from "../media/storage";
import { createTestDatabase, type TestDatabase, testConfig } from "../test/harness";
import { createLifecycle, type Lifecycle } from "./lifecycle";

type Built = { app: Awaited<ReturnType<typeof buildApp>>; database: TestDatabase; dataDir: string };
const built: Built[] = [];
const redisClients: Redis[] = [];

async function start(options: { redis?: Redis; lifecycle?: Lifecycle } = {}) {
	const config = testConfig();
	const database = await createTestDatabase();
	const storage = localStorage(config.dataDir);
	const app = await buildApp({ config, database, storage, ...options });
	await app.ready();
	const entry = { app, database, dataDir: config.dataDir };
	built.push(entry);
	const ready = async () => {
		const res = await app.inject({ method: "GET", url: "/api/ready" });
		return { status: res.statusCode, body: res.json(), headers: res.headers };
	};
	return { ...entry, ready };
}

afterEach(async () => {
	for (const { app, database, dataDir } of built.splice(0)) {
		await app.close();
		await database.dispose();
		rmSync(dataDir, { recursive: true, force: true });
	}
});
afterAll(() => {
	for (const client of redisClients.splice(0)) client.disconnect();
});

describe("GET /api/ready", () => {
	it("answers 200 with each part's state when all answer (Redis off when not configured)", async () => {
		const { ready } = await start();
		const res = await ready();
		expect(res.status).toBe(200);
		expect(res.headers["cache-control"]).toBe("no-store");
		expect(res.body).toEqual({
			ready: true,
			checks: { database: "ok", storage: "ok", redis: "off" },
			preparing: false,
			shutting_down: false,
		});
	});

	it("checks the configured Redis: 200 when it answers, 503 when it does not", async () => {
		const redis = openRedis({ url: "redis://127.0.0.1:6379", keyPrefix: "t-ready:" });
		redisClients.push(redis);
		// Commands sent before the connection is up fail at once (no offline queue): readiness
		// answers 503 until then, as it should.
		if (redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
		const up = await start({ redis });
		expect(await up.ready()).toMatchObject({ status: 200, body: { checks: { redis: "ok" } } });

		// Nothing listens on port 1: the client never connects, and readiness says so in time.
		const gone = openRedis({ url: "redis://127.0.0.1:1", keyPrefix: "t-ready:" });
		redisClients.push(gone);
		const down = await start({ redis: gone });
		const res = await down.ready();
		expect(res.status).toBe(503);
		expect(res.body).toMatchObject({
			ready: false,
			checks: { database: "ok", storage: "ok", redis: "error" },
		});
	});

	it("answers 503 when the media storage cannot be written", async () => {
		const { ready, dataDir } = await start();
		rmSync(path.join(dataDir, "originals"), { recursive: true, force: true });
		const res = await ready();
		expect(res.status).toBe(503);
		expect(res.body).toMatchObject({ ready: false, checks: { database: "ok", storage: "error" } });
	});

	it("answers 503 when the database is gone", async () => {
		const { ready, database } = await start();
		await database.close();
		const res = await ready();
		expect(res.status).toBe(503);
		expect(res.body).toMatchObject({ ready: false, checks: { database: "error", storage: "ok" } });
	});

	it("answers 503 once shutting down, and every answer then says Connection: close", async () => {
		const lifecycle = createLifecycle();
		const { app, ready } = await start({ lifecycle });
		const before = await app.inject({ method: "GET", url: "/api/health" });
		expect(before.headers.connection).not.toBe("close");

		lifecycle.beginShutdown();
		const res = await ready();
		expect(res.status).toBe(503);
		expect(res.body).toEqual({
			ready: false,
			checks: { database: "ok", storage: "ok", redis: "off" },
			preparing: false,
			shutting_down: true,
		});
		expect(res.headers.connection).toBe("close");
		// Liveness stays 200: the process is healthy, only leaving.
		const health = await app.inject({ method: "GET", url: "/api/health" });
		expect(health.statusCode).toBe(200);
		expect(health.headers.connection).toBe("close");
	});
});
