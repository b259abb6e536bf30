import { readFile } from "node:fs/promises";
import path from "node:path";
import type { DownloadLinkResponse, Order, Purchase } from "@core/contracts/orders";
import { DOWNLOAD_LINK_SECONDS, ORDER_TEXT } from "@core/orders";
import { beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUpMembers } from "../test/auth-client";
import {
	adminAction,
	buyPhotos,
	placeOrder,
	type SeededPhoto,
	setUpDeliverables,
	userIdOf,
} from "../test/fixtures/deliverables";
import { insertPhotos } from "../test/fixtures/photos";
import { signDownload } from "./download-links";

const setup = setUpDeliverables({ photos: 5 });

function photo(i: number): SeededPhoto {
	const found = setup.seeded[i];
	if (!found) throw new Error(`seeded photo ${i}`);
	return found;
}

async function purchasesOf(client: AuthClient): Promise<Purchase[]> {
	const res = await client.get("/api/purchases");
	expect(res.statusCode).toBe(200);
	return res.json().purchases;
}

async function linkFor(client: AuthClient, purchaseId: string): Promise<DownloadLinkResponse> {
	const res = await client.post(`/api/purchases/${purchaseId}/download-link`);
	expect(res.statusCode, res.body).toBe(200);
	return res.json();
}

/** The purchase a paid order made of one photo. */
function purchaseIn(order: Order, photoId: string): string {
	const item = order.items.find((i) => i.photo.id === photoId);
	if (!item?.purchase_id) throw new Error("no purchase for that photo");
	return item.purchase_id;
}

describe("GET /api/purchases", () => {
	it("lists the caller's live licences of paid orders only, newest first", async () => {
		const [pending] = await insertPhotos(setup.ctx.database, 1);
		expect(await purchasesOf(setup.ann)).toEqual([]);
		const older = await buyPhotos(setup.ann, setup.admin, [photo(0).id], { production: "First Light" });
		const newer = await buyPhotos(setup.ann, setup.admin, [photo(1).id, photo(2).id], {
			production: "Second Wind",
			license: "hero-usage",
		});
		await placeOrder(setup.ann, [pending ?? ""]);
		const bens = await buyPhotos(setup.ben, setup.admin, [photo(0).id], { production: "Harbour Watch" });

		const listed = await purchasesOf(setup.ann);
		expect(listed.map((p) => p.photo.photoid)).toEqual([
			photo(1).photoid,
			photo(2).photoid,
			photo(0).photoid,
		]);
		const first = listed[0];
		const item = newer.items.find((i) => i.photo.id === photo(1).id);
		expect(first).toEqual({
			id: item?.purchase_id,
			photo: {
				id: photo(1).id,
				photoid: photo(1).photoid,
				title: photo(1).title,
				thumbnail_url: photo(1).thumbnail_url,
			},
			license_type: "hero-usage",
			price_cents: item?.total_cents,
			purchase_date: expect.any(String),
			order: { id: newer.id, reference: newer.reference },
			production_name: "Second Wind",
			certificate_url: `/api/orders/${newer.id}/certificate.pdf`,
			licence_number: item?.licence_number,
			verify_code: item?.verify_code,
			by_company: "Harbor Lights Pictures",
			// Issue 30: the line behind the licence and the upgrades on offer (docs/licensing.md).
			order_item_id: item?.id,
			exclusive_months: null,
			exclusive_until: null,
			upgraded: false,
			upgrades: expect.any(Array),
		});
		expect(listed[2]?.order).toEqual({ id: older.id, reference: older.reference });

		expect((await purchasesOf(setup.ben)).map((p) => p.order.id)).toEqual([bens.id]);
		expect((await authClient(setup.ctx).get("/api/purchases")).statusCode).toBe(401);

		// A refund takes the order's licences off the list.
		await adminAction(setup.admin, newer.id, "refund");
		expect((await purchasesOf(setup.ann)).map((p) => p.order.id)).toEqual([older.id]);
	});
});

