import type { Order } from "@core/contracts/orders";
import type { PrintInfo } from "@core/contracts/prints";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { type PrintFrameId, printCrop } from "@core/print-frames";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { authClient, signUpMembers } from "../test/auth-client";
import { createCompany, createCompanyProduction } from "../test/fixtures/company-orders";
import {
	adminAction,
	buyPhotos,
	placeOrder,
	type SeededPhoto,
	setUpDeliverables,
} from "../test/fixtures/deliverables";

const setup = setUpDeliverables({ photos: 6 });

function photo(i: number): SeededPhoto {
	const found = setup.seeded[i];
	if (!found) throw new Error(`seeded photo ${i}`);
	return found;
}

/** A gradient original: red grows left to right, green top to bottom, so a crop's corner says where it was cut. */
async function gradient(width: number, height: number): Promise<Buffer> {
	const raw = Buffer.alloc(width * height * 3);
	for (let y = 0; y < height; y++)
		for (let x = 0; x < width; x++) {
			const at = (y * width + x) * 3;
			raw[at] = Math.floor((255 * x) / (width - 1));
			raw[at + 1] = Math.floor((255 * y) / (height - 1));
			raw[at + 2] = 128;
		}
	return sharp(raw, { raw: { width, height, channels: 3 } })
		.jpeg({ quality: 95 })
		.toBuffer();
}

/** Replaces a seeded photo's original with one of the given size, and its stored size with it. */
async function replaceOriginal(p: SeededPhoto, width: number, height: number): Promise<Buffer> {
	const bytes = await gradient(width, height);
	await setup.ctx.storage.putPrivate(p.original_key ?? "", bytes);
	await setup.ctx.database.query(
		sql`update photos set width = ${width}, height = ${height} where id = ${p.id}`,
	);
	return bytes;
}

const LANDSCAPE = { width: 2400, height: 1600 };
const PORTRAIT = { width: 900, height: 1400 };

let paid: Order;
let pending: Order;
const itemOf = (order: Order, p: SeededPhoto) => {
	const item = order.items.find((i) => i.photo.id === p.id);
	if (!item) throw new Error("no line for the photo");
	return item;
};

beforeAll(async () => {
	await replaceOriginal(photo(0), LANDSCAPE.width, LANDSCAPE.height);
	await replaceOriginal(photo(1), PORTRAIT.width, PORTRAIT.height);
	paid = await buyPhotos(setup.ann, setup.admin, [photo(0).id, photo(1).id, photo(2).id], {
		production: "Night Ferry",
	});
	pending = await placeOrder(setup.ann, [photo(3).id], { production: "Night Ferry" });
	// Ben works for another company: nothing of Ann's is his to see.
	await createCompany(setup.ctx, "Other Pictures", { "ben@studio.test": "owner" });
}, 120_000);

describe("GET /api/licences/:itemId/print", () => {
	it("gives the photo's size and each frame's fit, levels and sentences", async () => {
		const res = await setup.ann.get(`/api/licences/${itemOf(paid, photo(0)).id}/print`);
		expect(res.statusCode, res.body).toBe(200);
		const info: PrintInfo = res.json();
		expect(info.licence_number).toBe(itemOf(paid, photo(0)).licence_number);
		expect(info.photo).toMatchObject({ id: photo(0).id, ...LANDSCAPE });
		const size = (frame: string) => info.sizes.find((s) => s.frame === frame);
		expect(size("4x6")?.plain).toMatchObject({
			orientation: "landscape",
			crop_width: 2400,
			crop_height: 1600,
			dpi: 400,
			level: "green",
			sentence: "Prints sharp at 4×6 in (400 dpi).",
		});
		expect(size("8x10")?.plain).toMatchObject({
			crop_width: 2000,
			crop_height: 1600,
			dpi: 200,
			level: "amber",
		});
		expect(size("8x10")?.bleed).toMatchObject({ width_in: 10.25, height_in: 8.25, dpi: 193 });
		expect(size("11x14")?.plain).toMatchObject({ dpi: 145, level: "red" });
		expect(size("11x14")?.plain.sentence).toBe(
			"Too small for 11×14 in (145 dpi): it will look blurry; choose a smaller size.",
		);
		expect(info.sizes).toHaveLength(10);
	});
});

