import {
	type CsvRowUpdate,
	csvColumnOf,
	csvRecord,
	csvRowToUpdate,
	readCsvHeader,
} from "@core/catalogue-csv";
import {
	CSV_IMPORT_MAX_BYTES,
	CSV_IMPORT_MAX_ROWS,
	type CsvImportResponse,
	type CsvProblem,
	type PhotoMetadata,
} from "@core/contracts/catalogue";
import { ErrorCode } from "@core/contracts/errors";
import { parseCsv } from "@core/csv";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { DomainError, ValidationError } from "../errors";
import { forgetSuggestions } from "./admin-suggest";
import { applyPhotoMetadata } from "./metadata";
import {
	eventsByLowerNames,
	familiesByEmails,
	insertMissingEvents,
	photosByFilenames,
	photosByNumbers,
} from "./queries/metadata";

export const CSV_TEXT = {
	wrongType: "Upload the metadata as a CSV file (text/csv)",
	tooLarge: `The file is larger than ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into several`,
	notUtf8: "The file is not UTF-8 text: save it as “CSV UTF-8” and try again",
	empty: "The file is empty: it needs a header row and a row per photo",
	noRows: "The file has a header but no rows",
	tooManyRows: `At most ${CSV_IMPORT_MAX_ROWS.toLocaleString("en-US")} rows per file: split it into several`,
} as const;

/** Problems listed in a refusal; the rest are counted in a last line. */
export const CSV_PROBLEMS_SHOWN = 500;

export type CheckedCsv = { rows: CsvRowUpdate[]; problems: CsvProblem[]; dataRows: number };

function decode(input: string | Buffer): string | null {
	if (typeof input === "string") return input;
	try {
		return new TextDecoder("utf-8", { fatal: true }).decode(input);
	} catch {
		return null;
	}
}

/**
 * Reads a metadata file and checks each row on its own (nothing of the catalogue is read yet).
 * `rows` holds every row that names its photo, problems or not, so what they refer to can be
 * checked as well; they may be applied only when there are no problems.
 */
export function checkCsv(input: string | Buffer): CheckedCsv {
	const text = decode(input);
	if (text === null)
		return { rows: [], problems: [{ row: 1, column: null, message: CSV_TEXT.notUtf8 }], dataRows: 0 };
	const parsed = parseCsv(text);
	const problems: CsvProblem[] = parsed.problems.map((p) => ({
		row: p.row,
		column: null,
		message: p.message,
	}));
	const [headerRecord, ...records] = parsed.records;
	if (!headerRecord) {
		if (problems.length === 0) problems.push({ row: 1, column: null, message: CSV_TEXT.empty });
		return { rows: [], problems, dataRows: 0 };
	}
	const header = readCsvHeader(headerRecord.cells);
	problems.push(...header.problems);
	if (records.length === 0 && problems.length === 0)
		problems.push({ row: 1, column: null, message: CSV_TEXT.noRows });
	if (records.length > CSV_IMPORT_MAX_ROWS) {
		problems.push({ row: 1, column: null, message: CSV_TEXT.tooManyRows });
		return { rows: [], problems, dataRows: records.length };
	}
	const rows: CsvRowUpdate[] = [];
	for (const { row, cells } of records) {
		const extra = cells.slice(header.columns.length);
		if (extra.some((cell) => cell.trim() !== ""))
			problems.push({
				row,
				column: null,
				message: `This row has ${cells.length} cells but the header names ${header.columns.length} columns`,
			});
		const { change, problems: rowProblems } = csvRowToUpdate(row, csvRecord(header, cells));
		problems.push(...rowProblems);
		if (change) rows.push(change);
	}
	return { rows, problems, dataRows: records.length };
}

/** The 422 of a refused file: every problem by row, at most CSV_PROBLEMS_SHOWN and a count of the rest. */
export function csvProblemsError(all: CsvProblem[]): DomainError {
	const sorted = [...all].sort((a, b) => a.row - b.row);
	const problems = sorted.slice(0, CSV_PROBLEMS_SHOWN);
	const rest = sorted.length - problems.length;
	const next = sorted[CSV_PROBLEMS_SHOWN];
	if (rest > 0 && next) problems.push({ row: next.row, column: null, message: `…and ${rest} more problems` });
	const count = sorted.length === 1 ? "a problem" : `${sorted.length} problems`;
	return new DomainError(
		422,
		ErrorCode.validation,
		`The file has ${count}: nothing was imported`,
		undefined,
		{
			problems,
		},
	);
}

export type ResolvedRow = CsvRowUpdate & { photoId: string; userId?: string };

const lowered = (values: Iterable<string>) => [...new Set([...values].map((v) => v.toLowerCase()))];

/**
 * Finds each row's photo and family. A file name must name exactly one photo (of `photosByFilename`
 * when given: the photos an import has just made), and no photo may appear twice.
 */
