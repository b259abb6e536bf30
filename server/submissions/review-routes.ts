import {
	REVIEW_API,
	ReviewDecisionsBody,
	ReviewDecisionsResponse,
	ReviewQueueQuery,
	ReviewQueueResponse,
} from "@core/contracts/review";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { requireSession } from "../auth/access";
import { decidePhotos, listReviewQueue } from "./review-service";

const MINUTE_MS = 60_000;

/** The admin's review of families' photos (issue 27): the queue and the decisions, per photo. */
export const adminReviewRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, config, database } = services;

	app.get(
		REVIEW_API.queue,
		{
			// Each page compares its photos' hashes with the whole archive.
			config: { access: "admin", rateLimit: { max: config.authRateLimit * 6, timeWindow: MINUTE_MS } },
			schema: {
				tags: ["admin"],
				summary:
					"Families' photos waiting for a decision, oldest submission first, 24 a page (`family` filters), each with its metadata, clearance, earlier decisions and near-duplicates; counts for the header",
				querystring: ReviewQueueQuery,
				response: { 200: ReviewQueueResponse },
			},
		},
		async (request) => listReviewQueue(database, request.query),
	);

	app.post(
		REVIEW_API.decisions,
		{
			// It publishes photos and mails families.
			config: { access: "admin", rateLimit: { max: config.authRateLimit * 3, timeWindow: MINUTE_MS } },
			schema: {
				tags: ["admin"],
				summary:
					"Decide photos one by one (up to 100): approved (live when its clearance allows, else it goes live by itself later), changes_requested or rejected (back to draft; reasons needed, 'other' with a note: 422 otherwise); 409 for a photo not waiting for review; each family mailed once",
				body: ReviewDecisionsBody,
				response: { 200: ReviewDecisionsResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return decidePhotos(services, { id: user.id, email: user.email }, request.body);
		},
	);
};
