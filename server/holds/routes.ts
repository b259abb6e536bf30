import { NoContent } from "@core/contracts/errors";
import { HOLD_WRITES_PER_MINUTE, HoldCreate, HoldResponse, HoldsResponse } from "@core/contracts/holds";
import { IdParams } from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { perCallerKey, requireUserId } from "../auth/access";
import { listHolds, placeHold, releaseHoldOf } from "./service";

const tags = ["holds"];

/** A production's holds on photos (issue 30, item 2): rules in docs/holds.md. */
export const holdsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, { auth, database }) => {
	const writes = {
		max: HOLD_WRITES_PER_MINUTE,
		timeWindow: 60_000,
		keyGenerator: perCallerKey(auth, "holds"),
	};

	app.get(
		"/api/productions/:id/holds",
		{
			config: { access: "user" },
			schema: {
				tags,
				summary:
					"The production's running holds with their photos, soonest to end first, and whether the caller may hold for it (404 for non-members)",
				params: IdParams,
				response: { 200: HoldsResponse },
			},
		},
		async (request) => listHolds(database, await requireUserId(auth, request), request.params.id),
	);

	app.post(
		"/api/productions/:id/holds",
		{
			config: { access: "user", rateLimit: writes },
			schema: {
				tags,
				summary:
					"Hold a live photo for the production for 7 days, free (roles that may shortlist; at most 25 running; 409 when held already, held by another production or exclusive elsewhere)",
				params: IdParams,
				body: HoldCreate,
				response: { 201: HoldResponse },
			},
		},
		async (request, reply) =>
			reply.status(201).send({
				hold: await placeHold(
					database,
					await requireUserId(auth, request),
					request.params.id,
					request.body.photo_id,
				),
			}),
	);

	app.delete(
		"/api/holds/:id",
		{
			config: { access: "user", rateLimit: writes },
			schema: {
				tags,
				summary:
					"Release a hold (roles that may shortlist); releasing one that already ended changes nothing",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await releaseHoldOf(database, await requireUserId(auth, request), request.params.id);
			return reply.status(204).send(null);
		},
	);
};
