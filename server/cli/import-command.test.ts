import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFamilies } from "../test/fixtures/catalogue";
import { solidImage, storedFiles } from "../test/fixtures/images";
import { createTestApp, type TestContext, tempDirsForEachTest } from "../test/harness";
import { runCommand } from "./commands";

let ctx: TestContext;
let families: { maple: string; harbor: string };
const tempDir = tempDirsForEachTest("snap-import-");

beforeAll(async () => {
	ctx = await createTestApp();
	families = await insertFamilies(ctx.database);
});
afterAll(async () => ctx?.close());

const run = async (argv: string[]) => {
	const out: string[] = [];
	await runCommand({ database: ctx.database, storage: ctx.storage }, argv, (line) => out.push(line));
	return out;
};

const image = (format: "jpeg" | "png" | "webp", width = 300, height = 200) =>
	solidImage(width, height, { format, colour: "#8a5a2b" });

async function folder(files: Record<string, Buffer | string>): Promise<string> {
	const dir = tempDir();
	for (const [name, data] of Object.entries(files)) await writeFile(path.join(dir, name), data);
	return dir;
}

const photoRows = () =>
	ctx.database.query<{ original_filename: string; title: string; user_id: string; price_cents: number }>(
		sql`select original_filename, title, user_id, price_cents from photos order by original_filename`,
	);

/** A refused import says why (its problems as output lines) and changes nothing: no photo, no file. */
async function expectNothingImported(
	argv: string[],
	message: string | RegExp,
	problems: (string | RegExp)[] = [],
) {
	const [filesBefore, rowsBefore] = [await storedFiles(ctx.storage), await photoRows()];
	const out: string[] = [];
	await expect(
		runCommand({ database: ctx.database, storage: ctx.storage }, argv, (line) => out.push(line)),
	).rejects.toThrow(message);
	expect(out).toEqual(problems.map((p) => (typeof p === "string" ? `  ${p}` : expect.stringMatching(p))));
	expect(await photoRows()).toEqual(rowsBefore);
	expect(await storedFiles(ctx.storage)).toEqual(filesBefore);
}

describe("npm run cli -- import DIR --metadata FILE --family EMAIL", () => {
	it("imports every image of the folder and applies the CSV to them", async () => {
		const csv = [
			"filename,title,price,family,events,decade_taken",
			"b-porch.png,On the porch,30,harbor@family.test,Summer Picnic,1960s",
			"A_lake.jpg,,$12.50,,,",
		].join("\n");
		const dir = await folder({
			"A_lake.jpg": await image("jpeg"),
			"b-porch.png": await image("png"),
			"c.webp": await image("webp", 200, 300),
			"metadata.csv": csv,
			".DS_Store": "finder noise",
		});
		const out = await run([
			"import",
			dir,
			"--metadata",
			path.join(dir, "metadata.csv"),
			"--family",
			"Maple@Family.test",
		]);
		expect(out).toEqual([
			"  1/3 A_lake.jpg",
			"  2/3 b-porch.png",
			"  3/3 c.webp",
			"Imported 3 photos as drafts; metadata applied to 2.",
		]);
		expect(await photoRows()).toEqual([
			{ original_filename: "A_lake.jpg", title: "A lake", user_id: families.maple, price_cents: 1250 },
			{
				original_filename: "b-porch.png",
				title: "On the porch",
				user_id: families.harbor,
				price_cents: 3000,
			},
			{ original_filename: "c.webp", title: "c", user_id: families.maple, price_cents: expect.any(Number) },
		]);
		const [porch] = await ctx.database.query<{
			decade_taken: string;
			events: string[];
			photo_status: string;
		}>(sql`
			select p.decade_taken, p.photo_status, array(select e.name from photo_events pe join events e on e.id = pe.event_id
				where pe.photo_id = p.id) as events
			from photos p where original_filename = 'b-porch.png'`);
		expect(porch).toEqual({ decade_taken: "1960s", photo_status: "draft", events: ["Summer Picnic"] });
		// Each photo's original and four derivatives.
		expect((await storedFiles(ctx.storage)).length).toBe(15);
	});

	it("refuses a CSV naming a file the folder does not have, before importing anything", async () => {
		const dir = await folder({ "one.jpg": await image("jpeg"), "two.png": await image("png") });
		const csvDir = await folder({
			"meta.csv": "filename,title,price\none.jpg,One,10\nthree.jpg,Three,abc\n",
		});
		await expectNothingImported(
			["import", dir, "--metadata", path.join(csvDir, "meta.csv"), "--family", "maple@family.test"],
			"nothing was imported: fix the 2 problems above first",
			[
				"row 3, price: A price in dollars, like 45 or 45.50",
				"row 3, filename: No file named three.jpg is being imported",
			],
		);
	});

	it("refuses a folder holding other files, and files without a family", async () => {
		const dir = await folder({
			"one.jpg": await image("jpeg"),
			"notes.txt": "not a photo",
			"list.csv": "filename,title\none.jpg,One\n",
		});
		await expectNothingImported(
			["import", dir, "--metadata", path.join(dir, "list.csv")],
			"nothing was imported: fix the 2 problems above first",
			[
				"notes.txt is not an image the import takes (.jpg, .jpeg, .png, .webp, .tif, .tiff)",
				"one.jpg has no family: give --family EMAIL or fill its row's family cell",
			],
		);
		await expectNothingImported(
			["import", dir, "--family", "nobody@family.test"],
			"nothing was imported: fix the 3 problems above first",
			[
				/^ {2}list\.csv is not an image/,
				/^ {2}notes\.txt is not an image/,
				"--family: no account has the email nobody@family.test",
			],
		);
		await expectNothingImported(
			["import", path.join(dir, "gone"), "--family", "x@y.z"],
			/cannot read the folder/,
			[/ENOENT$/],
		);
		await expectNothingImported(["import", dir], /give --family <email>/);
	});

	it("takes back the photos it made when an image turns out damaged", async () => {
		const whole = await sharp({
			create: {
				width: 400,
				height: 300,
				channels: 3,
				background: "#000000",
				noise: { type: "gaussian", mean: 128, sigma: 40 },
			},
		})
			.jpeg()
			.toBuffer();
		const dir = await folder({
			"a.jpg": await image("jpeg"),
			"b.png": await image("png"),
			"z-cut.jpg": whole.subarray(0, Math.floor(whole.length / 2)),
		});
		await expectNothingImported(
			["import", dir, "--family", "maple@family.test"],
			"z-cut.jpg was refused (above), so nothing was imported",
			[
				"1/3 a.jpg",
				"2/3 b.png",
				"3/3 z-cut.jpg",
				"z-cut.jpg: The file is not a readable image: it may be damaged or incomplete",
			],
		);
	});

	it("takes back the photos it made when the CSV cannot be applied", async () => {
		// A date outside the row's decade is found only by the metadata writer, after ingesting.
		const csv = "filename,title,date_taken,decade_taken\na.jpg,A,,\nb.png,B,1962-03-01,1970s\n";
		const dir = await folder({ "a.jpg": await image("jpeg"), "b.png": await image("png"), "m.csv": csv });
		await expectNothingImported(
			["import", dir, "--metadata", path.join(dir, "m.csv"), "--family", "maple@family.test"],
			"the metadata could not be applied (problems above), so nothing was imported",
			[
				"1/2 a.jpg",
				"2/2 b.png",
				"row 3, decade_taken: A photo taken on 1962-03-01 belongs to the 1960s, not the 1970s",
			],
		);
	});
});
