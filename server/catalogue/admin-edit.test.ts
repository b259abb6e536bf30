import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AuthClient } from "../test/auth-client";
import { type Catalogue, setUpCatalogueApp } from "../test/fixtures/catalogue";
import type { TestContext } from "../test/harness";

let ctx: TestContext;
let admin: AuthClient;
let cat: Catalogue;
setUpCatalogueApp((app) => ({ ctx, admin, cat } = app));

const patch = (id: string, body: unknown) => admin.patch(`/api/admin/photos/${id}`, body);
const stored = async (id: string) =>
	(await admin.get(`/api/admin/photos/${id}`)).json().photo as Record<string, unknown>;

describe("PATCH /api/admin/photos/:id", () => {
	it("saves text, numbers, flags and choices, storing blank text as not known", async () => {
		const res = await patch(cat.beach.id, {
			title: "  Beach umbrella, late afternoon ",
			description: "Two chairs and a striped umbrella",
			location_city: "   ",
			location_country: "United States",
			price_cents: 3100,
			orientation: "horizontal",
			people_count: 2,
			image_style: "",
			featured: true,
			photoshop: false,
			info_missing: true,
		});
		expect(res.statusCode, res.body).toBe(200);
		const expected = {
			title: "Beach umbrella, late afternoon",
			description: "Two chairs and a striped umbrella",
			location_city: null,
			location_country: "United States",
			price_cents: 3100,
			orientation: "horizontal",
			people_count: 2,
			image_style: null,
			featured: true,
			photoshop: false,
			info_missing: true,
		};
		expect(res.json().photo).toMatchObject(expected);
		expect(await stored(cat.beach.id)).toMatchObject(expected);
		expect((await patch(cat.beach.id, { description: "", people_count: null })).json().photo).toMatchObject({
			description: null,
			people_count: null,
		});
	});

	it("keeps each list value once, whatever its case", async () => {
		const res = await patch(cat.beach.id, {
			tags: ["Beach", "beach", " Sun ", "BEACH"],
			emotions: ["Calm"],
			age_groups: [],
		});
		expect(res.json().photo).toMatchObject({ tags: ["Beach", "Sun"], emotions: ["Calm"], age_groups: [] });
		expect((await stored(cat.beach.id)).tags).toEqual(["Beach", "Sun"]);
	});

	it("replaces the photo's events", async () => {
		const both = await patch(cat.beach.id, { event_ids: [cat.events.picnic, cat.events.reunion] });
		expect(both.json().photo.events.map((e: { name: string }) => e.name)).toEqual(["Picnic", "Reunion"]);
		const one = await patch(cat.beach.id, { event_ids: [cat.events.reunion] });
		expect(one.json().photo.events).toEqual([{ id: cat.events.reunion, name: "Reunion" }]);
		const gone = await patch(cat.beach.id, {
			event_ids: [cat.events.picnic, "00000000-0000-4000-8000-000000000000"],
		});
		expect(gone.statusCode).toBe(400);
		expect(gone.json().error.fields).toHaveProperty("event_ids");
		expect((await stored(cat.beach.id)).events).toEqual([{ id: cat.events.reunion, name: "Reunion" }]);
	});

	it("moves a photo to another family, and refuses one that does not exist on its field", async () => {
		const res = await patch(cat.beach.id, { user_id: cat.families.harbor });
		expect(res.json().photo.family).toMatchObject({
			id: cat.families.harbor,
			storefront_name: "Harbor Lane Family",
		});
		const unknown = await patch(cat.beach.id, { user_id: "00000000-0000-4000-8000-000000000000" });
		expect(unknown.statusCode).toBe(400);
		expect(unknown.json().error.fields.user_id).toBe("That family does not exist");
		expect((await stored(cat.beach.id)).family).toMatchObject({ id: cat.families.harbor });
		await patch(cat.beach.id, { user_id: cat.families.maple });
	});

	it("fills the decade from a date taken and refuses a date outside its decade", async () => {
		const res = await patch(cat.beach.id, { date_taken: "1985-07-04" });
		expect(res.json().photo).toMatchObject({ date_taken: "1985-07-04", decade_taken: "1980s" });
		const mismatch = await patch(cat.beach.id, { date_taken: "1962-12-25", decade_taken: "1970s" });
		expect(mismatch.statusCode).toBe(400);
		expect(mismatch.json().error.fields.decade_taken).toBe(
			"A photo taken on 1962-12-25 belongs to the 1960s, not the 1970s",
		);
		expect(await stored(cat.beach.id)).toMatchObject({ date_taken: "1985-07-04", decade_taken: "1980s" });
		const cleared = await patch(cat.beach.id, { date_taken: null, decade_taken: null });
		expect(cleared.json().photo).toMatchObject({ date_taken: null, decade_taken: null });
	});

	it("keeps a live photo publishable: its decade cannot be taken away", async () => {
		const res = await patch(cat.cake.id, { decade_taken: null, title: "Cake on the porch" });
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toEqual({ decade_taken: "A live photo needs the decade it was taken" });
		expect(await stored(cat.cake.id)).toMatchObject({
			decade_taken: "1970s",
			title: "Birthday cake on the porch",
		});
		// A draft may lack it.
		expect((await patch(cat.christmas.id, { decade_taken: null })).statusCode).toBe(200);
	});

	it("refuses bad values per field, unknown fields and an empty change", async () => {
		const bad = await patch(cat.beach.id, { title: " ", price_cents: 50, decade_taken: "1910s" });
		expect(bad.statusCode).toBe(400);
		expect(bad.json().error.fields).toMatchObject({
			title: "Give the photo a title",
			price_cents: "At least $1.00",
			decade_taken: expect.stringMatching(/^One of 1920s/),
		});
		const unknownKey = await patch(cat.beach.id, { title: "Fine", photo_status: "live" });
		expect(unknownKey.statusCode).toBe(400);
		expect((await stored(cat.beach.id)).photo_status).toBe("draft");
		expect((await patch(cat.beach.id, {})).statusCode).toBe(400);
	});

	it("answers 404 for an unknown photo", async () => {
		const res = await patch("00000000-0000-4000-8000-000000000000", { title: "Nobody" });
		expect(res.statusCode).toBe(404);
		expect(res.json().error.message).toBe("Photo not found");
	});

	it("changes updated_at and the search document with the edit", async () => {
		const [before] = await ctx.database.query<{ updated_at: Date }>(
			sql`select updated_at from photos where id = ${cat.graduation.id}`,
		);
		await patch(cat.graduation.id, { title: "Graduation in the gymnasium" });
		const [after] = await ctx.database.query<{ updated_at: Date; found: boolean }>(sql`
			select updated_at, search_vector @@ to_tsquery('english', 'gymnasium') as found
			from photos where id = ${cat.graduation.id}`);
		expect(after?.found).toBe(true);
		expect(new Date(after?.updated_at ?? 0).getTime()).toBeGreaterThan(
			new Date(before?.updated_at ?? 0).getTime(),
		);
	});
});
