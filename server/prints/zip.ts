import { Readable } from "node:stream";
import { type PrintFrameId, safeFileName } from "@core/print-frames";
import { ZipFile } from "yazl";
import { openOriginal, sniffKind } from "../deliverables/originals";
import type { MediaStorage } from "../media/storage";
import type { Printable } from "./queries";
import { type ErrorLog, renderCrop } from "./service";

/**
 * A ZIP of licensed originals (and, when asked, one centred crop per photo), streamed: each file is
 * opened only when the archive reaches it and flows through with backpressure, so the server holds
 * one file's chunks at a time however many photos the order has. Originals are stored as they are
 * (no recompression: JPEGs would not shrink and the bytes stay the licensed ones); yazl switches
 * to ZIP64 by itself when an entry or the archive passes 4 GB.
 */

export type ZipCrops = { frame: PrintFrameId; bleed: boolean };

/** `<licence number> <photo title>`: one name per licence (licence numbers are unique). */
export const entryBase = (item: Printable) =>
	safeFileName(`${item.licence_number} ${safeFileName(item.title)}`);

/** The names inside the ZIP, in order: each original, then its crop when crops are asked for. */
export function entryNames(items: readonly Printable[], crops?: ZipCrops): string[] {
	return items.flatMap((item) => {
		const original = `${entryBase(item)}.${sniffKind(Buffer.alloc(0), item.original_key ?? "").extension}`;
		if (!crops) return [original];
		const folder = `crops ${crops.frame}${crops.bleed ? " bleed" : ""}`;
		return [original, `${folder}/${entryBase(item)} ${crops.frame}${crops.bleed ? " bleed" : ""}.jpg`];
	});
}

/**
 * The archive as a stream. Closing it early (the client went away: the HTTP layer destroys it)
 * stops the work: the file being read is closed and no further file is opened or crop made.
 * A file that cannot be read midway ends the stream with an error (logged): a ZIP cannot take
 * an entry back once its header is sent.
 */
export function zipLicences(
	storage: MediaStorage,
	items: readonly Printable[],
	options: { crops?: ZipCrops; log: ErrorLog; mtime?: Date },
): Readable {
	const zip = new ZipFile();
	const output = zip.outputStream as Readable;
	const mtime = options.mtime ?? new Date();
	let stopped = false;
	let current: Readable | null = null;

	const fail = (err: unknown, item: Printable, what: string) => {
		if (stopped) return;
		options.log.error(
			{ err, itemId: item.item_id, key: item.original_key },
			`a ZIP's ${what} could not be made`,
		);
		output.destroy(err instanceof Error ? err : new Error(String(err)));
	};
	output.once("close", () => {
		stopped = true;
		current?.destroy();
	});
	zip.on("error", (err: unknown) => {
		if (!stopped) output.destroy(err instanceof Error ? err : new Error(String(err)));
	});

	/** Hands yazl a stream once this entry's turn comes; never after the archive was closed. */
	const lazily =
		(item: Printable, what: string, open: () => Promise<Readable>) =>
		(callback: (err: unknown, stream: NodeJS.ReadableStream) => void) => {
			if (stopped) return;
			open().then(
				(stream) => {
					if (stopped) {
						stream.destroy();
						return;
					}
					current = stream;
					// yazl pipes the stream without listening for its errors: a read error must end the archive.
					stream.once("error", (err) => fail(err, item, what));
					callback(null, stream);
				},
				(err) => fail(err, item, what),
			);
		};

	const names = entryNames(items, options.crops);
	let at = 0;
	for (const item of items) {
		const original = names[at++] ?? entryBase(item);
		zip.addReadStreamLazy(
			original,
			{ compress: false, mtime },
			lazily(item, "original", async () => {
				if (!item.original_key) throw new Error("the photo has no original");
				return (await openOriginal(storage, item.original_key)).body;
			}),
		);
		const crops = options.crops;
		if (crops) {
			const name = names[at++] ?? `${entryBase(item)}.jpg`;
			zip.addReadStreamLazy(
				name,
				{ compress: false, mtime },
				lazily(item, "crop", async () => {
					const { jpeg } = await renderCrop(
						storage,
						item,
						crops.frame,
						{ bleed: crops.bleed, offset: { x: 0.5, y: 0.5 } },
						options.log,
					);
					return Readable.from([jpeg]);
				}),
			);
		}
	}
	zip.end();
	return output;
}
