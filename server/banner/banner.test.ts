import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { BANNER_TAGS } from "./sanitize";
import { NOTHING_LEFT } from "./service";

let ctx: TestContext;
let admin: AuthClient;
let member: AuthClient;

beforeAll(async () => {
	ctx = await createTestApp();
	admin = await signUpAdmin(ctx);
	member = authClient(ctx);
	await signUp(ctx, member, "decorator@studio.test", "Dee");
	await ctx.database.query(sql`delete from site_banners`);
});
afterAll(async () => ctx?.close());

const XSS = [
	`<script>alert(1)</script>`,
	`<img src=x onerror=alert(1)>`,
	`<a href="javascript:alert(1)">x</a>`,
	`<a href="JaVaScRiPt:alert(1)">`,
	`<a href="&#106;avascript:alert(1)">`,
	`<a href=" javascript:alert(1)">`,
	`<svg onload=alert(1)>`,
	`<svg><script>alert(1)</script></svg>`,
	`<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
	`<iframe src="javascript:alert(1)">`,
	`<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">`,
	`<div style="background:url(javascript:alert(1))">`,
	`<p onclick="alert(1)">x</p>`,
	`<object data="javascript:alert(1)">`,
	`<form action="javascript:alert(1)"><button>x</button></form>`,
	`<a href="vbscript:msgbox(1)">`,
	`<b onmouseover=alert(1)>x</b>`,
	`<<script>script>alert(1)<</script>/script>`,
	`<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
	`<a href="//evil.test/">x</a>`,
	`<a href="/\\evil.test/">x</a>`,
	`<a href="/&#9;/evil.test/">x</a>`,
	`<embed src="javascript:alert(1)">`,
	`<a href="https://ok.test" style="color:red" class="x" onclick="alert(1)">ok</a>`,
];

/** A tag as the sanitiser writes it: attribute values quoted, `<`, `>` and quotes in them escaped. */
const TAG = /<\/?([a-z0-9]+)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:="([^"]*)")?/g;
const A_ATTRIBUTES = new Set(["href", "title", "target", "rel"]);
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?![/\\])|#)/i;

/** Fails unless every tag of the HTML is allowed, with only allowed attributes and links. */
function expectSafe(html: string, payload: string): void {
	const why = `${payload} -> ${html}`;
	expect(html, why).not.toMatch(/<script/i);
	expect(html, why).not.toMatch(/<\/?(svg|math|iframe|object|embed|form|style|img|noscript|div)\b/i);
	expect(html, why).not.toMatch(/(javascript|vbscript|data):/i);
	// Every `<` left starts a tag of ours: the sanitiser escapes the rest.
	expect(html.replace(TAG, ""), why).not.toContain("<");
	for (const [, name = "", attributes = ""] of html.matchAll(TAG)) {
		expect(BANNER_TAGS as readonly string[], why).toContain(name.toLowerCase());
		for (const [, attribute = "", value = ""] of attributes.matchAll(ATTRIBUTE)) {
			expect(attribute, why).not.toMatch(/^on/i);
			expect(name === "a" && A_ATTRIBUTES.has(attribute), `${why}: ${attribute}`).toBe(true);
			if (attribute === "href") expect(value, why).toMatch(SAFE_HREF);
		}
	}
}

const activeNow = async () => (await authClient(ctx).get("/api/banner")).json().banner;

describe("banner sanitising", () => {
	it("keeps benign formatting and site links", async () => {
		const content = `<strong>Sale</strong> <a href="/pricing">See pricing</a>`;
		const preview = await admin.post("/api/admin/banners/preview", { content });
		expect(preview.statusCode).toBe(200);
		expect(preview.json()).toEqual({ content });
		const saved = await admin.post("/api/admin/banners", { content, is_active: true });
		expect(saved.statusCode).toBe(201);
		expect(saved.json().banner).toMatchObject({ content, is_active: true });
		expect(await activeNow()).toEqual({ id: saved.json().banner.id, content });
	});

	it("opens new tabs without a way back to the site, and drops classes and styles", async () => {
		const res = await admin.post("/api/admin/banners/preview", {
			content: `<a href="https://films.test" target="_blank" rel="opener" class="big" style="color:red">Films</a>`,
		});
		expect(res.json().content).toBe(
			`<a href="https://films.test" target="_blank" rel="noopener noreferrer">Films</a>`,
		);
	});

	it("previews every XSS payload as harmless markup, or refuses it as empty", async () => {
		for (const payload of XSS) {
			const res = await admin.post("/api/admin/banners/preview", { content: payload });
			if (res.statusCode === 400) {
				expect(res.json().error.fields, payload).toEqual({ content: NOTHING_LEFT });
				continue;
			}
			expect(res.statusCode, payload).toBe(200);
			expectSafe(res.json().content, payload);
		}
	});

	it("stores and serves every XSS payload sanitised, to admins and to visitors", async () => {
		for (const payload of XSS) {
			const saved = await admin.post("/api/admin/banners", {
				content: `Sale ${payload} today`,
				is_active: true,
			});
			expect(saved.statusCode, payload).toBe(201);
			const { id, content } = saved.json().banner;
			expectSafe(content, payload);
			expect(content, payload).toMatch(/^Sale\b/);

			const listed = (await admin.get("/api/admin/banners")).json().banners[0];
			expect(listed, payload).toMatchObject({ id, content, is_active: true });
			expect(await activeNow(), payload).toEqual({ id, content });
		}
	});

	it("sanitises a stored row on its way out, whoever wrote it", async () => {
		await ctx.database.query(sql`update site_banners set is_active = false`);
		const raw = `<script>alert(1)</script><b onmouseover=alert(1)>Hello</b> <a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><svg onload=alert(1)>`;
		const [row] = await ctx.database.query<{ id: string }>(sql`
			insert into site_banners (content, is_active) values (${raw}, true) returning id`);
		const res = await authClient(ctx).get("/api/banner");
		expect(res.statusCode).toBe(200);
		// Revalidated on every load: the app's own 5-minute cache is the only one.
		expect(res.headers["cache-control"]).toBe("no-cache");
		const { banner } = res.json();
		expect(banner).toEqual({ id: row?.id, content: "<b>Hello</b> <a>x</a>" });
		expectSafe(banner.content, raw);

		// A row with nothing safe in it is no banner at all.
		await ctx.database.query(
			sql`update site_banners set content = '<script>alert(1)</script>' where id = ${row?.id}`,
		);
		expect(await activeNow()).toBeNull();
	});

	it("refuses a banner with nothing left once cleaned, on every write and the preview", async () => {
		const [existing] = (await admin.get("/api/admin/banners")).json().banners;
		const content = `<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x"></a>`;
		const responses = [
			await admin.post("/api/admin/banners", { content }),
			await admin.put(`/api/admin/banners/${existing.id}`, { content }),
			await admin.post("/api/admin/banners/preview", { content }),
		];
		for (const res of responses) {
			expect(res.statusCode).toBe(400);
			expect(res.json().error).toMatchObject({ message: NOTHING_LEFT, fields: { content: NOTHING_LEFT } });
		}
		const blank = await admin.post("/api/admin/banners", { content: "   " });
		expect(blank.statusCode).toBe(400);
		expect(blank.json().error.fields.content).toBe("Write the banner's text");
	});
});

