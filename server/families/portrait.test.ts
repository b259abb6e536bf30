import { FAMILY_PORTRAIT_MAX_BYTES } from "@core/contracts/catalogue";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AN_IMAGE } from "../media/uploaded-image";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { sendImage, solidImage } from "../test/fixtures/images";
import { createTestApp, type TestContext } from "../test/harness";
import { PORTRAIT_WRONG_TYPE } from "./admin-routes";

let ctx: TestContext;
let admin: AuthClient;
let member: AuthClient;
let family = "";

beforeAll(async () => {
	ctx = await createTestApp();
	admin = await signUpAdmin(ctx);
	member = authClient(ctx);
	await signUp(ctx, member, "decorator@studio.test", "Dee");
	family = (
		await admin.post("/api/admin/families", { email: "june@family.test", storefront_name: "June Attic" })
	).json().family.id;
});
afterAll(async () => ctx?.close());

const upload = (client: AuthClient, id: string, body: Buffer, type: string) =>
	sendImage(client, "PUT", `/api/admin/families/${id}/portrait`, body, type);
const png = (width: number, height: number, colour?: string) => solidImage(width, height, { colour });

describe("family portraits", () => {
	it("stores an upload as a square WebP of at most 512 px, served from public media", async () => {
		const res = await upload(admin, family, await png(1200, 800), "image/png");
		expect(res.statusCode).toBe(200);
		const url: string = res.json().family.portrait_url;
		expect(url).toMatch(new RegExp(`^/media/family-portraits/${family}-[0-9a-f]{12}\\.webp$`));
		const served = await ctx.app.inject({ method: "GET", url });
		expect(served.statusCode).toBe(200);
		expect(served.headers["content-type"]).toBe("image/webp");
		const meta = await sharp(served.rawPayload).metadata();
		expect([meta.format, meta.width, meta.height]).toEqual(["webp", 512, 512]);
		expect((await admin.get(`/api/admin/families/${family}`)).json().family.portrait_url).toBe(url);

		// A small picture is cropped square, never enlarged; a new picture gets a new address.
		const jpeg = await sharp(await png(120, 90, "#36c"))
			.jpeg()
			.toBuffer();
		const small = await upload(admin, family, jpeg, "image/jpeg; charset=binary");
		expect(small.statusCode).toBe(200);
		const smallUrl: string = small.json().family.portrait_url;
		expect(smallUrl).not.toBe(url);
		const smallMeta = await sharp(
			(await ctx.app.inject({ method: "GET", url: smallUrl })).rawPayload,
		).metadata();
		expect([smallMeta.width, smallMeta.height]).toEqual([90, 90]);
	});

	it("refuses what is not a PNG, JPEG or WebP image", async () => {
		const gif = await sharp(await png(10, 10))
			.gif()
			.toBuffer();
		for (const [body, type] of [
			[Buffer.from("hello"), "text/plain"],
			[gif, "image/gif"],
		] as const) {
			const res = await upload(admin, family, body, type);
			expect(res.statusCode, type).toBe(415);
			expect(res.json().error.message).toBe(PORTRAIT_WRONG_TYPE);
		}
		// The right type named, but not an image (or another kind of image) inside.
		for (const body of [Buffer.from("not really a png"), gif]) {
			const res = await upload(admin, family, body, "image/png");
			expect(res.statusCode).toBe(400);
			expect(res.json().error.message).toBe(NOT_AN_IMAGE);
		}
		const tooBig = await upload(admin, family, Buffer.alloc(FAMILY_PORTRAIT_MAX_BYTES + 1), "image/png");
		expect(tooBig.statusCode).toBe(413);
		// The portrait from before is still there.
		expect((await admin.get(`/api/admin/families/${family}`)).json().family.portrait_url).toMatch(/\.webp$/);
	});

	it("removes the portrait", async () => {
		expect((await admin.del(`/api/admin/families/${family}/portrait`)).statusCode).toBe(204);
		expect((await admin.get(`/api/admin/families/${family}`)).json().family.portrait_url).toBeNull();
	});

	it("is 404 for a family that does not exist", async () => {
		const res = await upload(admin, "00000000-0000-4000-8000-000000000000", await png(10, 10), "image/png");
		expect(res.statusCode).toBe(404);
		expect(res.json().error.message).toBe("Family not found");
	});
});

describe("access", () => {
	it("is for admins only: 403 for a member on every family route, 401 for a guest", async () => {
		const image = await png(10, 10);
		const calls = [
			(c: AuthClient) => c.get("/api/admin/families"),
			(c: AuthClient) =>
				c.post("/api/admin/families", { email: "sneaky@family.test", storefront_name: "Sneaky" }),
			(c: AuthClient) => c.get(`/api/admin/families/${family}`),
			(c: AuthClient) => c.patch(`/api/admin/families/${family}`, { storefront_name: "Mine now" }),
			(c: AuthClient) => upload(c, family, image, "image/png"),
			(c: AuthClient) => c.del(`/api/admin/families/${family}/portrait`),
		];
		for (const call of calls) {
			const res = await call(member);
			expect(res.statusCode).toBe(403);
			expect(res.json().error.message).toBe("Admin privileges required");
			expect((await call(authClient(ctx))).statusCode).toBe(401);
		}
		const after = (await admin.get(`/api/admin/families/${family}`)).json().family;
		expect(after.storefront_name).toBe("June Attic");
		expect((await admin.get("/api/admin/families?q=sneaky")).json().total).toBe(0);
	});
});
