import { CONTACT_TEXT } from "@core/contracts/contact";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, SIGN_UP_METADATA } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { deliverMail, smtpMail } from "../test/mail";
import { startSmtpServer } from "../test/smtp";
import { CONTACT_RATE_WINDOW_MS, contactRateLimit } from "./routes";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;
const TEAM = "desk@shop.test";
/** Two messages per address and window (AUTH_RATE_LIMIT 8 / 4), so the limit is quick to reach. */
const AUTH_RATE_LIMIT = 8;

beforeAll(async () => {
	smtp = await startSmtpServer();
	ctx = await createTestApp({
		env: {
			SMTP_URL: smtp.url,
			PUBLIC_URL: "http://shop.test",
			CONTACT_TO: `Front desk <${TEAM}>`,
			AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
		},
	});
});
afterAll(async () => {
	await ctx?.close();
	await smtp?.close();
});

const VALID = {
	name: "  Maya Lindqvist ",
	email: " maya@harbor-films.test ",
	company: "Harbor Films · 'Low Tide' (feature)",
	topic: "licensing",
	message:
		"  We need twenty kitchen snapshots from the 1970s for a family home set.\nCan we clear them by Friday?  ",
};

/** Each test writes from its own address, so only the rate-limit test meets the limit. */
let nextHost = 1;
function send(body: unknown, { client = authClient(ctx), address = `198.51.100.${nextHost++}` } = {}) {
	return client.request({
		method: "POST",
		url: "/api/contact",
		payload: body as object,
		remoteAddress: address,
	});
}

type Row = {
	id: string;
	name: string;
	email: string;
	company: string | null;
	topic: string;
	message: string;
	user_id: string | null;
	status: string;
	mailed_at: Date | string | null;
};
const rows = () => ctx.database.query<Row>(sql`select * from contact_messages order by created_at`);
const count = async () =>
	(await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from contact_messages`))[0]?.n;

describe("POST /api/contact", () => {
	it("stores the message and queues its mail, which reaches the team through SMTP; the sender gets nothing", async () => {
		const res = await send(VALID);
		expect(res.statusCode).toBe(201);
		expect(res.headers["cache-control"]).toBe("no-store");
		const { id, received_at } = res.json();
		expect(Math.abs(Date.parse(received_at) - Date.now())).toBeLessThan(60_000);

		const row = (await rows()).find((r) => r.id === id);
		expect(row).toMatchObject({
			name: "Maya Lindqvist",
			email: "maya@harbor-films.test",
			company: "Harbor Films · 'Low Tide' (feature)",
			topic: "licensing",
			message:
				"We need twenty kitchen snapshots from the 1970s for a family home set.\nCan we clear them by Friday?",
			user_id: null,
			status: "new",
		});
		// The answer does not wait for the mail: it is queued, and the message is marked mailed once delivered.
		expect(row?.mailed_at).toBeNull();

		const mail = await smtpMail(ctx, smtp, TEAM, /Contact form · Licensing a photo or clearing its use/);
		expect((await rows()).find((r) => r.id === id)?.mailed_at).not.toBeNull();
		expect(mail.subject).toContain("Maya Lindqvist (Harbor Films · 'Low Tide' (feature))");
		expect(mail.text).toContain("From: Maya Lindqvist <maya@harbor-films.test>");
		expect(mail.text).toContain("Can we clear them by Friday?");
		expect(mail.text).toContain("Not signed in.");
		expect(mail.text).toContain(id);
		expect(smtp.messages.filter((m) => m.to.includes("harbor-films"))).toEqual([]);
	});

	it("keeps who was signed in, and tells the team", async () => {
		const client = authClient(ctx);
		const account = "dee@studio.test";
		await client.post("/api/auth/sign-in/magic-link", {
			email: account,
			name: "Dee",
			callbackURL: "/profile",
			newUserCallbackURL: "/profile",
			metadata: { ...SIGN_UP_METADATA, first_name: "Dee" },
		});
		const link = (await smtpMail(ctx, smtp, account, /sign-in link/)).links[0] ?? "";
		expect((await client.follow(link)).statusCode).toBe(302);
		const userId = (await client.get("/api/me")).json().user.id;

		// The reply address may differ from the account's: the production's shared inbox, say.
		const res = await send(
			{ ...VALID, email: "art-dept@studio.test", topic: "order", company: "" },
			{ client: client as AuthClient },
		);
		expect(res.statusCode).toBe(201);
		const row = (await rows()).find((r) => r.id === res.json().id);
		expect(row).toMatchObject({
			user_id: userId,
			email: "art-dept@studio.test",
			company: null,
			topic: "order",
		});

		const mail = await smtpMail(ctx, smtp, TEAM, /A production's order or invoice · Maya Lindqvist$/);
		expect(mail.text).toContain(`Signed in as ${account}.`);
		expect(mail.text).not.toContain("Company or production");
	});

	it("answers bad input with 400 and a message per field, and stores nothing", async () => {
		const before = await count();
		await deliverMail(ctx);
		const sentBefore = smtp.messages.length;

		const empty = await send({});
		expect(empty.statusCode).toBe(400);
		expect(empty.json().error.code).toBe("VALIDATION_ERROR");
		expect(empty.json().error.fields).toEqual({
			name: CONTACT_TEXT.nameRequired,
			email: CONTACT_TEXT.emailInvalid,
			topic: CONTACT_TEXT.topicRequired,
			message: CONTACT_TEXT.messageTooShort,
		});

		const bad = await send({
			name: "Maya\r\nBcc: everyone@example.test",
			email: "maya@",
			company: "x".repeat(121),
			topic: "complaint",
			message: "Too short.",
		});
		expect(bad.statusCode).toBe(400);
		expect(bad.json().error.fields).toEqual({
			name: CONTACT_TEXT.oneLine,
			email: CONTACT_TEXT.emailInvalid,
			company: CONTACT_TEXT.companyTooLong,
			topic: CONTACT_TEXT.topicRequired,
			message: CONTACT_TEXT.messageTooShort,
		});

		const blanks = await send({ ...VALID, name: "   ", message: `${" ".repeat(30)}short` });
		expect(blanks.json().error.fields).toEqual({
			name: CONTACT_TEXT.nameRequired,
			message: CONTACT_TEXT.messageTooShort,
		});
		const long = await send({ ...VALID, message: "x".repeat(5001) });
		expect(long.json().error.fields).toEqual({ message: CONTACT_TEXT.messageTooLong });
		const extra = await send({ ...VALID, status: "answered" });
		expect(extra.statusCode).toBe(400);

		expect(await count()).toBe(before);
		await deliverMail(ctx);
		expect(smtp.messages.length).toBe(sentBefore);
	});

	it(`limits each address to ${contactRateLimit(AUTH_RATE_LIMIT)} messages in ${CONTACT_RATE_WINDOW_MS / 60_000} minutes, with a 429 in the API's format`, async () => {
		const address = "203.0.113.77";
		const before = await count();
		const statuses: number[] = [];
		for (let i = 0; i < 4; i++) {
			const res = await send(VALID, { address });
			statuses.push(res.statusCode);
			if (res.statusCode === 429) expect(res.json().error.code).toBe("RATE_LIMITED");
		}
		expect(statuses).toEqual([201, 201, 429, 429]);
		expect(await count()).toBe((before ?? 0) + 2);
		// Another address is unaffected.
		expect((await send(VALID, { address: "203.0.113.78" })).statusCode).toBe(201);
	});
});
