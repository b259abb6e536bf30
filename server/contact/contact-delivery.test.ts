import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { DEV_CONTACT_TO } from "../config";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, outboxMail } from "../test/auth-client";
import { solveCaptcha } from "../test/captcha";
import { createTestApp, type TestContext } from "../test/harness";
import { deliverMail, smtpMail } from "../test/mail";
import { startSmtpServer } from "../test/smtp";

const VALID = {
	name: "Ruth Okafor",
	email: "ruth@okafor-family.test",
	topic: "selling",
	message: "We have four albums of 1960s snapshots from Lagos and Leeds to offer.",
};

type Row = { id: string; mailed_at: Date | string | null };
const stored = (ctx: TestContext, id: string) =>
	ctx.database.query<Row>(sql`select id, mailed_at from contact_messages where id = ${id}`);
const count = async (ctx: TestContext) =>
	(await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from contact_messages`))[0]?.n;

describe("the captcha, checked as on the auth forms", () => {
	let ctx: TestContext;
	beforeAll(async () => {
		ctx = await createTestApp({ env: { CAPTCHA: "altcha" } });
	});
	afterAll(async () => ctx?.close());

	const solve = () => solveCaptcha(ctx);

	it("refuses a message without a solved captcha and stores nothing; the fields are checked first", async () => {
		const client = authClient(ctx);
		const missing = await client.post("/api/contact", VALID);
		expect(missing.statusCode).toBe(400);
		expect(missing.json().error).toEqual({
			code: "CAPTCHA_REQUIRED",
			message: "Please complete all fields and verification",
		});
		const forged = await client.post("/api/contact", VALID, "not-base64-json");
		expect(forged.json().error.code).toBe("CAPTCHA_INVALID");

		const bad = await client.post("/api/contact", { ...VALID, message: "Hi" });
		expect(bad.json().error.code).toBe("VALIDATION_ERROR");
		expect(Object.keys(bad.json().error.fields)).toEqual(["message"]);
		expect(await count(ctx)).toBe(0);
	});

	it("accepts a solved captcha once; the team's mail waits in the dev outbox", async () => {
		const client = authClient(ctx);
		const payload = await solve();
		const res = await client.post("/api/contact", VALID, payload);
		expect(res.statusCode).toBe(201);
		const replay = await client.post("/api/contact", VALID, payload);
		expect(replay.json().error.code).toBe("CAPTCHA_INVALID");
		expect(await count(ctx)).toBe(1);

		// Without CONTACT_TO (and outside production) the team's address is the development default.
		const mail = await outboxMail(
			ctx,
			DEV_CONTACT_TO,
			/Contact form · Selling a family archive · Ruth Okafor/,
		);
		expect(mail.text).toContain("four albums of 1960s snapshots");
	});
});

describe("the team's mail", () => {
	let ctx: TestContext;
	let inbox: Awaited<ReturnType<typeof startSmtpServer>>;
	let admin: AuthClient;
	beforeAll(async () => {
		inbox = await startSmtpServer();
		ctx = await createTestApp({ env: { SMTP_URL: inbox.url, CONTACT_TO: "team@shop.test" } });
		admin = await signUpAdmin(ctx, "desk@shop.test", "Desk", (c, to, subject) =>
			smtpMail(c, inbox, to, subject),
		);
		// The welcome mail the sign-up queued goes out too, so each test counts only its own mail.
		await deliverMail(ctx);
	});
	afterAll(async () => {
		await ctx?.close();
		await inbox?.close();
	});

	it("answers to the sender: Reply-To carries their name and address", async () => {
		const res = await authClient(ctx).post("/api/contact", { ...VALID, name: 'Ruth "Archive" Okafor' });
		expect(res.statusCode).toBe(201);
		expect(await deliverMail(ctx)).toEqual({ sent: 1, pending: 0, failed: 0 });
		expect(
			inbox.messages.filter((m) => m.to === "team@shop.test").map(({ to, replyTo }) => ({ to, replyTo })),
		).toEqual([{ to: "team@shop.test", replyTo: '"Ruth \\"Archive\\" Okafor" <ruth@okafor-family.test>' }]);
		expect((await stored(ctx, res.json().id))[0]?.mailed_at).not.toBeNull();
	});

	it("retries a message whose mail failed: listed for admins while the mail server is down, mailed once it is back", async () => {
		const port = Number(new URL(inbox.url).port);
		await inbox.close();
		const res = await authClient(ctx).post("/api/contact", VALID);
		expect(res.statusCode).toBe(201);
		const id: string = res.json().id;

		// The first attempt fails: the message is kept, unmailed, and its mail waits a minute.
		expect(await deliverMail(ctx)).toEqual({ sent: 0, pending: 1, failed: 0 });
		expect(await stored(ctx, id)).toEqual([{ id, mailed_at: null }]);
		const listed = await admin.get("/api/admin/mail");
		expect(listed.statusCode).toBe(200);
		const [item] = listed.json().items;
		expect(listed.json().total).toBe(1);
		expect(item).toMatchObject({
			kind: "contact",
			status: "pending",
			recipient: "team@shop.test",
			subject: "Contact form · Selling a family archive · Ruth Okafor",
			attempts: 1,
			last_error: expect.stringMatching(/ECONNREFUSED/),
			contact: {
				id,
				name: VALID.name,
				email: VALID.email,
				company: null,
				topic: "selling",
				message: VALID.message,
			},
		});
		const wait = Date.parse(item.next_attempt_at) - Date.now();
		expect(wait).toBeGreaterThan(50_000);
		expect(wait).toBeLessThanOrEqual(60_000);
		// Not before its time.
		expect(await deliverMail(ctx)).toEqual({ sent: 0, pending: 0, failed: 0 });

		// The mail server is back and the minute has passed.
		inbox = await startSmtpServer(port);
		await ctx.database.query(
			sql`update mail_queue set next_attempt_at = now() where contact_message_id = ${id}`,
		);
		expect(await deliverMail(ctx)).toEqual({ sent: 1, pending: 0, failed: 0 });
		const mail = await inbox.waitFor("team@shop.test", /Ruth Okafor/);
		expect(mail.text).toContain("four albums of 1960s snapshots");
		expect((await stored(ctx, id))[0]?.mailed_at).not.toBeNull();
		expect((await admin.get("/api/admin/mail")).json()).toMatchObject({ items: [], total: 0 });
	});

	it("queues, when the app starts, messages kept before the mail queue whose mail never went out", async () => {
		const [old] = await ctx.database.query<{ id: string }>(
			sql`insert into contact_messages (name, email, topic, message)
				values ('Old Sender', 'old@sender.test', 'press', 'Written while the mail server was down, long ago.')
				returning id`,
		);
		const second = await buildApp({ config: ctx.config, database: ctx.database, storage: ctx.storage });
		await second.ready();
		await second.close();
		expect(await deliverMail(ctx)).toEqual({ sent: 1, pending: 0, failed: 0 });
		const mail = await inbox.waitFor("team@shop.test", /Old Sender/);
		expect(mail.replyTo).toBe('"Old Sender" <old@sender.test>');
		expect((await stored(ctx, old?.id ?? ""))[0]?.mailed_at).not.toBeNull();
	});
});