describe("signed download links", () => {
	let dee: AuthClient;
	let eve: AuthClient;
	let order: Order;
	let purchaseId: string;
	let deeId: string;

	beforeAll(async () => {
		[dee, eve] = await signUpMembers(setup.ctx, "Dee", "Eve");
		deeId = await userIdOf(setup.ctx, "dee@studio.test");
		order = await buyPhotos(dee, setup.admin, [photo(3).id, photo(4).id]);
		purchaseId = purchaseIn(order, photo(3).id);
	});

	it("gives the buyer the original file, byte for byte, for a few minutes", async () => {
		const before = Date.now();
		const link = await linkFor(dee, purchaseId);
		expect(link.url).toMatch(
			new RegExp(`^/api/downloads/${purchaseId}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
		);
		const expiresAt = Date.parse(link.expires_at);
		expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + DOWNLOAD_LINK_SECONDS * 1000);
		expect(expiresAt).toBeLessThanOrEqual(Date.now() + DOWNLOAD_LINK_SECONDS * 1000);

		const res = await dee.get(link.url);
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toBe("image/jpeg");
		expect(res.headers["content-disposition"]).toBe(
			`attachment; filename="photo-${photo(3).photoid}-original.jpg"`,
		);
		expect(res.headers["cache-control"]).toBe("private, no-store");
		const original = await readFile(path.join(setup.ctx.storage.privateDir, photo(3).original_key ?? ""));
		expect(original.length).toBeGreaterThan(10_000);
		expect(Buffer.compare(res.rawPayload, original)).toBe(0);
	});

	it("works for the buyer's session only: another member gets 403 for the same URL, a guest 401", async () => {
		const link = await linkFor(dee, purchaseId);
		const other = await eve.get(link.url);
		expect(other.statusCode).toBe(403);
		expect(other.json().error.message).toBe(ORDER_TEXT.linkInvalid);
		expect((await authClient(setup.ctx).get(link.url)).statusCode).toBe(401);
		// Nor can anyone else ask for a link to the buyer's purchase.
		const asked = await eve.post(`/api/purchases/${purchaseId}/download-link`);
		expect(asked.statusCode).toBe(404);
		expect(asked.json().error.message).toBe(ORDER_TEXT.purchaseNotFound);
		expect((await setup.admin.post(`/api/purchases/${purchaseId}/download-link`)).statusCode).toBe(404);
	});

	it("refuses an expired link (410) and an edited one (403)", async () => {
		const past = Math.floor(Date.now() / 1000) - 1;
		const expired = `/api/downloads/${purchaseId}?expires=${past}&signature=${signDownload(setup.ctx.config.authSecret, purchaseId, deeId, past)}`;
		const gone = await dee.get(expired);
		expect(gone.statusCode).toBe(410);
		expect(gone.json().error.message).toBe(ORDER_TEXT.linkExpired);

		const link = await linkFor(dee, purchaseId);
		const url = new URL(link.url, "http://x");
		const signature = url.searchParams.get("signature") ?? "";
		const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
		const tampered = await dee.get(
			`${url.pathname}?expires=${url.searchParams.get("expires")}&signature=${flipped}`,
		);
		expect(tampered.statusCode).toBe(403);
		expect(tampered.json().error.message).toBe(ORDER_TEXT.linkInvalid);

		// A longer life written into a genuine link breaks its signature.
		const later = Number(url.searchParams.get("expires")) + 3600;
		expect((await dee.get(`${url.pathname}?expires=${later}&signature=${signature}`)).statusCode).toBe(403);
		// The same signature for another of the buyer's purchases.
		const sibling = purchaseIn(order, photo(4).id);
		expect((await dee.get(link.url.replace(purchaseId, sibling))).statusCode).toBe(403);
		expect(
			(await dee.get(`${url.pathname}?expires=${url.searchParams.get("expires")}&signature=zz`)).statusCode,
		).toBe(400);
	});

	it("stops working once the order is refunded, and no new link is given", async () => {
		const [fresh] = await signUpMembers(setup.ctx, "Fay");
		const paid = await buyPhotos(fresh, setup.admin, [photo(2).id]);
		const id = purchaseIn(paid, photo(2).id);
		const link = await linkFor(fresh, id);
		expect((await fresh.get(link.url)).statusCode).toBe(200);

		await adminAction(setup.admin, paid.id, "refund");
		const after = await fresh.get(link.url);
		expect(after.statusCode).toBe(404);
		expect(after.json().error.message).toBe(ORDER_TEXT.purchaseNotFound);
		expect((await fresh.post(`/api/purchases/${id}/download-link`)).statusCode).toBe(404);
	});

	it("answers 404 for an unknown purchase, and for a licence whose photo has no original on file", async () => {
		expect(
			(await dee.post("/api/purchases/00000000-0000-4000-8000-000000000000/download-link")).statusCode,
		).toBe(404);
		const [bare] = await insertPhotos(setup.ctx.database, 1);
		const paid = await buyPhotos(dee, setup.admin, [bare ?? ""]);
		const res = await dee.post(`/api/purchases/${purchaseIn(paid, bare ?? "")}/download-link`);
		expect(res.statusCode).toBe(404);
		expect(res.json().error.message).toMatch(/original file of this photo is not available/);
	});
});
