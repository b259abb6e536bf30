import { royaltyCents } from "@core/family";
import { dollarsText } from "@core/number-text";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runDueJobs } from "../jobs/queue";
import { jobHandlers } from "../jobs/setup";
import {
	act,
	family,
	familyPhotos,
	mailerOf,
	orderPhotos,
	queuedMails,
	type TestFamily,
} from "../test/fixtures/earnings";
import { setUpOrderApp } from "../test/fixtures/orders";
import { salesDigestHandler } from "./digest";

const setup = setUpOrderApp();

type DigestJob = { id: number; payload: unknown; due_in_hours: number };

/** The family's queued digest jobs, with how long until each is due. */
const queuedDigests = (f: TestFamily) =>
	setup.ctx.database.query<DigestJob>(
		sql`select id, payload, extract(epoch from run_after - now()) / 3600 as due_in_hours from jobs
			where kind = 'sales_digest' and state = 'queued' and payload ->> 'family_id' = ${f.id} order by id`,
	);

/** Runs the family's queued digest as the job worker would: the handler, then the job done. */
async function runDigest(f: TestFamily) {
	const [job] = await queuedDigests(f);
	if (!job) throw new Error("no digest queued");
	await setup.ctx.database.query(sql`update jobs set state = 'running' where id = ${job.id}`);
	await salesDigestHandler(
		{ database: setup.ctx.database, mailer: mailerOf(setup.ctx), config: setup.ctx.config },
		{ payload: job.payload },
	);
	await setup.ctx.database.query(
		sql`update jobs set state = 'done', finished_at = now() where id = ${job.id}`,
	);
}

/** A family's photos at these prices bought by a new buyer (named for the production too) and paid. */
async function sell(f: TestFamily, buyer: string, prices: number[]) {
	const photos = await familyPhotos(setup.ctx, f.id, prices);
	const order = await orderPhotos(setup.ctx, buyer, photos, `${buyer} Secret Production`);
	await act(setup.admin, order.id, "mark_paid");
	return order;
}

/** As if a day and more had passed since the family's last digest. */
const aDayLater = (f: TestFamily) =>
	setup.ctx.database.query(
		sql`update royalties set notified_at = notified_at - interval '25 hours' where family_id = ${f.id} and notified_at is not null`,
	);

describe("the sales digest", () => {
	it("is queued once per family with its sales, and mails what sold and earned, never the buyer", async () => {
		const f = await family(setup.ctx, "Garcia");
		await sell(f, "Nina", [2000, 3001]);
		await sell(f, "Omar", [1500]);
		const queued = await queuedDigests(f);
		expect(queued).toHaveLength(1);
		expect(queued[0]?.payload).toEqual({ family_id: f.id });
		// No digest yet: due now.
		expect(Number(queued[0]?.due_in_hours)).toBeLessThanOrEqual(0);

		await runDigest(f);
		const mails = await queuedMails(setup.ctx, "sales_digest", f.email);
		expect(mails).toHaveLength(1);
		const [mail] = mails;
		expect(mail?.subject).toBe("3 licences of your photos were sold");
		const earned = royaltyCents(2000, 50) + royaltyCents(3001, 50) + royaltyCents(1500, 50);
		expect(mail?.text).toContain(`earning you ${dollarsText(earned)}`);
		expect(mail?.text).toContain("Background dressing");
		expect(mail?.text).toMatch(/#\d+ Snapshot \w+ 1/);
		for (const secret of ["Nina", "Omar", "Secret Production", "Harbor Films", "studio.test"]) {
			expect(mail?.text).not.toContain(secret);
			expect(mail?.html).not.toContain(secret);
		}
		const [untold] = await setup.ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from royalties where family_id = ${f.id} and kind = 'sale' and notified_at is null`,
		);
		expect(untold?.n).toBe(0);
	});

	it("sends at most one mail a day: the next sale's digest waits a day after the last", async () => {
		const f = await family(setup.ctx, "Hughes");
		await sell(f, "Pia", [2200]);
		await runDigest(f);
		await sell(f, "Quin", [2400]);
		const [next] = await queuedDigests(f);
		expect(Number(next?.due_in_hours)).toBeGreaterThan(23.9);
		// A worker running it early (or a second job queued alongside) sends nothing and keeps the wait.
		await runDigest(f);
		expect(await queuedMails(setup.ctx, "sales_digest", f.email)).toHaveLength(1);
		const [again] = await queuedDigests(f);
		expect(Number(again?.due_in_hours)).toBeGreaterThan(23.9);

		await aDayLater(f);
		await runDigest(f);
		const mails = await queuedMails(setup.ctx, "sales_digest", f.email);
		expect(mails).toHaveLength(2);
		expect(mails[1]?.subject).toBe("One of your photos was licensed");
		expect(mails[1]?.text).toContain(dollarsText(royaltyCents(2400, 50)));
		expect(mails[1]?.text).not.toContain(dollarsText(royaltyCents(2200, 50)));
		expect(await queuedDigests(f)).toEqual([]);
	});

	it("leaves out a sale refunded before it went, and marks sales without a mail when the family turned sales mails off", async () => {
		const f = await family(setup.ctx, "Ibsen");
		const refunded = await sell(f, "Rae", [2600]);
		await act(setup.admin, refunded.id, "refund");
		await runDigest(f);
		expect(await queuedMails(setup.ctx, "sales_digest", f.email)).toEqual([]);

		await aDayLater(f);
		await setup.ctx.database.query(sql`update profiles set notify_sales = false where id = ${f.id}`);
		await sell(f, "Sol", [2800]);
		await runDigest(f);
		expect(await queuedMails(setup.ctx, "sales_digest", f.email)).toEqual([]);
		const [untold] = await setup.ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from royalties where family_id = ${f.id} and kind = 'sale' and notified_at is null`,
		);
		expect(untold?.n).toBe(0);
	});

	it("refuses a job without a family", async () => {
		await expect(
			salesDigestHandler(
				{ database: setup.ctx.database, mailer: mailerOf(setup.ctx), config: setup.ctx.config },
				{ payload: { family: "nobody" } },
			),
		).rejects.toThrow();
	});

	it("runs as the app's job queue runs it: the sales_digest handler of jobHandlers", async () => {
		const f = await family(setup.ctx, "Iwu");
		await sell(f, "Ulla", [2500]);
		const mail = { database: setup.ctx.database, mailer: mailerOf(setup.ctx), config: setup.ctx.config };
		const log = { warn: () => undefined, error: console.error };
		const ran = await runDueJobs(
			{ database: setup.ctx.database, log },
			jobHandlers({ storage: setup.ctx.storage, mail }),
		);
		expect(ran.done).toBeGreaterThanOrEqual(1);
		expect(await queuedDigests(f)).toEqual([]);
		expect(await queuedMails(setup.ctx, "sales_digest", f.email)).toHaveLength(1);
	});
});
