import { FAMILY_TEXT } from "@core/contracts/families";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import {
	type AuthClient,
	authClient,
	outboxMail,
	outboxMails,
	signUp,
	signUpFamily,
} from "../test/auth-client";
import { solidImage, storedFiles } from "../test/fixtures/images";
import { createTestApp, type TestContext } from "../test/harness";
import { APPLICATION_APPROVED_SUBJECT, APPLICATION_DECLINED_SUBJECT } from "./mail";

let ctx: TestContext;
let admin: AuthClient;

beforeAll(async () => {
	ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
	admin = await signUpAdmin(ctx);
});
afterAll(async () => ctx?.close());

const STORY = "Four generations of summers on Lake Erie, in our grandmother's shoeboxes.";
const apply = (client: AuthClient, body: Record<string, unknown> = {}) =>
	client.post("/api/family/application", {
		storefront_name: "The Erie Shoebox",
		story: STORY,
		accept_terms: true,
		...body,
	});

async function member(email: string): Promise<AuthClient> {
	const client = authClient(ctx);
	await signUp(ctx, client, email, "Nora");
	return client;
}

const roleOf = async (email: string) =>
	(await ctx.database.query<{ role: string }>(sql`select role from users where email = ${email}`))[0]?.role;

describe("applying to become a family", () => {
	it("files a pending application with a portrait checked by its content, and shows it to its member", async () => {
		const nora = await member("nora@home.test");
		expect((await nora.get("/api/family/application")).json()).toEqual({ application: null });

		const portrait = (await solidImage(640, 480, { format: "jpeg" })).toString("base64");
		const res = await apply(nora, { portrait });
		expect(res.statusCode, res.body).toBe(201);
		const { application } = res.json();
		expect(application).toMatchObject({
			status: "pending",
			storefront_name: "The Erie Shoebox",
			story: STORY,
			reason: null,
			reviewed_at: null,
		});
		expect(application.portrait_url).toMatch(/^\/media\/family-portraits\/.+\.webp$/);
		expect((await nora.get("/api/family/application")).json().application).toEqual(application);
	});

	it("keeps one pending application per member (409), and nothing of a refused one", async () => {
		const nora = authClient(ctx);
		await signUp(ctx, nora, "nora@home.test", "Nora");
		const before = await storedFiles(ctx.storage);
		const again = await apply(nora, { portrait: (await solidImage(300, 300)).toString("base64") });
		expect(again.statusCode).toBe(409);
		expect(again.json().error.message).toBe(FAMILY_TEXT.alreadyPending);
		expect(await storedFiles(ctx.storage)).toEqual(before);
	});

	it("says what is wrong per field, and refuses a portrait that is not an image with nothing kept", async () => {
		const ivy = await member("ivy@home.test");
		const bad = await ivy.post("/api/family/application", { storefront_name: "x", story: "short" });
		expect(bad.statusCode).toBe(400);
		expect(bad.json().error.fields).toMatchObject({
			storefront_name: "Storefront name must be at least 2 characters long",
			story: FAMILY_TEXT.storyShort,
			accept_terms: FAMILY_TEXT.acceptTerms,
		});

		const before = await storedFiles(ctx.storage);
		const text = await apply(ivy, { portrait: Buffer.from("not a picture at all").toString("base64") });
		expect(text.statusCode).toBe(400);
		expect(text.json().error.fields).toEqual({ portrait: "The file is not an image we can read" });
		expect(await storedFiles(ctx.storage)).toEqual(before);
		expect((await ivy.get("/api/family/application")).json().application).toBeNull();
	});

	it("refuses a family (409) and an admin (403) clearly", async () => {
		const family = authClient(ctx);
		await signUpFamily(ctx, family, "rose@family.test", "The Rose Family");
		const asFamily = await apply(family);
		expect(asFamily.statusCode).toBe(409);
		expect(asFamily.json().error.message).toBe(FAMILY_TEXT.alreadyFamily);
		const asAdmin = await apply(admin);
		expect(asAdmin.statusCode).toBe(403);
		expect(asAdmin.json().error.message).toBe(FAMILY_TEXT.adminCannotApply);
	});

	it("asks a signed-out visitor to sign in", async () => {
		expect((await apply(authClient(ctx))).statusCode).toBe(401);
		expect((await authClient(ctx).get("/api/family/application")).statusCode).toBe(401);
	});
});

