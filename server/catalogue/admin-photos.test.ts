import { describe, expect, it } from "vitest";
import type { AuthClient } from "../test/auth-client";
import { type Catalogue, setUpCatalogueApp } from "../test/fixtures/catalogue";

let admin: AuthClient;
let cat: Catalogue;
setUpCatalogueApp((app) => ({ admin, cat } = app));

type Row = { id: string; title: string; photoid: number; family: { id: string; storefront_name: string } };

async function list(params: Record<string, string | number> = {}) {
	const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
	const res = await admin.get(`/api/admin/photos?${query}`);
	expect(res.statusCode, res.body).toBe(200);
	return res.json() as {
		photos: Row[];
		total: number;
		page: number;
		page_size: number;
		status_counts: Record<string, number>;
	};
}
const titles = async (params: Record<string, string | number>) =>
	(await list({ sort: "title", dir: "asc", ...params })).photos.map((p) => p.title);

describe("GET /api/admin/photos", () => {
	it("lists every photo whatever its status, newest first, with the count of each status", async () => {
		const body = await list();
		expect(body.total).toBe(5);
		expect(body.photos.map((p) => p.title)).toEqual([
			"Birthday party in the yard",
			"Graduation day",
			"Christmas morning",
			"Beach umbrella afternoon",
			"Birthday cake on the porch",
		]);
		expect(body.status_counts).toEqual({ draft: 1, review: 1, live: 2, archived: 1 });
		expect(body.photos[4]).toMatchObject({
			id: cat.cake.id,
			photoid: cat.cake.photoid,
			photo_status: "live",
			decade_taken: "1970s",
			original_filename: "IMG_0001.JPG",
			family: { id: cat.families.maple, email: "maple@family.test", storefront_name: "Maple Street Archive" },
		});
	});

	it("filters by status, keeping the counts of every status under the other filters", async () => {
		const live = await list({ status: "live" });
		expect(live.total).toBe(2);
		expect(live.photos.map((p) => p.id).sort()).toEqual([cat.cake.id, cat.party.id].sort());
		expect(live.status_counts).toEqual({ draft: 1, review: 1, live: 2, archived: 1 });
		const maple = await list({ status: "draft", family: cat.families.maple });
		expect(maple.photos.map((p) => p.title)).toEqual(["Beach umbrella afternoon"]);
		expect(maple.status_counts).toEqual({ draft: 1, review: 0, live: 1, archived: 0 });
	});

	it("filters by one issue flag or any of them, by family and by decade", async () => {
		expect(await titles({ flag: "any" })).toEqual([
			"Beach umbrella afternoon",
			"Christmas morning",
			"Graduation day",
		]);
		expect(await titles({ flag: "photoshop" })).toEqual(["Beach umbrella afternoon"]);
		expect(await titles({ flag: "missing_faces" })).toEqual(["Graduation day"]);
		expect(await titles({ family: cat.families.harbor, flag: "info_missing" })).toEqual([
			"Christmas morning",
		]);
		expect(await titles({ decade: "1970s" })).toEqual(["Birthday cake on the porch"]);
	});

	it("searches words and word starts of the title and description, and the family's storefront name", async () => {
		expect(await titles({ q: "birthday" })).toEqual([
			"Birthday cake on the porch",
			"Birthday party in the yard",
		]);
		expect(await titles({ q: "BIRTH" })).toEqual([
			"Birthday cake on the porch",
			"Birthday party in the yard",
		]);
		expect(await titles({ q: "birthday yard" })).toEqual(["Birthday party in the yard"]);
		expect(await titles({ q: "presents" })).toEqual(["Christmas morning"]);
		expect(await titles({ q: "Harbor Lane" })).toEqual([
			"Birthday party in the yard",
			"Christmas morning",
			"Graduation day",
		]);
		expect(await titles({ q: "nothing like this" })).toEqual([]);
		const searched = await list({ q: "birthday" });
		expect(searched.status_counts).toEqual({ draft: 0, review: 0, live: 2, archived: 0 });
	});

	it("finds a photo by #photoid or its bare number, and by its file name in any case", async () => {
		expect(await titles({ q: `#${cat.christmas.photoid}` })).toEqual(["Christmas morning"]);
		expect(await titles({ q: String(cat.graduation.photoid) })).toEqual(["Graduation day"]);
		expect(await titles({ q: "#99999999" })).toEqual([]);
		expect(await titles({ q: "img_0001.jpg" })).toEqual(["Birthday cake on the porch"]);
		expect(await titles({ q: "SCAN-002.TIF" })).toEqual(["Beach umbrella afternoon"]);
	});

	it("treats search text as text, never as SQL or a pattern", async () => {
		expect(await titles({ q: "%" })).toEqual([]);
		// A stop word is no word of the search document, but still a part of a title.
		expect(await titles({ q: "the" })).toEqual(["Birthday cake on the porch", "Birthday party in the yard"]);
		expect(await titles({ q: "'; drop table photos; --" })).toEqual([]);
		expect((await list()).total).toBe(5);
	});

	it("sorts by the whitelisted columns both ways", async () => {
		const byPrice = (await list({ sort: "price_cents", dir: "asc" })).photos.map((p) => p.title);
		expect(byPrice).toEqual([
			"Beach umbrella afternoon",
			"Birthday cake on the porch",
			"Birthday party in the yard",
			"Graduation day",
			"Christmas morning",
		]);
		const desc = (await list({ sort: "price_cents", dir: "desc" })).photos.map((p) => p.title);
		expect(desc).toEqual([...byPrice].reverse());
		const byPhotoid = (await list({ sort: "photoid", dir: "asc" })).photos.map((p) => p.photoid);
		expect(byPhotoid).toEqual([...byPhotoid].sort((a, b) => a - b));
		const byStatus = (await list({ sort: "photo_status", dir: "asc" })).photos.map((p) => p.title);
		expect(byStatus[0]).toBe("Graduation day");
		expect(byStatus[1]).toBe("Beach umbrella afternoon");
		const bad = await admin.get("/api/admin/photos?sort=title;drop");
		expect(bad.statusCode).toBe(400);
	});

	it("pages with the total of every page", async () => {
		const seen: string[] = [];
		for (const page of [1, 2, 3]) {
			const body = await list({ sort: "title", dir: "asc", page, page_size: 2 });
			expect(body).toMatchObject({ total: 5, page, page_size: 2 });
			seen.push(...body.photos.map((p) => p.title));
		}
		expect(seen).toEqual([
			"Beach umbrella afternoon",
			"Birthday cake on the porch",
			"Birthday party in the yard",
			"Christmas morning",
			"Graduation day",
		]);
		const past = await list({ page: 4, page_size: 2 });
		expect(past.photos).toEqual([]);
		expect(past.total).toBe(5);
	});
});

