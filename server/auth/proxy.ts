import { AUTH_MESSAGES, tooManyPasswordAttempts } from "@core/auth-text";
import { MIGRATION_REQUIRED_CODE, SignUpMetadata, TOO_MANY_ATTEMPTS_CODE } from "@core/contracts/auth";
import { ErrorCode } from "@core/contracts/errors";
import { isReturnPath } from "@core/return-path";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Captcha } from "../captcha/service";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { errorBody, ValidationError } from "../errors";
import { forgetSessionsAround } from "./access";
import { claimPasswordAttempt, clearPasswordFailures } from "./account-limits";
import { AUTH_BASE_PATH, type Auth } from "./auth";
import { captchaError } from "./captcha-check";
import { emailOfUser, resetTokenUserId } from "./queries";
import { claimMigrationEmail, findUserByEmail, isAwaitingMigration } from "./service";

/** Auth forms a person fills in: each needs a solved captcha (spec section 5). */
const CAPTCHA_PATHS = new Set(["/sign-in/magic-link", "/sign-in/email", "/request-password-reset"]);
/** better-auth endpoints after which a session may no longer be valid. */
const endsSessions = (path: string) =>
	path === "/sign-out" ||
	path.startsWith("/revoke-") ||
	path === "/change-password" ||
	path === "/reset-password" ||
	path.startsWith("/delete-user") ||
	path.startsWith("/admin/");
/**
 * The addresses better-auth sends the browser to after a link, a provider or an error: only paths
 * of this site (core/return-path.ts), checked before better-auth sees them (which refuses other
 * origins too) so a crafted request gets a clear 400 and never a link that leads away.
 */
const RETURN_FIELDS = ["callbackURL", "newUserCallbackURL", "errorCallbackURL", "redirectTo"] as const;
export const RETURN_PATH_MESSAGE = "Must be a path on this site, such as /photo/123";

function checkReturnPaths(values: Record<string, unknown> | undefined): void {
	const fields: Record<string, string> = {};
	for (const name of RETURN_FIELDS)
		if (values?.[name] !== undefined && !isReturnPath(values[name])) fields[name] = RETURN_PATH_MESSAGE;
	if (Object.keys(fields).length > 0) throw new ValidationError(RETURN_PATH_MESSAGE, fields);
}

/** A migration email goes out at most this often per legacy account. */
export const MIGRATION_EMAIL_INTERVAL_MS = 5 * 60 * 1000;
export const RESET_PASSWORD_PAGE = "/auth/reset-password";

type Deps = { auth: Auth; config: Config; database: Database; captcha: Captcha };
type Body = Record<string, unknown>;

const str = (v: unknown) => (typeof v === "string" ? v : "");

function toRequest(config: Config, request: FastifyRequest, body: Body | undefined): Request {
	const headers = fromNodeHeaders(request.headers);
	headers.delete("content-length");
	const hasBody = request.method !== "GET" && request.method !== "HEAD";
	if (hasBody) headers.set("content-type", "application/json");
	return new Request(new URL(request.url, config.publicUrl), {
		method: request.method,
		headers,
		body: hasBody ? JSON.stringify(body ?? {}) : undefined,
	});
}

/** better-auth answers errors as `{ code, message }`; the API's clients read `{ error: { code, message } }`. */
async function send(
	reply: FastifyReply,
	response: Response,
	extraCookies: string[] = [],
): Promise<FastifyReply> {
	reply.status(response.status);
	for (const [key, value] of response.headers) {
		if (key === "set-cookie" || key === "content-length" || key === "content-encoding") continue;
		reply.header(key, value);
	}
	const cookies = [...response.headers.getSetCookie(), ...extraCookies];
	if (cookies.length > 0) reply.header("set-cookie", cookies);
	reply.header("cache-control", "no-store");
	const text = await response.text();
	if (response.status >= 400 && (response.headers.get("content-type") ?? "").includes("json")) {
		const parsed = safeJson(text);
		if (parsed && !("error" in parsed && typeof parsed.error === "object")) {
			const code =
				str(parsed.code) || (response.status === 429 ? ErrorCode.rateLimited : `HTTP_${response.status}`);
			const message = str(parsed.message) || AUTH_MESSAGES.unexpected;
			return reply.send(errorBody(code, message));
		}
	}
	return reply.send(text === "" ? undefined : text);
}

