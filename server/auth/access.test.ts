import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUp, signUpFamily } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { setUserRole } from "./service";

let ctx: TestContext;
let member: AuthClient;
let admin: AuthClient;
let family: AuthClient;

beforeAll(async () => {
	ctx = await createTestApp({ cliToken: "t".repeat(40) });
	member = authClient(ctx);
	await signUp(ctx, member, "member@studio.test", "Mina");
	admin = authClient(ctx);
	await signUp(ctx, admin, "boss@studio.test", "Bea");
	await setUserRole(ctx.database, "boss@studio.test", "admin");
	family = authClient(ctx);
	await signUpFamily(ctx, family, "rose@family.test");
});
afterAll(async () => ctx?.close());

/** A concrete URL for a route pattern: every parameter gets a well-formed value. */
function concrete(url: string): string {
	return url
		.replace(/:photoid\b/g, "1")
		.replace(/:[A-Za-z_]+/g, "00000000-0000-4000-8000-000000000000")
		.replace(/\*$/, "x");
}

describe("access levels on every API route", () => {
	it("declares one for each route and protects some", () => {
		const levels = new Set(ctx.app.routeAccess.map((r) => r.access));
		expect(ctx.app.routeAccess.length).toBeGreaterThan(15);
		expect(levels).toEqual(new Set(["public", "user", "family", "admin", "internal"]));
	});

	it("refuses to start when a route forgets to declare its access", async () => {
		const { default: Fastify } = await import("fastify");
		const { registerAccessControl } = await import("./access");
		const app = Fastify();
		// The hook does not call better-auth while routes are added.
		registerAccessControl(app, {} as Parameters<typeof registerAccessControl>[1], []);
		expect(() => app.get("/api/forgot", async () => "oops")).toThrow(
			/GET \/api\/forgot: declare config.access/,
		);
		app.get("/api/declared", { config: { access: "public" } }, async () => "fine");
		await app.ready();
		expect(app.routeAccess).toEqual([{ method: "GET", url: "/api/declared", access: "public" }]);
		await app.close();
	});

	it("answers 401 to a signed-out caller on every user, family and admin route", async () => {
		const guarded = ctx.app.routeAccess.filter(
			(r) => r.access === "user" || r.access === "family" || r.access === "admin",
		);
		expect(guarded.length).toBeGreaterThanOrEqual(6);
		for (const route of guarded) {
			const res = await authClient(ctx).request({
				method: route.method as "GET",
				url: concrete(route.url),
				payload: {},
			});
			expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
			expect(res.json().error).toEqual({ code: "UNAUTHORIZED", message: "Authentication required" });
		}
	});

	it("answers 403 'Admin privileges required' to a signed-in non-admin on every admin route", async () => {
		const adminRoutes = ctx.app.routeAccess.filter((r) => r.access === "admin");
		expect(adminRoutes.length).toBeGreaterThanOrEqual(1);
		for (const route of adminRoutes) {
			const res = await member.request({
				method: route.method as "GET",
				url: concrete(route.url),
				payload: {},
			});
			expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
			expect(res.json().error).toEqual({ code: "FORBIDDEN", message: "Admin privileges required" });
			const allowed = await admin.request({
				method: route.method as "GET",
				url: concrete(route.url),
				payload: {},
			});
			expect([401, 403], `${route.method} ${route.url} as admin`).not.toContain(allowed.statusCode);
		}
	});

	it("answers 403 'A family account is required' to members and admins on every family route", async () => {
		const familyRoutes = ctx.app.routeAccess.filter((r) => r.access === "family");
		for (const route of familyRoutes) {
			for (const caller of [member, admin]) {
				const res = await caller.request({
					method: route.method as "GET",
					url: concrete(route.url),
					payload: {},
				});
				expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
				expect(res.json().error).toEqual({ code: "FORBIDDEN", message: "A family account is required" });
			}
			const allowed = await family.request({
				method: route.method as "GET",
				url: concrete(route.url),
				payload: {},
			});
			expect([401, 403], `${route.method} ${route.url} as a family`).not.toContain(allowed.statusCode);
		}
	});

	it("tells the page whether the caller is a family", async () => {
		expect((await family.get("/api/me")).json().user).toMatchObject({ is_family: true, is_admin: false });
		expect((await member.get("/api/me")).json().user).toMatchObject({ is_family: false });
	});

	it("lets a signed-in user through the user routes", async () => {
		const userRoutes = ctx.app.routeAccess.filter((r) => r.access === "user" && r.method === "GET");
		for (const route of userRoutes) {
			const res = await member.get(concrete(route.url));
			expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
			expect(res.headers["cache-control"], `${route.url} must not be cached`).toBe("private, no-store");
		}
	});

	it("keeps the internal CLI channel shut without its token", async () => {
		const res = await member.post("/api/internal/cli", { argv: ["stats"] });
		expect(res.statusCode).toBe(403);
	});

	it("answers is_current_user_admin for guests, members and admins", async () => {
		expect((await authClient(ctx).get("/api/me/is-admin")).json()).toEqual({ is_admin: false });
		expect((await member.get("/api/me/is-admin")).json()).toEqual({ is_admin: false });
		expect((await admin.get("/api/me/is-admin")).json()).toEqual({ is_admin: true });
		expect((await admin.get("/api/me")).json().user.is_admin).toBe(true);
	});
});

