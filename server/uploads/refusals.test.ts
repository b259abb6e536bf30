import { Readable } from "node:stream";
import { PHOTO_UPLOAD_TEXT } from "@core/contracts/catalogue";
import { FAMILY_UPLOAD_TEXT, familyUploadPaths } from "@core/contracts/uploads";
import { FAMILY_UPLOAD_MAX_BYTES } from "@core/family";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUp, signUpFamily } from "../test/auth-client";
import { storedFiles } from "../test/fixtures/images";
import { photoLike } from "../test/fixtures/uploads";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let rose: AuthClient;
let roseId = "";
let other: AuthClient;
let member: AuthClient;

beforeAll(async () => {
	ctx = await createTestApp();
	rose = authClient(ctx);
	roseId = await signUpFamily(ctx, rose, "rose@family.test", "The Rose Family");
	other = authClient(ctx);
	await signUpFamily(ctx, other, "oak@family.test", "The Oak Family");
	member = authClient(ctx);
	await signUp(ctx, member, "dee@studio.test", "Dee");
});
afterAll(async () => ctx?.close());

const upload = (client: AuthClient, body: Buffer | string | Readable, type: string, filename: string) =>
	client.request({
		method: "POST",
		url: `${familyUploadPaths.uploads}?${new URLSearchParams({ filename })}`,
		payload: body,
		headers: { "content-type": type },
	});

const count = async (table: "photos" | "jobs") =>
	(await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]
		?.n;

/** Refuses and proves nothing was kept: no new file, no new photo, no new job. */
async function expectRefused(
	send: () => Promise<{ statusCode: number; json(): unknown }>,
	status: number,
	message: string,
) {
	const before = [await storedFiles(ctx.storage), await count("photos"), await count("jobs")];
	const res = await send();
	expect(res.statusCode).toBe(status);
	expect((res.json() as { error: { message: string } }).error.message).toBe(message);
	expect([await storedFiles(ctx.storage), await count("photos"), await count("jobs")]).toEqual(before);
}

const jpeg = async (width: number, height: number, seed = 1) =>
	(await photoLike(width, height, seed)).jpeg({ quality: 85 }).toBuffer();

describe("POST /api/family/uploads refuses, keeping nothing", () => {
	it("refuses what is not an image, by its content or its declared type", async () => {
		await expectRefused(
			() => upload(rose, "just some text", "image/jpeg", "a.jpg"),
			422,
			PHOTO_UPLOAD_TEXT.broken,
		);
		await expectRefused(
			() => upload(rose, Buffer.from("%PDF-1.4 fake"), "application/pdf", "a.pdf"),
			415,
			FAMILY_UPLOAD_TEXT.wrongType,
		);
		await expectRefused(
			() => upload(rose, Buffer.alloc(0), "image/png", "empty.png"),
			422,
			FAMILY_UPLOAD_TEXT.empty,
		);
	});

	it("refuses a WebP and a GIF, whatever the request calls them", async () => {
		// Small: the type is refused before the size is even looked at.
		const base = await photoLike(300, 200);
		const webp = await base.clone().webp().toBuffer();
		const gif = await base.clone().gif().toBuffer();
		await expectRefused(
			() => upload(rose, webp, "image/jpeg", "scan.jpg"),
			415,
			FAMILY_UPLOAD_TEXT.wrongType,
		);
		await expectRefused(() => upload(rose, gif, "image/png", "scan.png"), 415, FAMILY_UPLOAD_TEXT.wrongType);
	});

	it("refuses a body over 50 MB, by its Content-Length or by what it turns out to hold", async () => {
		const huge = Buffer.alloc(FAMILY_UPLOAD_MAX_BYTES + 1);
		await expectRefused(() => upload(rose, huge, "image/jpeg", "huge.jpg"), 413, FAMILY_UPLOAD_TEXT.tooLarge);
		// Sent without a length (chunked): the reader counts and stops at the limit.
		const chunks = Array.from({ length: 51 }, () => Buffer.alloc(1024 * 1024));
		await expectRefused(
			() => upload(rose, Readable.from(chunks), "image/jpeg", "stream.jpg"),
			413,
			FAMILY_UPLOAD_TEXT.tooLarge,
		);
		// A Content-Length that lies small.
		await expectRefused(
			() =>
				rose.request({
					method: "POST",
					url: `${familyUploadPaths.uploads}?filename=liar.jpg`,
					payload: Readable.from(chunks),
					headers: { "content-type": "image/jpeg", "content-length": "1000" },
				}),
			413,
			FAMILY_UPLOAD_TEXT.tooLarge,
		);
	});

	it("refuses a picture under 1,200 px on its long side, saying its size", async () => {
		await expectRefused(
			() => jpeg(1000, 800).then((small) => upload(rose, small, "image/jpeg", "small.jpg")),
			422,
			"The image is too small: photos need at least 1,200 px on the long side; this one is 1,000 × 800",
		);
	});

	it("refuses a decompression bomb by the pixels it declares", async () => {
		const png = Buffer.from(
			await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
				.png()
				.toBuffer(),
		);
		// Rewrite the header to claim 20000 × 20000 pixels, with the header's checksum made right.
		png.writeUInt32BE(20_000, 16);
		png.writeUInt32BE(20_000, 20);
		png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
		expect((await sharp(png, { limitInputPixels: false }).metadata()).width).toBe(20_000);
		await expectRefused(
			() => upload(rose, png, "image/png", "bomb.png"),
			422,
			PHOTO_UPLOAD_TEXT.tooManyPixels,
		);
	});

	it("refuses a truncated JPEG before keeping it", async () => {
		const whole = await jpeg(1600, 1200);
		const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
		await expectRefused(() => upload(rose, cut, "image/jpeg", "cut.jpg"), 422, PHOTO_UPLOAD_TEXT.broken);
	});

	it("refuses a closed storefront, and anyone but a family", async () => {
		const good = await jpeg(1300, 900);
		await ctx.database.query(sql`update profiles set storefront_closed_at = now() where id = ${roseId}`);
		try {
			await expectRefused(
				() => upload(rose, good, "image/jpeg", "a.jpg"),
				409,
				FAMILY_UPLOAD_TEXT.storefrontClosed,
			);
		} finally {
			await ctx.database.query(sql`update profiles set storefront_closed_at = null where id = ${roseId}`);
		}
		await expectRefused(
			() => upload(member, good, "image/jpeg", "a.jpg"),
			403,
			"A family account is required",
		);
		await expectRefused(
			() => upload(authClient(ctx), good, "image/jpeg", "a.jpg"),
			401,
			"Authentication required",
		);
	});
});

function crc32(bytes: Uint8Array): number {
	let crc = 0xffffffff;
	for (const byte of bytes) {
		crc ^= byte;
		for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
	}
	return (crc ^ 0xffffffff) >>> 0;
}
