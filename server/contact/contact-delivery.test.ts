import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_CONTACT_TO } from "../config";
import { authClient, outboxMail } from "../test/auth-client";
import { solveCaptcha } from "../test/captcha";
import { createTestApp, type TestContext } from "../test/harness";
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
	beforeAll(async () => {
		inbox = await startSmtpServer();
		ctx = await createTestApp({ env: { SMTP_URL: inbox.url, CONTACT_TO: "team@shop.test" } });
	});
	afterAll(async () => {
		await ctx?.close();
		await inbox?.close();
	});

	it("answers to the sender: Reply-To carries their name and address", async () => {
		const res = await authClient(ctx).post("/api/contact", { ...VALID, name: 'Ruth "Archive" Okafor' });
		expect(res.statusCode).toBe(201);
		expect(inbox.messages.map(({ to, replyTo }) => ({ to, replyTo }))).toEqual([
			{ to: "team@shop.test", replyTo: '"Ruth \\"Archive\\" Okafor" <ruth@okafor-family.test>' },
		]);
		expect((await stored(ctx, res.json().id))[0]?.mailed_at).not.toBeNull();
	});

	it("keeps the message when the mail cannot go out, and still tells the sender it arrived", async () => {
		await inbox.close();
		const res = await authClient(ctx).post("/api/contact", VALID);
		expect(res.statusCode).toBe(201);
		const [row] = await stored(ctx, res.json().id);
		expect(row).toEqual({ id: res.json().id, mailed_at: null });
	});
});
