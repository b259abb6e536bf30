import { IdParams } from "@core/contracts/listings";
import { OrderItemParams, OrderItemResponse, OrderResponse, SceneNoteUpdate } from "@core/contracts/orders";
import { ORDER_TEXT } from "@core/orders";
import { RIDER_MAX_BYTES, RIDER_TEXT } from "@core/paperwork";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { requireUserId } from "../auth/access";
import { NotFoundError } from "../errors";
import { attachRider, RiderFileError, setSceneNote } from "./paperwork-service";
import { loadOrder } from "./queries/read";

/**
 * Reads a raw body, refusing it once it passes the limit (with the rider's own words rather than
 * Fastify's "body too large", which names no limit).
 */
function readLimited(payload: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		payload.on("data", (chunk: Buffer) => {
			size += chunk.length;
			if (size <= limit) chunks.push(chunk);
		});
		payload.on("end", () =>
			size > limit ? reject(new RiderFileError(RIDER_TEXT.tooLarge)) : resolve(Buffer.concat(chunks, size)),
		);
		payload.on("error", reject);
	});
}

/** The buyer's paperwork on their own order: scene notes per line, and the studio's rider. */
export const orderPaperworkRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, database, storage } = services;

	app.patch(
		"/api/orders/:id/items/:itemId",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary:
					"Set the scene note ('episode or scene') of a line of the caller's own order; 404 for anyone else's",
				params: OrderItemParams,
				body: SceneNoteUpdate,
				response: { 200: OrderItemResponse },
			},
		},
		async (request) => {
			const userId = await requireUserId(auth, request);
			const { id, itemId } = request.params;
			return { item: await setSceneNote(database, { orderId: id, itemId, userId }, request.body.scene_note) };
		},
	);

	// The rider comes as the raw body, whatever its stated type: its first bytes must say PDF.
	await app.register(async (plugin) => {
		const scope = plugin.withTypeProvider<ZodTypeProvider>();
		scope.removeAllContentTypeParsers();
		scope.addContentTypeParser("*", (_request, payload, done) => {
			readLimited(payload, RIDER_MAX_BYTES).then(
				(body) => done(null, body),
				(err: Error) => done(err, undefined),
			);
		});
		scope.post(
			"/api/orders/:id/rider",
			{
				config: { access: "user" },
				// Read up to the limit by the parser, which answers a larger body itself.
				bodyLimit: RIDER_MAX_BYTES * 2,
				schema: {
					tags: ["orders"],
					summary: `Attach the studio's rider (a PDF of at most ${RIDER_MAX_BYTES / 1024 / 1024} MB, the raw body) to the caller's own order, for an admin to accept or decline`,
					params: IdParams,
					response: { 200: OrderResponse },
				},
			},
			async (request) => {
				const userId = await requireUserId(auth, request);
				const body: unknown = request.body;
				if (!Buffer.isBuffer(body)) throw new RiderFileError(RIDER_TEXT.empty);
				await attachRider(database, storage, { orderId: request.params.id, userId }, body, request.log);
				const order = await loadOrder(database.db, request.params.id, { userId });
				if (!order) throw new NotFoundError(ORDER_TEXT.orderNotFound);
				return { order };
			},
		);
	});
};
