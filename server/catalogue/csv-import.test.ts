import { CSV_IMPORT_MAX_BYTES } from "@core/contracts/catalogue";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photos } from "../db/schema";
import type { AuthClient } from "../test/auth-client";
import { type Catalogue, setUpCatalogueApp } from "../test/fixtures/catalogue";
import type { TestContext } from "../test/harness";
import { CSV_TEXT } from "./csv-import";

let ctx: TestContext;
let admin: AuthClient;
let member: AuthClient;
let cat: Catalogue;
setUpCatalogueApp((app) => ({ ctx, admin, member, cat } = app));

const send = (csv: string, { dryRun = false, type = "text/csv", client = admin } = {}) =>
	client.request({
		method: "POST",
		url: `/api/admin/photos/metadata-import${dryRun ? "?dry_run=true" : ""}`,
		headers: { "content-type": type },
		payload: csv,
	});
const photo = async (id: string) => (await admin.get(`/api/admin/photos/${id}`)).json().photo;
const eventNames = async () =>
	(await ctx.database.query<{ name: string }>(sql`select name from events order by name`)).map((e) => e.name);
/** What an import may change, to prove a refused one changed nothing. */
const snapshot = () =>
	ctx.database.query(sql`
		select p.*, coalesce((select array_agg(event_id order by event_id) from photo_events where photo_id = p.id), '{}') as ev
		from photos p order by p.id`);

