import { AuthOptionsResponse, IsAdminResponse, MeResponse } from "@core/contracts/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Captcha } from "../captcha/service";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { getProfile } from "../profiles/service";
import { isAdmin, isFamily, sessionOf } from "./access";
import { AUTH_BASE_PATH, type Auth } from "./auth";
import { createAuthProxy } from "./proxy";

type Options = { auth: Auth; config: Config; database: Database; captcha: Captcha };

const MINUTE_MS = 60_000;

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
	app,
	{ auth, config, database, captcha },
) => {
	const handle = createAuthProxy({ auth, config, database, captcha });

	// Sign-in, sign-out, links and the identity provider's redirects: better-auth's endpoints.
	app.route({
		method: "POST",
		url: `${AUTH_BASE_PATH}/*`,
		config: { access: "public", rateLimit: { max: config.authRateLimit, timeWindow: MINUTE_MS } },
		schema: { hide: true },
		handler: handle,
	});
	app.route({
		method: "GET",
		url: `${AUTH_BASE_PATH}/*`,
		// Session reads, emailed links and provider callbacks: more generous, still bounded.
		config: { access: "public", rateLimit: { max: config.authRateLimit * 10, timeWindow: MINUTE_MS } },
		schema: { hide: true },
		handler: handle,
	});

	app.get(
		"/api/auth-options",
		{
			config: { access: "public" },
			schema: {
				tags: ["auth"],
				summary: "What the sign-in screen offers: captcha and identity provider",
				response: { 200: AuthOptionsResponse },
			},
		},
		async () => ({
			captcha: config.captcha,
			oidc: config.oidc ? { name: config.oidc.name } : null,
		}),
	);

	app.get(
		"/api/me",
		{
			config: { access: "public" },
			schema: {
				tags: ["auth"],
				summary: "The current user, or null when signed out",
				response: { 200: MeResponse },
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "private, no-store");
			const info = await sessionOf(auth, request);
			if (!info) return { user: null, expires_at: null };
			const profile = await getProfile(database, info.user.id);
			return {
				user: {
					id: info.user.id,
					email: info.user.email,
					first_name: profile?.first_name ?? null,
					is_admin: isAdmin(info),
					is_family: isFamily(info),
				},
				expires_at: info.session.expiresAt.toISOString(),
			};
		},
	);

	app.get(
		"/api/me/is-admin",
		{
			config: { access: "public" },
			schema: {
				tags: ["auth"],
				summary: "is_current_user_admin: whether the caller is a signed-in admin",
				response: { 200: IsAdminResponse },
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "private, no-store");
			return { is_admin: isAdmin(await sessionOf(auth, request)) };
		},
	);
};
