import { IdParams } from "@core/contracts/listings";
import { CropQuery, LicenceItemParams, PrintInfo, PrintZipQuery } from "@core/contracts/prints";
import { PRINT_TEXT, safeFileName } from "@core/print-frames";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { perCallerKey, requireUserId } from "../auth/access";
import { NotFoundError } from "../errors";
import { findPrintable, orderPrintables, type Printable, productionPrintables } from "./queries";
import { photoSize, printInfo, renderCrop } from "./service";
import { type ZipCrops, zipLicences } from "./zip";

const MINUTE_MS = 60_000;
/** A crop decodes a whole original (~0.2 s of a core for 3000×2000): enough for a buyer trying sizes. */
export const CROPS_PER_MINUTE = 60;
/** A ZIP reads every original of an order or production (and may make a crop of each). */
export const ZIPS_PER_MINUTE = 10;

/** ASCII for the plain parameter, UTF-8 for the one browsers prefer (RFC 6266). */
const attachment = (filename: string) =>
	`attachment; filename="${filename.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "'")}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * Print-ready files of the caller's licences (issue 30): the sizes a licensed photo prints at, a
 * crop for one, and streamed ZIPs of an order's or a production's originals. A licence the caller
 * may not see, or of an unpaid or refunded order, is 404 like a missing one.
 */
export const printsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, { auth, database, storage }) => {
	async function licence(userId: string, itemId: string): Promise<Printable> {
		const item = await findPrintable(database.db, itemId, userId);
		if (!item) throw new NotFoundError(PRINT_TEXT.licenceNotFound);
		return item;
	}

	app.get(
		"/api/licences/:itemId/print",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary:
					"A licence's print sizes: the photo's pixel size and, per frame size with and without bleed, the orientation, crop size, effective dpi, level and sentence",
				params: LicenceItemParams,
				response: { 200: PrintInfo },
			},
		},
		async (request) => {
			const item = await licence(await requireUserId(auth, request), request.params.itemId);
			return printInfo(item, await photoSize(storage, item, request.log));
		},
	);

	app.get(
		"/api/licences/:itemId/crop",
		{
			config: {
				access: "user",
				rateLimit: {
					max: CROPS_PER_MINUTE,
					timeWindow: MINUTE_MS,
					keyGenerator: perCallerKey(auth, "print-crop"),
				},
			},
			schema: {
				tags: ["orders"],
				summary:
					"A licence's crop for a frame size as a JPEG: the largest region of the frame's aspect, placed by x and y (0..1), never enlarged, its density the effective dpi",
				params: LicenceItemParams,
				querystring: CropQuery,
			},
		},
		async (request, reply) => {
			const item = await licence(await requireUserId(auth, request), request.params.itemId);
			const { frame, bleed, x, y } = request.query;
			const { jpeg, filename, crop } = await renderCrop(
				storage,
				item,
				frame,
				{ bleed, offset: { x, y } },
				request.log,
			);
			return reply
				.headers({
					"content-type": "image/jpeg",
					"content-disposition": attachment(filename),
					"cache-control": "private, no-store",
					"x-effective-dpi": String(crop.dpi),
				})
				.send(jpeg);
		},
	);

	const zipLimit = {
		max: ZIPS_PER_MINUTE,
		timeWindow: MINUTE_MS,
		keyGenerator: perCallerKey(auth, "print-zip"),
	};

	function sendZip(reply: FastifyReply, items: Printable[], filename: string, crops: ZipCrops | undefined) {
		const stream = zipLicences(storage, items, { crops, log: reply.log });
		return reply
			.headers({
				"content-type": "application/zip",
				"content-disposition": attachment(filename),
				"cache-control": "private, no-store",
			})
			.send(stream);
	}

	app.get(
		"/api/orders/:id/zip",
		{
			config: { access: "user", rateLimit: zipLimit },
			schema: {
				tags: ["orders"],
				summary:
					"A paid order's originals (the licences the caller may see) as a streamed ZIP; with frame (and bleed), one centred crop per photo too",
				params: IdParams,
				querystring: PrintZipQuery,
			},
		},
		async (request, reply) => {
			const items = await orderPrintables(database.db, request.params.id, await requireUserId(auth, request));
			const first = items[0];
			if (!first) throw new NotFoundError(PRINT_TEXT.noLicences);
			const reference = first.licence_number.replace(/-\d+$/, "");
			const { frame, bleed } = request.query;
			return sendZip(
				reply,
				items,
				`${safeFileName(reference)} originals.zip`,
				frame ? { frame, bleed } : undefined,
			);
		},
	);

	app.get(
		"/api/productions/:id/zip",
		{
			config: { access: "user", rateLimit: zipLimit },
			schema: {
				tags: ["productions"],
				summary:
					"Every paid licence of a production the caller may see (one per photo, the newest) as a streamed ZIP of originals; with frame (and bleed), crops too",
				params: IdParams,
				querystring: PrintZipQuery,
			},
		},
		async (request, reply) => {
			const userId = await requireUserId(auth, request);
			const items = await productionPrintables(database.db, request.params.id, userId);
			if (items.length === 0) throw new NotFoundError(PRINT_TEXT.noLicences);
			const { frame, bleed } = request.query;
			return sendZip(
				reply,
				items,
				`${safeFileName(items[0]?.production_name ?? "production")} originals.zip`,
				frame ? { frame, bleed } : undefined,
			);
		},
	);
};
