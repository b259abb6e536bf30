import { IdParams } from "@core/contracts/listings";
import {
	DownloadLinkResponse,
	DownloadQuery,
	PurchaseListQuery,
	PurchaseListResponse,
} from "@core/contracts/orders";
import { ORDER_TEXT } from "@core/orders";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppServices } from "../app-services";
import { isAdmin, requireSession, requireUserId } from "../auth/access";
import { photoPaperwork } from "../clearance/paperwork-service";
import { ForbiddenError, GoneError, NotFoundError } from "../errors";
import { loadOrder } from "../orders/queries/read";
import { renderCertificate } from "./certificate-pdf";
import { certifiedOrder } from "./certificate-rules";
import { checkDownload, downloadLink } from "./download-links";
import { renderInvoice } from "./invoice-pdf";
import { openOriginal, sniffKind } from "./originals";
import { findDownloadable, listPurchases } from "./queries";
import { sellerFrom } from "./seller";
import { loadThumbnails } from "./thumbnails";

const PurchaseIdParams = z.object({ purchaseId: z.uuid("must be a uuid") });

/**
 * Deliverables of orders: the invoice and licence certificate PDFs, the caller's licences (and
 * their companies'), and short-lived signed links to the originals that only the session they
 * were issued to can use.
 */
export const deliverablesRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, config, database, storage } = services;
	const seller = sellerFrom(config);

	/**
	 * The order whose documents the caller may see (their own; a company's for its owners,
	 * accounts and the buyer who placed it), or any for an admin; else 404.
	 */
	async function visibleOrder(request: FastifyRequest, orderId: string) {
		const session = await requireSession(auth, request);
		const scope = isAdmin(session) ? "admin" : { userId: session.user.id };
		const order = await loadOrder(database.db, orderId, scope);
		if (!order) throw new NotFoundError(ORDER_TEXT.orderNotFound);
		return order;
	}

	const pdfHeaders = (filename: string) => ({
		"content-type": "application/pdf",
		"content-disposition": `inline; filename="${filename}"`,
		"cache-control": "private, no-store",
	});

	app.get(
		"/api/orders/:id/invoice.pdf",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary: "The order's invoice as a PDF (any state): the buyer's own order, or any for an admin",
				params: IdParams,
			},
		},
		async (request, reply) => {
			const order = await visibleOrder(request, request.params.id);
			const pdf = await renderInvoice(order, seller);
			return reply.headers(pdfHeaders(`${order.reference}-invoice.pdf`)).send(Buffer.from(pdf));
		},
	);

	app.get(
		"/api/orders/:id/certificate.pdf",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary: "The licence certificate of a paid order as a PDF; 409 before payment and after a refund",
				params: IdParams,
			},
		},
		async (request, reply) => {
			const order = certifiedOrder(await visibleOrder(request, request.params.id));
			const thumbnails = await loadThumbnails(
				storage,
				order.items.map((item) => item.photo.thumbnail_url),
				request.log,
			);
			const paperwork = await photoPaperwork(
				database.db,
				order.items.map((item) => item.photo.id),
			);
			const pdf = await renderCertificate(order, thumbnails, paperwork, {
				seller,
				publicUrl: config.publicUrl,
			});
			return reply.headers(pdfHeaders(`${order.reference}-certificate.pdf`)).send(Buffer.from(pdf));
		},
	);

	app.get(
		"/api/purchases",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary:
					"The licences the caller holds (live purchases of paid orders: theirs and their companies'), newest first; q searches photo title, photo number, licence number and production; paged",
				querystring: PurchaseListQuery,
				response: { 200: PurchaseListResponse },
			},
		},
		async (request) =>
			listPurchases(
				database.db,
				await requireUserId(auth, request),
				request.query,
				config.exclusiveMultipliers,
			),
	);

	app.post(
		"/api/purchases/:id/download-link",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary: "A signed link to the purchased original, valid for a few minutes and for the caller only",
				params: IdParams,
				response: { 200: DownloadLinkResponse },
			},
		},
		async (request) => {
			const userId = await requireUserId(auth, request);
			const held = await findDownloadable(database.db, request.params.id, userId);
			if (!held) throw new NotFoundError(ORDER_TEXT.purchaseNotFound);
			if (!held.original_key) {
				request.log.error(
					{ purchaseId: request.params.id, photoid: held.photoid },
					"a purchased photo has no original",
				);
				throw new NotFoundError(ORDER_TEXT.originalMissing);
			}
			return downloadLink(config.authSecret, request.params.id, userId);
		},
	);

	app.get(
		"/api/downloads/:purchaseId",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary:
					"The purchased original, through a signed link: only the buyer's session; 403 edited, 410 expired",
				params: PurchaseIdParams,
				querystring: DownloadQuery,
			},
		},
		async (request, reply) => {
			const userId = await requireUserId(auth, request);
			const { purchaseId } = request.params;
			const { expires, signature } = request.query;
			const check = checkDownload(config.authSecret, { purchaseId, userId, expires, signature });
			if (check === "invalid") throw new ForbiddenError(ORDER_TEXT.linkInvalid);
			if (check === "expired")
				// My purchases issues a new link.
				throw new GoneError(ORDER_TEXT.linkExpired, "LINK_EXPIRED");
			// The link was valid when issued; the licence may have been refunded since.
			const held = await findDownloadable(database.db, purchaseId, userId);
			if (!held) throw new NotFoundError(ORDER_TEXT.purchaseNotFound);
			if (!held.original_key) {
				request.log.error({ purchaseId, photoid: held.photoid }, "a purchased photo has no original file");
				throw new NotFoundError(ORDER_TEXT.originalMissing);
			}
			const key = held.original_key;
			const name = (extension: string) => `photo-${held.photoid}-original.${extension}`;
			let original: Awaited<ReturnType<typeof openOriginal>>;
			try {
				// A bucket (issue 31): all the checks above are done, so the browser fetches the file
				// itself through a link that names this key only and lasts S3_LINK_SECONDS.
				const byName = sniffKind(Buffer.alloc(0), key);
				const link = await storage.privateLink(key, {
					contentType: byName.contentType,
					disposition: "attachment",
					filename: name(byName.extension),
				});
				if (link) return reply.header("cache-control", "private, no-store").redirect(link, 302);
				original = await openOriginal(storage, key);
			} catch (err) {
				request.log.error(
					{ err, purchaseId, key: held.original_key },
					"a purchased original could not be read",
				);
				throw new NotFoundError(ORDER_TEXT.originalMissing);
			}
			return reply
				.headers({
					"content-type": original.contentType,
					"content-disposition": `attachment; filename="${name(original.extension)}"`,
					"cache-control": "private, no-store",
				})
				.send(original.body);
		},
	);
};
