import { execFile } from "node:child_process";
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, type ClusterClient, clusterClient, randomAddress } from "./client";
import { type Instance, type Stack, startStack } from "./stack";

/**
 * Issue 31, scope 5: two app instances on one PostgreSQL, s3rver, Redis and a real SMTP server,
 * behind nginx as a round-robin balancer, proved from the outside (HTTP, the mail, the rows).
 * Requests go to each instance directly as well as through nginx. One stack for the file.
 */

const AUTH_RATE_LIMIT = 8;
const MEDIA = "s3";
let stack: Stack;
let a: Instance;
let b: Instance;
let admin: ClusterClient;

const run = promisify(execFile);
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function signUp(client: ClusterClient, through: string, name: string): Promise<string> {
	const email = `${name.toLowerCase()}.${unique()}@cluster.test`;
	const sent = await client.post(through, "/api/auth/sign-in/magic-link", {
		email,
		name,
		callbackURL: "/photos",
		newUserCallbackURL: "/photos",
		metadata: {
			first_name: name,
			agreement_type: "standard",
			agreement_accepted: true,
			agreement_date: new Date().toISOString(),
		},
	});
	expect(sent.status, sent.text).toBe(200);
	const mail = await stack.smtp?.waitFor(email, /sign-in link/);
	const link = new URL(mail?.links[0] ?? "");
	// The link names the balancer (PUBLIC_URL); it is opened on the other instance.
	expect(link.origin).toBe(stack.url);
	const opened = await client.get(through === a.url ? b.url : a.url, `${link.pathname}${link.search}`);
	expect(opened.status, opened.text).toBe(302);
	return email;
}

const me = async (client: ClusterClient, base: string) => {
	const res = await client.get(base, "/api/me");
	return res.status === 200 ? (res.json<{ user: { email: string } | null }>().user?.email ?? null) : null;
};

const searchIds = async (client: ClusterClient, base: string, q: string) => {
	const res = await client.get(base, `/api/search?q=${encodeURIComponent(q)}&limit=50`);
	expect(res.status, res.text).toBe(200);
	return res.json<{ photos: Array<{ id: string }> }>().photos.map((p) => p.id);
};

/** Which instance served each request nginx logged since `from` (its upstream address). */
function upstreamsSince(from: number): string[] {
	const log = readFileSync(stack.nginx.accessLog, "utf8").slice(from);
	return log
		.split("\n")
		.filter(Boolean)
		.map((line) => line.split(" ")[1] ?? "");
}
const accessLogSize = () => readFileSync(stack.nginx.accessLog, "utf8").length;

beforeAll(async () => {
	stack = await startStack({
		media: MEDIA,
		seedPhotos: 24,
		env: { AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT) },
	});
	[a, b] = stack.instances as [Instance, Instance];
	admin = clusterClient(stack.url);
	const email = await signUp(admin, stack.url, "Ada");
	expect(await stack.cli("grant-admin", email)).toContain("is now an admin");
});

afterAll(async () => {
	await stack?.close();
});