describe("GET /api/licences/:itemId/crop", () => {
	async function crop(p: SeededPhoto, query: string) {
		const res = await setup.ann.get(`/api/licences/${itemOf(paid, p).id}/crop?${query}`);
		expect(res.statusCode, res.body).toBe(200);
		return res;
	}

	// Three sizes of different aspects (the crop route allows 60 a minute per caller: this file stays under it).
	const frames: PrintFrameId[] = ["8x10", "a4", "mat-8x10-5x7"];
	for (const [name, index, size] of [
		["landscape", 0, LANDSCAPE],
		["portrait", 1, PORTRAIT],
	] as const)
		it(`cuts a ${name} photo at the stated size, place and density, never larger than the original`, async () => {
			for (const frame of frames)
				for (const bleed of [false, true])
					for (const offset of [0, 0.5, 1]) {
						const res = await crop(
							photo(index),
							`frame=${frame}&bleed=${bleed ? 1 : 0}&x=${offset}&y=${offset}`,
						);
						const expected = printCrop(size, frame, { bleed, offset: { x: offset, y: offset } });
						const image = sharp(res.rawPayload);
						const meta = await image.metadata();
						expect([meta.format, meta.width, meta.height], `${frame} ${bleed} ${offset}`).toEqual([
							"jpeg",
							expected.width,
							expected.height,
						]);
						expect(meta.width).toBeLessThanOrEqual(size.width);
						expect(meta.height).toBeLessThanOrEqual(size.height);
						expect(meta.density).toBe(expected.dpi);
						expect(res.headers["x-effective-dpi"]).toBe(String(expected.dpi));
						// The top-left pixel's gradient values say where the region starts.
						const { data } = await image.extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({
							resolveWithObject: true,
						});
						expect(Math.abs((data[0] ?? 0) - (255 * expected.left) / (size.width - 1))).toBeLessThan(8);
						expect(Math.abs((data[1] ?? 0) - (255 * expected.top) / (size.height - 1))).toBeLessThan(8);
					}
		}, 120_000);

	it("names the file by licence and frame and centres by default", async () => {
		const res = await crop(photo(0), "frame=8x10&bleed=1");
		const licence = itemOf(paid, photo(0)).licence_number;
		expect(res.headers["content-type"]).toBe("image/jpeg");
		expect(res.headers["content-disposition"]).toContain(`filename="${licence} 8x10 bleed.jpg"`);
		const meta = await sharp(res.rawPayload).metadata();
		const expected = printCrop(LANDSCAPE, "8x10", { bleed: true });
		expect([meta.width, meta.height]).toEqual([expected.width, expected.height]);
	});

	it("answers 400 for each bad parameter", async () => {
		const id = itemOf(paid, photo(0)).id;
		for (const query of [
			"",
			"frame=9x12",
			"frame=8x10&bleed=yes",
			"frame=8x10&x=2",
			"frame=8x10&y=abc",
			"frame=8x10&x=-0.1",
		]) {
			const res = await setup.ann.get(`/api/licences/${id}/crop?${query}`);
			expect(res.statusCode, query).toBe(400);
		}
		expect((await setup.ann.get("/api/licences/not-a-uuid/crop?frame=8x10")).statusCode).toBe(400);
	});
});

describe("who may have print files", () => {
	it("lets every member of the company whose order it is have them", async () => {
		const [dan] = await signUpMembers(setup.ctx, "Dan");
		const company = await createCompany(setup.ctx, "Harbor Lights", {
			"ann@studio.test": "owner",
			"dan@studio.test": "member",
		});
		const production = await createCompanyProduction(setup.ctx, company, "ann@studio.test", "Tide Line");
		const added = await setup.ann.post("/api/cart/items", {
			items: [{ photo_id: photo(4).id, license_type: "background-dressing" }],
		});
		expect(added.statusCode, added.body).toBe(200);
		const cart = (await setup.ann.get("/api/cart")).json();
		const placed = await setup.ann.post("/api/checkout", {
			project_id: production,
			billing: {
				name: "Maya Lindqvist",
				email: "accounts@harbor.test",
				company: "Harbor Lights",
				address: "1 Quay",
			},
			payment_method: "invoice",
			expected_total_cents: cart.total_cents,
			terms_version: LICENCE_TERMS_VERSION,
		});
		expect(placed.statusCode, placed.body).toBe(201);
		const order = await adminAction(setup.admin, placed.json().order.id, "mark_paid");
		const item = itemOf(order, photo(4)).id;
		expect((await dan.get(`/api/licences/${item}/print`)).statusCode).toBe(200);
		expect((await dan.get(`/api/orders/${order.id}/zip`)).statusCode).toBe(200);
		expect((await dan.get(`/api/productions/${production}/zip`)).statusCode).toBe(200);
		expect((await setup.ben.get(`/api/licences/${item}/print`)).statusCode).toBe(404);
		expect((await setup.ben.get(`/api/productions/${production}/zip`)).statusCode).toBe(404);
	});

	it("answers 404 to another company's member, for an unpaid order and an unknown licence; 401 to a guest", async () => {
		const mine = itemOf(paid, photo(0)).id;
		const unpaid = itemOf(pending, photo(3)).id;
		for (const url of [`/api/licences/${mine}/print`, `/api/licences/${mine}/crop?frame=4x6`]) {
			expect((await setup.ben.get(url)).statusCode, url).toBe(404);
			expect((await authClient(setup.ctx).get(url)).statusCode, url).toBe(401);
		}
		expect((await setup.ann.get(`/api/licences/${unpaid}/print`)).statusCode).toBe(404);
		expect((await setup.ann.get(`/api/licences/${unpaid}/crop?frame=4x6`)).statusCode).toBe(404);
		expect((await setup.ann.get(`/api/licences/${crypto.randomUUID()}/print`)).statusCode).toBe(404);
		expect((await setup.ann.get(`/api/orders/${pending.id}/zip`)).statusCode).toBe(404);
		expect((await setup.ben.get(`/api/orders/${paid.id}/zip`)).statusCode).toBe(404);
		expect((await authClient(setup.ctx).get(`/api/orders/${paid.id}/zip`)).statusCode).toBe(401);
		expect((await setup.ben.get(`/api/productions/${paid.production.project_id}/zip`)).statusCode).toBe(404);
	});
});

