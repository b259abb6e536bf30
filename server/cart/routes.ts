import {
	CartAdd,
	CartBatchAdd,
	CartBatchAddResponse,
	CartCountResponse,
	CartItemResponse,
	CartLicenseUpdate,
	CartLinesLicenseResponse,
	CartLinesLicenseUpdate,
	CartLinesMoveToWishlist,
	CartMoveResponse,
	CartMoveToWishlist,
	CartProductionUpdate,
	CartResponse,
	CartSelectionAdd,
	CartSelectionAddResponse,
} from "@core/contracts/cart";
import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import { SELECTION_ADDS_PER_MINUTE } from "@core/photo-selection";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUserId } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import type { Database } from "../db/client";
import {
	addCartItem,
	addCartItems,
	addCartSelection,
	clearCart,
	countCartItems,
	moveCartLinesToWishlist,
	readCart,
	removeCartItem,
	setCartProduction,
	updateCartLicense,
	updateCartLinesLicense,
} from "./service";

/**
 * The caller's cart: its priced lines, adding (one or many), license changes, removal and clearing,
 * and the production it is for (issue 30: its licensed photos count toward the volume tier).
 */
export const cartRoutes: FastifyPluginAsyncZod<{
	auth: Auth;
	config: Pick<Config, "exclusiveMultipliers">;
	database: Database;
}> = async (app, { auth, config, database }) => {
	const multipliers = config.exclusiveMultipliers;
	app.get(
		"/api/cart",
		{
			config: { access: "user" },
			schema: {
				tags: ["cart"],
				summary: "The caller's cart, newest added first, priced by the server with the volume discount",
				response: { 200: CartResponse },
			},
		},
		async (request) => readCart(database.db, await requireUserId(auth, request), { multipliers }),
	);

	app.put(
		"/api/cart/production",
		{
			config: { access: "user" },
			schema: {
				tags: ["cart"],
				summary:
					"Choose the production the caller's cart is for (one they may see; null for none): its licensed photos count toward the volume tier; answers the repriced cart",
				body: CartProductionUpdate,
				response: { 200: CartResponse },
			},
		},
		async (request) =>
			setCartProduction(database, await requireUserId(auth, request), request.body.project_id, multipliers),
	);

	app.post(
		"/api/cart",
		{
			config: { access: "user" },
			schema: {
				tags: ["cart"],
				summary:
					"Add a live photo to the caller's cart (quantity 1), optionally exclusive (hero only) or as the upgrade of a paid licence; 409 when it is there already, held or exclusive elsewhere, or the upgrade is not possible",
				body: CartAdd,
				response: { 201: CartItemResponse },
			},
		},
		async (request, reply) => {
			const item = await addCartItem(database, await requireUserId(auth, request), request.body, multipliers);
			return reply.status(201).send({ item });
		},
	);

	app.delete(
		"/api/cart",
		{
			config: { access: "user" },
			schema: {
				tags: ["cart"],
				summary: "Remove every line from the caller's cart",
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await clearCart(database, await requireUserId(auth, request));
			return reply.status(204).send(null);
		},
	);

	app.get(
		"/api/cart/count",
		{
			config: { access: "user" },
			schema: {
				tags: ["cart"],
				summary: "How many photos are in the caller's cart",
				response: { 200: CartCountResponse },
			},
		},
		async (request) => ({ count: await countCartItems(database, await requireUserId(auth, request)) }),
	);

	app.post(
		"/api/cart/items",
		{
			config: { access: "user" },
			schema: {
				tags: ["cart"],
				summary: "Add photos to the caller's cart (quantity 1); counts of added, duplicates and errors",
				body: CartBatchAdd,
				response: { 200: CartBatchAddResponse },
			},
		},
		async (request) => addCartItems(database, await requireUserId(auth, request), request.body.items),
	);

	app.patch(
		"/api/cart/items/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["cart"],
				summary: "Change the license type (and exclusive term, hero only) of a line in the caller's cart",
				params: IdParams,
				body: CartLicenseUpdate,
				response: { 200: CartItemResponse },
			},
		},
		async (request) => ({
			item: await updateCartLicense(
				database,
				await requireUserId(auth, request),
				request.params.id,
				request.body,
				multipliers,
			),
		}),
	);

	app.delete(
		"/api/cart/items/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["cart"],
				summary: "Remove a line from the caller's cart",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await removeCartItem(database, await requireUserId(auth, request), request.params.id);
			return reply.status(204).send(null);
		},
	);

	app.patch(
		"/api/cart/lines",
		{
			// Up to 500 lines locked and written (and the cart priced again): limited like the batch add.
			config: { access: "user", rateLimit: { max: SELECTION_ADDS_PER_MINUTE, timeWindow: 60_000 } },
			schema: {
				tags: ["cart"],
				summary:
					"One license for several lines of the caller's cart; hero usage skips photos not cleared for it (named in not_cleared); answers the repriced cart",
				body: CartLinesLicenseUpdate,
				response: { 200: CartLinesLicenseResponse },
			},
		},
		async (request) =>
			updateCartLinesLicense(
				database,
				await requireUserId(auth, request),
				request.body.line_ids,
				request.body.license_type,
				multipliers,
			),
	);

	app.post(
		"/api/cart/lines/move-to-wishlist",
		{
			// Up to 500 lines locked and written (and the cart priced again): limited like the batch add.
			config: { access: "user", rateLimit: { max: SELECTION_ADDS_PER_MINUTE, timeWindow: 60_000 } },
			schema: {
				tags: ["cart"],
				summary: "Move several lines of the caller's cart into one of their wishlists, all or none",
				body: CartLinesMoveToWishlist,
				response: { 200: CartMoveResponse },
			},
		},
		async (request) =>
			moveCartLinesToWishlist(
				database,
				await requireUserId(auth, request),
				request.body.line_ids,
				request.body.wishlist_id,
			),
	);

	app.post(
		"/api/cart/lines/:id/move-to-wishlist",
		{
			// Up to 500 lines locked and written (and the cart priced again): limited like the batch add.
			config: { access: "user", rateLimit: { max: SELECTION_ADDS_PER_MINUTE, timeWindow: 60_000 } },
			schema: {
				tags: ["cart"],
				summary:
					"Move a line of the caller's cart into one of their wishlists (added there, out of the cart)",
				params: IdParams,
				body: CartMoveToWishlist,
				response: { 200: CartMoveResponse },
			},
		},
		async (request) =>
			moveCartLinesToWishlist(
				database,
				await requireUserId(auth, request),
				[request.params.id],
				request.body.wishlist_id,
			),
	);

	app.post(
		"/api/cart/batch",
		{
			// Up to 100 rows per request: limited per client like the other writes that cost work.
			config: { access: "user", rateLimit: { max: SELECTION_ADDS_PER_MINUTE, timeWindow: 60_000 } },
			schema: {
				tags: ["cart"],
				summary:
					"Add up to 100 selected photos to the caller's cart with one license; a result per photo (added, in_cart, not_for_sale, not_cleared, not_found)",
				body: CartSelectionAdd,
				response: { 200: CartSelectionAddResponse },
			},
		},
		async (request) => addCartSelection(database, await requireUserId(auth, request), request.body),
	);
};
