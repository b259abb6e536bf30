import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { announce, onChange } from "../cluster/bus";
import type { Database } from "../db/client";
import { ForbiddenError, UnauthorizedError } from "../errors";
import type { Auth } from "./auth";

/**
 * Who may call a route. Every route under /api must say so in its `config.access`; the app
 * refuses to start otherwise, and one hook enforces it before the body is even parsed.
 * - public: anyone (the handler may still read the session, e.g. for the guest limit)
 * - user: a signed-in user, else 401
 * - family: a signed-in family (a photo owner with a storefront, issue 27), else 401 or 403; the
 *   handler still checks that every row it reads or writes is the caller's
 * - admin: a signed-in admin, else 401 or 403
 * - internal: guarded by its own secret (the CLI channel)
 */
export type Access = "public" | "user" | "family" | "admin" | "internal";

declare module "fastify" {
	interface FastifyContextConfig {
		access?: Access;
	}
	interface FastifyInstance {
		/** Every /api route with its access level, for the audit test and the docs. */
		routeAccess: RouteAccess[];
	}
}

export type RouteAccess = { method: string; url: string; access: Access };

export type SessionInfo = {
	user: { id: string; email: string; name: string | null; role: string };
	session: { id: string; expiresAt: Date };
};

const ACCESS_LEVELS: readonly Access[] = ["public", "user", "family", "admin", "internal"];
/** Routes added by plugins we do not write (the API docs) are public by nature. */
const EXEMPT_PREFIXES = ["/api/docs"];

type SessionLookup = { info: SessionInfo | null; cookies: string[] };
const sessionCache = new WeakMap<FastifyRequest, Promise<SessionLookup>>();

function lookup(auth: Auth, request: FastifyRequest): Promise<SessionLookup> {
	let pending = sessionCache.get(request);
	if (!pending) {
		pending = auth.api
			.getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
			.then(({ headers, response: found }) => ({
				// A session used after a day is extended; the renewed cookie must reach the browser.
				cookies: headers.getSetCookie(),
				info: found
					? {
							user: {
								id: found.user.id,
								email: found.user.email,
								name: found.user.name || null,
								role: typeof found.user.role === "string" ? found.user.role : "user",
							},
							session: { id: found.session.id, expiresAt: new Date(found.session.expiresAt) },
						}
					: null,
			}));
		sessionCache.set(request, pending);
	}
	return pending;
}

/** The caller's session, read once per request (a lookup by the cookie's token). */
export async function sessionOf(auth: Auth, request: FastifyRequest): Promise<SessionInfo | null> {
	return (await lookup(auth, request)).info;
}

/**
 * A rate limit's key per signed-in caller rather than per address (by address when signed out):
 * `keyGenerator: perCallerKey(auth, "family-upload")` counts a family's requests from any device.
 */
export const perCallerKey = (auth: Auth, prefix: string) => async (request: FastifyRequest) =>
	`${prefix}:${(await sessionOf(auth, request))?.user.id ?? request.ip}`;

/**
 * How long a session cookie, once found valid, counts as signed in for `isSignedIn`. Only reads
 * whose answer differs by no more than that use it (the search's guest limit); anything that
 * acts for the user or shows their data looks the session up on every request.
 */
export const SIGNED_IN_MEMORY_MS = 30_000;
const MEMORY_SIZE = 10_000;
type Memory = {
	signedInUntil: Map<string, number>;
	/** Raised by every forget: a lookup that began before it must not be remembered after it. */
	generation: number;
};
/** One memory per app (its auth instance), so two apps in one process stay apart as in two. */
const memories = new WeakMap<Auth, Memory>();

function memoryOf(auth: Auth): Memory {
	let memory = memories.get(auth);
	if (!memory) {
		memory = { signedInUntil: new Map(), generation: 0 };
		memories.set(auth, memory);
	}
	return memory;
}

/**
 * The value of the cookie better-auth itself reads for the session (its exact name, prefix and
 * `__Secure-` form included): another cookie named like it must not stand in for it.
 */
async function sessionToken(auth: Auth, request: FastifyRequest): Promise<string | null> {
	const { authCookies } = await auth.$context;
	return request.cookies?.[authCookies.sessionToken.name] || null;
}

/** Sign-out and other session changes: what this app remembered may no longer hold. */
export function forgetSignedIn(auth: Auth): void {
	const memory = memoryOf(auth);
	memory.generation++;
	memory.signedInUntil.clear();
}

/**
 * Forgets on every instance whenever sessions change (a "sessions" announcement on the cache bus,
 * from this instance or another): called once per app; answers the unsubscribe.
 */
export function forgetSignedInOnChange(auth: Auth, database: Database): () => void {
	return onChange(database, "sessions", () => forgetSignedIn(auth));
}

