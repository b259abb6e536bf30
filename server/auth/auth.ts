import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@core/auth-text";
import { MAGIC_LINK_TTL_MINUTES, OIDC_PROVIDER_ID, SignUpMetadata } from "@core/contracts/auth";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth, magicLink } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import {
	magicLinkMail,
	migrationMail,
	noAccountMail,
	resetPasswordMail,
	welcomeMail,
} from "../mail/templates";
import { createProfileForNewUser, saveSignupRequest } from "../profiles/service";
import { takeMailTurn } from "./account-limits";
import { findUserByEmail, isAwaitingMigration, markPasswordSet } from "./service";

export const AUTH_BASE_PATH = "/api/auth";
export const MAGIC_LINK_TTL_S = MAGIC_LINK_TTL_MINUTES * 60;
export const RESET_TOKEN_TTL_S = 60 * 60;
/** A session lasts a week and is extended, at most once a day, while it is used. */
export const SESSION_TTL_S = 7 * 24 * 60 * 60;
const SESSION_UPDATE_AGE_S = 24 * 60 * 60;

const timestamps = { createdAt: "created_at", updatedAt: "updated_at" } as const;

/** The Vite dev server's origin, allowed to call the API through its proxy outside production. */
const DEV_ORIGINS = ["http://localhost:5173", "http://127.0.0.1:5173"];

/** Outside production, localhost and 127.0.0.1 are the same machine: accept the page from either. */
function localAliases(publicUrl: string): string[] {
	const url = new URL(publicUrl);
	const other =
		url.hostname === "localhost" ? "127.0.0.1" : url.hostname === "127.0.0.1" ? "localhost" : null;
	if (!other) return [];
	url.hostname = other;
	return [url.origin];
}

/** The origins whose pages may send state-changing requests (better-auth and our own routes). */
export function trustedOrigins(config: Config): string[] {
	return config.isProduction
		? [config.publicUrl]
		: [config.publicUrl, ...localAliases(config.publicUrl), ...DEV_ORIGINS];
}

type Log = Pick<FastifyBaseLogger, "debug" | "info" | "warn" | "error">;

