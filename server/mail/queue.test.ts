import { rmSync } from "node:fs";
import { MAIL_MAX_ATTEMPTS } from "@core/mail-queue";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { createTestApp, type TestContext, testConfig } from "../test/harness";
import { deliverMail, smtpMail } from "../test/mail";
import { startSmtpServer } from "../test/smtp";
import { enqueueMail } from "./queries";
import { noAccountMail } from "./templates";

/** The mail server refuses this mailbox for good (550), as one answers an address it does not have. */
const REFUSED = "gone@nowhere.test";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let smtpPort: number;
let ctx: TestContext;
let admin: AuthClient;

const startSmtp = (port = 0) => startSmtpServer(port, { refuse: (to) => to === REFUSED });

beforeAll(async () => {
	smtp = await startSmtp();
	smtpPort = Number(new URL(smtp.url).port);
	ctx = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
	admin = await signUpAdmin(ctx, "postmaster@shop.test", "Post", (c, to, subject) =>
		smtpMail(c, smtp, to, subject),
	);
	await deliverMail(ctx);
});
afterAll(async () => {
	await ctx?.close();
	await smtp?.close();
});

type QueueRow = {
	status: string;
	attempts: number;
	last_error: string | null;
	text: string;
	wait_s: number;
	sent: boolean;
};
async function queued(recipient: string): Promise<QueueRow[]> {
	return ctx.database.query<QueueRow>(sql`select status, attempts, last_error, text,
			round(extract(epoch from next_attempt_at - now()))::int as wait_s, sent_at is not null as sent
		from mail_queue where recipient = ${recipient} order by created_at`);
}

/** As if the pause before the next attempt had passed. */
const timePasses = (recipient: string) =>
	ctx.database.query(sql`update mail_queue set next_attempt_at = now() where recipient = ${recipient}`);

/** Asks for a sign-in link for an address without an account: the answer queues the "no account" note. */
const askForLink = (client: AuthClient, email: string) =>
	client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/profile" });

/** A second app on the same database, with its worker on: polling every 10 minutes, so only a wake-up explains a prompt delivery. */
async function appWithWorker(): Promise<TestContext> {
	const config = testConfig({
		CAPTCHA: "off",
		SMTP_URL: smtp.url,
		PUBLIC_URL: "http://shop.test",
		MAIL_QUEUE_INTERVAL_MS: "600000",
	});
	const app = await buildApp({ config, database: ctx.database, storage: ctx.storage });
	await app.ready();
	return {
		...ctx,
		app,
		config,
		async close() {
			await app.close();
			rmSync(config.dataDir, { recursive: true, force: true });
		},
	};
}

/** Runs `body` while a second app's worker runs; stopping it waits for the delivery it is recording. */
async function whileWorkerRuns(body: (worker: TestContext) => Promise<void>): Promise<void> {
	const worker = await appWithWorker();
	try {
		await body(worker);
	} finally {
		await worker.close();
	}
}

describe("the worker", () => {
	it("delivers a queued mail after the answer, woken by the request rather than its poll", async () => {
		const email = "woken@studio.test";
		await whileWorkerRuns(async (worker) => {
			const res = await askForLink(authClient(worker), email);
			expect(res.statusCode).toBe(200);
			const mail = await smtp.waitFor(email, /Sign-in attempt/);
			expect(mail.links).toEqual(["http://shop.test/auth?mode=signup"]);
		});
		// Sent, and its text (which may hold a live link) no longer kept.
		expect(await queued(email)).toEqual([
			expect.objectContaining({ status: "sent", attempts: 1, last_error: null, text: "", sent: true }),
		]);
	});

	it("picks up, when it starts, mail an earlier run left: queued, and claimed by a worker that died", async () => {
		await enqueueMail(
			ctx.database.db,
			noAccountMail("left@studio.test", "http://shop.test/auth?mode=signup"),
		);
		await enqueueMail(
			ctx.database.db,
			noAccountMail("claimed@studio.test", "http://shop.test/auth?mode=signup"),
		);
		// A worker claimed it, then died mid-delivery: its claim has run out.
		await ctx.database.query(sql`update mail_queue set attempts = 1, locked_until = now() - interval '1 second'
			where recipient = 'claimed@studio.test'`);
		await whileWorkerRuns(async () => {
			await smtp.waitFor("left@studio.test", /Sign-in attempt/);
			await smtp.waitFor("claimed@studio.test", /Sign-in attempt/);
		});
		expect((await queued("claimed@studio.test"))[0]).toMatchObject({ status: "sent", attempts: 2 });
	});

	it("never delivers one mail twice when several workers run at once", async () => {
		const recipients = Array.from({ length: 24 }, (_, i) => `crowd-${i}@studio.test`);
		for (const to of recipients)
			await enqueueMail(ctx.database.db, noAccountMail(to, "http://shop.test/auth?mode=signup"));
		const before = smtp.messages.length;
		// Three processes' workers, each delivering four at a time.
		const worker = () => deliverMail(ctx, { concurrency: 4 });
		const passes = await Promise.all([worker(), worker(), worker()]);
		expect(passes.reduce((sum, p) => sum + p.sent, 0)).toBe(recipients.length);
		const caught = smtp.messages.slice(before).map((m) => m.to);
		expect(caught.sort()).toEqual([...recipients].sort());
		const rows = await ctx.database.query<{ attempts: number; n: number }>(
			sql`select attempts, count(*)::int as n from mail_queue where recipient like 'crowd-%' group by attempts`,
		);
		expect(rows).toEqual([{ attempts: 1, n: recipients.length }]);
	});
});

