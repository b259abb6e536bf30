import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { insertJob } from "../jobs/queries";
import { claimDueMail, enqueueMail } from "../mail/queries";
import { createMailTransport } from "../mail/transport";
import { SIGN_UP_METADATA } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";

/**
 * Background work with two instances on one PostgreSQL database (docs/cluster-caches.md): the
 * click aggregator, the mail outbox and the job queue claim their rows with SKIP LOCKED, so
 * work sent to either instance is done once, by whichever is free. Only on the PostgreSQL server
 * (TEST_DATABASE_URL): PGlite is one process, so there is no second instance to share with.
 */
const onServer = Boolean(inject("pgTemplateUrl"));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
	const end = Date.now() + ms;
	for (;;) {
		const value = await read();
		if (done(value) || Date.now() > end) return value;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

describe.skipIf(!onServer)("background work shared by two instances", () => {
	let a: TestContext;
	let b: TestContext;

	beforeAll(async () => {
		// Both run their click aggregator and job worker; only B runs a mail worker (A's is "off",
		// as if A had crashed or were stopped).
		const workers = { CLICK_AGGREGATE_INTERVAL_MS: "20", JOB_QUEUE_INTERVAL_MS: "50" };
		a = await createTestApp({ env: workers });
		b = await createTestApp({
			shareDatabaseOf: a.database,
			env: { ...workers, MAIL_QUEUE_INTERVAL_MS: "100" },
		});
	});
	afterAll(async () => {
		await b?.close();
		await a?.close();
	});

	it("counts clicks sent to both instances exactly once", async () => {
		const batches = 24;
		const perBatch = 10;
		const posts = Array.from({ length: batches }, (_, i) =>
			(i % 2 === 0 ? a : b).app.inject({
				method: "POST",
				url: "/api/track-events",
				remoteAddress: `198.51.100.${i + 1}`,
				payload: {
					events: Array.from({ length: perBatch }, (_, j) => ({
						event_type: "photo_view",
						entity_type: "photo",
						entity_id: `bus-photo-${i}-${j}`,
					})),
				},
			}),
		);
		for (const res of await Promise.all(posts)) expect(res.statusCode, res.body).toBe(202);
		const waiting = sql`select count(*)::int as n from click_events where not processed`;
		const [left] = await until(
			() => a.database.query<{ n: number }>(waiting),
			([row]) => row?.n === 0,
		);
		expect(left?.n).toBe(0);
		const [folded] = await a.database.query<{ clicks: number; entities: number }>(sql`
			select coalesce(sum(clicks), 0)::int as clicks, count(distinct entity_id)::int as entities
			from click_daily where entity_id like 'bus-photo-%'`);
		expect(folded).toEqual({ clicks: batches * perBatch, entities: batches * perBatch });
	});

	it("sends a mail queued on A, whose worker is off, from B", async () => {
		const email = "outbox@bus.test";
		const sent = await a.app.inject({
			method: "POST",
			url: "/api/auth/sign-in/magic-link",
			headers: { origin: a.config.publicUrl },
			payload: { email, name: "Ola", callbackURL: "/profile", metadata: SIGN_UP_METADATA },
		});
		expect(sent.statusCode, sent.body).toBe(200);
		const status = sql`select status from mail_queue where recipient = ${email}`;
		const [row] = await until(
			() => a.database.query<{ status: string }>(status),
			([r]) => r?.status === "sent",
		);
		expect(row?.status).toBe("sent");
		// Delivered through B's transport (its dev mailbox), not A's.
		const onB = await createMailTransport(b.config).list();
		expect(onB.filter((m) => m.to === email)).toHaveLength(1);
		expect((await createMailTransport(a.config).list()).filter((m) => m.to === email)).toHaveLength(0);
	});

	it("loses no mail when the instance that claimed it dies before sending", async () => {
		const email = "crash@bus.test";
		// A commits the mail and claims it in one go (B cannot see it before), then dies: no send,
		// no record of one.
		const claimed = await a.database.db.transaction(async (tx) => {
			await enqueueMail(tx, {
				kind: "contact",
				to: email,
				subject: "Lost?",
				text: "Not lost.",
				html: "<p>Not lost.</p>",
			});
			return claimDueMail(tx);
		});
		expect(claimed?.recipient).toBe(email);
		// While A's lease runs, B leaves it alone...
		await new Promise((resolve) => setTimeout(resolve, 400));
		const state = sql`select status, attempts from mail_queue where recipient = ${email}`;
		expect(await a.database.query(state)).toEqual([{ status: "pending", attempts: 1 }]);
		// ...and once the lease has run out (ten minutes, set back here), B sends it.
		await a.database.query(
			sql`update mail_queue set locked_until = now() - interval '1 second' where recipient = ${email}`,
		);
		const [row] = await until(
			() => a.database.query<{ status: string; attempts: number }>(state),
			([r]) => r?.status === "sent",
		);
		expect(row).toEqual({ status: "sent", attempts: 2 });
		expect((await createMailTransport(b.config).list()).filter((m) => m.to === email)).toHaveLength(1);
	});

	it("runs each job once with both workers polling", async () => {
		const count = 40;
		const ids = await a.database.db.transaction(async (tx) => {
			const made: number[] = [];
			for (let i = 0; i < count; i++)
				made.push(await insertJob(tx, { kind: "hold_expiry", payload: { hold_id: randomUUID() } }));
			return made;
		});
		const jobs = sql`select state, attempts from jobs where id in ${sql.raw(`(${ids.join(",")})`)}`;
		const rows = await until(
			() => a.database.query<{ state: string; attempts: number }>(jobs),
			(r) => r.every((job) => job.state === "done"),
		);
		expect(rows).toHaveLength(count);
		// Claimed once each: a second claim would have counted a second attempt.
		expect(rows.filter((job) => job.state !== "done" || job.attempts !== 1)).toEqual([]);
	});
});
