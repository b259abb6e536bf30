import { readFile } from "node:fs/promises";
import path from "node:path";
import { familyApiPaths, SUBMISSION_TEXT } from "@core/contracts/submissions";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ingestPhoto } from "../catalogue/ingest";
import { type AuthClient, authClient, signUpFamily } from "../test/auth-client";
import { buyPhotos, type SeededPhoto, setUpDeliverables } from "../test/fixtures/deliverables";
import { insertFamilyPhotos, photoNow } from "../test/fixtures/family-photos";
import { solidImage, storedFiles } from "../test/fixtures/images";

/** Taking photos off sale (licences sold stay good), and deleting drafts with their files. */

const setup = setUpDeliverables({ photos: 4 });

let family: AuthClient;
let familyId: string;
let sold: SeededPhoto;
let unsold: SeededPhoto;

beforeAll(async () => {
	family = authClient(setup.ctx);
	familyId = await signUpFamily(setup.ctx, family, "rose@family.test", "The Rose Family");
	const [first, second] = setup.seeded;
	if (!first || !second) throw new Error("two seeded photos");
	[sold, unsold] = [first, second];
	// Two live photos of the archive become the family's own.
	await setup.ctx.database.query(
		sql`update photos set user_id = ${familyId} where id in (${sold.id}, ${unsold.id})`,
	);
});

const searchIds = async (query: string): Promise<string[]> =>
	(await authClient(setup.ctx).get(`/api/search?${query}`)).json().photos.map((p: { id: string }) => p.id);

describe("withdrawing a photo", () => {
	it("takes it out of search and the storefront at once, and its buyer can still download it", async () => {
		const order = await buyPhotos(setup.ann, setup.admin, [sold.id]);
		const purchaseId = order.items[0]?.purchase_id ?? "";
		expect(await searchIds(`user_id=${familyId}`)).toEqual(expect.arrayContaining([sold.id, unsold.id]));
		expect(await searchIds(`q=${encodeURIComponent(sold.title)}`)).toContain(sold.id);

		const res = await family.post(familyApiPaths.withdraw(sold.id));
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().photo).toMatchObject({
			status: "withdrawn",
			photo_status: "archived",
			editable: false,
		});
		expect(res.json().photo.withdrawn_at).toEqual(expect.any(String));

		expect(await searchIds(`user_id=${familyId}`)).toEqual([unsold.id]);
		expect(await searchIds(`q=${encodeURIComponent(sold.title)}`)).not.toContain(sold.id);
		expect((await setup.ben.get(`/api/photos/${sold.id}`)).statusCode).toBe(404);

		// The licence sold before stays: listed, and its original downloads byte for byte.
		const purchases = (await setup.ann.get("/api/purchases")).json().purchases;
		expect(purchases.map((p: { id: string }) => p.id)).toContain(purchaseId);
		const link = await setup.ann.post(`/api/purchases/${purchaseId}/download-link`);
		expect(link.statusCode, link.body).toBe(200);
		const file = await setup.ann.get(link.json().url);
		expect(file.statusCode).toBe(200);
		const original = await readFile(path.join(setup.ctx.storage.privateDir, sold.original_key ?? ""));
		expect(Buffer.compare(file.rawPayload, original)).toBe(0);

		// No one can buy it any more.
		const added = await setup.ben.post("/api/cart/items", {
			items: [{ photo_id: sold.id, license_type: "background-dressing" }],
		});
		expect(added.json()).toEqual({ added: 0, duplicates: 0, errors: 1 });

		const again = await family.post(familyApiPaths.withdraw(sold.id));
		expect(again.statusCode).toBe(409);
		expect(again.json().error.message).toBe(SUBMISSION_TEXT.alreadyWithdrawn);
	});

	it("withdraws many at once, all or none", async () => {
		const [draft] = await insertFamilyPhotos(setup.ctx.database, familyId, 1);
		const [others] = await insertFamilyPhotos(setup.ctx.database, await otherFamily(), 1, {
			photo_status: "live",
		});
		const foreign = await family.post(familyApiPaths.withdrawMany, { ids: [unsold.id, others?.id] });
		expect(foreign.statusCode).toBe(404);
		expect((await photoNow(setup.ctx.database, unsold.id))?.photo_status).toBe("live");

		const res = await family.post(familyApiPaths.withdrawMany, { ids: [unsold.id, draft?.id] });
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toEqual({ withdrawn: 2 });
		expect(await photoNow(setup.ctx.database, unsold.id)).toMatchObject({
			photo_status: "archived",
			withdrawn_at: expect.anything(),
		});
		expect(await searchIds(`user_id=${familyId}`)).toEqual([]);
		const counts = (await family.get(familyApiPaths.photos)).json().status_counts;
		expect(counts.withdrawn).toBe(3);
	});
});

async function otherFamily(): Promise<string> {
	return signUpFamily(
		setup.ctx,
		authClient(setup.ctx),
		`other-${Date.now()}@family.test`,
		"The Other Family",
	);
}

describe("DELETE /api/family/photos/:id", () => {
	it("deletes a draft with every file it had", async () => {
		const before = await storedFiles(setup.ctx.storage);
		const photo = await ingestPhoto(setup.ctx.database, setup.ctx.storage, {
			family: familyId,
			filename: "porch-1962.jpg",
			original: await solidImage(1600, 1200, { format: "jpeg" }),
		});
		expect((await storedFiles(setup.ctx.storage)).length).toBeGreaterThan(before.length);

		const res = await family.del(familyApiPaths.photo(photo.id));
		expect(res.statusCode, res.body).toBe(204);
		expect(await photoNow(setup.ctx.database, photo.id)).toBeUndefined();
		expect(await storedFiles(setup.ctx.storage)).toEqual(before);
	});

	it("keeps anything but a draft (409), a photo once licensed (409), and another family's (404)", async () => {
		const [inReview] = await insertFamilyPhotos(setup.ctx.database, familyId, 1, { photo_status: "review" });
		const notDraft = await family.del(familyApiPaths.photo(inReview?.id ?? ""));
		expect(notDraft.statusCode).toBe(409);
		expect(notDraft.json().error.message).toBe(SUBMISSION_TEXT.deleteOnlyDraft);

		// The sold photo, had an admin moved it back to draft, is still kept for its buyer.
		await setup.ctx.database.query(sql`update photos set photo_status = 'draft' where id = ${sold.id}`);
		const wasSold = await family.del(familyApiPaths.photo(sold.id));
		expect(wasSold.statusCode).toBe(409);
		expect(wasSold.json().error.message).toBe(SUBMISSION_TEXT.deleteSold);

		const [others] = await insertFamilyPhotos(setup.ctx.database, await otherFamily(), 1);
		expect((await family.del(familyApiPaths.photo(others?.id ?? ""))).statusCode).toBe(404);
		expect(await photoNow(setup.ctx.database, others?.id ?? "")).toBeDefined();
	});
});
