import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("GET /api/health", () => {
	it("answers ok when the database answers", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
		expect(res.statusCode).toBe(200);
		expect(res.headers["cache-control"]).toBe("no-store");
		const body = res.json();
		expect(body).toMatchObject({ status: "ok", database: "ok", driver: ctx.database.driver });
		expect(typeof body.uptime_s).toBe("number");
	});

	it("sets the security headers", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
		expect(res.headers["x-content-type-options"]).toBe("nosniff");
		expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
		expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
	});
});

describe("health when the database is gone", () => {
	it("answers 503 with database error", async () => {
		const broken = await createTestApp();
		await broken.database.close();
		const res = await broken.app.inject({ method: "GET", url: "/api/health" });
		expect(res.statusCode).toBe(503);
		expect(res.json()).toMatchObject({ status: "error", database: "error" });
		await broken.app.close();
		await broken.database.dispose();
	});
});