type Entry = { name: string; bytes: Buffer };

/** Reads every entry of a ZIP with a real zip reader. */
function unzip(zip: Buffer): Promise<Entry[]> {
	return new Promise((resolve, reject) => {
		yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
			if (err || !file) return reject(err);
			const entries: Entry[] = [];
			file.on("entry", (entry: yauzl.Entry) => {
				file.openReadStream(entry, (openErr, stream) => {
					if (openErr || !stream) return reject(openErr);
					const chunks: Buffer[] = [];
					stream.on("data", (c: Buffer) => chunks.push(c));
					stream.on("end", () => {
						entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
						file.readEntry();
					});
				});
			});
			file.on("end", () => resolve(entries));
			file.on("error", reject);
			file.readEntry();
		});
	});
}

describe("ZIPs of originals", () => {
	const originals = async () =>
		Promise.all([0, 1, 2].map((i) => setup.ctx.storage.readPrivate(photo(i).original_key ?? "")));
	const names = () =>
		[0, 1, 2]
			.map((i) => {
				const item = itemOf(paid, photo(i));
				return { name: `${item.licence_number} ${photo(i).title.replace(/[/\\:*?"<>|]/g, " ")}`, i };
			})
			.sort((a, b) => a.name.localeCompare(b.name));

	it("streams an order's originals, byte for byte, named by licence and title", async () => {
		const res = await setup.ann.get(`/api/orders/${paid.id}/zip`);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.headers["content-type"]).toBe("application/zip");
		expect(res.headers["content-disposition"]).toContain(`filename="${paid.reference} originals.zip"`);
		const entries = await unzip(res.rawPayload);
		const files = await originals();
		expect(entries.map((e) => e.name)).toEqual(
			names().map((n) => `${n.name.replace(/\s+/g, " ").trim()}.jpg`),
		);
		for (const [at, { i }] of names().entries())
			expect(entries[at]?.bytes.equals(files[i] ?? Buffer.alloc(0))).toBe(true);
	});

	it("adds one centred crop per photo when a frame is asked for", async () => {
		const res = await setup.ann.get(`/api/orders/${paid.id}/zip?frame=4x6&bleed=1`);
		expect(res.statusCode, res.body).toBe(200);
		const entries = await unzip(res.rawPayload);
		expect(entries).toHaveLength(6);
		const crops = entries.filter((e) => e.name.startsWith("crops 4x6 bleed/"));
		expect(crops).toHaveLength(3);
		const landscape = crops.find((c) =>
			c.name.startsWith(`crops 4x6 bleed/${itemOf(paid, photo(0)).licence_number} `),
		);
		const meta = await sharp(landscape?.bytes).metadata();
		const expected = printCrop(LANDSCAPE, "4x6", { bleed: true });
		expect([meta.width, meta.height]).toEqual([expected.width, expected.height]);
		expect((await setup.ann.get(`/api/orders/${paid.id}/zip?frame=huge`)).statusCode).toBe(400);
	});

	it("zips a production's paid licences the caller may see", async () => {
		const res = await setup.ann.get(`/api/productions/${paid.production.project_id}/zip`);
		expect(res.statusCode, res.body).toBe(200);
		const entries = await unzip(res.rawPayload);
		// The pending order's photo is not licensed yet.
		expect(entries).toHaveLength(3);
		expect(res.headers["content-disposition"]).toContain('filename="Night Ferry originals.zip"');
	});
});
