import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

export type ScanFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * A real JPEG of 1,800 × 1,350 px (family uploads want 1,200 px on the long side): coarse random
 * colour blocks smoothed up, so each seed is a different picture to the perceptual hash, never a
 * near-duplicate of another scan or of the demo archive.
 */
export async function scanFile(name: string, seed: number): Promise<ScanFile> {
	let state = seed * 2654435761;
	const next = () => {
		state = (state * 1103515245 + 12345) % 2147483648;
		return Math.floor((state / 2147483648) * 256);
	};
	const [width, height] = [12, 9];
	const pixels = Buffer.alloc(width * height * 3);
	for (let i = 0; i < pixels.length; i++) pixels[i] = next();
	const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
		.resize(1800, 1350, { kernel: "cubic" })
		.jpeg({ quality: 88 })
		.toBuffer();
	return { name, mimeType: "image/jpeg", buffer };
}

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

/**
 * Makes the member signed in on `page` a family through the API the screens use: the
 * application, then `admin`'s approval. For journeys whose subject is not the application itself.
 */
export async function becomeFamily(page: Page, admin: Page, storefront: string): Promise<void> {
	const applied = await page.request.post("/api/family/application", {
		headers: originOf(page),
		data: {
			storefront_name: storefront,
			story: "Summers at the lake and birthdays in the kitchen, from the family's shoebox of prints.",
			accept_terms: true,
		},
	});
	expect(applied.status()).toBe(201);
	const { application } = (await applied.json()) as { application: { id: string } };
	const approved = await admin.request.post(`/api/admin/family-applications/${application.id}/approve`, {
		headers: originOf(admin),
	});
	expect(approved.status()).toBe(200);
}

/** Uploads one scan as the family signed in on `page`; waits until its previews are made. */
export async function uploadScan(page: Page, file: ScanFile): Promise<{ id: string; photoid: number }> {
	const res = await page.request.post(`/api/family/uploads?${new URLSearchParams({ filename: file.name })}`, {
		headers: { ...originOf(page), "content-type": file.mimeType },
		data: file.buffer,
	});
	expect(res.status()).toBe(201);
	const { photo } = (await res.json()) as { photo: { id: string; photoid: number } };
	await expect
		.poll(
			async () => {
				const status = await page.request.get(`/api/family/uploads/status?ids=${photo.id}`);
				return ((await status.json()) as { photos: Array<{ processing_state: string }> }).photos[0]
					?.processing_state;
			},
			{ timeout: 60_000, message: "the scan's previews are made" },
		)
		.toBe("ready");
	return { id: photo.id, photoid: photo.photoid };
}