describe("retries", () => {
	it("keeps a mail the server cannot take pending, waits longer after each failure, and delivers it once the server is back", async () => {
		const email = "patient@studio.test";
		await smtp.close();
		expect((await askForLink(authClient(ctx), email)).statusCode).toBe(200);

		expect(await deliverMail(ctx)).toEqual({ sent: 0, pending: 1, failed: 0 });
		const [first] = await queued(email);
		expect(first).toMatchObject({
			status: "pending",
			attempts: 1,
			last_error: expect.stringMatching(/ECONNREFUSED/),
		});
		expect(first?.wait_s).toBeGreaterThan(55);
		expect(first?.wait_s).toBeLessThanOrEqual(60);
		// Not tried again before its time.
		expect(await deliverMail(ctx)).toEqual({ sent: 0, pending: 0, failed: 0 });

		await timePasses(email);
		expect(await deliverMail(ctx)).toEqual({ sent: 0, pending: 1, failed: 0 });
		const [second] = await queued(email);
		expect(second).toMatchObject({ status: "pending", attempts: 2 });
		expect(second?.wait_s).toBeGreaterThan(290);
		expect(second?.wait_s).toBeLessThanOrEqual(300);

		smtp = await startSmtp(smtpPort);
		await timePasses(email);
		expect(await deliverMail(ctx)).toEqual({ sent: 1, pending: 0, failed: 0 });
		await smtp.waitFor(email, /Sign-in attempt/);
		expect((await queued(email))[0]).toMatchObject({ status: "sent", attempts: 3, last_error: null });
	});

	it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts; an admin lists it and sends it with "Retry now"`, async () => {
		const email = "stubborn@studio.test";
		await smtp.close();
		await askForLink(authClient(ctx), email);
		await ctx.database.query(
			sql`update mail_queue set attempts = ${MAIL_MAX_ATTEMPTS - 1} where recipient = ${email}`,
		);
		expect(await deliverMail(ctx)).toEqual({ sent: 0, pending: 0, failed: 1 });

		const listed = (await admin.get("/api/admin/mail")).json();
		const item = listed.items.find((i: { recipient: string }) => i.recipient === email);
		expect(item).toMatchObject({
			kind: "no_account",
			status: "failed",
			subject: "Sign-in attempt at Snapshot Set Dressing",
			attempts: MAIL_MAX_ATTEMPTS,
			max_attempts: MAIL_MAX_ATTEMPTS,
			next_attempt_at: null,
			contact: null,
		});
		// Given up: no worker tries it again.
		await timePasses(email);
		expect(await deliverMail(ctx)).toEqual({ sent: 0, pending: 0, failed: 0 });

		// Retried while the server is still down: it fails again, and says why.
		const stillDown = await admin.post(`/api/admin/mail/${item.id}/retry`);
		expect(stillDown.statusCode).toBe(200);
		expect(stillDown.json()).toMatchObject({
			outcome: "failed",
			item: {
				id: item.id,
				status: "failed",
				attempts: MAIL_MAX_ATTEMPTS + 1,
				last_error: expect.any(String),
			},
		});

		smtp = await startSmtp(smtpPort);
		const retried = await admin.post(`/api/admin/mail/${item.id}/retry`);
		expect(retried.json()).toEqual({ outcome: "sent", item: null });
		await smtp.waitFor(email, /Sign-in attempt/);
		const listedAfter = (await admin.get("/api/admin/mail")).json().items;
		expect(listedAfter.some((i: { recipient: string }) => i.recipient === email)).toBe(false);

		const again = await admin.post(`/api/admin/mail/${item.id}/retry`);
		expect(again.statusCode).toBe(409);
		expect(again.json().error.message).toBe("This mail has already gone out");
		const unknown = await admin.post("/api/admin/mail/00000000-0000-4000-8000-000000000000/retry");
		expect(unknown.statusCode).toBe(404);
	});

	it("gives up at once when the mail server refuses the mailbox for good (5xx)", async () => {
		await askForLink(authClient(ctx), REFUSED);
		expect(await deliverMail(ctx)).toEqual({ sent: 0, pending: 0, failed: 1 });
		expect((await queued(REFUSED))[0]).toMatchObject({
			status: "failed",
			attempts: 1,
			last_error: expect.stringMatching(/550/),
		});
	});
});

describe("the admin mail API", () => {
	it("answers only admins: 401 signed out, 403 for a member", async () => {
		const member = authClient(ctx);
		await signUp(ctx, member, "member@studio.test", "Mem", (c, to, subject) =>
			smtpMail(c, smtp, to, subject),
		);
		const [row] = await ctx.database.query<{ id: string }>(sql`select id from mail_queue limit 1`);
		const retry = `/api/admin/mail/${row?.id}/retry`;
		for (const [client, status] of [
			[authClient(ctx), 401],
			[member, 403],
		] as const) {
			expect((await client.get("/api/admin/mail")).statusCode).toBe(status);
			expect((await client.post(retry)).statusCode).toBe(status);
		}
	});
});