describe("two instances behind nginx", () => {
	it("balances round robin over both instances and both answer readiness", async () => {
		for (const instance of [a, b]) expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
		const from = accessLogSize();
		for (let i = 0; i < 6; i++) expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
		await sleep(400); // the access log is flushed every 200 ms
		const served = upstreamsSince(from);
		expect(new Set(served)).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
	});

	it("signs in through one instance (the link from the SMTP server) and keeps shopping through the other", async () => {
		const buyer = clusterClient(stack.url);
		const email = await signUp(buyer, a.url, "Bea");
		for (const base of [a.url, b.url, stack.url]) expect(await me(buyer, base)).toBe(email);

		const [first, second] = await searchIds(buyer, b.url, "");
		expect(first && second).toBeTruthy();
		const added = await buyer.post(b.url, "/api/cart/items", { items: [{ photo_id: first }] });
		expect(added.status, added.text).toBe(200);
		const more = await buyer.post(stack.url, "/api/cart/items", { items: [{ photo_id: second }] });
		expect(more.json()).toMatchObject({ added: 1 });
		for (const base of [a.url, b.url, stack.url])
			expect((await buyer.get(base, "/api/cart/count")).json()).toEqual({ count: 2 });

		// Signed out through one: no instance knows the session any more.
		expect((await buyer.post(b.url, "/api/auth/sign-out", {})).status).toBe(200);
		for (const base of [a.url, b.url, stack.url]) expect(await me(buyer, base)).toBeNull();
	});

	it("uses an admin's new synonym, added on one instance, in a search on the other at once", async () => {
		const word = `zq${unique()}`;
		const guest = clusterClient(stack.url);
		const cakes = await searchIds(guest, b.url, "cake");
		expect(cakes.length).toBeGreaterThan(0);
		expect(await searchIds(guest, b.url, word)).toEqual([]);
		const added = await admin.post(a.url, "/api/admin/synonyms", { term: word, synonym_of: "cake" });
		expect(added.status, added.text).toBe(201);
		expect((await searchIds(guest, b.url, word)).sort()).toEqual([...cakes].sort());
		expect((await searchIds(guest, stack.url, word)).length).toBe(cakes.length);
	});

	it("counts clicks sent to both instances exactly once", async () => {
		const entity = `cluster-click-${unique()}`;
		const sent = 12;
		// One click each from twelve visitors, alternately to each instance and through nginx.
		const answers = await Promise.all(
			Array.from({ length: sent }, (_, i) =>
				clusterClient(stack.url).post([a.url, b.url, stack.url][i % 3] ?? stack.url, "/api/track-events", {
					events: [{ event_type: "photo_view", entity_type: "photo", entity_id: entity }],
				}),
			),
		);
		expect(answers.map((r) => r.status)).toEqual(Array(sent).fill(202));
		const total = async () =>
			(
				await stack.db.query<{ n: number }>(
					"select coalesce(sum(total_clicks), 0)::int as n from click_analytics where entity_id = $1",
					[entity],
				)
			).rows[0]?.n;
		// Both instances' aggregators run every 200 ms, each claiming batches with SKIP LOCKED.
		await expect.poll(total, { timeout: 15_000, interval: 200 }).toBe(sent);
		await sleep(1000);
		expect(await total()).toBe(sent);
		const left = await stack.db.query<{ n: number }>(
			"select count(*)::int as n from click_events where entity_id = $1 and not processed",
			[entity],
		);
		expect(left.rows[0]?.n).toBe(0);
	});

	it(`serves media uploaded through one instance from the other (${MEDIA})`, async () => {
		const family = await stack.db.query<{ id: string }>(
			"select id from users where role = 'family' order by id limit 1",
		);
		const familyId = family.rows[0]?.id ?? "";
		expect(familyId).not.toBe("");
		const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6fb0" } })
			.jpeg()
			.toBuffer();
		const query = new URLSearchParams({ family: familyId, filename: `cluster-${unique()}.jpg` });
		const uploaded = await admin.request(
			a.url,
			"POST",
			`/api/admin/photos/uploads?${query}`,
			new Blob([new Uint8Array(jpeg)]),
			{
				"content-type": "image/jpeg",
			},
		);
		expect(uploaded.status, uploaded.text).toBe(201);
		const photo = uploaded.json<{ photo: { id: string; thumbnail_url: string } }>().photo;
		for (const base of [b.url, stack.url]) {
			const res = await fetch(new URL(photo.thumbnail_url, base));
			expect(res.status, `${base}${photo.thumbnail_url}`).toBe(200);
			const image = Buffer.from(await res.arrayBuffer());
			expect((await sharp(image).metadata()).format).toBe("webp");
		}
	});

	it(`clears the filter options on the other instance when an admin renames an event`, {}, async () => {
		type Options = { events: Array<{ id: string; value: string }> };
		const guest = clusterClient(stack.url);
		const before = (await guest.get(b.url, "/api/filter-options")).json<Options>();
		const event = before.events[0];
		expect(event).toBeDefined();
		const name = `Cluster party ${unique()}`;
		const renamed = await admin.request(a.url, "PATCH", `/api/admin/events/${event?.id}`, { name });
		expect(renamed.status, renamed.text).toBe(200);
		// B kept the options for a minute; the notification clears them (allow the round trip).
		await expect
			.poll(
				async () =>
					(await guest.get(b.url, "/api/filter-options")).json<Options>().events.map((e) => e.value),
				{
					timeout: 2000,
					interval: 100,
				},
			)
			.toContain(name);
	});

	it(`shares a rate limit between the instances`, {}, async () => {
		const client = clusterClient(stack.url);
		const attempt = (base: string) =>
			client.post(base, "/api/auth/sign-in/email", {
				email: `nobody.${unique()}@cluster.test`,
				password: "wrong-password-1",
			});
		const statuses: number[] = [];
		for (let i = 0; i < AUTH_RATE_LIMIT; i++)
			statuses.push((await attempt(i % 2 === 0 ? a.url : b.url)).status);
		expect(statuses).not.toContain(429);
		// Each instance has seen half the limit: the next request is over it on either.
		expect((await attempt(a.url)).status).toBe(429);
		expect((await attempt(b.url)).status).toBe(429);
		expect((await attempt(stack.url)).status).toBe(429);
	});

	it("does not believe an address a client forged in X-Forwarded-For", async () => {
		// The client plays the CDN in front of nginx (TRUST_PROXY=2): it appends the visitor's real
		// address after whatever the visitor wrote. A new forged address per request must not
		// give a new count: the limit still falls after AUTH_RATE_LIMIT requests.
		const client = clusterClient(stack.url);
		const attempt = (forged: string) =>
			client.post(
				stack.url,
				"/api/auth/sign-in/email",
				{ email: `nobody.${unique()}@cluster.test`, password: "wrong-password-1" },
				{ "x-forwarded-for": `${forged}, ${client.address}` },
			);
		const statuses: number[] = [];
		for (let i = 0; i <= AUTH_RATE_LIMIT; i++) statuses.push((await attempt(randomAddress())).status);
		expect(statuses.slice(0, AUTH_RATE_LIMIT)).not.toContain(429);
		expect(statuses[AUTH_RATE_LIMIT]).toBe(429);
	});
});