describe("POST /api/admin/photos/metadata-import", () => {
	it("checks a good file in a dry run without writing anything", async () => {
		const before = await snapshot();
		const csv = `filename,title,events\nIMG_0001.JPG,Cake,New Event\n`;
		const res = await send(csv, { dryRun: true });
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toEqual({ rows: 1, updated: 1, dry_run: true });
		expect(await snapshot()).toEqual(before);
		expect(await eventNames()).toEqual(["Picnic", "Reunion"]);
	});

	it("refuses a file with an unknown column and a bad row, listing every problem and writing nothing", async () => {
		const before = await snapshot();
		const christmas = (await photo(cat.christmas.id)).photoid;
		const csv = [
			"filename,photoid,title,price,colour,decade_taken,family",
			"IMG_0001.JPG,,Good title,45,red,,",
			`,${christmas},,4.5.0,,1910s,nobody@family.test`,
			"no-such-file.jpg,,Title,,,,",
			"scan-002.tif,,Also fine,$12,,,",
			"img_0001.jpg,,Twice,,,,",
		].join("\r\n");
		const res = await send(csv);
		expect(res.statusCode).toBe(422);
		expect(res.json().error).toMatchObject({
			code: "VALIDATION_ERROR",
			message: "The file has 6 problems: nothing was imported",
		});
		expect(res.json().error.details.problems).toEqual([
			{ row: 1, column: "colour", message: expect.stringMatching(/^Unknown column "colour"/) },
			{ row: 3, column: "price", message: "A price in dollars, like 45 or 45.50" },
			{ row: 3, column: "decade_taken", message: expect.stringMatching(/^One of 1920s/) },
			{ row: 3, column: "family", message: "No family has the email nobody@family.test" },
			{ row: 4, column: "filename", message: "No photo has the file name no-such-file.jpg" },
			{ row: 6, column: null, message: "Row 2 is about the same photo: give each photo one row" },
		]);
		expect(await snapshot()).toEqual(before);
	});

	it("updates every row of a good file: fields, events found or made, family moved", async () => {
		const christmas = (await photo(cat.christmas.id)).photoid;
		const csv = [
			"\uFEFFFilename,photoid,title,price,tags,events,family,date_taken,featured,location_city",
			'IMG_0001.JPG,,"Cake, candles and all",$45.50,Cake; Candles,picnic; Garden Party,harbor@family.test,1975-05-02,yes,',
			`,${christmas},Christmas morning 1964,,,,,1964-12-25,no,Tacoma`,
			"scan-002.tif,,,19,,,,,,",
		].join("\n");
		const res = await send(csv);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toEqual({ rows: 3, updated: 3, dry_run: false });

		const cake = await photo(cat.cake.id);
		expect(cake).toMatchObject({
			title: "Cake, candles and all",
			price_cents: 4550,
			tags: ["Cake", "Candles"],
			date_taken: "1975-05-02",
			decade_taken: "1970s",
			featured: true,
			// A blank cell leaves the field as it was.
			location_city: "Portland",
			family: { id: cat.families.harbor },
		});
		expect(cake.events.map((e: { name: string }) => e.name)).toEqual(["Garden Party", "Picnic"]);
		expect(await eventNames()).toEqual(["Garden Party", "Picnic", "Reunion"]);
		expect(await photo(cat.christmas.id)).toMatchObject({
			title: "Christmas morning 1964",
			date_taken: "1964-12-25",
			decade_taken: "1960s",
			featured: false,
			location_city: "Tacoma",
			price_cents: 9900,
		});
		expect(await photo(cat.beach.id)).toMatchObject({ price_cents: 1900, title: "Beach umbrella afternoon" });
	});

	it("undoes every row when the metadata writer refuses one (a date outside its decade)", async () => {
		const before = await snapshot();
		const csv = [
			"filename,title,date_taken,decade_taken",
			"scan-002.tif,Changed,,",
			"IMG_0001.JPG,,1962-01-01,1970s",
		].join("\n");
		const res = await send(csv);
		expect(res.statusCode).toBe(422);
		expect(res.json().error.details.problems).toEqual([
			{
				row: 3,
				column: "decade_taken",
				message: "A photo taken on 1962-01-01 belongs to the 1960s, not the 1970s",
			},
		]);
		expect(await snapshot()).toEqual(before);
	});

	it("asks for the photoid when a file name matches several photos", async () => {
		const [a, b] = await ctx.database.db
			.insert(photos)
			.values([
				{ title: "Copy one", user_id: cat.families.maple, price_cents: 100, original_filename: "dup.jpg" },
				{ title: "Copy two", user_id: cat.families.maple, price_cents: 100, original_filename: "DUP.jpg" },
			])
			.returning({ photoid: photos.photoid });
		const res = await send("filename,title\ndup.jpg,Which one\n");
		expect(res.statusCode).toBe(422);
		expect(res.json().error.details.problems).toEqual([
			{
				row: 2,
				column: "filename",
				message: `2 photos have the file name dup.jpg (#${a?.photoid}, #${b?.photoid}): use a photoid column to say which`,
			},
		]);
		expect((await send(`photoid,title\n${a?.photoid},Which one\n`)).statusCode).toBe(200);
	});

	it("refuses files it cannot read: wrong type, too large, not UTF-8, empty, no key column", async () => {
		const wrong = await send("filename\n", { type: "application/json" });
		expect(wrong.statusCode).toBe(415);
		expect(wrong.json().error.message).toBe(CSV_TEXT.wrongType);
		const large = await send(`filename,title\n${"x".repeat(CSV_IMPORT_MAX_BYTES)}\n`);
		expect(large.statusCode).toBe(413);
		expect(large.json().error.message).toBe(CSV_TEXT.tooLarge);
		const latin1 = await admin.request({
			method: "POST",
			url: "/api/admin/photos/metadata-import",
			headers: { "content-type": "text/csv" },
			payload: Buffer.from("filename,title\nIMG_0001.JPG,Caf\xe9\n", "latin1"),
		});
		expect(latin1.json().error.details.problems).toEqual([
			{ row: 1, column: null, message: CSV_TEXT.notUtf8 },
		]);
		expect((await send("", { type: "text/plain" })).json().error.details.problems).toEqual([
			{ row: 1, column: null, message: CSV_TEXT.empty },
		]);
		expect((await send("title\nHello\n")).json().error.details.problems).toEqual([
			{
				row: 1,
				column: null,
				message: "Add a filename or photoid column: it says which photo each row is about",
			},
		]);
	});

	it("caps the problems it lists and counts the rest", async () => {
		const rows = Array.from({ length: 600 }, (_, i) => `missing-${i}.jpg`);
		const res = await send(`filename\n${rows.join("\n")}\n`);
		const problems = res.json().error.details.problems;
		expect(problems).toHaveLength(501);
		expect(problems.at(-1)).toEqual({ row: 502, column: null, message: "…and 100 more problems" });
	});

	it("is for admins only", async () => {
		expect((await send("filename,title\nIMG_0001.JPG,Mine\n", { client: member })).statusCode).toBe(403);
		expect((await photo(cat.cake.id)).title).toBe("Cake, candles and all");
	});
});