describe("one active banner", () => {
	it("activating one switches the others off; the public banner follows; none active is null", async () => {
		await ctx.database.query(sql`delete from site_banners`);
		expect(await activeNow()).toBeNull();

		const a = (await admin.post("/api/admin/banners", { content: "Banner A", is_active: true })).json()
			.banner;
		expect(await activeNow()).toEqual({ id: a.id, content: "Banner A" });
		const b = (await admin.post("/api/admin/banners", { content: "Banner B", is_active: true })).json()
			.banner;
		const draft = (await admin.post("/api/admin/banners", { content: "Draft" })).json().banner;
		expect(draft.is_active).toBe(false);

		let banners = (await admin.get("/api/admin/banners")).json().banners;
		// Newest first.
		expect(banners.map((x: { id: string }) => x.id)).toEqual([draft.id, b.id, a.id]);
		expect(banners.map((x: { is_active: boolean }) => x.is_active)).toEqual([false, true, false]);
		expect(await activeNow()).toEqual({ id: b.id, content: "Banner B" });

		const back = await admin.put(`/api/admin/banners/${a.id}`, {
			content: "Banner A again",
			is_active: true,
		});
		expect(back.statusCode).toBe(200);
		expect(back.json().banner).toMatchObject({ id: a.id, content: "Banner A again", is_active: true });
		banners = (await admin.get("/api/admin/banners")).json().banners;
		expect(
			banners.filter((x: { is_active: boolean }) => x.is_active).map((x: { id: string }) => x.id),
		).toEqual([a.id]);
		expect(await activeNow()).toEqual({ id: a.id, content: "Banner A again" });

		await admin.put(`/api/admin/banners/${a.id}`, { content: "Banner A again", is_active: false });
		expect(await activeNow()).toBeNull();
	});

	it("an unknown banner is 404 and changes nothing; deleting answers 204", async () => {
		const live = (await admin.post("/api/admin/banners", { content: "Live", is_active: true })).json().banner;
		const missing = "00000000-0000-4000-8000-000000000000";
		const put = await admin.put(`/api/admin/banners/${missing}`, { content: "x", is_active: true });
		expect(put.statusCode).toBe(404);
		expect(put.json().error.message).toBe("Banner not found");
		// The failed activation rolled back: the live banner is still on.
		expect(await activeNow()).toEqual({ id: live.id, content: "Live" });

		expect((await admin.del(`/api/admin/banners/${live.id}`)).statusCode).toBe(204);
		expect(await activeNow()).toBeNull();
		expect((await admin.del(`/api/admin/banners/${live.id}`)).statusCode).toBe(404);
	});
});

describe("access", () => {
	it("is for admins only: 403 for a member on every banner route, 401 for a guest", async () => {
		const [banner] = (await admin.get("/api/admin/banners")).json().banners;
		const calls = [
			(c: AuthClient) => c.get("/api/admin/banners"),
			(c: AuthClient) => c.post("/api/admin/banners", { content: "Mine", is_active: true }),
			(c: AuthClient) => c.post("/api/admin/banners/preview", { content: "Mine" }),
			(c: AuthClient) => c.put(`/api/admin/banners/${banner.id}`, { content: "Mine", is_active: true }),
			(c: AuthClient) => c.del(`/api/admin/banners/${banner.id}`),
		];
		for (const call of calls) {
			const res = await call(member);
			expect(res.statusCode).toBe(403);
			expect(res.json().error.message).toBe("Admin privileges required");
			expect((await call(authClient(ctx))).statusCode).toBe(401);
		}
		expect((await admin.get("/api/admin/banners")).json().banners[0]).toEqual(banner);
	});
});