function safeJson(text: string): Record<string, unknown> | null {
	try {
		const v: unknown = JSON.parse(text);
		return v && typeof v === "object" ? (v as Record<string, unknown>) : null;
	} catch {
		return null;
	}
}

/**
 * Hands /api/auth/* to better-auth, with what the product adds around it: the captcha check,
 * the sign-up form's metadata, the legacy-account migration on a failed password sign-in, and
 * signing the user in once a reset sets the new password (spec section 4, Password reset).
 */
export function createAuthProxy(deps: Deps) {
	const { auth, config, database, captcha } = deps;

	async function forward(request: FastifyRequest, body?: Body) {
		return auth.handler(toRequest(config, request, body));
	}

	/** The sign-up form's details, checked here so a bad form gets a message per field and no mail. */
	function checkSignUpMetadata(body: Body): void {
		if (body.metadata === undefined) return;
		const parsed = SignUpMetadata.safeParse(body.metadata);
		if (parsed.success) return;
		const fields: Record<string, string> = {};
		for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "metadata")] ??= issue.message;
		throw new ValidationError(Object.values(fields)[0] ?? "Invalid sign-up details", fields);
	}

	async function migrationAfterFailedSignIn(email: string): Promise<boolean> {
		const user = await findUserByEmail(database, email);
		if (!user || !(await isAwaitingMigration(database, user.id))) return false;
		if (await claimMigrationEmail(database, user.id, MIGRATION_EMAIL_INTERVAL_MS)) {
			await auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: RESET_PASSWORD_PAGE } });
		}
		return true;
	}

	async function resetTokenEmail(token: string): Promise<string | undefined> {
		const userId = await resetTokenUserId(database.db, token);
		return userId === undefined ? undefined : emailOfUser(database.db, userId);
	}

	return async function handle(request: FastifyRequest, reply: FastifyReply) {
		const path = new URL(request.url, config.publicUrl).pathname.slice(AUTH_BASE_PATH.length);
		if (request.method !== "POST") {
			// A link's way back (the sign-in link's callbackURL) is a path of this site.
			checkReturnPaths(request.query as Body | undefined);
			return send(reply, await forward(request));
		}
		// A session remembered as signed in may end here.
		if (endsSessions(path)) forgetSessionsAround(auth, database, reply);

		const body: Body = request.body && typeof request.body === "object" ? (request.body as Body) : {};
		checkReturnPaths(body);
		if (CAPTCHA_PATHS.has(path)) {
			const problem = captchaError(await captcha.verify(request.headers["x-captcha-response"]?.toString()));
			if (problem) return reply.status(400).send(problem);
		}

		if (path === "/sign-in/magic-link") {
			checkSignUpMetadata(body);
			return send(reply, await forward(request, body));
		}

		if (path === "/sign-in/email") {
			// Paused: no password for this address is checked, right or wrong (docs/decisions/0008).
			const wait = await claimPasswordAttempt(database, body.email);
			if (wait > 0)
				return reply
					.status(429)
					.header("retry-after", String(wait))
					.header("cache-control", "no-store")
					.send(errorBody(TOO_MANY_ATTEMPTS_CODE, tooManyPasswordAttempts(wait)));
			const response = await forward(request, body);
			if (response.ok) await clearPasswordFailures(database, body.email);
			if (response.status === 401 && (await migrationAfterFailedSignIn(str(body.email)))) {
				return reply
					.status(401)
					.header("cache-control", "no-store")
					.send(errorBody(MIGRATION_REQUIRED_CODE, AUTH_MESSAGES.invalidLoginCredentials));
			}
			return send(reply, response);
		}

		if (path === "/reset-password") {
			const email = await resetTokenEmail(str(body.token) || str((request.query as Body | undefined)?.token));
			const response = await forward(request, body);
			if (!response.ok || !email) return send(reply, response);
			await clearPasswordFailures(database, email);
			// The reset proved the mailbox: sign in with the new password, as the spec's flow expects.
			const signIn = await auth.api.signInEmail({
				body: { email, password: str(body.newPassword) },
				headers: fromNodeHeaders(request.headers),
				asResponse: true,
			});
			return send(reply, response, signIn.ok ? signIn.headers.getSetCookie() : []);
		}

		return send(reply, await forward(request, body));
	};
}