describe("GET /api/admin/photos/:id", () => {
	it("shows every field, the events, the faces and the print size", async () => {
		const res = await admin.get(`/api/admin/photos/${cat.cake.id}`);
		expect(res.statusCode).toBe(200);
		expect(res.json().photo).toMatchObject({
			id: cat.cake.id,
			photoid: cat.cake.photoid,
			title: "Birthday cake on the porch",
			description: null,
			photo_status: "live",
			preview_url: "/media/p.webp",
			friendly_print_size: "4.0 × 2.7 in",
			tags: ["Birthday", "Cake"],
			location_city: "Portland",
			events: [{ id: cat.events.picnic, name: "Picnic" }],
			face_count: 2,
			publish_problems: [],
			family: { id: cat.families.maple, storefront_name: "Maple Street Archive" },
		});
	});

	it("says what a photo lacks to go live", async () => {
		const res = await admin.get(`/api/admin/photos/${cat.beach.id}`);
		expect(res.json().photo.publish_problems).toEqual(["It needs the decade it was taken"]);
		expect(res.json().photo.face_count).toBe(0);
		expect(res.json().photo.events).toEqual([]);
	});

	it("answers 404 for an unknown photo and 400 for a malformed id", async () => {
		const missing = await admin.get("/api/admin/photos/00000000-0000-4000-8000-000000000000");
		expect(missing.statusCode).toBe(404);
		expect(missing.json().error.message).toBe("Photo not found");
		expect((await admin.get("/api/admin/photos/not-a-uuid")).statusCode).toBe(400);
	});
});
