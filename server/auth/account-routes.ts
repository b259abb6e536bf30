import { AccountResponse, PasswordChange, SignOutOthersResponse } from "@core/contracts/auth";
import { NoContent } from "@core/contracts/errors";
import { APIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { ValidationError } from "../errors";
import { forgetSessionsAround, requireSession } from "./access";
import type { Auth } from "./auth";
import { accountCreatedAt, countOtherSessions, hasPassword, markPasswordSet, signInMethods } from "./service";

export const accountRoutes: FastifyPluginAsyncZod<{
	auth: Auth;
	database: Database;
	rateLimit: number;
}> = async (app, { auth, database, rateLimit }) => {
	app.get(
		"/api/account",
		{
			config: { access: "user" },
			schema: {
				tags: ["account"],
				summary: "The caller's account: email, sign-in methods, sessions",
				response: { 200: AccountResponse },
			},
		},
		async (request) => {
			const info = await requireSession(auth, request);
			const [providers, others, createdAt] = await Promise.all([
				signInMethods(database, info.user.id),
				countOtherSessions(database, info.user.id, info.session.id),
				accountCreatedAt(database, info.user.id),
			]);
			return {
				email: info.user.email,
				has_password: providers.includes("password"),
				providers,
				other_sessions: others,
				created_at: createdAt.toISOString(),
			};
		},
	);

	app.post(
		"/api/account/password",
		{
			config: { access: "user", rateLimit: { max: rateLimit, timeWindow: 60_000 } },
			schema: {
				tags: ["account"],
				summary: "Set a first password, or change it (the current one is then required)",
				body: PasswordChange,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			const info = await requireSession(auth, request);
			forgetSessionsAround(auth, database, reply);
			const headers = fromNodeHeaders(request.headers);
			const { current_password, new_password } = request.body;
			if (await hasPassword(database, info.user.id)) {
				if (!current_password)
					throw new ValidationError("Enter your current password.", {
						current_password: "Enter your current password.",
					});
				try {
					// Other sessions end (a thief's too); this one is replaced by a fresh session cookie.
					const changed = await auth.api.changePassword({
						body: { currentPassword: current_password, newPassword: new_password, revokeOtherSessions: true },
						headers,
						returnHeaders: true,
					});
					const cookies = changed.headers.getSetCookie();
					if (cookies.length > 0) reply.header("set-cookie", cookies);
				} catch (err) {
					if (err instanceof APIError && err.status === "BAD_REQUEST")
						throw new ValidationError("Your current password is not correct.", {
							current_password: "Your current password is not correct.",
						});
					throw err;
				}
			} else {
				await auth.api.setPassword({ body: { newPassword: new_password }, headers });
			}
			await markPasswordSet(database, info.user.id);
			return reply.status(204).send(null);
		},
	);

	app.post(
		"/api/account/sign-out-others",
		{
			config: { access: "user" },
			schema: {
				tags: ["account"],
				summary: "Sign out of every other session",
				response: { 200: SignOutOthersResponse },
			},
		},
		async (request, reply) => {
			const info = await requireSession(auth, request);
			forgetSessionsAround(auth, database, reply);
			const before = await countOtherSessions(database, info.user.id, info.session.id);
			await auth.api.revokeOtherSessions({ headers: fromNodeHeaders(request.headers) });
			return { revoked: before };
		},
	);
};
