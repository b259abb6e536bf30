import { describe, expect, it } from "vitest";
import { csvColumnOf, csvRecord, csvRowToUpdate, dollarsToCents, readCsvHeader } from "./catalogue-csv";

describe("readCsvHeader", () => {
	it("reads known columns whatever their case or spacing", () => {
		const header = readCsvHeader(["Filename", " Title ", "price", "Missing Faces"]);
		expect(header.problems).toEqual([]);
		expect(header.columns).toEqual(["filename", "title", "price", "missing_faces"]);
	});

	it("lists unknown and repeated columns and a missing key column, all on row 1", () => {
		const header = readCsvHeader(["title", "colour", "title", ""]);
		expect(header.columns).toEqual(["title", null, null, null]);
		expect(header.problems).toEqual([
			{
				row: 1,
				column: "colour",
				message: expect.stringMatching(/^Unknown column "colour": the columns are filename, photoid, title/),
			},
			{ row: 1, column: "title", message: "The column title appears more than once" },
			{ row: 1, column: null, message: "A column has no name" },
			{
				row: 1,
				column: null,
				message: "Add a filename or photoid column: it says which photo each row is about",
			},
		]);
	});
});

describe("dollarsToCents", () => {
	it("reads dollars as a sheet writes them", () => {
		expect(dollarsToCents("45")).toBe(4500);
		expect(dollarsToCents("45.5")).toBe(4550);
		expect(dollarsToCents("$45.50")).toBe(4550);
		expect(dollarsToCents(" $1,200.05 ")).toBe(120005);
		expect(dollarsToCents("0.29")).toBe(29);
		for (const bad of ["45.505", "forty", "-5", "4 5", "1,20", "$"]) expect(dollarsToCents(bad)).toBeNull();
	});
});

const header = readCsvHeader([
	"photoid",
	"filename",
	"title",
	"price",
	"family",
	"orientation",
	"people_count",
	"decade_taken",
	"date_taken",
	"tags",
	"featured",
	"photoshop",
	"events",
	"description",
]);
const row = (values: Record<string, string>) =>
	csvRowToUpdate(
		7,
		csvRecord(
			header,
			header.columns.map((c) => (c ? (values[c] ?? "") : "")),
		),
	);

describe("csvRowToUpdate", () => {
	it("turns a row into a change of the fields it fills, leaving blank cells unchanged", () => {
		expect(
			row({
				filename: " lake.jpg ",
				title: "  At the lake ",
				price: "$45.50",
				family: "Jo@Example.com",
				orientation: "Horizontal",
				people_count: "3",
				decade_taken: "1970S",
				date_taken: "1974-07-04",
				tags: "Lake; summer;;lake ;Boat",
				featured: "yes",
				photoshop: "0",
				events: "Picnic; reunion;picnic",
			}),
		).toEqual({
			problems: [],
			change: {
				row: 7,
				key: { filename: "lake.jpg" },
				update: {
					title: "At the lake",
					price_cents: 4550,
					orientation: "horizontal",
					people_count: 3,
					decade_taken: "1970s",
					date_taken: "1974-07-04",
					tags: ["Lake", "summer", "Boat"],
					featured: true,
					photoshop: false,
				},
				family_email: "jo@example.com",
				event_names: ["Picnic", "reunion"],
			},
		});
	});

	it("prefers the photoid to the file name, and accepts #n", () => {
		expect(row({ photoid: "#12", filename: "a.jpg" })).toMatchObject({
			change: { key: { photoid: 12 }, update: {} },
		});
	});

	it("reports every bad cell of the row with the editor's messages", () => {
		expect(
			row({
				photoid: "twelve",
				price: "0.50",
				family: "not an email",
				orientation: "diagonal",
				people_count: "2.5",
				decade_taken: "1910s",
				date_taken: "04/07/1974",
				featured: "maybe",
				description: "x".repeat(4001),
			}).problems,
		).toEqual([
			{ row: 7, column: "photoid", message: "A photo number, like 1042" },
			{ row: 7, column: "price", message: "At least $1.00" },
			{ row: 7, column: "family", message: "The family's email address, like jo@example.com" },
			{ row: 7, column: "orientation", message: "Horizontal, vertical or square" },
			{ row: 7, column: "people_count", message: "A whole number" },
			{ row: 7, column: "decade_taken", message: expect.stringMatching(/^One of 1920s, 1930s/) },
			{ row: 7, column: "date_taken", message: "A date as YYYY-MM-DD" },
			{ row: 7, column: "featured", message: "true or false (or yes/no, 1/0)" },
			{ row: 7, column: "description", message: "At most 4000 characters" },
		]);
		// A row with problems still says which photo and family it names, so those are checked too.
		expect(row({ filename: "a.jpg", price: "forty", family: "jo@example.com", title: "Fine" })).toEqual({
			change: {
				row: 7,
				key: { filename: "a.jpg" },
				update: { title: "Fine" },
				family_email: "jo@example.com",
			},
			problems: [{ row: 7, column: "price", message: "A price in dollars, like 45 or 45.50" }],
		});
	});

	it("asks which photo a row is about when both key cells are blank", () => {
		expect(row({ title: "Lost" })).toEqual({
			change: null,
			problems: [{ row: 7, column: "photoid", message: "Say which photo this row is about" }],
		});
	});
});

describe("csvColumnOf", () => {
	it("names the column a metadata field is written in", () => {
		expect(csvColumnOf("price_cents")).toBe("price");
		expect(csvColumnOf("user_id")).toBe("family");
		expect(csvColumnOf("event_ids")).toBe("events");
		expect(csvColumnOf("decade_taken")).toBe("decade_taken");
	});
});