describe("backups", () => {
	it("restores the database (pg_dump, pg_restore) and the media into a new instance that serves the same catalogue", async () => {
		const backup = path.join(stack.dir, "backup");
		mkdirSync(backup, { recursive: true });
		const dump = path.join(backup, "database.dump");
		await run("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, stack.databaseUrl]);
		const restoredName = `${new URL(stack.databaseUrl).pathname.slice(1)}_restored`;
		await stack.db.query(`create database ${restoredName}`);
		const restoredUrl = new URL(stack.databaseUrl);
		restoredUrl.pathname = `/${restoredName}`;
		try {
			await run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${restoredUrl}`, dump]);
			const dataDir = path.join(stack.dir, "instance-restored");
			// Media: on a disk, the folders are copied back; in a bucket they stay where they are
			// (the bucket's versioning keeps them; docs/deploy.md).
			if (stack.media === "shared-disk")
				for (const folder of ["media", "originals"])
					cpSync(path.join(a.dataDir, folder), path.join(dataDir, folder), {
						recursive: true,
						dereference: true,
					});
			const restored = await stack.addInstance("restored", dataDir, { DATABASE_URL: restoredUrl.toString() });
			await restored.start();
			const guest = clusterClient(stack.url);
			expect((await searchIds(guest, restored.url, "cake")).sort()).toEqual(
				(await searchIds(guest, a.url, "cake")).sort(),
			);
			const photo = await stack.db.query<{ photoid: number; thumbnail_url: string }>(
				"select photoid, thumbnail_url from photos where photo_status = 'live' order by photoid limit 1",
			);
			const row = photo.rows[0];
			expect(row).toBeDefined();
			expect((await fetch(`${restored.url}/photo/${row?.photoid}`)).status).toBe(200);
			expect((await fetch(`${restored.url}${row?.thumbnail_url}`)).status).toBe(200);
			expect(await restored.stop("SIGTERM")).toBe(0);
		} finally {
			await stack.db.query(`drop database if exists ${restoredName} with (force)`);
		}
	});
});

/** Requests through nginx, `workers` at a time, until `stop` is aborted; answers every status. */
async function traffic(stop: AbortSignal, workers = 4): Promise<Array<{ url: string; status: number }>> {
	const results: Array<{ url: string; status: number }> = [];
	const urls = ["/api/search?q=cake&limit=24", "/photo/1", "/api/search?q=picnic&limit=24", "/api/health"];
	await Promise.all(
		Array.from({ length: workers }, async (_, w) => {
			const client = clusterClient(stack.url);
			for (let i = w; !stop.aborted; i++) {
				const url = urls[i % urls.length] ?? "/";
				let res: Answer | undefined;
				try {
					// nginx never retries a POST once sent, so these prove the drain itself: an instance
					// that stopped without finishing them (before graceful shutdown it reset a
					// connection mid-request now and then) fails the test.
					res =
						i % 5 === 0
							? await client.post(stack.url, "/api/track-events", {
									events: [
										{ event_type: "photo_view", entity_type: "photo", entity_id: `rolling-${w}-${i}` },
									],
								})
							: await client.get(stack.url, url);
				} catch (err) {
					results.push({ url: `${url} (${err instanceof Error ? err.message : err})`, status: 0 });
					continue;
				}
				results.push({ url, status: res.status });
			}
		}),
	);
	return results;
}

describe("a rolling deploy", () => {
	it("stops one instance (SIGTERM) mid-traffic without a failed request, then it rejoins", async () => {
		const stop = new AbortController();
		const running = traffic(stop.signal);
		await sleep(800);
		const exit = await b.stop("SIGTERM");
		await sleep(800);
		stop.abort();
		const results = await running;
		expect(exit).toBe(0);
		const failed = results.filter((r) => r.status !== 200 && r.status !== 202);
		expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
		expect(results.length).toBeGreaterThan(20);

		// The new version starts on the same address, and nginx sends it requests again.
		await b.start();
		const from = accessLogSize();
		for (let i = 0; i < 8; i++) expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
		await sleep(400);
		expect(upstreamsSince(from)).toContain(`127.0.0.1:${b.port}`);
	});

	it(`fails readiness first when stopping, while it still serves`, {}, async () => {
		const stopping = a.stop("SIGTERM");
		await expect
			.poll(async () => (await fetch(`${a.url}/api/ready`).catch(() => undefined))?.status, {
				timeout: 400,
				interval: 20,
			})
			.toBe(503);
		expect((await fetch(`${a.url}/api/health`)).status).toBe(200);
		expect(await stopping).toBe(0);
		await a.start();
	});

	it(`exposes Prometheus metrics on each instance's internal listener`, {}, async () => {
		for (const instance of [a, b]) {
			const res = await fetch(`http://127.0.0.1:${instance.env.METRICS_PORT}/metrics`);
			expect(res.status).toBe(200);
			expect(await res.text()).toContain("# TYPE");
		}
	});

	it(`carries the balancer's request id into the instance's answer`, {}, async () => {
		const res = await fetch(`${stack.url}/api/health`);
		await sleep(400);
		const id = res.headers.get("x-request-id");
		expect(id).toMatch(/^[0-9a-f]{32}$/);
		expect(readFileSync(stack.nginx.accessLog, "utf8")).toContain(id ?? "none");
	});
});