async function resolveRows(
	database: Database,
	rows: CsvRowUpdate[],
	problems: CsvProblem[],
	photosByFilename?: ReadonlyMap<string, string>,
): Promise<ResolvedRow[]> {
	const names = lowered(rows.flatMap((r) => ("filename" in r.key ? [r.key.filename] : [])));
	const numbers = [...new Set(rows.flatMap((r) => ("photoid" in r.key ? [String(r.key.photoid)] : [])))];
	const emails = lowered(rows.flatMap((r) => (r.family_email ? [r.family_email] : [])));
	const [byName, byNumber, families] = await Promise.all([
		names.length === 0 || photosByFilename ? [] : photosByFilenames(database, names),
		numbers.length === 0 ? [] : photosByNumbers(database, numbers),
		emails.length === 0 ? [] : familiesByEmails(database, emails),
	]);
	const named = new Map<string, { id: string; photoid: number }[]>();
	for (const row of byName) named.set(row.name, [...(named.get(row.name) ?? []), row]);
	const numbered = new Map(byNumber.map((row) => [row.photoid, row.id]));
	const familyIds = new Map(families.map((row) => [row.email, row.id]));

	const firstRowOf = new Map<string, number>();
	const resolved: ResolvedRow[] = [];
	for (const row of rows) {
		let photoId: string | undefined;
		if ("photoid" in row.key) {
			photoId = numbered.get(row.key.photoid);
			if (!photoId)
				problems.push({ row: row.row, column: "photoid", message: `No photo #${row.key.photoid}` });
		} else {
			const { filename } = row.key;
			const matches = photosByFilename
				? [photosByFilename.get(filename.toLowerCase())].filter((id): id is string => Boolean(id))
				: (named.get(filename.toLowerCase()) ?? []).map((m) => m.id);
			const photoNumbers = (named.get(filename.toLowerCase()) ?? []).map((m) => `#${m.photoid}`);
			if (matches.length === 0)
				problems.push({
					row: row.row,
					column: "filename",
					message: photosByFilename
						? `No file named ${filename} is being imported`
						: `No photo has the file name ${filename}`,
				});
			else if (matches.length > 1)
				problems.push({
					row: row.row,
					column: "filename",
					message: `${matches.length} photos have the file name ${filename} (${photoNumbers.join(", ")}): use a photoid column to say which`,
				});
			else photoId = matches[0];
		}
		let userId: string | undefined;
		if (row.family_email) {
			userId = familyIds.get(row.family_email);
			if (!userId)
				problems.push({
					row: row.row,
					column: "family",
					message: `No family has the email ${row.family_email}`,
				});
		}
		if (!photoId) continue;
		const earlier = firstRowOf.get(photoId);
		if (earlier !== undefined) {
			problems.push({
				row: row.row,
				column: null,
				message: `Row ${earlier} is about the same photo: give each photo one row`,
			});
			continue;
		}
		firstRowOf.set(photoId, row.row);
		resolved.push({ ...row, photoId, ...(userId ? { userId } : {}) });
	}
	return resolved;
}

/**
 * Checks a metadata file and what it refers to, writing nothing: every problem, and each row
 * that names an existing photo (of `photosByFilename` when given) with its family's id.
 */
export async function checkCsvReferences(
	database: Database,
	input: string | Buffer,
	photosByFilename?: ReadonlyMap<string, string>,
): Promise<{ resolved: ResolvedRow[]; problems: CsvProblem[]; dataRows: number }> {
	const { rows, problems, dataRows } = checkCsv(input);
	const resolved = await resolveRows(database, rows, problems, photosByFilename);
	return { resolved, problems, dataRows };
}

/** Ids of events by lower-case name, making the ones that do not exist yet. */
async function eventIdsByName(tx: Executor, names: string[]): Promise<Map<string, string>> {
	const byLower = new Map(names.map((name) => [name.toLowerCase(), name]));
	if (byLower.size === 0) return new Map();
	await insertMissingEvents(tx, [...byLower.values()]);
	const rows = await eventsByLowerNames(tx, [...byLower.keys()]);
	return new Map(rows.map((row) => [row.name, row.id]));
}

/** Thrown inside the transaction to undo it: a dry run, or a row the writer refused. */
class Rollback extends Error {}

export type CsvImportOptions = {
	dryRun: boolean;
	/** Match file names against these photos only (lower-case name → id), not the whole catalogue. */
	photosByFilename?: ReadonlyMap<string, string>;
};

/**
 * Applies a metadata file to the catalogue: every row or none. Every problem of the file is
 * collected first (its syntax, columns, values, the photos and families it names); any problem
 * refuses the whole file with a 422 listing them. The rows are then written in one transaction
 * by the editor's own writer, whose refusals (a date outside its decade, say) undo all of it.
 * A dry run does all of that and then undoes it.
 */
export async function importCsvMetadata(
	database: Database,
	input: string | Buffer,
	options: CsvImportOptions,
): Promise<CsvImportResponse> {
	const { resolved, problems, dataRows } = await checkCsvReferences(
		database,
		input,
		options.photosByFilename,
	);
	if (problems.length > 0) throw csvProblemsError(problems);

	let updated = 0;
	try {
		await database.db.transaction(async (tx) => {
			const events = await eventIdsByName(
				tx,
				resolved.flatMap((r) => r.event_names ?? []),
			);
			for (const row of resolved) {
				const change: Partial<PhotoMetadata> = { ...row.update };
				if (row.userId) change.user_id = row.userId;
				if (row.event_names)
					change.event_ids = row.event_names.flatMap((name) => events.get(name.toLowerCase()) ?? []);
				try {
					await applyPhotoMetadata(tx, row.photoId, change);
					updated++;
				} catch (err) {
					if (!(err instanceof ValidationError)) throw err;
					for (const [field, message] of Object.entries(err.fields ?? { _: err.message }))
						problems.push({ row: row.row, column: csvColumnOf(field as keyof PhotoMetadata), message });
				}
			}
			if (problems.length > 0 || options.dryRun) throw new Rollback();
		});
	} catch (err) {
		if (!(err instanceof Rollback)) throw err;
	}
	if (problems.length > 0) throw csvProblemsError(problems);
	// A dry run says how many photos the import would change; nothing was kept.
	if (options.dryRun) return { rows: dataRows, updated, dry_run: true };
	forgetSuggestions(database);
	return { rows: dataRows, updated, dry_run: false };
}
