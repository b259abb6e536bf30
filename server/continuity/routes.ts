import { CONTINUITY_PER_MINUTE } from "@core/continuity";
import {
	ContinuityFamiliesResponse,
	ContinuitySetQuery,
	ContinuitySetResponse,
	PhotoContinuity,
} from "@core/contracts/continuity";
import { PhotoIdParams } from "@core/contracts/photos";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { cached } from "../listings/freshness";
import { continuityFamilies, continuitySet, photoContinuity } from "./service";

/** The families list groups every live photo: one answer serves every visitor for a minute (or until an admin write). */
const FAMILIES_TTL_MS = 60_000;
const rateLimit = { max: CONTINUITY_PER_MINUTE, timeWindow: 60_000 };

/** Continuity sets (issue 30): public, like the photos they list (docs/continuity.md). */
export const continuityRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
	const families = cached(database, FAMILIES_TTL_MS, () => continuityFamilies(database));

	app.get(
		"/api/photos/:id/continuity",
		{
			config: { access: "public", rateLimit },
			schema: {
				tags: ["continuity"],
				summary:
					"A live photo's 'Same people, other years' (its people on other live photos, aliases followed) and 'Same family' (its family's live photos sharing an event, without those people), by decade; 24 of each with totals",
				params: PhotoIdParams,
				response: { 200: PhotoContinuity },
			},
		},
		async (request) => photoContinuity(database, request.params.id),
	);

	app.get(
		"/api/continuity/families",
		{
			config: { access: "public", rateLimit },
			schema: {
				tags: ["continuity"],
				summary: "The families the set builder may pick: storefronts with live photos, their decades",
				response: { 200: ContinuityFamiliesResponse },
			},
		},
		async () => families(),
	);

	app.get(
		"/api/continuity/sets",
		{
			config: { access: "public", rateLimit },
			schema: {
				tags: ["continuity"],
				summary:
					"Propose one live photo of a family per decade from `from` to `to`, following the people who appear in the most of those decades; null for a decade without photos",
				querystring: ContinuitySetQuery,
				response: { 200: ContinuitySetResponse },
			},
		},
		async (request) => continuitySet(database, request.query),
	);
};
