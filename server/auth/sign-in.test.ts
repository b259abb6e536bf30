import { AUTH_MESSAGES } from "@core/auth-text";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, SIGN_UP_METADATA } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { deliverMail, smtpMail } from "../test/mail";
import { startSmtpServer } from "../test/smtp";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;

beforeAll(async () => {
	smtp = await startSmtpServer();
	ctx = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
});
afterAll(async () => {
	await ctx?.close();
	await smtp?.close();
});

describe("sign-up by email link, through a real SMTP server", () => {
	it("creates the account from the sign-up form, signs in and sends a welcome", async () => {
		const client = authClient(ctx);
		const email = "maya@studio.test";
		const sent = await client.post("/api/auth/sign-in/magic-link", {
			email,
			name: "Maya Lindqvist",
			callbackURL: "/profile",
			newUserCallbackURL: "/profile",
			errorCallbackURL: "/auth?mode=magic-link",
			metadata: {
				first_name: "Maya",
				last_name: "Lindqvist",
				agreement_type: "custom",
				agreement_accepted: true,
				agreement_date: "2026-11-23T10:00:00.000Z",
			},
		});
		expect(sent.statusCode).toBe(200);
		expect(sent.json()).toEqual({ status: true });

		const mail = await smtpMail(ctx, smtp, email, /sign-in link/);
		const link = mail.links.find((l) => l.includes("/api/auth/magic-link/verify"));
		expect(link).toMatch(/^http:\/\/shop\.test\/api\/auth\/magic-link\/verify\?token=/);

		const opened = await client.follow(link ?? "");
		expect(opened.statusCode).toBe(302);
		expect(opened.headers.location).toBe("http://shop.test/profile");
		const cookie = opened.cookies.find((c) => c.name.includes("session_token"));
		expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

		const me = await client.get("/api/me");
		expect(me.json().user).toMatchObject({ email, first_name: "Maya", is_admin: false });
		expect(Date.parse(me.json().expires_at)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

		const profile = (await client.get("/api/profile")).json().profile;
		expect(profile).toMatchObject({
			first_name: "Maya",
			last_name: "Lindqvist",
			agreement_type: "custom",
			needs_password_setup: true,
		});
		await smtpMail(ctx, smtp, email, /Welcome/);

		// The link works once.
		const again = await authClient(ctx).follow(link ?? "");
		expect(again.statusCode).toBe(302);
		expect(again.headers.location).toContain("error=INVALID_TOKEN");
	});

	it("refuses sign-up details that break the rules, with a message per field, and sends nothing", async () => {
		const client = authClient(ctx);
		await deliverMail(ctx);
		const before = smtp.messages.length;
		const res = await client.post("/api/auth/sign-in/magic-link", {
			email: "bad@studio.test",
			callbackURL: "/profile",
			metadata: {
				first_name: " ",
				agreement_type: "premium",
				agreement_accepted: false,
				agreement_date: "soon",
			},
		});
		expect(res.statusCode).toBe(400);
		const { error } = res.json();
		expect(error.code).toBe("VALIDATION_ERROR");
		expect(Object.keys(error.fields).sort()).toEqual([
			"agreement_accepted",
			"agreement_date",
			"agreement_type",
			"first_name",
		]);
		expect(error.fields.first_name).toBe("Please enter your first name.");
		await deliverMail(ctx);
		expect(smtp.messages.length).toBe(before);
	});

	it("does not make an account from the sign-in tab: an unknown address gets a note pointing to sign-up", async () => {
		const client = authClient(ctx);
		const email = "stranger@studio.test";
		const res = await client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/profile" });
		// The same answer as for an existing account: the form reveals nothing.
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ status: true });
		const mail = await smtpMail(ctx, smtp, email, /Sign-in attempt/);
		expect(mail.links).toEqual(["http://shop.test/auth?mode=signup"]);
		const users = await ctx.database.query(sql`select 1 from users where email = ${email}`);
		expect(users).toHaveLength(0);
	});

	it("answers a bad email address with a 400, in the API's error format", async () => {
		const res = await authClient(ctx).post("/api/auth/sign-in/magic-link", { email: "not-an-email" });
		expect(res.statusCode).toBe(400);
		expect(res.json().error.code).toBeTypeOf("string");
		expect(res.json().error.message).toBeTypeOf("string");
	});
});

