import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";

const cells = (text: string) => parseCsv(text).records.map((r) => r.cells);

describe("parseCsv", () => {
	it("reads plain fields, LF and CRLF line ends, and a final newline", () => {
		expect(cells("a,b,c\n1,2,3\n")).toEqual([
			["a", "b", "c"],
			["1", "2", "3"],
		]);
		expect(cells("a,b\r\n1,2\r\n3,4")).toEqual([
			["a", "b"],
			["1", "2"],
			["3", "4"],
		]);
		expect(cells("a,,c\n,,\n")).toEqual([
			["a", "", "c"],
			["", "", ""],
		]);
	});

	it("reads quoted fields with commas, line breaks and doubled quotes", () => {
		const { records, problems } = parseCsv(
			'title,description\n"Lake, 1974","She said ""hi""\r\nthen left"\nnext,row\n',
		);
		expect(problems).toEqual([]);
		expect(records).toEqual([
			{ row: 1, cells: ["title", "description"] },
			{ row: 2, cells: ["Lake, 1974", 'She said "hi"\r\nthen left'] },
			{ row: 3, cells: ["next", "row"] },
		]);
		expect(cells('"",x\n')).toEqual([["", "x"]]);
	});

	it("drops a byte-order mark and skips blank lines, keeping row numbers as a spreadsheet shows them", () => {
		const { records } = parseCsv("\uFEFFfilename,title\n\na.jpg,A\r\n\r\nb.jpg,B\n\n");
		expect(records).toEqual([
			{ row: 1, cells: ["filename", "title"] },
			{ row: 3, cells: ["a.jpg", "A"] },
			{ row: 5, cells: ["b.jpg", "B"] },
		]);
	});

	it("reports a quote that is never closed with the row it opened on", () => {
		const { records, problems } = parseCsv('filename,title\na.jpg,"Open\nb.jpg,B\n');
		expect(records).toEqual([{ row: 1, cells: ["filename", "title"] }]);
		expect(problems).toEqual([
			{ row: 2, message: "A quoted field is never closed: a double quote is missing" },
		]);
	});

	it("reports text after a closing quote but keeps the row in line", () => {
		const { records, problems } = parseCsv('a,b\n"x"y,z\n');
		expect(records[1]).toEqual({ row: 2, cells: ["xy", "z"] });
		expect(problems).toEqual([{ row: 2, message: "Text follows a closing quote: quote the whole field" }]);
	});

	it("refuses a row holding a NUL character, naming its column, and keeps the others", () => {
		const { records, problems } = parseCsv("photoid,title\n1,Lake\n2,Bad\u0000title\n3,Porch\n");
		expect(records.map((r) => r.row)).toEqual([1, 2, 4]);
		expect(problems).toEqual([{ row: 3, message: "Column 2 must not contain the NUL character (U+0000)" }]);
	});

	it("reads an empty input as no records", () => {
		expect(parseCsv("")).toEqual({ records: [], problems: [] });
		expect(parseCsv("\uFEFF\n")).toEqual({ records: [], problems: [] });
	});
});

describe("toCsv", () => {
	it("quotes commas, quotes and line breaks, defuses formula starts, and reads back the same", () => {
		const rows = [
			["Title", "Note"],
			['A "quoted", title', "two\nlines"],
			['=HYPERLINK("http://x")', "+1"],
			["-2", "@SUM(A1)"],
			[null, 42],
		];
		const text = toCsv(rows);
		expect(text.startsWith("\uFEFF")).toBe(true);
		expect(text).toContain('"A ""quoted"", title","two\nlines"\r\n');
		expect(text).toContain('"\'=HYPERLINK(""http://x"")",\'+1\r\n');
		expect(text.endsWith("'-2,'@SUM(A1)\r\n,42\r\n")).toBe(true);
		expect(cells(text)).toEqual([
			["Title", "Note"],
			['A "quoted", title', "two\nlines"],
			['\'=HYPERLINK("http://x")', "'+1"],
			["'-2", "'@SUM(A1)"],
			["", "42"],
		]);
	});
});
