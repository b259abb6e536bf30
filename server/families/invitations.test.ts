import { createHash } from "node:crypto";
import { FAMILY_TEXT } from "@core/contracts/families";
import { FAMILY_INVITATION_DAYS } from "@core/family";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, outboxMail, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { INVITATION_SUBJECT } from "./mail";

let ctx: TestContext;
let admin: AuthClient;

beforeAll(async () => {
	ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
	admin = await signUpAdmin(ctx);
});
afterAll(async () => ctx?.close());

/** Invites an address and reads the token from the link in its mail. */
async function invite(email: string, storefront = "The Alder Albums"): Promise<string> {
	const res = await admin.post("/api/admin/family-invitations", { email, storefront_name: storefront });
	expect(res.statusCode, res.body).toBe(201);
	const mail = await outboxMail(ctx, email.toLowerCase(), new RegExp(INVITATION_SUBJECT));
	const link = mail.links.find((l) => l.includes("/family/invitation?token="));
	if (!link) throw new Error("no invitation link");
	const token = new URL(link).searchParams.get("token");
	if (!token) throw new Error("no token");
	return token;
}

async function member(email: string): Promise<AuthClient> {
	const client = authClient(ctx);
	await signUp(ctx, client, email, "Ada");
	return client;
}

const accept = (client: AuthClient, token: string) =>
	client.post("/api/family/invitations/accept", { token });
const roleOf = async (email: string) =>
	(await ctx.database.query<{ role: string }>(sql`select role from users where lower(email) = ${email}`))[0]
		?.role;

describe("inviting a family", () => {
	it("mails a link whose token is 32 random bytes, storing only its sha256, good for the set days", async () => {
		const token = await invite("Ada@Alder.TEST");
		expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(Buffer.from(token, "base64url")).toHaveLength(32);
		const [row] = await ctx.database.query<{ token_hash: string; email: string; days: number }>(sql`
			select token_hash, email, round(extract(epoch from expires_at - created_at) / 86400)::int as days
			from family_invitations where email = 'ada@alder.test'`);
		expect(row).toEqual({
			token_hash: createHash("sha256").update(token).digest("hex"),
			email: "ada@alder.test",
			days: FAMILY_INVITATION_DAYS,
		});
		const dump = JSON.stringify(await ctx.database.query(sql`select * from family_invitations`));
		expect(dump).not.toContain(token);

		const list = (await admin.get("/api/admin/family-invitations")).json().invitations;
		expect(list[0]).toMatchObject({
			email: "ada@alder.test",
			storefront_name: "The Alder Albums",
			accepted_at: null,
		});
	});

	it("shows anyone with the link the storefront, who invited them and the address masked", async () => {
		const token = await invite("bo@birch.test", "Birch Street");
		const res = await authClient(ctx).get(`/api/family/invitations/${token}`);
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({
			storefront_name: "Birch Street",
			email_masked: "b•••@b•••.test",
			invited_by: "Cu",
			state: "valid",
		});
		const unknown = "A".repeat(43);
		expect((await authClient(ctx).get(`/api/family/invitations/${unknown}`)).statusCode).toBe(404);
		expect((await authClient(ctx).get("/api/family/invitations/short")).statusCode).toBe(400);
	});

	it("refuses an address that is already a family or an admin (409)", async () => {
		const res = await admin.post("/api/admin/family-invitations", {
			email: "curator@studio.test",
			storefront_name: "Curated",
		});
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(FAMILY_TEXT.invitedIsFamily);
		const bad = await admin.post("/api/admin/family-invitations", { email: "nope", storefront_name: "" });
		expect(bad.statusCode).toBe(400);
		expect(Object.keys(bad.json().error.fields).sort()).toEqual(["email", "storefront_name"]);
	});
});

describe("accepting an invitation", () => {
	it("refuses another member (403) and leaves the link usable", async () => {
		const token = await invite("cy@cedar.test", "Cedar Hollow");
		const eve = await member("eve@elsewhere.test");
		const res = await accept(eve, token);
		expect(res.statusCode).toBe(403);
		expect(res.json().error.message).toBe(FAMILY_TEXT.invitationOtherEmail);
		expect(await roleOf("eve@elsewhere.test")).toBe("user");
		expect((await authClient(ctx).get(`/api/family/invitations/${token}`)).json().state).toBe("valid");
		expect((await accept(authClient(ctx), token)).statusCode).toBe(401);
	});

	it("makes the invited address's account a family with the storefront (any letter case), once", async () => {
		const token = await invite("Dee@Dogwood.test", "Dogwood Days");
		const dee = await member("dee@dogwood.test");
		const res = await accept(dee, token);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toEqual({ storefront_name: "Dogwood Days" });
		expect(await roleOf("dee@dogwood.test")).toBe("family");
		expect((await dee.get("/api/me")).json().user.is_family).toBe(true);
		expect((await dee.get("/api/family/storefront")).json().storefront).toMatchObject({
			storefront_name: "Dogwood Days",
			closed_at: null,
		});
		const [row] = await ctx.database.query<{ accepted_by: string | null }>(
			sql`select accepted_by from family_invitations where email = 'dee@dogwood.test'`,
		);
		expect(row?.accepted_by).toBeTruthy();

		const reuse = await accept(dee, token);
		expect(reuse.statusCode).toBe(410);
		expect(reuse.json().error.message).toBe(FAMILY_TEXT.invitationUsed);
		expect((await authClient(ctx).get(`/api/family/invitations/${token}`)).json().state).toBe("used");
	});

	it("refuses an expired link (410) and says so on the link's page", async () => {
		const token = await invite("el@elm.test", "Elm Row");
		await ctx.database.query(
			sql`update family_invitations set expires_at = now() - interval '1 minute' where email = 'el@elm.test'`,
		);
		expect((await authClient(ctx).get(`/api/family/invitations/${token}`)).json().state).toBe("expired");
		const el = await member("el@elm.test");
		const res = await accept(el, token);
		expect(res.statusCode).toBe(410);
		expect(res.json().error.message).toBe(FAMILY_TEXT.invitationExpired);
		expect(await roleOf("el@elm.test")).toBe("user");
	});
});
