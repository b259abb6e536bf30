import { createHmac, randomBytes, randomInt } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { TRACKING_COOKIE } from "@core/tracking";
import { MAX_SEED, parseSeed, SEED_COOKIE } from "@core/visitor-seed";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Who a visitor is, as far as counting goes (issue 24): the server decides, never a request body.
 *
 * - The tracking session is a cookie the server issues, signed with AUTH_SECRET (@fastify/cookie),
 *   with a visit's first page or with the first tracking or search answer of a client that has
 *   none. A request without a valid one (a script, a forged or unsigned cookie) is counted under
 *   its network address instead, so leaving the cookie out never makes a fresh visitor.
 * - The address itself is never stored: only a keyed hash of it (HMAC-SHA256 with a key derived
 *   from AUTH_SECRET), and of an IPv6 address only its /64, the block one host is usually given.
 * - The random-order seed cookie (core/visitor-seed.ts) is signed the same way, so a guest's
 *   shuffle is one the server chose (see server/search/guest-limit.ts).
 */

export type Visitor = {
	/** The tracking session: the cookie's id, or (without a valid cookie) the address's pseudonym. */
	session: string;
	/** Whether `session` came from a valid signed cookie. */
	fromCookie: boolean;
	/** The keyed hash of the address (its /64 for IPv6). */
	address: string;
};

type Config = { authSecret: string; isProduction: boolean };

/** The network an address stands for: an IPv4 address as it is, an IPv6 address's /64. */
export function addressNetwork(ip: string): string {
	const bare = ip.split("%")[0]?.toLowerCase() ?? "";
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
	if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
	if (isIPv4(bare) || !isIPv6(bare)) return bare;
	const [head = "", tail] = bare.split("::");
	const groups = (part: string) => (part === "" ? [] : part.split(":"));
	// An IPv4 tail ('::1.2.3.4') is two groups; it lies past the /64 in any case.
	const width = (part: string) => groups(part).reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
	const all =
		tail === undefined
			? groups(head)
			: [...groups(head), ...Array<string>(8 - width(head) - width(tail)).fill("0"), ...groups(tail)];
	return `${all
		.slice(0, 4)
		.map((g) => Number.parseInt(g, 16).toString(16))
		.join(":")}::/64`;
}

/** A signed cookie's value when the signature holds; undefined when absent, unsigned or forged. */
export function signedCookie(request: FastifyRequest, name: string): string | undefined {
	const raw = request.cookies[name];
	if (!raw) return undefined;
	const result = request.unsignCookie(raw);
	return result.valid && result.value ? result.value : undefined;
}

/** A tracking session id: 16 random bytes, 22 characters of base64url. */
const newSessionId = () => randomBytes(16).toString("base64url");

/** The cookies a visit keeps, and what the page's own API requests must send to be that visitor. */
export type PageVisit = {
	seed: number;
	/** The request's Cookie header with the cookies just issued in place of missing or forged ones. */
	cookie: string | undefined;
};

export type Visitors = ReturnType<typeof visitorCookies>;

export function visitorCookies(config: Config) {
	const addressKey = createHmac("sha256", config.authSecret).update("visitor-address").digest();
	const memo = new WeakMap<FastifyRequest, Visitor>();
	const issuedTo = new WeakSet<FastifyRequest>();

	/** Sets a signed session cookie (gone when the browser closes); answers its `name=value` form. */
	function issue(reply: FastifyReply, name: string, value: string, httpOnly: boolean): string {
		const signed = reply.signCookie(value);
		reply.setCookie(name, signed, { path: "/", sameSite: "lax", secure: config.isProduction, httpOnly });
		return `${name}=${encodeURIComponent(signed)}`;
	}

	/** The keyed hash a network address is known by: 22 characters, the same for every request. */
	const pseudonym = (ip: string) =>
		createHmac("sha256", addressKey).update(addressNetwork(ip)).digest("base64url").slice(0, 22);

	/**
	 * The caller as a visitor. With `reply`, a caller without a valid tracking cookie is given one
	 * for its next requests; this request still counts under its address.
	 */
	function visitorOf(request: FastifyRequest, reply?: FastifyReply): Visitor {
		let visitor = memo.get(request);
		if (!visitor) {
			const session = signedCookie(request, TRACKING_COOKIE);
			const address = pseudonym(request.ip);
			visitor = { session: session ?? `a-${address}`, fromCookie: session !== undefined, address };
			memo.set(request, visitor);
		}
		if (!visitor.fromCookie && reply && !reply.sent && !issuedTo.has(request)) {
			issuedTo.add(request);
			issue(reply, TRACKING_COOKIE, newSessionId(), true);
		}
		return visitor;
	}

	/**
	 * A guest's random-order seed: the signed seed cookie's, else one fixed per address (a client
	 * that sends no cookie gets one shuffle, not a new one per request).
	 */
	function guestSeed(request: FastifyRequest): number {
		const fromCookie = parseSeed(signedCookie(request, SEED_COOKIE));
		if (fromCookie !== undefined) return fromCookie;
		return (
			createHmac("sha256", addressKey)
				.update(`seed:${addressNetwork(request.ip)}`)
				.digest()
				.readUInt32BE(0) & MAX_SEED
		);
	}

	/**
	 * A page's visit: the seed its random listings use and the tracking session, each issued (signed)
	 * when missing or forged, and the Cookie header its own API requests send to be this visitor.
	 */
	function pageVisit(request: FastifyRequest, reply: FastifyReply): PageVisit {
		const issued = new Map<string, string>();
		let seed = parseSeed(signedCookie(request, SEED_COOKIE));
		if (seed === undefined) {
			seed = randomInt(0, MAX_SEED + 1);
			// The app reads the number (before the signature) to ask for the same order.
			issued.set(SEED_COOKIE, issue(reply, SEED_COOKIE, String(seed), false));
		}
		if (!signedCookie(request, TRACKING_COOKIE))
			issued.set(TRACKING_COOKIE, issue(reply, TRACKING_COOKIE, newSessionId(), true));
		const kept = (request.headers.cookie ?? "")
			.split(";")
			.map((part) => part.trim())
			.filter((part) => part !== "" && !issued.has(part.slice(0, part.indexOf("=")).trim()));
		const cookie = [...kept, ...issued.values()].join("; ");
		return { seed, cookie: cookie === "" ? undefined : cookie };
	}

	return { visitorOf, guestSeed, pageVisit, pseudonym };
}
