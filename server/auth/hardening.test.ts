import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactPath } from "../app";
import { authClient, outboxMail, SIGN_UP_METADATA, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe("sign-up details belong to the link they came with", () => {
	it("a second form for the same address cannot rename the account the first link makes", async () => {
		const email = "victim@studio.test";
		const victim = authClient(ctx);
		await victim.post("/api/auth/sign-in/magic-link", {
			email,
			callbackURL: "/profile",
			metadata: { ...SIGN_UP_METADATA, first_name: "Vera", agreement_type: "standard" },
		});
		const victimLink = (await outboxMail(ctx, email, /sign-in link/)).links[0] ?? "";
		// Someone else submits the same address with other details; only their own link would use them.
		await authClient(ctx).post("/api/auth/sign-in/magic-link", {
			email,
			callbackURL: "/profile",
			metadata: { ...SIGN_UP_METADATA, first_name: "Hacked", agreement_type: "custom" },
		});

		expect((await victim.follow(victimLink)).statusCode).toBe(302);
		const profile = (await victim.get("/api/profile")).json().profile;
		expect(profile).toMatchObject({ first_name: "Vera", agreement_type: "standard" });
		// The agreement is dated by the server, not by the form.
		const [row] = await ctx.database.query<{ agreement_date: Date }>(
			sql`select agreement_date from profiles where id = ${profile.id}`,
		);
		expect(Math.abs(new Date(row?.agreement_date ?? 0).getTime() - Date.now())).toBeLessThan(60_000);
	});
});

describe("sessions", () => {
	it("renews the session cookie when a day-old session is used, on any route", async () => {
		const client = authClient(ctx);
		await signUp(ctx, client, "renew@studio.test", "Rene");
		await ctx.database.query(sql`
			update sessions set updated_at = now() - interval '2 days', expires_at = now() + interval '5 days'
			where user_id = (select id from users where email = 'renew@studio.test')`);
		const res = await client.get("/api/me");
		expect(res.json().user.email).toBe("renew@studio.test");
		expect(Date.parse(res.json().expires_at)).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
		const renewed = res.cookies.find((c) => c.name.includes("session_token"));
		expect(renewed?.maxAge).toBeGreaterThan(6 * 24 * 3600);
	});

	it("changing the password ends the other sessions and keeps this one", async () => {
		const laptop = authClient(ctx);
		await signUp(ctx, laptop, "change@studio.test", "Cho");
		expect(
			(await laptop.post("/api/account/password", { new_password: "first-password-1" })).statusCode,
		).toBe(204);
		const phone = authClient(ctx);
		expect(
			(
				await phone.post("/api/auth/sign-in/email", {
					email: "change@studio.test",
					password: "first-password-1",
				})
			).statusCode,
		).toBe(200);
		const changed = await laptop.post("/api/account/password", {
			current_password: "first-password-1",
			new_password: "second-password-2",
		});
		expect(changed.statusCode).toBe(204);
		expect((await laptop.get("/api/me")).json().user?.email).toBe("change@studio.test");
		expect((await phone.get("/api/me")).json().user).toBeNull();
	});
});

describe("cross-site requests", () => {
	it("refuses a state-changing call to our routes from a foreign or missing origin", async () => {
		const client = authClient(ctx);
		await signUp(ctx, client, "csrf@studio.test", "Cy");
		for (const origin of ["https://evil.example", ""]) {
			const res = await client.request({
				method: "POST",
				url: "/api/account/sign-out-others",
				headers: { origin, "content-type": "text/plain" },
				payload: "x",
			});
			expect(res.statusCode, origin || "no origin").toBe(403);
		}
		const put = await client.request({
			method: "PUT",
			url: "/api/profile",
			headers: { origin: "https://evil.example" },
			payload: { first_name: "Pwned" },
		});
		expect(put.statusCode).toBe(403);
		expect((await client.get("/api/profile")).json().profile.first_name).toBe("Cy");
	});

	it("refuses sign-in links that would send the browser to another site", async () => {
		const res = await authClient(ctx).post("/api/auth/sign-in/magic-link", {
			email: "csrf@studio.test",
			callbackURL: "https://evil.example/steal",
		});
		// Refused before better-auth (which refuses it with a 403 too): only paths of this site (issue 28).
		expect(res.statusCode).toBe(400);
	});
});

describe("legacy accounts", () => {
	it("complete their migration when a password is set on the account page", async () => {
		const { importLegacyUsers } = await import("../legacy/service");
		await importLegacyUsers(ctx.database, [
			{ email: "old@old-site.test", first_name: "Olga", last_name: null },
		]);
		const client = authClient(ctx);
		await client.post("/api/auth/sign-in/magic-link", {
			email: "old@old-site.test",
			callbackURL: "/profile",
		});
		await client.follow((await outboxMail(ctx, "old@old-site.test", /sign-in link/)).links[0] ?? "");
		expect((await client.post("/api/account/password", { new_password: "brand-new-pass" })).statusCode).toBe(
			204,
		);
		const wrong = await authClient(ctx).post("/api/auth/sign-in/email", {
			email: "old@old-site.test",
			password: "mistyped-pass",
		});
		expect(wrong.json().error.code).toBe("INVALID_EMAIL_OR_PASSWORD");
	});
});

describe("logs and the dev mailbox", () => {
	it("keeps reset tokens out of logged paths", () => {
		expect(redactPath("/api/auth/reset-password/AbC123secret?callbackURL=%2Fauth")).toBe(
			"/api/auth/reset-password/[redacted]",
		);
		expect(redactPath("/api/auth/magic-link/verify?token=secret")).toBe("/api/auth/magic-link/verify");
	});

	it("answers the mailbox only on this machine", async () => {
		const remote = await ctx.app.inject({
			method: "GET",
			url: "/api/dev/mailbox",
			remoteAddress: "203.0.113.5",
		});
		expect(remote.statusCode).toBe(403);
	});
});
