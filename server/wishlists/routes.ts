import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import {
	IntegrityReport,
	ShareCodeParams,
	SharedWishlistResponse,
	WishlistCreate,
	WishlistCreateResponse,
	WishlistDetailResponse,
	WishlistItemAdd,
	WishlistItemNoteUpdate,
	WishlistItemParams,
	WishlistItemResponse,
	WishlistListResponse,
	WishlistMembershipQuery,
	WishlistMembershipResponse,
	WishlistResponse,
	WishlistSelectionAdd,
	WishlistSelectionAddResponse,
	WishlistShareResponse,
	WishlistUpdate,
} from "@core/contracts/wishlists";
import { SELECTION_ADDS_PER_MINUTE } from "@core/photo-selection";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUserId } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { integrityReport } from "./integrity-service";
import {
	addWishlistItem,
	addWishlistSelection,
	createWishlist,
	deleteWishlist,
	listWishlists,
	removeWishlistItem,
	setWishlistItemNote,
	updateWishlist,
	wishlistDetail,
	wishlistMemberships,
} from "./service";
import { sharedWishlist, shareWishlist, unshareWishlist } from "./sharing";

/** The caller's wishlists and their photos, sharing by link, the shared page, and the integrity check. */
export const wishlistsRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	app.get(
		"/api/wishlists",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "The caller's wishlists, newest change first, with project, company, count and covers",
				response: { 200: WishlistListResponse },
			},
		},
		async (request) => ({ wishlists: await listWishlists(database, await requireUserId(auth, request)) }),
	);

	app.post(
		"/api/wishlists",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "Create a wishlist in one of the caller's projects, with a first photo if given",
				body: WishlistCreate,
				response: { 201: WishlistCreateResponse },
			},
		},
		async (request, reply) => {
			const created = await createWishlist(database, await requireUserId(auth, request), request.body);
			return reply.status(201).send(created);
		},
	);

	// A static path: Fastify's router prefers it to /api/wishlists/:id whatever the order.
	app.get(
		"/api/wishlists/membership",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "Which of the caller's wishlists hold each of up to 100 photos",
				querystring: WishlistMembershipQuery,
				response: { 200: WishlistMembershipResponse },
			},
		},
		async (request) => ({
			memberships: await wishlistMemberships(
				database,
				await requireUserId(auth, request),
				request.query.photo_ids,
			),
		}),
	);

	app.get(
		"/api/wishlists/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "One of the caller's wishlists with its live photos, newest added first",
				params: IdParams,
				response: { 200: WishlistDetailResponse },
			},
		},
		async (request) => wishlistDetail(database, await requireUserId(auth, request), request.params.id),
	);

	app.patch(
		"/api/wishlists/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "Rename, describe or move a wishlist to another of the caller's projects",
				params: IdParams,
				body: WishlistUpdate,
				response: { 200: WishlistResponse },
			},
		},
		async (request) => ({
			wishlist: await updateWishlist(
				database,
				await requireUserId(auth, request),
				request.params.id,
				request.body,
			),
		}),
	);

	app.delete(
		"/api/wishlists/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "Delete a wishlist of the caller",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await deleteWishlist(database, await requireUserId(auth, request), request.params.id);
			return reply.status(204).send(null);
		},
	);

	app.post(
		"/api/wishlists/:id/items",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "Add a live photo to a wishlist of the caller (409 when it is already there)",
				params: IdParams,
				body: WishlistItemAdd,
				response: { 201: WishlistItemResponse },
			},
		},
		async (request, reply) => {
			const item = await addWishlistItem(
				database,
				await requireUserId(auth, request),
				request.params.id,
				request.body,
			);
			return reply.status(201).send({ item });
		},
	);

	app.delete(
		"/api/wishlists/:id/items/:photoId",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "Remove a photo from a wishlist of the caller",
				params: WishlistItemParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await removeWishlistItem(
				database,
				await requireUserId(auth, request),
				request.params.id,
				request.params.photoId,
			);
			return reply.status(204).send(null);
		},
	);

	app.patch(
		"/api/wishlists/:id/items/:photoId",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "Set or clear (empty or null) the caller's note on a photo of their wishlist (issue 28)",
				params: WishlistItemParams,
				body: WishlistItemNoteUpdate,
				response: { 200: WishlistItemResponse },
			},
		},
		async (request) => ({
			item: await setWishlistItemNote(
				database,
				await requireUserId(auth, request),
				request.params.id,
				request.params.photoId,
				request.body.note,
			),
		}),
	);

	app.post(
		"/api/wishlists/:id/share",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "Share a wishlist by link: its code, made on the first call and the same after",
				params: IdParams,
				response: { 200: WishlistShareResponse },
			},
		},
		async (request) => ({
			share_code: await shareWishlist(database, await requireUserId(auth, request), request.params.id),
		}),
	);

	app.delete(
		"/api/wishlists/:id/share",
		{
			config: { access: "user" },
			schema: {
				tags: ["wishlists"],
				summary: "Stop sharing a wishlist; its link then answers 404",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await unshareWishlist(database, await requireUserId(auth, request), request.params.id);
			return reply.status(204).send(null);
		},
	);

	app.get(
		"/api/shared-wishlists/:shareCode",
		{
			config: { access: "public" },
			schema: {
				tags: ["wishlists"],
				summary: "A shared wishlist, read-only, for anyone with its link (at most 200 live photos)",
				params: ShareCodeParams,
				response: { 200: SharedWishlistResponse },
			},
		},
		async (request, reply) => {
			// The owner can revoke the link at any moment: no cache may keep serving it.
			reply.header("cache-control", "no-store");
			return sharedWishlist(database, request.params.shareCode);
		},
	);

	app.get(
		"/api/account/integrity",
		{
			config: { access: "user" },
			schema: {
				tags: ["account"],
				summary:
					"Data-integrity check of the caller's companies, projects and wishlists (blank or duplicate names, missing companies)",
				response: { 200: IntegrityReport },
			},
		},
		async (request) => integrityReport(database, await requireUserId(auth, request)),
	);

	app.post(
		"/api/wishlists/:id/items/batch",
		{
			// Up to 100 rows per request: limited per client, like the cart's bulk add.
			config: { access: "user", rateLimit: { max: SELECTION_ADDS_PER_MINUTE, timeWindow: 60_000 } },
			schema: {
				tags: ["wishlists"],
				summary:
					"Add up to 100 selected photos to a wishlist of the caller; a result per photo (added, in_wishlist, not_for_sale, not_found); 404 for another's wishlist",
				params: IdParams,
				body: WishlistSelectionAdd,
				response: { 200: WishlistSelectionAddResponse },
			},
		},
		async (request) =>
			addWishlistSelection(database, await requireUserId(auth, request), request.params.id, request.body),
	);
};
