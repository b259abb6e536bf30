import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { catalogueStats } from "../admin/queries";
import { drainClicks } from "../analytics/aggregator";
import { setUserRole } from "../auth/service";
import { FolderImportRefused, importFolder } from "../catalogue/ingest-folder";
import type { Database } from "../db/client";
import { readDemoSeed } from "../db/seed/marker";
import { CatalogueNotEmptyError, resetCatalogue, SeedInProgressError, seedDemo } from "../db/seed/seed";
import { importLegacyUsers, parseLegacyCsv } from "../legacy/service";
import { ensureBrandAssets } from "../media/brand";
import { copyMediaToBucket, isS3Storage } from "../media/copy-to-bucket";
import type { MediaStorage } from "../media/storage";
import { backfillHashes } from "../near-duplicates/service";
import { unprocessedClickCount } from "./queries";

export type CommandContext = { database: Database; storage: MediaStorage };
export type Output = (line: string) => void;

/** A failure the user can fix; its message is printed without a stack trace. */
export class CommandError extends Error {}

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  seed [--photos N] [--seed S] [--reset]   Generate the demo archive (default 300 photos, seed 1).
                                           --reset first removes the whole catalogue. A seed
                                           that was stopped part way is resumed instead.
  grant-admin <email>                      Give an existing account the admin role.
  revoke-admin <email>                     Take the admin role away again.
  import-legacy-users <file.csv>           Import accounts from the old WordPress site (columns:
                                           email, first name, last name; a header row is optional).
                                           Each sets a password by email on first sign-in.
  import <dir> [--metadata <file.csv>] [--family <email>]
                                           Import every image in a folder (.jpg .jpeg .png .webp
                                           .tif .tiff, not subfolders) as draft photos, then apply
                                           the CSV's metadata (rows find files by filename). All or
                                           nothing: any other file in the folder, a row naming no
                                           file, a bad value or a damaged image refuses the whole
                                           import, and photos already made are deleted again.
                                           --family is the family of files whose row names none;
                                           it is required unless every file has a family cell.
  stats                                    Count photos, families, events and users.
  aggregate-clicks                         Fold every queued click event into the click analytics now.
  click-queue                              Count the click events still waiting for the aggregator.
  backfill-phash [--limit N]               Hash stored photos that have no perceptual hash yet
                                           (from their thumbnails, 200 a batch) and record their
                                           near-duplicates; --limit stops after N photos.
  copy-media-to-bucket <data-dir>          Copy a local media folder (<data-dir>/media and
                                           <data-dir>/originals) into the S3 bucket the config names
                                           (MEDIA_STORAGE=s3). Safe to re-run: objects already there
                                           with the same size are skipped.
  help                                     Show this text.`;

/** node:util's parse errors are user mistakes: show their message, not a stack. */
function parseOptions<T>(parse: () => T): T {
	try {
		return parse();
	} catch (err) {
		throw new CommandError(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
	}
}

async function seed(ctx: CommandContext, args: string[], out: Output) {
	const { values } = parseOptions(() =>
		parseArgs({
			args,
			options: {
				photos: { type: "string", default: "300" },
				seed: { type: "string", default: "1" },
				reset: { type: "boolean", default: false },
			},
			strict: true,
		}),
	);
	const photos = Number(values.photos);
	const seedValue = Number(values.seed);
	if (!Number.isInteger(photos) || photos < 1 || photos > 1_000_000)
		throw new CommandError("--photos must be a whole number from 1 to 1000000");
	if (!Number.isInteger(seedValue)) throw new CommandError("--seed must be a whole number");
	try {
		if (values.reset) {
			out("Removing the existing catalogue…");
			await resetCatalogue(ctx.database);
		}
		await ensureBrandAssets(ctx.storage);
		const marker = await readDemoSeed(ctx.database);
		if (marker?.state === "running")
			out(
				`Resuming the demo seed a stop interrupted (${marker.photos} photos, seed ${marker.seed}; ${marker.photosDone} are in)…`,
			);
		else out(`Generating ${photos} photos (seed ${seedValue})…`);
		let lastStage = "";
		const result = await seedDemo(ctx.database, ctx.storage, {
			photos,
			seed: seedValue,
			onProgress: (stage, done, total) => {
				const pct = Math.floor((done / total) * 100);
				if (stage !== lastStage || pct % 10 === 0 || done === total) out(`  ${stage}: ${done}/${total}`);
				lastStage = stage;
			},
		});
		out(
			`Seeded ${result.photos} photos from ${result.families} families with ${result.images} images in ${(result.ms / 1000).toFixed(1)} s.`,
		);
	} catch (err) {
		if (err instanceof CatalogueNotEmptyError || err instanceof SeedInProgressError)
			throw new CommandError(err.message);
		throw err;
	}
}

async function setRole(ctx: CommandContext, args: string[], role: "admin" | "user", out: Output) {
	const email = args[0]?.trim();
	if (!email?.includes("@"))
		throw new CommandError("give the account's email address, e.g. grant-admin jo@example.com");
	const updated = await setUserRole(ctx.database, email, role);
	if (!updated)
		throw new CommandError(`no account with the email ${email}: sign up first, then run this again`);
	out(role === "admin" ? `${email} is now an admin.` : `${email} is no longer an admin.`);
}

async function importLegacy(ctx: CommandContext, args: string[], out: Output) {
	const file = args[0];
	if (!file || args.length > 1)
		throw new CommandError(`give one CSV file, e.g. import-legacy-users users.csv\n\n${USAGE}`);
	let text: string;
	try {
		text = await readFile(file, "utf8");
	} catch (err) {
		throw new CommandError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
	}
	const { rows, problems } = parseLegacyCsv(text);
	for (const problem of problems) out(`  skipped ${problem}`);
	if (rows.length === 0) throw new CommandError(`${file} has no rows to import`);
	out(`Importing ${rows.length} legacy accounts…`);
	const result = await importLegacyUsers(ctx.database, rows);
	out(
		`Imported ${result.imported}; ${result.alreadyImported} were imported before; ${result.existingAccounts} already had an account here and were left alone.`,
	);
}

async function importPhotos(ctx: CommandContext, args: string[], out: Output) {
	const { values, positionals } = parseOptions(() =>
		parseArgs({
			args,
			options: { metadata: { type: "string" }, family: { type: "string" } },
			allowPositionals: true,
			strict: true,
		}),
	);
	const [dir, ...extra] = positionals;
	if (!dir || extra.length > 0)
		throw new CommandError(`give one folder, e.g. import ./scans --family jo@example.com\n\n${USAGE}`);
	if (!values.metadata && !values.family)
		throw new CommandError("give --family <email>, or --metadata <file.csv> with a family on every row");
	try {
		const result = await importFolder(
			ctx.database,
			ctx.storage,
			{ dir, metadata: values.metadata, familyEmail: values.family },
			(line) => out(`  ${line}`),
		);
		out(
			`Imported ${result.ingested} photo${result.ingested === 1 ? "" : "s"} as drafts` +
				(values.metadata ? `; metadata applied to ${result.updated}.` : "."),
		);
	} catch (err) {
		// The problems go out as lines and the error stays one line, so both ways of running the
		// CLI (directly or through the server) print them alike.
		if (err instanceof FolderImportRefused) {
			for (const problem of err.problems) out(`  ${problem}`);
			throw new CommandError(err.message);
		}
		throw err;
	}
}

async function stats(ctx: CommandContext, out: Output) {
	for (const [k, v] of Object.entries(await catalogueStats(ctx.database.db))) out(`${k.padEnd(12)} ${v}`);
}

async function aggregateClicks(ctx: CommandContext, args: string[], out: Output) {
	if (args.length > 0) throw new CommandError(`aggregate-clicks takes no arguments\n\n${USAGE}`);
	const processed = await drainClicks(ctx.database);
	out(`Aggregated ${processed} click event${processed === 1 ? "" : "s"}.`);
}

async function clickQueue(ctx: CommandContext, out: Output) {
	out(`unprocessed ${await unprocessedClickCount(ctx.database.db)}`);
}

async function backfillPhash(ctx: CommandContext, args: string[], out: Output) {
	const { values } = parseOptions(() =>
		parseArgs({ args, options: { limit: { type: "string" } }, strict: true }),
	);
	const limit = values.limit === undefined ? undefined : Number(values.limit);
	if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
		throw new CommandError("--limit must be a whole number of photos, 1 or more");
	out("Hashing photos without a perceptual hash…");
	const result = await backfillHashes(ctx.database, ctx.storage, { limit }, out);
	out(
		`Hashed ${result.hashed} photo${result.hashed === 1 ? "" : "s"}; ${result.pairs} near-duplicate pair${result.pairs === 1 ? "" : "s"} recorded` +
			`${result.failed ? `; ${result.failed} could not be read` : ""}; ${result.remaining} still without a hash.`,
	);
}

async function copyMedia(ctx: CommandContext, args: string[], out: Output) {
	const [dir, ...extra] = args;
	if (!dir || extra.length > 0 || dir.startsWith("-"))
		throw new CommandError(`give one data folder, e.g. copy-media-to-bucket ./data\n\n${USAGE}`);
	if (!isS3Storage(ctx.storage))
		throw new CommandError("media storage is local: set MEDIA_STORAGE=s3 and the S3_ variables first");
	out(`Copying ${dir}/media and ${dir}/originals to the bucket ${ctx.storage.bucket}…`);
	const result = await copyMediaToBucket(dir, ctx.storage, out);
	out(
		`Copied ${result.copied} file${result.copied === 1 ? "" : "s"} (${(result.bytes / 1e6).toFixed(1)} MB); ` +
			`${result.skipped} already in the bucket.`,
	);
}

export async function runCommand(ctx: CommandContext, argv: string[], out: Output): Promise<void> {
	const [command, ...args] = argv;
	switch (command) {
		case "seed":
			return seed(ctx, args, out);
		case "grant-admin":
			return setRole(ctx, args, "admin", out);
		case "revoke-admin":
			return setRole(ctx, args, "user", out);
		case "import-legacy-users":
			return importLegacy(ctx, args, out);
		case "import":
			return importPhotos(ctx, args, out);
		case "stats":
			return stats(ctx, out);
		case "aggregate-clicks":
			return aggregateClicks(ctx, args, out);
		case "click-queue":
			return clickQueue(ctx, out);
		case "backfill-phash":
			return backfillPhash(ctx, args, out);
		case "copy-media-to-bucket":
			return copyMedia(ctx, args, out);
		case undefined:
		case "help":
		case "--help":
			out(USAGE);
			return;
		default:
			throw new CommandError(`unknown command '${command}'\n\n${USAGE}`);
	}
}