describe("deciding an application", () => {
	const pendingOf = async (email: string) => {
		const { applications } = (await admin.get("/api/admin/family-applications")).json();
		const found = applications.find((a: { email: string; status: string }) => a.email === email);
		if (!found) throw new Error(`no application from ${email}`);
		return found;
	};

	it("lists pending applications first, with the story, portrait and who sent them", async () => {
		const res = await admin.get("/api/admin/family-applications");
		expect(res.statusCode).toBe(200);
		const body = res.json();
		expect(body.pending).toBe(1);
		expect(body.applications[0]).toMatchObject({
			email: "nora@home.test",
			status: "pending",
			story: STORY,
			role: "user",
		});
		expect(body.applications[0].portrait_url).toMatch(/family-portraits/);
	});

	it("approves: the member becomes a family with the storefront, story and portrait; mailed a link to /family", async () => {
		const application = await pendingOf("nora@home.test");
		const res = await admin.post(`/api/admin/family-applications/${application.id}/approve`);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().application).toMatchObject({ status: "approved", role: "family", reason: null });
		expect(await roleOf("nora@home.test")).toBe("family");
		const [profile] = await ctx.database.query<Record<string, string | null>>(sql`
			select p.storefront_name, p.storefront_bio, p.portrait_url from profiles p join users u on u.id = p.id
			where u.email = 'nora@home.test'`);
		expect(profile).toEqual({
			storefront_name: "The Erie Shoebox",
			storefront_bio: STORY,
			portrait_url: application.portrait_url,
		});
		const mail = await outboxMail(ctx, "nora@home.test", new RegExp(APPLICATION_APPROVED_SUBJECT));
		expect(mail.links).toContain(`${ctx.config.publicUrl}/family`);
		const [queued] = await ctx.database.query<{ kind: string }>(
			sql`select kind from mail_queue where recipient = 'nora@home.test' and subject = ${APPLICATION_APPROVED_SUBJECT}`,
		);
		expect(queued?.kind).toBe("family_application");

		// The member's own session now is a family's.
		const nora = authClient(ctx);
		await signUp(ctx, nora, "nora@home.test", "Nora");
		expect((await nora.get("/api/me")).json().user.is_family).toBe(true);
		expect((await nora.get("/api/family/storefront")).statusCode).toBe(200);
	});

	it("answers 409 when an application is decided twice", async () => {
		const application = (await admin.get("/api/admin/family-applications"))
			.json()
			.applications.find((a: { email: string }) => a.email === "nora@home.test");
		const twice = await admin.post(`/api/admin/family-applications/${application.id}/approve`);
		expect(twice.statusCode).toBe(409);
		expect(twice.json().error.message).toBe(FAMILY_TEXT.alreadyDecided);
		const decline = await admin.post(`/api/admin/family-applications/${application.id}/decline`, {
			reason: "Changed our minds",
		});
		expect(decline.statusCode).toBe(409);
		expect(await roleOf("nora@home.test")).toBe("family");
	});

	it("declines with a required reason: the member stays a member, is mailed the reason and may apply again", async () => {
		const ivy = await member("ivy@home.test");
		expect((await apply(ivy, { storefront_name: "Ivy Lane Attic" })).statusCode).toBe(201);
		const application = await pendingOf("ivy@home.test");
		const noReason = await admin.post(`/api/admin/family-applications/${application.id}/decline`, {
			reason: "  ",
		});
		expect(noReason.statusCode).toBe(400);
		expect(noReason.json().error.fields).toEqual({ reason: FAMILY_TEXT.reasonRequired });

		const reason = "We need photos you hold the rights to; these look like magazine prints.";
		const res = await admin.post(`/api/admin/family-applications/${application.id}/decline`, { reason });
		expect(res.statusCode).toBe(200);
		expect(res.json().application).toMatchObject({ status: "declined", reason });
		expect(await roleOf("ivy@home.test")).toBe("user");
		const mail = await outboxMail(ctx, "ivy@home.test", new RegExp(APPLICATION_DECLINED_SUBJECT));
		expect(mail.text).toContain(reason);
		expect(mail.links).toContain(`${ctx.config.publicUrl}/family`);

		const seen = (await ivy.get("/api/family/application")).json().application;
		expect(seen).toMatchObject({ status: "declined", reason });
		expect((await apply(ivy, { storefront_name: "Ivy Lane Attic" })).statusCode).toBe(201);
		expect(await outboxMails(ctx, "ivy@home.test", new RegExp(APPLICATION_APPROVED_SUBJECT))).toHaveLength(0);
	});

	it("answers 404 for an unknown application, and 403 to a member", async () => {
		const unknown = "00000000-0000-4000-8000-000000000000";
		expect((await admin.post(`/api/admin/family-applications/${unknown}/approve`)).statusCode).toBe(404);
		const eve = await member("eve@home.test");
		expect((await eve.get("/api/admin/family-applications")).statusCode).toBe(403);
	});
});
