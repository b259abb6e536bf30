import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient, outboxMail, outboxMails, SIGN_UP_METADATA, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { RETURN_PATH_MESSAGE } from "./proxy";

/**
 * Sign-up started from a photo returns to that photo (issue 28): the link in the mail carries the
 * photo's path, opening it lands there, and no request can make it lead to another site.
 */
let ctx: TestContext;
beforeAll(async () => {
	// Many refused requests from one address: the per-address limit is not what these tests test.
	ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
});
afterAll(async () => ctx?.close());

const PHOTO = "/photo/7?license=hero";
const landing = (path: string) => new URL(path, ctx.config.publicUrl).toString();

describe("the way back after signing up or in", () => {
	it("a sign-up from a photo: the mail's link carries the photo, and opening it lands there signed in", async () => {
		const email = "from-a-photo@studio.test";
		const client = authClient(ctx);
		const sent = await client.post("/api/auth/sign-in/magic-link", {
			email,
			name: "Maya",
			callbackURL: PHOTO,
			newUserCallbackURL: PHOTO,
			errorCallbackURL: "/auth?mode=magic-link",
			metadata: SIGN_UP_METADATA,
		});
		expect(sent.statusCode, sent.body).toBe(200);
		const link = (await outboxMail(ctx, email, /sign-in link/)).links[0] ?? "";
		const query = new URL(link).searchParams;
		expect(query.get("callbackURL")).toBe(PHOTO);
		expect(query.get("newUserCallbackURL")).toBe(PHOTO);

		const opened = await client.follow(link);
		expect(opened.statusCode).toBe(302);
		expect(opened.headers.location).toBe(landing(PHOTO));
		expect((await client.get("/api/me")).json().user).toMatchObject({ email, first_name: "Maya" });
	});

	it("a member signing in by link from a photo lands back on it too", async () => {
		const email = "back-again@studio.test";
		await signUp(ctx, authClient(ctx), email);
		const client = authClient(ctx);
		await client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/photo/12" });
		const opened = await client.follow((await outboxMail(ctx, email, /sign-in link/)).links[0] ?? "");
		expect(opened.statusCode).toBe(302);
		expect(opened.headers.location).toBe(landing("/photo/12"));
	});

	it("refuses a way back to another site, in any field, with a message and no mail", async () => {
		const email = "nowhere@studio.test";
		for (const evil of [
			"//evil.com",
			"https://evil.com",
			"/\\evil.com",
			"/\t/evil.com",
			"javascript:alert(1)",
		])
			for (const field of ["callbackURL", "newUserCallbackURL", "errorCallbackURL"]) {
				const res = await authClient(ctx).post("/api/auth/sign-in/magic-link", {
					email,
					callbackURL: "/photo/7",
					metadata: SIGN_UP_METADATA,
					[field]: evil,
				});
				expect(res.statusCode, `${field}=${JSON.stringify(evil)}`).toBe(400);
				expect(res.json().error).toMatchObject({
					code: "VALIDATION_ERROR",
					fields: { [field]: RETURN_PATH_MESSAGE },
				});
			}
		expect(await outboxMails(ctx, email, /./)).toEqual([]);
	});

	it("refuses it for the identity provider and the password sign-in too", async () => {
		for (const url of ["/api/auth/sign-in/social", "/api/auth/sign-in/email"]) {
			const res = await authClient(ctx).post(url, {
				provider: "oidc",
				email: "x@studio.test",
				password: "whatever-pass",
				callbackURL: "//evil.com",
			});
			expect(res.statusCode, url).toBe(400);
			expect(res.json().error.fields).toEqual({ callbackURL: RETURN_PATH_MESSAGE });
		}
	});

	it("refuses it for the password reset's link too, and sends no mail", async () => {
		const email = "reset-elsewhere@studio.test";
		const res = await authClient(ctx).post("/api/auth/request-password-reset", {
			email,
			redirectTo: "https://evil.com/reset",
		});
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toEqual({ redirectTo: RETURN_PATH_MESSAGE });
		expect(await outboxMails(ctx, email, /./)).toEqual([]);
	});

	it("refuses a sign-in link whose way back was changed to another site", async () => {
		const email = "tampered@studio.test";
		await signUp(ctx, authClient(ctx), email);
		const client = authClient(ctx);
		await client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/photo/7" });
		const link = new URL((await outboxMail(ctx, email, /sign-in link/)).links[0] ?? "");
		link.searchParams.set("callbackURL", "//evil.com");
		const opened = await client.follow(link.toString());
		expect(opened.statusCode).toBe(400);
		expect(opened.headers.location).toBeUndefined();
	});
});
