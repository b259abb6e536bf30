import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authClient } from "../test/auth-client";
import { solveCaptcha } from "../test/captcha";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp({ env: { CAPTCHA: "altcha", AUTH_RATE_LIMIT: "8" } });
});
afterAll(async () => ctx?.close());

const solve = () => solveCaptcha(ctx);

describe("captcha on the auth forms", () => {
	it("tells the sign-in screen that the captcha is on", async () => {
		expect((await ctx.app.inject({ method: "GET", url: "/api/auth-options" })).json()).toEqual({
			captcha: "altcha",
			oidc: null,
		});
	});

	it("refuses each auth form without a solved captcha, with the spec's message", async () => {
		for (const [url, body] of [
			["/api/auth/sign-in/magic-link", { email: "cap@studio.test" }],
			["/api/auth/sign-in/email", { email: "cap@studio.test", password: "whatever-123" }],
			["/api/auth/request-password-reset", { email: "cap@studio.test" }],
		] as const) {
			const res = await authClient(ctx).post(url, body);
			expect(res.statusCode, url).toBe(400);
			expect(res.json().error).toEqual({
				code: "CAPTCHA_REQUIRED",
				message: "Please complete all fields and verification",
			});
		}
	});

	it("accepts a solved captcha once, and refuses a replay or a forgery", async () => {
		const payload = await solve();
		const client = authClient(ctx);
		const first = await client.post(
			"/api/auth/sign-in/magic-link",
			{ email: "cap@studio.test", callbackURL: "/" },
			payload,
		);
		expect(first.statusCode).toBe(200);

		const replay = await client.post(
			"/api/auth/sign-in/magic-link",
			{ email: "cap@studio.test", callbackURL: "/" },
			payload,
		);
		expect(replay.statusCode).toBe(400);
		expect(replay.json().error.code).toBe("CAPTCHA_INVALID");

		const decoded = JSON.parse(Buffer.from(await solve(), "base64").toString());
		decoded.solution.derivedKey = `${decoded.solution.derivedKey.slice(0, -1)}${decoded.solution.derivedKey.endsWith("0") ? "1" : "0"}`;
		const forged = Buffer.from(JSON.stringify(decoded)).toString("base64");
		const res = await client.post("/api/auth/sign-in/magic-link", { email: "cap@studio.test" }, forged);
		expect(res.json().error.code).toBe("CAPTCHA_INVALID");
		const garbage = await client.post(
			"/api/auth/sign-in/magic-link",
			{ email: "cap@studio.test" },
			"not-base64-json",
		);
		expect(garbage.json().error.code).toBe("CAPTCHA_INVALID");
	});

	it("limits the auth endpoints per address with a 429 in the API's format", async () => {
		const client = authClient(ctx);
		const statuses: number[] = [];
		for (let i = 0; i < 10; i++) {
			const res = await client.request({
				method: "POST",
				url: "/api/auth/sign-in/email",
				payload: { email: "flood@studio.test", password: "x" },
				remoteAddress: "203.0.113.9",
			});
			statuses.push(res.statusCode);
			if (res.statusCode === 429) expect(res.json().error.code).toBe("RATE_LIMITED");
		}
		expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
		expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(1);
		// Another address is unaffected.
		const other = await client.request({
			method: "POST",
			url: "/api/auth/sign-in/email",
			payload: { email: "flood@studio.test", password: "x" },
			remoteAddress: "203.0.113.10",
		});
		expect(other.statusCode).toBe(400);
	});
});
