import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { ApiErrorBody } from "@core/contracts/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./test/harness";

let ctx: TestContext;
let webDir: string;
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))})`;
beforeAll(async () => {
	ctx = await createTestApp();
	// A tiny built SPA, so the page fallback can be observed without running Vite.
	webDir = path.join(ctx.config.dataDir, "web");
	mkdirSync(path.join(webDir, "assets"), { recursive: true });
	writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>spa</title><div id=root></div>");
	writeFileSync(path.join(webDir, "assets", "app-abc123.js"), SCRIPT);
	writeFileSync(path.join(webDir, "assets", "app-abc123.js.br"), brotliCompressSync(SCRIPT));
	writeFileSync(path.join(webDir, "assets", "app-abc123.js.gz"), gzipSync(SCRIPT));
	await ctx.app.close();
	const { buildApp } = await import("./app");
	ctx.app = await buildApp({ config: ctx.config, database: ctx.database, storage: ctx.storage, webDir });
	await ctx.app.ready();
});
afterAll(() => ctx.close());

describe("the JSON error format", () => {
	it("answers an unknown API path with a JSON 404", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing?x=1" });
		expect(res.statusCode).toBe(404);
		expect(res.headers["content-type"]).toContain("application/json");
		const body = ApiErrorBody.parse(res.json());
		expect(body.error).toEqual({ code: "NOT_FOUND", message: "No such endpoint: GET /api/no-such-thing" });
	});

	it("answers an unknown API method with a JSON 404 too", async () => {
		const res = await ctx.app.inject({ method: "DELETE", url: "/api/health" });
		expect(res.statusCode).toBe(404);
		expect(res.json().error.code).toBe("NOT_FOUND");
	});

	it("answers bad query parameters with 400 and a message per field", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/popular/photos?limit=0" });
		expect(res.statusCode).toBe(400);
		const body = ApiErrorBody.parse(res.json());
		expect(body.error.code).toBe("VALIDATION_ERROR");
		expect(Object.keys(body.error.fields ?? {})).toEqual(["limit"]);
		expect(body.error.message).toContain("limit");
	});

	it("answers an unknown media file with a JSON 404", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/media/thumbs/nope.webp" });
		expect(res.statusCode).toBe(404);
		expect(res.json().error.code).toBe("NOT_FOUND");
	});
});

describe("pages", () => {
	it("serves the single-page app for every page path, uncached and private (it carries the visitor's answers): 404 for a path with no page", async () => {
		const answers = {
			"/": 200,
			"/about?from=footer": 200,
			// A page the app has, for a value no live photo carries.
			"/taxonomy/tag/beach?sort=newest": 404,
			"/no/such/page": 404,
			"/photo/12": 404,
		};
		for (const [url, status] of Object.entries(answers)) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(status);
			expect(res.headers["content-type"]).toContain("text/html");
			expect(res.body).toContain("<div id=root>");
			expect(res.headers["cache-control"]).toBe("private, no-cache");
		}
	});

	it("sends the build's Brotli or gzip copy of an asset to a browser that takes it, else the file", async () => {
		const asset = (encoding?: string) =>
			ctx.app.inject({
				method: "GET",
				url: "/assets/app-abc123.js",
				headers: encoding ? { "accept-encoding": encoding } : {},
			});
		const br = await asset("gzip, deflate, br");
		expect(br.headers["content-encoding"]).toBe("br");
		expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
		expect(br.headers["cache-control"]).toContain("immutable");
		expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
		const gz = await asset("gzip");
		expect(gz.headers["content-encoding"]).toBe("gzip");
		expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
		const plain = await asset();
		expect(plain.headers["content-encoding"]).toBeUndefined();
		expect(plain.body).toBe(SCRIPT);
	});

	it("compresses JSON answers and pages of 1 KB and more for a browser that takes it", async () => {
		const docs = await ctx.app.inject({
			method: "GET",
			url: "/api/docs/json",
			headers: { "accept-encoding": "gzip" },
		});
		expect(docs.headers["content-encoding"]).toBe("gzip");
		expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
		const small = await ctx.app.inject({
			method: "GET",
			url: "/api/health",
			headers: { "accept-encoding": "gzip, br" },
		});
		expect(small.headers["content-encoding"]).toBeUndefined();
		expect(small.json()).toBeTruthy();
		const plain = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
		expect(plain.headers["content-encoding"]).toBeUndefined();
		expect(plain.json().openapi).toMatch(/^3\./);
	});

	it("serves photo derivatives, logos and portraits as immutable, the redrawable brand art for a day", async () => {
		await ctx.storage.putPublic("thumbs/cache-check.webp", Buffer.from("webp"));
		await ctx.storage.putPublic("company-logos/c-1a2b.webp", Buffer.from("webp"));
		await ctx.storage.putPublic("backgrounds/cache-check.jpg", Buffer.from("jpg"));
		const cacheOf = async (url: string) => {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode).toBe(200);
			return res.headers["cache-control"];
		};
		expect(await cacheOf("/media/thumbs/cache-check.webp")).toBe("public, max-age=31536000, immutable");
		expect(await cacheOf("/media/company-logos/c-1a2b.webp")).toBe("public, max-age=31536000, immutable");
		expect(await cacheOf("/media/backgrounds/cache-check.jpg")).toBe("public, max-age=86400");
	});

	it("serves hashed assets as immutable", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
		expect(res.statusCode).toBe(200);
		expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
	});

	it("publishes the OpenAPI document", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
		expect(res.statusCode).toBe(200);
		const doc = res.json();
		expect(doc.openapi).toMatch(/^3\./);
		expect(Object.keys(doc.paths)).toEqual(
			expect.arrayContaining(["/api/health", "/api/photos/count", "/api/popular/photos", "/api/banner"]),
		);
		const ui = await ctx.app.inject({ method: "GET", url: "/api/docs" });
		expect([200, 302]).toContain(ui.statusCode);
	});
});