export function createAuth(deps: { config: Config; database: Database; mailer: Mailer; log: Log }) {
	const { config, database, mailer, log } = deps;
	const oidc = config.oidc;

	return betterAuth({
		appName: "Snapshot Set Dressing",
		baseURL: config.publicUrl,
		basePath: AUTH_BASE_PATH,
		secret: config.authSecret,
		trustedOrigins: trustedOrigins(config),
		database: drizzleAdapter(database.db, {
			provider: "pg",
			schema: { users, sessions, accounts, verifications },
		}),
		user: {
			modelName: "users",
			fields: { emailVerified: "email_verified", ...timestamps },
			additionalFields: {
				// The server-side role; never settable from a sign-up or profile request.
				role: { type: "string", input: false, required: false, defaultValue: "user" },
			},
		},
		session: {
			modelName: "sessions",
			fields: {
				userId: "user_id",
				expiresAt: "expires_at",
				ipAddress: "ip_address",
				userAgent: "user_agent",
				...timestamps,
			},
			expiresIn: SESSION_TTL_S,
			updateAge: SESSION_UPDATE_AGE_S,
		},
		account: {
			modelName: "accounts",
			fields: {
				userId: "user_id",
				accountId: "account_id",
				providerId: "provider_id",
				accessToken: "access_token",
				refreshToken: "refresh_token",
				idToken: "id_token",
				accessTokenExpiresAt: "access_token_expires_at",
				refreshTokenExpiresAt: "refresh_token_expires_at",
				...timestamps,
			},
			// The identity provider signs in to an existing account with the same email only when it
			// says that address is verified (email_verified); it is not trusted blindly.
			accountLinking: { enabled: true },
		},
		verification: {
			modelName: "verifications",
			fields: { expiresAt: "expires_at", ...timestamps },
		},
		advanced: {
			database: { generateId: "uuid" },
			// better-auth relaxes these under NODE_ENV=test; the tests must see what production does.
			disableOriginCheck: false,
			disableCSRFCheck: false,
			cookiePrefix: "ssd",
			useSecureCookies: config.publicUrl.startsWith("https://"),
			defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
			ipAddress: { disableIpTracking: false },
		},
		// better-auth's messages go to the app's log, with the request logs, not to the console.
		logger: {
			level: "info",
			log: (level, message, ...args) => log[level]({ details: args }, `auth: ${message}`),
		},
		// Fastify limits every auth endpoint per address (see routes.ts); one limiter is enough.
		rateLimit: { enabled: false },
		emailAndPassword: {
			enabled: true,
			// Accounts are created by email link (with the sign-up agreement) or the identity provider.
			disableSignUp: true,
			minPasswordLength: PASSWORD_MIN_LENGTH,
			maxPasswordLength: PASSWORD_MAX_LENGTH,
			resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_S,
			revokeSessionsOnPasswordReset: true,
			sendResetPassword: async ({ user, url }) => {
				// Paced per mailbox; held back, the answer is the same (docs/decisions/0008).
				if (!(await takeMailTurn(database, "reset-link", user.email))) return;
				const minutes = RESET_TOKEN_TTL_S / 60;
				const migrating = await isAwaitingMigration(database, user.id);
				await mailer.send(
					migrating ? migrationMail(user.email, url, minutes) : resetPasswordMail(user.email, url, minutes),
				);
			},
			onPasswordReset: async ({ user }) => {
				await markPasswordSet(database, user.id);
			},
		},
		databaseHooks: {
			user: {
				create: {
					after: async (user, context) => {
						// Opening a sign-up link: its token finds the form that asked for it.
						const token = context?.query?.token;
						const profile = await createProfileForNewUser(
							database,
							user,
							typeof token === "string" ? token : undefined,
						);
						// A welcome that cannot be sent must not undo the sign-up.
						await mailer
							.send(welcomeMail(user.email, profile.first_name, config.publicUrl))
							.catch((err: unknown) => log.error({ err, userId: user.id }, "welcome mail not sent"));
					},
				},
			},
		},
		plugins: [
			magicLink({
				expiresIn: MAGIC_LINK_TTL_S,
				storeToken: "hashed",
				sendMagicLink: async ({ email, url, token, metadata }) => {
					const signUp = SignUpMetadata.safeParse(metadata);
					const known = Boolean(await findUserByEmail(database, email));
					// A sign-in link (no sign-up form) for an address without an account would make one
					// without the agreement: the address gets a note pointing to sign-up instead. Decided
					// here, after better-auth did the same work for every address, so the answer takes the
					// same time and says the same whether or not the account exists.
					if (!known && !signUp.success) {
						if (await takeMailTurn(database, "no-account-note", email))
							await mailer.send(noAccountMail(email.toLowerCase(), `${config.publicUrl}/auth?mode=signup`));
						return;
					}
					// Paced per mailbox; held back, the answer is the same (docs/decisions/0008).
					if (!(await takeMailTurn(database, "sign-in-link", email))) return;
					// The sign-up form's details (checked by the proxy) wait for this link to be opened.
					if (signUp.success && !known) {
						const expiresAt = new Date(Date.now() + MAGIC_LINK_TTL_S * 1000);
						await saveSignupRequest(database, { token, email, metadata: signUp.data, expiresAt });
					}
					await mailer.send(magicLinkMail(email, url, MAGIC_LINK_TTL_MINUTES));
				},
			}),
			...(oidc
				? [
						genericOAuth({
							config: [
								{
									providerId: OIDC_PROVIDER_ID,
									name: oidc.name,
									discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
									clientId: oidc.clientId,
									clientSecret: oidc.clientSecret,
									scopes: ["openid", "email", "profile"],
									pkce: true,
								},
							],
						}),
					]
				: []),
		],
	});
}

export type Auth = ReturnType<typeof createAuth>;
