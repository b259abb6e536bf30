import {
	CollectionSummary,
	CollectionsResponse,
	EventsResponse,
	FilterOptionsResponse,
	IdParams,
	StorefrontResponse,
	TaxonomyNameQuery,
	TaxonomyNameResponse,
} from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { cached } from "./freshness";
import {
	filterOptions,
	getCollection,
	getStorefront,
	listCollections,
	listEvents,
	taxonomyName,
} from "./service";

/**
 * Browsers ask again each time: these lists change with admin edits (a collection published or
 * withdrawn must show at once), and the queries are cheap or cached here.
 */
const PUBLIC_CACHE = "no-cache";
/** The filter options scan every live photo: one answer serves every visitor for a minute. */
const FILTER_OPTIONS_TTL_MS = 60_000;

export const listingsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
	const options = cached(database, FILTER_OPTIONS_TTL_MS, () => filterOptions(database));

	app.get(
		"/api/events",
		{
			config: { access: "public" },
			schema: {
				tags: ["listings"],
				summary: "Every event with its live-photo count and a cover",
				response: { 200: EventsResponse },
			},
		},
		async (_request, reply) => {
			// Only a success may be cached: a 404 or an error must not outlive its cause.
			const body = { events: await listEvents(database) };
			reply.header("cache-control", PUBLIC_CACHE);
			return body;
		},
	);

	app.get(
		"/api/collections",
		{
			config: { access: "public" },
			schema: {
				tags: ["listings"],
				summary: "Public collections with their live-photo counts and covers",
				response: { 200: CollectionsResponse },
			},
		},
		async (_request, reply) => {
			// Only a success may be cached: a 404 or an error must not outlive its cause.
			const body = { collections: await listCollections(database) };
			reply.header("cache-control", PUBLIC_CACHE);
			return body;
		},
	);

	app.get(
		"/api/collections/:id",
		{
			config: { access: "public" },
			schema: {
				tags: ["listings"],
				summary: "One public collection (its photos: GET /api/search?collection_id=)",
				params: IdParams,
				response: { 200: CollectionSummary },
			},
		},
		async (request, reply) => {
			// Only a success may be cached: a 404 or an error must not outlive its cause.
			const body = await getCollection(database, request.params.id);
			reply.header("cache-control", PUBLIC_CACHE);
			return body;
		},
	);

	app.get(
		"/api/storefronts/:id",
		{
			config: { access: "public" },
			schema: {
				tags: ["listings"],
				summary: "A family's storefront (its photos: GET /api/search?user_id=)",
				params: IdParams,
				response: { 200: StorefrontResponse },
			},
		},
		async (request, reply) => {
			// Only a success may be cached: a 404 or an error must not outlive its cause.
			const body = await getStorefront(database, request.params.id);
			reply.header("cache-control", PUBLIC_CACHE);
			return body;
		},
	);

	app.get(
		"/api/filter-options",
		{
			config: { access: "public" },
			schema: {
				tags: ["listings"],
				summary: "The filter panel's option values present among live photos",
				response: { 200: FilterOptionsResponse },
			},
		},
		async (_request, reply) => {
			// Only a success may be cached: a 404 or an error must not outlive its cause.
			const body = await options();
			reply.header("cache-control", PUBLIC_CACHE);
			return body;
		},
	);

	app.get(
		"/api/taxonomy-name",
		{
			config: { access: "public" },
			schema: {
				tags: ["listings"],
				summary: "The display name of a taxonomy page's value (a creator's storefront name)",
				querystring: TaxonomyNameQuery,
				response: { 200: TaxonomyNameResponse },
			},
		},
		async (request, reply) => {
			// Only a success may be cached: a 404 or an error must not outlive its cause.
			const body = await taxonomyName(database, request.query.type, request.query.id);
			reply.header("cache-control", PUBLIC_CACHE);
			return body;
		},
	);
};
