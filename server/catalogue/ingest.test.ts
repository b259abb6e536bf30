import { readFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_TEXT } from "@core/contracts/catalogue";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { avifVariant } from "../media/derivatives";
import { titleFromFilename } from "../media/originals";
import type { AuthClient } from "../test/auth-client";
import { type Catalogue, setUpCatalogueApp } from "../test/fixtures/catalogue";
import { sendImage, solidImage, storedFiles } from "../test/fixtures/images";
import type { TestContext } from "../test/harness";

let ctx: TestContext;
let admin: AuthClient;
let member: AuthClient;
let cat: Catalogue;
setUpCatalogueApp((app) => ({ ctx, admin, member, cat } = app));

const upload = (client: AuthClient, body: Buffer | string, type: string, filename: string, family?: string) =>
	sendImage(
		client,
		"POST",
		`/api/admin/photos/uploads?${new URLSearchParams({ family: family ?? cat.families.maple, filename })}`,
		body,
		type,
	);

const photoCount = async () =>
	(await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from photos`))[0]?.n;

const noise = (width: number, height: number) =>
	sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), {
		raw: { width, height, channels: 3 },
	});

async function jpegWithExif(): Promise<Buffer> {
	// Stored 600 × 400, shown rotated a quarter turn (EXIF orientation 6): 400 × 600 upright.
	return sharp({ create: { width: 600, height: 400, channels: 3, background: "#2a6fb0" } })
		.jpeg({ quality: 90 })
		.withMetadata({ orientation: 6 })
		.withExif({ IFD2: { DateTimeOriginal: "1974:07:04 12:30:00" } })
		.toBuffer();
}

/** Refuses and proves nothing was kept: no new file and no new photo. */
async function expectRefused(
	send: () => Promise<{ statusCode: number; json(): unknown }>,
	status: number,
	message: string,
) {
	const [filesBefore, rowsBefore] = [await storedFiles(ctx.storage), await photoCount()];
	const res = await send();
	expect(res.statusCode).toBe(status);
	expect((res.json() as { error: { message: string } }).error.message).toBe(message);
	expect(await storedFiles(ctx.storage)).toEqual(filesBefore);
	expect(await photoCount()).toBe(rowsBefore);
}

describe("POST /api/admin/photos/uploads", () => {
	it("takes in a JPEG: draft row, private original, WebP and AVIF derivatives, EXIF date and rotation", async () => {
		const original = await jpegWithExif();
		const res = await upload(admin, original, "image/jpeg", "Grandma_at-the_lake.JPG");
		expect(res.statusCode, res.body).toBe(201);
		const photo = res.json().photo;
		expect(photo).toMatchObject({
			title: "Grandma at the lake",
			photo_status: "draft",
			original_filename: "Grandma_at-the_lake.JPG",
			width: 400,
			height: 600,
			decade_taken: "1970s",
			family: { id: cat.families.maple, storefront_name: "Maple Street Archive", email: "maple@family.test" },
		});
		const [row] = await ctx.database.query<Record<string, unknown>>(sql`
			select original_key, thumbnail_url, preview_url, file_size::int as file_size, orientation, date_taken::text as date_taken,
				dominant_color, price_cents, user_id
			from photos where id = ${photo.id}`);
		expect(row).toMatchObject({
			orientation: "vertical",
			date_taken: "1974-07-04",
			file_size: original.length,
			user_id: cat.families.maple,
		});
		expect(row?.price_cents).toBeGreaterThan(0);
		// The flat blue picture's dominant colour, within JPEG's rounding.
		const [r, g, b] = [1, 3, 5].map((at) =>
			Number.parseInt(String(row?.dominant_color).slice(at, at + 2), 16),
		);
		expect(String(row?.dominant_color)).toMatch(/^#[0-9a-f]{6}$/);
		expect(Math.abs((r ?? 0) - 0x2a) + Math.abs((g ?? 0) - 0x6f) + Math.abs((b ?? 0) - 0xb0)).toBeLessThan(
			40,
		);

		const kept = await readFile(path.join(ctx.storage.privateDir, String(row?.original_key)));
		expect(kept.equals(original)).toBe(true);
		const media = (url: unknown) => path.join(ctx.storage.publicDir, String(url).replace(/^\/media\//, ""));
		for (const [url, size] of [
			[row?.thumbnail_url, [267, 400]],
			[row?.preview_url, [400, 600]],
		] as const) {
			const webp = await sharp(media(url)).metadata();
			expect(webp.format).toBe("webp");
			expect([webp.width, webp.height]).toEqual(size);
			const avif = await sharp(media(avifVariant(String(url)))).metadata();
			expect(avif.format).toBe("heif");
			expect(avif.compression).toBe("av1");
			expect([avif.width, avif.height]).toEqual(size);
		}
		expect(photo.thumbnail_url).toBe(row?.thumbnail_url);
		// The new draft is in the admin list at once.
		const list = await admin.get(`/api/admin/photos?q=${encodeURIComponent("Grandma_at-the_lake.JPG")}`);
		expect(list.json().photos.map((p: { id: string }) => p.id)).toEqual([photo.id]);
	});

	it("takes in a PNG without EXIF: no date, horizontal, square", async () => {
		const wide = await upload(admin, await noise(900, 500).png().toBuffer(), "image/png", "scan-17.png");
		expect(wide.statusCode, wide.body).toBe(201);
		expect(wide.json().photo).toMatchObject({
			title: "scan 17",
			width: 900,
			height: 500,
			decade_taken: null,
		});
		const square = await upload(admin, await noise(500, 490).png().toBuffer(), "image/png", "---.png");
		expect(square.json().photo.title).toBe("Untitled");
		const rows = await ctx.database.query<{ orientation: string; date_taken: string | null }>(sql`
			select orientation, date_taken from photos where id in (${wide.json().photo.id}, ${square.json().photo.id})
			order by width desc`);
		expect(rows).toEqual([
			{ orientation: "horizontal", date_taken: null },
			{ orientation: "square", date_taken: null },
		]);
	});

	it("refuses what is not an image, leaving nothing behind", async () => {
		await expectRefused(
			() => upload(admin, "just some text", "image/jpeg", "a.jpg"),
			422,
			PHOTO_UPLOAD_TEXT.broken,
		);
		await expectRefused(
			() => upload(admin, Buffer.from("%PDF-1.4 fake"), "application/pdf", "a.pdf"),
			415,
			PHOTO_UPLOAD_TEXT.wrongType,
		);
		// An image of a kind we do not keep, whatever the request called it.
		const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
			.gif()
			.toBuffer();
		await expectRefused(() => upload(admin, gif, "image/png", "a.gif"), 415, PHOTO_UPLOAD_TEXT.wrongType);
		await expectRefused(
			() => upload(admin, Buffer.alloc(0), "image/png", "empty.png"),
			422,
			PHOTO_UPLOAD_TEXT.broken,
		);
	});

	it("refuses a truncated JPEG", async () => {
		const whole = await noise(800, 600).jpeg().toBuffer();
		const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
		await expectRefused(
			() => upload(admin, truncated, "image/jpeg", "cut.jpg"),
			422,
			PHOTO_UPLOAD_TEXT.broken,
		);
	});

	it("refuses a body over the size limit with its own message", async () => {
		const huge = Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES + 1);
		await expectRefused(() => upload(admin, huge, "image/jpeg", "huge.jpg"), 413, PHOTO_UPLOAD_TEXT.tooLarge);
	});

	it("refuses an image declaring more pixels than allowed (a decompression bomb)", async () => {
		const png = Buffer.from(await solidImage(8, 8, { colour: "#000" }));
		// Rewrite the header to claim 20000 × 20000 pixels, with the header's checksum made right.
		png.writeUInt32BE(20_000, 16);
		png.writeUInt32BE(20_000, 20);
		png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
		expect((await sharp(png, { limitInputPixels: false }).metadata()).width).toBe(20_000);
		await expectRefused(
			() => upload(admin, png, "image/png", "bomb.png"),
			422,
			PHOTO_UPLOAD_TEXT.tooManyPixels,
		);
	});

	it("refuses an unknown family and a missing one", async () => {
		const jpeg = await noise(100, 100).jpeg().toBuffer();
		await expectRefused(
			() => upload(admin, jpeg, "image/jpeg", "x.jpg", "00000000-0000-4000-8000-000000000000"),
			400,
			PHOTO_UPLOAD_TEXT.unknownFamily,
		);
		const res = await admin.request({
			method: "POST",
			url: "/api/admin/photos/uploads?filename=x.jpg",
			headers: { "content-type": "image/jpeg" },
			payload: jpeg,
		});
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toHaveProperty("family", PHOTO_UPLOAD_TEXT.noFamily);
	});

	it("is for admins only", async () => {
		const jpeg = await noise(100, 100).jpeg().toBuffer();
		await expectRefused(() => upload(member, jpeg, "image/jpeg", "x.jpg"), 403, "Admin privileges required");
	});
});

describe("titleFromFilename", () => {
	it("makes a title of the file name", () => {
		expect(titleFromFilename("  Summer_1972--beach.tiff")).toBe("Summer 1972 beach");
		expect(titleFromFilename("dir/sub\\IMG_0042.jpeg")).toBe("IMG 0042");
		expect(titleFromFilename(".jpg")).toBe("Untitled");
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
