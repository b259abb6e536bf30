import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/harness";
import { variantKeys } from "./variants";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
	const thumb = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#a8452d" } })
		.webp()
		.toBuffer();
	await ctx.storage.putPublic("thumbs/variant-check.webp", thumb);
});
afterAll(() => ctx.close());

describe("GET /media/previews-md/:name", () => {
	it("makes a preview's 800 px twin from the watermarked preview", async () => {
		const preview = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#1f1a17" } })
			.webp()
			.toBuffer();
		await ctx.storage.putPublic("previews/variant-check.webp", preview);
		const res = await ctx.app.inject({ method: "GET", url: "/media/previews-md/variant-check.webp" });
		expect(res.statusCode).toBe(200);
		const meta = await sharp(res.rawPayload).metadata();
		expect([meta.width, meta.height]).toEqual([800, 600]);
	});
});

describe("GET /media/thumbs-sm/:name", () => {
	it("makes a thumbnail's 280 px twin on first request, keeps it, and serves it as immutable", async () => {
		expect(await ctx.storage.existsPublic("thumbs-sm/variant-check.webp")).toBe(false);
		const [first, second] = await Promise.all([
			ctx.app.inject({ method: "GET", url: "/media/thumbs-sm/variant-check.webp" }),
			ctx.app.inject({ method: "GET", url: "/media/thumbs-sm/variant-check.webp" }),
		]);
		for (const res of [first, second]) {
			expect(res.statusCode).toBe(200);
			expect(res.headers["content-type"]).toBe("image/webp");
			expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
		}
		expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
		const meta = await sharp(first.rawPayload).metadata();
		expect([meta.format, meta.width, meta.height]).toEqual(["webp", 280, 210]);
		expect(await ctx.storage.existsPublic("thumbs-sm/variant-check.webp")).toBe(true);

		const again = await ctx.app.inject({ method: "GET", url: "/media/thumbs-sm/variant-check.webp" });
		expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
	});

	it("answers 404 for a thumbnail that does not exist or a name that is not a file of ours", async () => {
		for (const url of [
			"/media/thumbs-sm/no-such-photo.webp",
			"/media/thumbs-sm/variant-check.jpg",
			"/media/thumbs-sm/..%2Fthumbs%2Fvariant-check.webp",
		]) {
			const res = await ctx.app.inject({ method: "GET", url });
			expect(res.statusCode, url).toBe(404);
			expect(res.json().error.code).toBe("NOT_FOUND");
		}
		expect(await ctx.storage.existsPublic("thumbs-sm/no-such-photo.webp")).toBe(false);
	});
});

describe("variantKeys", () => {
	it("names a derivative's twins, and none for other files", () => {
		expect(variantKeys("thumbs/p1.webp")).toEqual(["thumbs-sm/p1.webp"]);
		expect(variantKeys("previews/p1.webp")).toEqual(["previews-md/p1.webp"]);
		expect(variantKeys("backgrounds/1.jpg")).toEqual([]);
	});
});
