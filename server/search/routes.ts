import {
	SearchParams,
	SearchResponse,
	SearchSuggestions,
	SearchSuggestionsParams,
} from "@core/contracts/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { capUserAgent } from "../analytics/ingest";
import { createSearchRecorder } from "../analytics/search-record";
import { visitorCookies } from "../analytics/visitor";
import { isSignedIn, sessionOf } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { guestSearchLimit, showsPhotos } from "./guest-limit";
import { searchPhotos } from "./service";
import { searchSuggestions } from "./suggestions";

/** Suggestions run up to a dozen counting searches: this many per address and minute. */
export const SUGGESTIONS_RATE_LIMIT = 60;

export const searchRoutes: FastifyPluginAsyncZod<{ auth: Auth; config: Config; database: Database }> = async (
	app,
	{ auth, config, database },
) => {
	const visitors = visitorCookies(config);
	const countGuestSearch = guestSearchLimit(app, config, visitors);
	const recorder = createSearchRecorder(database, app.log);
	app.addHook("onClose", () => recorder.flush());

	app.get(
		"/api/search",
		{
			config: { access: "public" },
			schema: {
				tags: ["search"],
				summary:
					"search_photos_v2: live photos by text, filters and sort; guests get the first 24 only, their shuffle is the server's and their searches are limited (429)",
				querystring: SearchParams,
				response: { 200: SearchResponse },
			},
		},
		async (request, reply) => {
			const signedIn = await isSignedIn(auth, request);
			const visitor = visitors.visitorOf(request, reply);
			const { q, offset } = request.query;
			if (!signedIn && showsPhotos(offset)) await countGuestSearch(request, reply);
			// What a guest may see differs from a member's: never share the answer between them.
			reply.header("cache-control", "private, no-store");
			// A guest's shuffle is the one the server gave them: another seed would be another 24 photos.
			const seed = signedIn ? request.query.seed : visitors.guestSeed(request);
			const result = await searchPhotos(database, { ...request.query, seed, signedIn });
			// Search analytics from this very search (issue 24): its first page, once the visitor is quiet.
			if (q?.trim() && offset === 0)
				recorder.searched(
					visitor.session,
					{
						term: q,
						session: visitor.session,
						resultCount: result.total_count,
						expandedTerms: result.expanded_terms,
					},
					async () => ({
						userId: signedIn ? ((await sessionOf(auth, request))?.user.id ?? null) : null,
						userAgent: capUserAgent(request.headers["user-agent"]),
					}),
				);
			return result;
		},
	);

	app.get(
		"/api/search/suggestions",
		{
			config: { access: "public", rateLimit: { max: SUGGESTIONS_RATE_LIMIT, timeWindow: 60_000 } },
			schema: {
				tags: ["search"],
				summary:
					"What to try when a search finds nothing: the query with a word left out, with a close word of the vocabulary, related collections and events; each counted with the same filters and offered only when it finds photos",
				querystring: SearchSuggestionsParams,
				response: { 200: SearchSuggestions },
			},
		},
		async (request) => searchSuggestions(database, request.query),
	);
};
