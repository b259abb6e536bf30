import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { CsvProblem } from "@core/contracts/catalogue";
import type { Database } from "../db/client";
import { DomainError } from "../errors";
import type { MediaStorage } from "../media/storage";
import { checkCsvReferences, importCsvMetadata } from "./csv-import";
import { deleteIngestedPhotos, ingestPhoto } from "./ingest";
import { familyIdByEmail } from "./queries/metadata";

/** The file extensions the folder import takes, by the formats an upload accepts. */
export const FOLDER_IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff"] as const;

/** An import refused before or after ingesting; anything ingested has been taken back. */
export class FolderImportRefused extends Error {
	constructor(
		message: string,
		readonly problems: string[],
	) {
		super(message);
		this.name = "FolderImportRefused";
	}
}

export type FolderImportOptions = {
	/** The folder of originals (absolute: the CLI may hand the command to the server). */
	dir: string;
	/** A metadata CSV whose rows name files of the folder by `filename`. */
	metadata?: string;
	/** The family of every file whose row does not name one. */
	familyEmail?: string;
};

export type FolderImportResult = { ingested: number; updated: number };

const csvLine = (p: CsvProblem) => `row ${p.row}${p.column ? `, ${p.column}` : ""}: ${p.message}`;
const placeholder = (i: number) => `file-${i}`;

async function readText(file: string, what: string): Promise<Buffer> {
	try {
		return await readFile(file);
	} catch (err) {
		throw new FolderImportRefused(`cannot read the ${what} ${file}`, [
			`${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
		]);
	}
}

/** The images of the folder, sorted by name; every other file is a problem. */
async function folderImages(
	dir: string,
	metadata: string | undefined,
	problems: string[],
): Promise<string[]> {
	let entries: Dirent[];
	try {
		entries = await readdir(dir, { withFileTypes: true });
	} catch (err) {
		throw new FolderImportRefused(`cannot read the folder ${dir}`, [
			`${dir}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
		]);
	}
	const images: string[] = [];
	for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
		// Subfolders and hidden files (.DS_Store ...) are not part of the import; the CSV may sit beside the images.
		if (!entry.isFile() || entry.name.startsWith(".")) continue;
		if (metadata && path.resolve(dir, entry.name) === path.resolve(metadata)) continue;
		const extension = path.extname(entry.name).toLowerCase();
		if ((FOLDER_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) images.push(entry.name);
		else
			problems.push(`${entry.name} is not an image the import takes (${FOLDER_IMAGE_EXTENSIONS.join(", ")})`);
	}
	return images;
}

/**
 * Imports a folder of originals, all or nothing: checks every file name, the CSV and the
 * families first and refuses with every problem before anything is written; ingests each image
 * as an upload would (a draft of its family); then applies the CSV in one transaction. If an
 * image turns out unreadable or the CSV cannot be applied, the photos made so far are deleted
 * with their files.
 */
export async function importFolder(
	database: Database,
	storage: MediaStorage,
	options: FolderImportOptions,
	progress: (line: string) => void,
): Promise<FolderImportResult> {
	const problems: string[] = [];
	const images = await folderImages(options.dir, options.metadata, problems);
	if (images.length === 0 && problems.length === 0) problems.push(`${options.dir} has no images`);
	const byLowerName = new Map<string, number>();
	images.forEach((name, i) => {
		const other = byLowerName.get(name.toLowerCase());
		if (other !== undefined) problems.push(`${images[other]} and ${name} differ only in case: rename one`);
		else byLowerName.set(name.toLowerCase(), i);
	});

	let familyId: string | undefined;
	if (options.familyEmail) {
		familyId = await familyIdByEmail(database, options.familyEmail);
		if (!familyId) problems.push(`--family: no account has the email ${options.familyEmail}`);
	}

	// The CSV is checked against the folder before any photo exists: file i stands in as "file-i".
	const csv = options.metadata ? await readText(options.metadata, "metadata file") : null;
	const familyOfFile = new Map<string, string>();
	if (csv) {
		const placeholders = new Map([...byLowerName].map(([name, i]) => [name, placeholder(i)]));
		const checked = await checkCsvReferences(database, csv, placeholders);
		problems.push(...checked.problems.map(csvLine));
		for (const row of checked.resolved) if (row.userId) familyOfFile.set(row.photoId, row.userId);
	}
	if (!options.familyEmail)
		for (const [i, name] of images.entries())
			if (!familyOfFile.has(placeholder(i)))
				problems.push(`${name} has no family: give --family EMAIL or fill its row's family cell`);
	if (problems.length > 0)
		throw new FolderImportRefused(
			`nothing was imported: fix ${problems.length === 1 ? "the problem" : `the ${problems.length} problems`} above first`,
			problems,
		);

	const ingested: string[] = [];
	const idsByName = new Map<string, string>();
	const takeBack = () => deleteIngestedPhotos(database, storage, ingested);
	for (const [i, name] of images.entries()) {
		progress(`${i + 1}/${images.length} ${name}`);
		const family = familyOfFile.get(placeholder(i)) ?? familyId;
		try {
			if (!family) throw new Error(`no family for ${name}`);
			const original = await readText(path.join(options.dir, name), "image");
			const photo = await ingestPhoto(database, storage, { family, filename: name, original });
			ingested.push(photo.id);
			idsByName.set(name.toLowerCase(), photo.id);
		} catch (err) {
			await takeBack();
			if (err instanceof DomainError || err instanceof FolderImportRefused)
				throw new FolderImportRefused(`${name} was refused (above), so nothing was imported`, [
					`${name}: ${err.message}`,
				]);
			throw err;
		}
	}

	let updated = 0;
	if (csv) {
		try {
			({ updated } = await importCsvMetadata(database, csv, { dryRun: false, photosByFilename: idsByName }));
		} catch (err) {
			await takeBack();
			const listed =
				err instanceof DomainError ? (err.details?.problems as CsvProblem[] | undefined) : undefined;
			if (listed)
				throw new FolderImportRefused(
					"the metadata could not be applied (problems above), so nothing was imported",
					listed.map(csvLine),
				);
			throw err;
		}
	}
	return { ingested: ingested.length, updated };
}
