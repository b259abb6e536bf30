import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { startOidcServer } from "../test/oidc";

let oidc: Awaited<ReturnType<typeof startOidcServer>>;
let ctx: TestContext;

beforeAll(async () => {
	oidc = await startOidcServer();
	ctx = await createTestApp({
		env: {
			OIDC_ISSUER: oidc.issuer,
			OIDC_CLIENT_ID: "snapshot-web",
			OIDC_CLIENT_SECRET: "a-client-secret",
			OIDC_NAME: "Studio SSO",
			PUBLIC_URL: "http://shop.test",
		},
	});
});
afterAll(async () => {
	await ctx?.close();
	await oidc?.close();
});

/** The whole redirect dance: our start endpoint, the provider's authorize page, our callback. */
async function signInWithProvider(client: AuthClient) {
	const start = await client.post("/api/auth/sign-in/social", {
		provider: "oidc",
		callbackURL: "/profile",
		errorCallbackURL: "/auth?error=oidc",
	});
	expect(start.statusCode).toBe(200);
	const { url } = start.json();
	expect(url).toMatch(new RegExp(`^${oidc.issuer}/authorize\\?`));
	expect(new URL(url).searchParams.get("code_challenge_method")).toBe("S256");

	const authorize = await fetch(url, { redirect: "manual" });
	expect(authorize.status).toBe(302);
	const callback = authorize.headers.get("location") ?? "";
	expect(callback).toMatch(/^http:\/\/shop\.test\/api\/auth\/callback\/oidc\?code=/);
	return client.follow(callback);
}

describe("sign-in through the OpenID Connect provider", () => {
	it("offers the provider's button by name", async () => {
		expect((await authClient(ctx).get("/api/auth-options")).json()).toEqual({
			captcha: "off",
			oidc: { name: "Studio SSO" },
		});
	});

	it("creates the account on the first visit, with a profile from the provider's name", async () => {
		const client = authClient(ctx);
		const done = await signInWithProvider(client);
		expect(done.statusCode).toBe(302);
		expect(done.headers.location).toBe("/profile");
		const me = (await client.get("/api/me")).json();
		expect(me.user).toMatchObject({ email: "casting@bigstudio.test", first_name: "Cass", is_admin: false });
		expect((await client.get("/api/account")).json().providers).toEqual(["oidc"]);
		expect((await client.get("/api/profile")).json().profile).toMatchObject({
			first_name: "Cass",
			last_name: "Moreno",
			needs_password_setup: true,
		});
	});

	it("signs the same person into the same account next time", async () => {
		const first = (await authClient(ctx).get("/api/me")).json();
		expect(first.user).toBeNull();
		const client = authClient(ctx);
		await signInWithProvider(client);
		const again = (await client.get("/api/me")).json().user;
		const count = await ctx.database.query(
			sql`select count(*)::int as n from users where email = 'casting@bigstudio.test'`,
		);
		expect(again.email).toBe("casting@bigstudio.test");
		expect(count).toEqual([{ n: 1 }]);
	});

	it("does not join an existing account when the provider has not verified the address", async () => {
		const member = authClient(ctx);
		await signUp(ctx, member, "member@studio.test", "Mem");
		oidc.setPerson({
			sub: "oidc-impostor",
			email: "member@studio.test",
			given_name: "Imp",
			family_name: "Ostor",
			email_verified: false,
		});
		try {
			const client = authClient(ctx);
			const done = await signInWithProvider(client);
			expect(done.statusCode).toBe(302);
			expect(String(done.headers.location)).toContain("error=");
			expect((await client.get("/api/me")).json().user).toBeNull();
		} finally {
			oidc.setPerson({
				sub: "oidc-1",
				email: "casting@bigstudio.test",
				given_name: "Cass",
				family_name: "Moreno",
			});
		}
	});

	it("sends a failed callback back to the sign-in screen with an error", async () => {
		const client = authClient(ctx);
		await client.post("/api/auth/sign-in/social", {
			provider: "oidc",
			callbackURL: "/profile",
			errorCallbackURL: "/auth?error=oidc",
		});
		const res = await client.get("/api/auth/callback/oidc?code=forged&state=forged");
		expect(res.statusCode).toBe(302);
		expect(String(res.headers.location)).toContain("error=");
		expect((await client.get("/api/me")).json().user).toBeNull();
	});
});
