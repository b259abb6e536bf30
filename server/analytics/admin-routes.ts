import {
	ClickAnalyticsQuery,
	ClickAnalyticsResponse,
	ClickQueueResponse,
	DateRangeQuery,
	SearchAnalyticsResponse,
	SynonymCreate,
	SynonymListQuery,
	SynonymListResponse,
	SynonymResponse,
	SynonymUpdate,
} from "@core/contracts/analytics";
import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import {
	clickAnalytics,
	createSynonym,
	deleteSynonym,
	listSynonyms,
	resolveRange,
	searchAnalytics,
	unprocessedClicks,
	updateSynonym,
} from "./admin-service";

/**
 * The admin search configuration and analytics screen (spec section 2: /admin/search-config and
 * /admin/search-analytics): synonyms, what people search for, what they click.
 */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, { database }) => {
	app.get(
		"/api/admin/synonyms",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "The synonyms by term; with q, those whose term or synonym_of contains it",
				querystring: SynonymListQuery,
				response: { 200: SynonymListResponse },
			},
		},
		async (request) => ({ synonyms: await listSynonyms(database, request.query.q || undefined) }),
	);

	app.post(
		"/api/admin/synonyms",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Add a synonym; searches use it at once. A pair or its reverse already there is 409",
				body: SynonymCreate,
				response: { 201: SynonymResponse },
			},
		},
		async (request, reply) =>
			reply.status(201).send({ synonym: await createSynonym(database, request.body) }),
	);

	app.patch(
		"/api/admin/synonyms/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Change a synonym's term and synonym_of",
				params: IdParams,
				body: SynonymUpdate,
				response: { 200: SynonymResponse },
			},
		},
		async (request) => ({ synonym: await updateSynonym(database, request.params.id, request.body) }),
	);

	app.delete(
		"/api/admin/synonyms/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Delete a synonym",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await deleteSynonym(database, request.params.id);
			return reply.status(204).send(null);
		},
	);

	app.get(
		"/api/admin/search-analytics",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Searches over a range of UTC days (default the last 30, at most 366): totals, top searches, searches without results, per day, per method",
				querystring: DateRangeQuery,
				response: { 200: SearchAnalyticsResponse },
			},
		},
		async (request) => searchAnalytics(database, resolveRange(request.query)),
	);

	app.get(
		"/api/admin/click-analytics",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Click analytics by entity type, taxonomy type, entity and date range, ordered by clicks, with clicks per day and the unprocessed count",
				querystring: ClickAnalyticsQuery,
				response: { 200: ClickAnalyticsResponse },
			},
		},
		async (request) => clickAnalytics(database, request.query),
	);

	app.get(
		"/api/admin/click-analytics/queue",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Click events not yet aggregated (the admin screen polls it every 5 s)",
				response: { 200: ClickQueueResponse },
			},
		},
		async () => ({ unprocessed: await unprocessedClicks(database) }),
	);
};