describe("profile", () => {
	it("reads and upserts the first name and storefront name, field by field", async () => {
		const before = (await member.get("/api/profile")).json().profile;
		expect(before).toMatchObject({ first_name: "Mina", storefront_name: null });

		const saved = await member.put("/api/profile", {
			first_name: "  Mina-Rose ",
			storefront_name: "The Ito Family Archive",
		});
		expect(saved.statusCode).toBe(200);
		expect(saved.json().profile).toMatchObject({
			first_name: "Mina-Rose",
			storefront_name: "The Ito Family Archive",
		});
		expect(Date.parse(saved.json().profile.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));

		// Only the given field changes; an empty one clears it.
		const cleared = await member.put("/api/profile", { storefront_name: "" });
		expect(cleared.json().profile).toMatchObject({ first_name: "Mina-Rose", storefront_name: null });
		expect((await member.get("/api/me")).json().user.first_name).toBe("Mina-Rose");
	});

	it("refuses bad values with a message per field and changes nothing", async () => {
		const res = await member.put("/api/profile", {
			first_name: "<b>Mina</b>",
			storefront_name: "x".repeat(101),
		});
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toEqual({
			first_name: "First name contains invalid characters",
			storefront_name: "Storefront name must be less than 101 characters",
		});
		const unknown = await member.put("/api/profile", { role: "admin" });
		expect(unknown.statusCode).toBe(400);
		expect((await member.get("/api/profile")).json().profile.first_name).toBe("Mina-Rose");
		expect((await member.get("/api/me/is-admin")).json().is_admin).toBe(false);
	});
});

describe("dev mailbox", () => {
	it("lists the outbox with each message's links, newest first", async () => {
		const res = await authClient(ctx).get("/api/dev/mailbox");
		expect(res.statusCode).toBe(200);
		const { transport, messages } = res.json();
		expect(transport).toBe("outbox");
		const times = messages.map((m: { sent_at: string }) => m.sent_at);
		expect(times).toEqual([...times].sort().reverse());
		const signIn = messages.find(
			(m: { subject: string; to: string }) => m.to === "member@studio.test" && /sign-in link/.test(m.subject),
		);
		expect(signIn.links[0]).toContain("/api/auth/magic-link/verify?token=");
	});

	it("does not exist in production", async () => {
		const prod = await createTestApp({
			env: {
				NODE_ENV: "production",
				PUBLIC_URL: "https://shop.example",
				SMTP_URL: "smtp://127.0.0.1:9",
				CAPTCHA: "altcha",
				SELLER_NAME: "Shop Example LLC",
				SELLER_ADDRESS: "1 Main St, Springfield",
			},
		});
		try {
			expect((await prod.app.inject({ method: "GET", url: "/api/dev/mailbox" })).statusCode).toBe(404);
		} finally {
			await prod.close();
		}
	});
});
