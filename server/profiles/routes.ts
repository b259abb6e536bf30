import { ProfileResponse, ProfileUpdate } from "@core/contracts/profiles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { getProfile, upsertProfile } from "./service";

export const profileRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	app.get(
		"/api/profile",
		{
			config: { access: "user" },
			schema: {
				tags: ["profile"],
				summary: "The caller's profile (null when none)",
				response: { 200: ProfileResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return { profile: await getProfile(database, user.id) };
		},
	);

	app.put(
		"/api/profile",
		{
			config: { access: "user" },
			schema: {
				tags: ["profile"],
				summary: "Upsert the caller's profile: first name, last name, storefront name",
				body: ProfileUpdate,
				response: { 200: ProfileResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return { profile: await upsertProfile(database, user.id, request.body) };
		},
	);
};
