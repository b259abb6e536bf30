import { z } from "zod";
import {
	CSV_FIELD_COLUMNS,
	CSV_KEY_COLUMNS,
	CSV_LIST_SEPARATOR,
	type CsvProblem,
	PhotoMetadata,
} from "./contracts/catalogue";

export type CsvColumn = (typeof CSV_KEY_COLUMNS)[number] | (typeof CSV_FIELD_COLUMNS)[number];
const KNOWN_COLUMNS: readonly CsvColumn[] = [...CSV_KEY_COLUMNS, ...CSV_FIELD_COLUMNS];

/** What a CSV row may change: the metadata but the family and events, which it names instead. */
export type CsvMetadataUpdate = Partial<Omit<PhotoMetadata, "user_id" | "event_ids">>;

export type CsvRowKey = { filename: string } | { photoid: number };

export type CsvRowUpdate = {
	row: number;
	key: CsvRowKey;
	update: CsvMetadataUpdate;
	/** The family's email (lower case), when the row moves the photo to a family. */
	family_email?: string;
	/** Event names, each once whatever its case; found or made when the row is applied. */
	event_names?: string[];
};

export type CsvHeader = {
	/** The column of each cell position; null for a column that is unknown or repeated. */
	columns: (CsvColumn | null)[];
	problems: CsvProblem[];
};

const normalise = (name: string) =>
	name
		.trim()
		.toLowerCase()
		.replace(/[\s-]+/g, "_");

/** Reads the header row: which column each position holds, and what is wrong with it. */
export function readCsvHeader(cells: readonly string[]): CsvHeader {
	const problems: CsvProblem[] = [];
	const seen = new Set<CsvColumn>();
	const columns = cells.map((cell): CsvColumn | null => {
		const name = normalise(cell);
		const column = KNOWN_COLUMNS.find((known) => known === name);
		if (!column) {
			problems.push({
				row: 1,
				column: cell.trim() || null,
				message: cell.trim()
					? `Unknown column "${cell.trim()}": the columns are ${KNOWN_COLUMNS.join(", ")}`
					: "A column has no name",
			});
			return null;
		}
		if (seen.has(column)) {
			problems.push({ row: 1, column, message: `The column ${column} appears more than once` });
			return null;
		}
		seen.add(column);
		return column;
	});
	if (!CSV_KEY_COLUMNS.some((key) => seen.has(key)))
		problems.push({
			row: 1,
			column: null,
			message: "Add a filename or photoid column: it says which photo each row is about",
		});
	return { columns, problems };
}

/** A header and a row's cells as a record by column; a missing trailing cell is blank. */
export function csvRecord(header: CsvHeader, cells: readonly string[]): Partial<Record<CsvColumn, string>> {
	const record: Partial<Record<CsvColumn, string>> = {};
	header.columns.forEach((column, index) => {
		if (column) record[column] = cells[index] ?? "";
	});
	return record;
}

