/**
 * A small RFC 4180 CSV reader: comma-separated fields, fields in double quotes may hold commas,
 * line breaks and doubled quotes (""), records end with CRLF or LF. A byte-order mark and a final
 * line break are allowed; blank lines are skipped. Written here rather than taken from a package
 * because the import needs exact row numbers for its problems, and the format is this small.
 */

import { unsafeTextProblem } from "./safe-text";

export type CsvRecord = {
	/** The record's number as a spreadsheet shows it: 1 is the first (the header). */
	row: number;
	cells: string[];
};

export type CsvSyntaxProblem = { row: number; message: string };

export type CsvParseResult = { records: CsvRecord[]; problems: CsvSyntaxProblem[] };

export function parseCsv(input: string): CsvParseResult {
	const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
	const records: CsvRecord[] = [];
	const problems: CsvSyntaxProblem[] = [];
	let row = 1;
	let cells: string[] = [];
	let field = "";
	// Whether the current record has begun: a record that is one empty field is a blank line.
	let started = false;
	let i = 0;

	const endField = () => {
		cells.push(field);
		field = "";
	};
	const endRecord = () => {
		endField();
		// Storable text only (core/safe-text.ts): a NUL in a cell would otherwise reach the database.
		const unsafe = cells.findIndex((cell) => unsafeTextProblem(cell) !== null);
		if (unsafe >= 0)
			problems.push({ row, message: `Column ${unsafe + 1} ${unsafeTextProblem(cells[unsafe] ?? "")}` });
		else if (cells.length > 1 || cells[0] !== "") records.push({ row, cells });
		cells = [];
		started = false;
		row++;
	};

	while (i < text.length) {
		const c = text[i];
		if (c === '"' && field === "") {
			// A quoted field: read to the closing quote, "" being a quote inside it.
			const openedOn = row;
			let closed = false;
			i++;
			while (i < text.length) {
				const q = text[i];
				if (q === '"') {
					if (text[i + 1] === '"') {
						field += '"';
						i += 2;
						continue;
					}
					closed = true;
					i++;
					break;
				}
				field += q;
				i++;
			}
			started = true;
			if (!closed) {
				problems.push({
					row: openedOn,
					message: "A quoted field is never closed: a double quote is missing",
				});
				// The rest of the file was swallowed by the open quote: nothing after it can be trusted.
				return { records, problems };
			}
			const next = text[i];
			if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
				problems.push({ row, message: "Text follows a closing quote: quote the whole field" });
				// Keep the text, so the rest of the row still lines up with the header.
				while (i < text.length && text[i] !== "," && text[i] !== "\n" && text[i] !== "\r") field += text[i++];
			}
			continue;
		}
		if (c === ",") {
			endField();
			started = true;
			i++;
		} else if (c === "\n" || c === "\r") {
			endRecord();
			i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
		} else {
			field += c;
			started = true;
			i++;
		}
	}
	if (started || field !== "") endRecord();
	return { records, problems };
}

// ------------------------------------------------------------------ writing

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before
 * one) is written with a leading apostrophe, so an exported title such as '=HYPERLINK(...)'
 * stays text (CSV injection, OWASP's advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula starts defused, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
	const text = value === null || value === undefined ? "" : String(value);
	const safe = FORMULA_START.test(text) ? `'${text}` : text;
	return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file (RFC 4180: CRLF line ends), with a byte-order mark so spreadsheets read UTF-8. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
	return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