describe("password sign-in, reset and sign-out", () => {
	const email = "omar@studio.test";
	let client: AuthClient;
	beforeAll(() => {
		client = authClient(ctx);
	});

	it("sets a first password from the account page, then signs in with it", async () => {
		const c = authClient(ctx);
		await c.post("/api/auth/sign-in/magic-link", {
			email,
			callbackURL: "/profile",
			metadata: SIGN_UP_METADATA,
		});
		const link = (await smtpMail(ctx, smtp, email, /sign-in link/)).links[0] ?? "";
		expect((await c.follow(link)).statusCode).toBe(302);

		const account = (await c.get("/api/account")).json();
		expect(account).toMatchObject({ email, has_password: false, providers: [], other_sessions: 0 });

		const short = await c.post("/api/account/password", { new_password: "short" });
		expect(short.statusCode).toBe(400);
		expect(short.json().error.fields.new_password).toBe("Password must be at least 8 characters long");

		expect((await c.post("/api/account/password", { new_password: "first-password-1" })).statusCode).toBe(
			204,
		);
		expect((await c.get("/api/profile")).json().profile.needs_password_setup).toBe(false);
		expect((await c.get("/api/account")).json()).toMatchObject({
			has_password: true,
			providers: ["password"],
		});

		// Changing it needs the current one.
		const missing = await c.post("/api/account/password", { new_password: "second-password-2" });
		expect(missing.json().error.fields.current_password).toBe("Enter your current password.");
		const wrong = await c.post("/api/account/password", {
			current_password: "nope-nope-nope",
			new_password: "second-password-2",
		});
		expect(wrong.statusCode).toBe(400);
		expect(wrong.json().error.fields.current_password).toBe("Your current password is not correct.");

		const signIn = await client.post("/api/auth/sign-in/email", { email, password: "first-password-1" });
		expect(signIn.statusCode).toBe(200);
		expect((await client.get("/api/me")).json().user.email).toBe(email);
	});

	it("answers a wrong password with 401 'Invalid email or password', the same for unknown emails", async () => {
		const wrong = await authClient(ctx).post("/api/auth/sign-in/email", {
			email,
			password: "wrong-password",
		});
		const unknown = await authClient(ctx).post("/api/auth/sign-in/email", {
			email: "nobody@studio.test",
			password: "wrong-password",
		});
		for (const res of [wrong, unknown]) {
			expect(res.statusCode).toBe(401);
			expect(res.json().error).toEqual({
				code: "INVALID_EMAIL_OR_PASSWORD",
				message: AUTH_MESSAGES.invalidEmailOrPassword,
			});
		}
	});

	it("resets a forgotten password by email and signs the user in with the new one", async () => {
		const c = authClient(ctx);
		const asked = await c.post("/api/auth/request-password-reset", {
			email,
			redirectTo: "/auth/reset-password",
		});
		expect(asked.statusCode).toBe(200);
		// Unknown addresses get the same answer: no account enumeration.
		const unknown = await c.post("/api/auth/request-password-reset", {
			email: "nobody@studio.test",
			redirectTo: "/auth/reset-password",
		});
		expect(unknown.statusCode).toBe(200);
		expect(unknown.json().status).toBe(true);

		const mail = await smtpMail(ctx, smtp, email, /Reset your/);
		const opened = await c.follow(mail.links[0] ?? "");
		expect(opened.statusCode).toBe(302);
		const target = new URL(String(opened.headers.location));
		expect(target.pathname).toBe("/auth/reset-password");
		const token = target.searchParams.get("token") ?? "";
		expect(token).not.toBe("");

		const tooShort = await c.post("/api/auth/reset-password", { token, newPassword: "abc" });
		expect(tooShort.statusCode).toBe(400);

		const reset = await c.post("/api/auth/reset-password", { token, newPassword: "brand-new-password" });
		expect(reset.statusCode).toBe(200);
		expect((await c.get("/api/me")).json().user.email).toBe(email);
		// The reset ended the earlier sessions.
		expect((await client.get("/api/me")).json().user).toBeNull();

		const old = await authClient(ctx).post("/api/auth/sign-in/email", {
			email,
			password: "first-password-1",
		});
		expect(old.statusCode).toBe(401);
		const fresh = await authClient(ctx).post("/api/auth/sign-in/email", {
			email,
			password: "brand-new-password",
		});
		expect(fresh.statusCode).toBe(200);

		const reused = await c.post("/api/auth/reset-password", { token, newPassword: "another-password" });
		expect(reused.statusCode).toBe(400);
	});

	it("signs out, and signs out every other session", async () => {
		const laptop = authClient(ctx);
		const phone = authClient(ctx);
		const tablet = authClient(ctx);
		for (const c of [laptop, phone, tablet])
			expect(
				(await c.post("/api/auth/sign-in/email", { email, password: "brand-new-password" })).statusCode,
			).toBe(200);

		expect((await laptop.get("/api/account")).json().other_sessions).toBeGreaterThanOrEqual(2);
		const revoked = await laptop.post("/api/account/sign-out-others");
		expect(revoked.statusCode).toBe(200);
		expect(revoked.json().revoked).toBeGreaterThanOrEqual(2);
		expect((await phone.get("/api/me")).json().user).toBeNull();
		expect((await tablet.get("/api/profile")).statusCode).toBe(401);
		expect((await laptop.get("/api/me")).json().user.email).toBe(email);

		expect((await laptop.post("/api/auth/sign-out")).statusCode).toBe(200);
		expect((await laptop.get("/api/me")).json().user).toBeNull();
		expect((await laptop.get("/api/account")).statusCode).toBe(401);
	});
});