const PRICE = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const TRUE_WORDS = new Set(["true", "yes", "y", "1"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0"]);
const EVENT_NAME_MAX = 200;
const FamilyEmail = z.email("The family's email address, like jo@example.com");

type Field = keyof CsvMetadataUpdate;
type Parsed<T> = { value: T } | { message: string };

/** A cell's value checked by the editor's own rule for the field, so the messages are the same. */
function byRule<K extends keyof PhotoMetadata>(field: K, value: unknown): Parsed<PhotoMetadata[K]> {
	const schema = PhotoMetadata.shape[field] as unknown as z.ZodType<PhotoMetadata[K]>;
	const result = schema.safeParse(value);
	return result.success
		? { value: result.data }
		: { message: result.error.issues[0]?.message ?? "Invalid value" };
}

/** Dollars as written in a sheet ("45", "45.50", "$1,200") to whole cents, or null. */
export function dollarsToCents(text: string): number | null {
	const match = PRICE.exec(text.trim());
	if (!match?.[1]) return null;
	const dollars = Number(match[1].replaceAll(",", ""));
	const cents = Number((match[2] ?? "").padEnd(2, "0"));
	return dollars * 100 + cents;
}

function booleanOf(text: string): boolean | null {
	const word = text.trim().toLowerCase();
	if (TRUE_WORDS.has(word)) return true;
	if (FALSE_WORDS.has(word)) return false;
	return null;
}

const listOf = (text: string) =>
	text
		.split(CSV_LIST_SEPARATOR)
		.map((value) => value.trim())
		.filter(Boolean);

const LIST_FIELDS = ["tags", "ethnicities", "age_groups", "emotions"] as const;
const TEXT_FIELDS = [
	"title",
	"description",
	"people_composition",
	"location_city",
	"location_state_province",
	"location_country",
	"image_style",
	"color_and_mood",
	"date_taken",
] as const;
const FLAG_FIELDS = ["featured", "photoshop", "info_missing", "missing_faces"] as const;

/** One cell of a metadata column to the field's value, or the message saying what is wrong. */
function fieldValue(column: Field, cell: string): Parsed<unknown> {
	if (column === "date_taken") return byRule(column, cell.trim());
	if ((TEXT_FIELDS as readonly string[]).includes(column)) return byRule(column, cell);
	if ((LIST_FIELDS as readonly string[]).includes(column)) return byRule(column, listOf(cell));
	if ((FLAG_FIELDS as readonly string[]).includes(column)) {
		const flag = booleanOf(cell);
		return flag === null ? { message: "true or false (or yes/no, 1/0)" } : { value: flag };
	}
	switch (column) {
		case "price_cents": {
			const cents = dollarsToCents(cell);
			return cents === null
				? { message: "A price in dollars, like 45 or 45.50" }
				: byRule("price_cents", cents);
		}
		case "orientation":
			return byRule("orientation", cell.trim().toLowerCase());
		case "decade_taken":
			return byRule("decade_taken", cell.trim().toLowerCase());
		case "people_count": {
			const text = cell.trim();
			return /^-?\d+(\.\d+)?$/.test(text)
				? byRule("people_count", Number(text))
				: { message: "A whole number" };
		}
		default:
			return { message: "Invalid value" };
	}
}

/** The metadata field each field column writes (price is in dollars in the file, cents in the photo). */
const COLUMN_FIELDS: Partial<Record<CsvColumn, Field>> = {
	price: "price_cents",
	...Object.fromEntries(
		[...TEXT_FIELDS, ...LIST_FIELDS, ...FLAG_FIELDS, "orientation", "decade_taken", "people_count"].map(
			(f) => [f, f],
		),
	),
};

/** The CSV column a metadata field is read from, to report a problem where the admin wrote it. */
export function csvColumnOf(field: keyof PhotoMetadata): CsvColumn | null {
	if (field === "user_id") return "family";
	if (field === "event_ids") return "events";
	const entry = Object.entries(COLUMN_FIELDS).find(([, f]) => f === field);
	return (entry?.[0] as CsvColumn | undefined) ?? null;
}

/**
 * One data row as a change of one photo: its key (filename or photoid), the fields it sets (a
 * blank cell leaves a field as it is), the family's email and the event names; and every
 * problem of the row. The change is there whenever the row says which photo it is about, even
 * with problems, so what it refers to (the photo, the family) can be checked too and the admin
 * hears of everything at once; it may be applied only without problems.
 */
export function csvRowToUpdate(
	row: number,
	record: Partial<Record<CsvColumn, string>>,
): { change: CsvRowUpdate | null; problems: CsvProblem[] } {
	const problems: CsvProblem[] = [];
	const problem = (column: CsvColumn | null, message: string) => problems.push({ row, column, message });

	let key: CsvRowKey | null = null;
	const photoid = record.photoid?.trim().replace(/^#/, "");
	const filename = record.filename?.trim();
	if (photoid) {
		if (/^\d{1,10}$/.test(photoid) && Number(photoid) <= 2_147_483_647) key = { photoid: Number(photoid) };
		else problem("photoid", "A photo number, like 1042");
	} else if (filename) key = { filename };
	else if ("photoid" in record || "filename" in record)
		problem("photoid" in record ? "photoid" : "filename", "Say which photo this row is about");

	const result: Omit<CsvRowUpdate, "key"> = { row, update: {} };
	// In the file's column order, so the problems read left to right as the admin wrote them.
	for (const [column, raw] of Object.entries(record) as [CsvColumn, string][]) {
		const cell = raw.trim();
		if (cell === "") continue;
		if (column === "family") {
			const email = FamilyEmail.safeParse(cell);
			if (email.success) result.family_email = email.data.toLowerCase();
			else problem("family", email.error.issues[0]?.message ?? "Invalid email");
		} else if (column === "events") {
			const names: string[] = [];
			const seen = new Set<string>();
			for (const name of listOf(cell)) {
				if (seen.has(name.toLowerCase())) continue;
				seen.add(name.toLowerCase());
				names.push(name);
			}
			if (names.some((name) => name.length > EVENT_NAME_MAX))
				problem("events", `At most ${EVENT_NAME_MAX} characters per event name`);
			else if (names.length > 20) problem("events", "At most 20 events");
			else result.event_names = names;
		} else {
			const field = COLUMN_FIELDS[column];
			if (!field) continue;
			const parsed = fieldValue(field, raw);
			if ("message" in parsed) problem(column, parsed.message);
			else Object.assign(result.update, { [field]: parsed.value });
		}
	}
	return { change: key ? { ...result, key } : null, problems };
}