/**
 * For a request that ends sessions: forget here now, and on every instance once its answer has
 * gone out (its session rows are deleted by then) unless it was refused.
 */
export function forgetSessionsAround(auth: Auth, database: Database, reply: FastifyReply): void {
	forgetSignedIn(auth);
	reply.raw.once("finish", () => {
		// A refused request ended nothing: the other instances need not hear of it.
		if (reply.statusCode < 400) announce(database, "sessions");
		else forgetSignedIn(auth);
	});
}

/**
 * Whether the caller is signed in, for a search typed a keystroke at a time: without a session
 * cookie there is no lookup at all, and a cookie found valid is believed for
 * SIGNED_IN_MEMORY_MS (never past its session's end) instead of being looked up per request.
 */
export async function isSignedIn(auth: Auth, request: FastifyRequest): Promise<boolean> {
	const token = await sessionToken(auth, request);
	if (!token) return false;
	const memory = memoryOf(auth);
	const { signedInUntil } = memory;
	const now = Date.now();
	if ((signedInUntil.get(token) ?? 0) > now) return true;
	const before = memory.generation;
	const info = await sessionOf(auth, request);
	if (!info || before !== memory.generation) {
		signedInUntil.delete(token);
		return info !== null;
	}
	if (signedInUntil.size >= MEMORY_SIZE) {
		// The oldest entry goes first (a Map keeps insertion order).
		const oldest = signedInUntil.keys().next().value;
		if (oldest !== undefined) signedInUntil.delete(oldest);
	}
	signedInUntil.delete(token);
	signedInUntil.set(token, Math.min(now + SIGNED_IN_MEMORY_MS, info.session.expiresAt.getTime()));
	return true;
}

/** The signed-in caller of a `user` or `admin` route (the access hook has already checked). */
export async function requireSession(auth: Auth, request: FastifyRequest): Promise<SessionInfo> {
	const found = await sessionOf(auth, request);
	if (!found) throw new UnauthorizedError();
	return found;
}

/** The id of the signed-in caller of a `user` or `admin` route. */
export async function requireUserId(auth: Auth, request: FastifyRequest): Promise<string> {
	return (await requireSession(auth, request)).user.id;
}

export const isAdmin = (info: SessionInfo | null) => info?.user.role === "admin";
export const isFamily = (info: SessionInfo | null) => info?.user.role === "family";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function registerAccessControl(app: FastifyInstance, auth: Auth, trustedOrigins: string[]): void {
	const list: RouteAccess[] = [];
	app.decorate("routeAccess", list);

	app.addHook("onRoute", (route) => {
		if (!route.url.startsWith("/api/") || EXEMPT_PREFIXES.some((p) => route.url.startsWith(p))) return;
		const access = route.config?.access;
		if (!access || !ACCESS_LEVELS.includes(access))
			throw new Error(`${route.method} ${route.url}: declare config.access (${ACCESS_LEVELS.join(", ")})`);
		for (const method of [route.method].flat())
			if (method !== "HEAD") list.push({ method, url: route.url, access });
	});

	// Hand on a renewed session cookie, whichever route read the session.
	app.addHook("onSend", async (request, reply) => {
		const pending = sessionCache.get(request);
		if (!pending) return;
		const { cookies } = await pending;
		if (cookies.length > 0) reply.header("set-cookie", cookies);
	});

	app.addHook("onRequest", async (request, reply) => {
		const access = request.routeOptions.config.access;
		if (access !== "user" && access !== "family" && access !== "admin") return;
		// Whatever a signed-in route answers belongs to that user: never to a shared cache.
		reply.header("cache-control", "private, no-store");
		// Cookies ride along with any request to this site, so a change must come from our own pages.
		if (!SAFE_METHODS.has(request.method) && !trustedOrigins.includes(String(request.headers.origin ?? ""))) {
			request.log.warn(
				{ origin: request.headers.origin ?? null },
				"state-changing request from a foreign origin refused",
			);
			throw new ForbiddenError("This request must come from the site itself");
		}
		const info = await sessionOf(auth, request);
		if (!info) throw new UnauthorizedError("Authentication required");
		if (access === "admin" && !isAdmin(info)) {
			// Spec section 6: a non-admin's attempt on an admin area is logged as a user-action failure.
			request.log.warn(
				{
					event: "user_action_failure",
					action: "admin_route",
					userId: info.user.id,
					path: request.url.split("?")[0],
				},
				"non-admin refused on an admin route",
			);
			throw new ForbiddenError("Admin privileges required");
		}
		if (access === "family" && !isFamily(info)) throw new ForbiddenError("A family account is required");
	});
}
