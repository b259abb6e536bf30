import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { ErrorCode } from "@core/contracts/errors";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { visitorCookies } from "../analytics/visitor";
import { sessionOf } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { errorBody } from "../errors";
import { registerBucketMedia } from "../media/bucket-route";
import { IMMUTABLE, isLocalStorage, type MediaStorage, publicCacheControl } from "../media/storage";
import { REQUEST_ID_HEADER } from "../observability/request-id";
import { createPageShell } from "../seo/routes";

const PAGE_ANSWER_HEADER = "x-page-answer";

/**
 * The API requests a page makes for its first answers carry a mark made at start: their routine
 * lines (about ten a page view) stay out of the log; their warnings and errors do not. The logger
 * is built before any plugin, so the mark is made here and handed to both.
 */
export function pageAnswerLogging() {
	const mark = randomBytes(16).toString("hex");
	const childLoggerFactory: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
		logger,
		bindings,
		options,
		rawRequest,
	) => {
		const quiet =
			rawRequest.headers[PAGE_ANSWER_HEADER] === mark && ["trace", "debug", "info"].includes(logger.level);
		return logger.child(bindings, quiet ? { ...options, level: "warn" } : options);
	};
	/** Whether a request is one of a page's own API requests (metrics leave them out). */
	const isPageAnswer = (headers: IncomingHttpHeaders) => headers[PAGE_ANSWER_HEADER] === mark;
	return { mark, childLoggerFactory, isPageAnswer };
}

export type PagesDeps = {
	auth: Auth;
	config: Config;
	database: Database;
	storage: MediaStorage;
	/** The built SPA (dist/web); without it, pages answer 503 with a hint to build. */
	webDir?: string;
	/** From pageAnswerLogging: the header value that marks a page's own API requests. */
	pageAnswerMark: string;
};

/**
 * Everything that is not the API: public media, the built web app's files, and every other path
 * as the single-page app's shell with its head (title, description, links) and first answers
 * written for the page. Last, so the catch-all route and the not-found handler see every route.
 */
export async function registerPages(app: FastifyInstance, deps: PagesDeps): Promise<void> {
	const { auth, config, database, storage, pageAnswerMark } = deps;
	// Public media: thumbnails, watermarked previews, backgrounds, logos. Originals live elsewhere.
	// From local disk as static files; from a bucket through a route that reads it (issue 31).
	if (isLocalStorage(storage)) {
		const publicDir = storage.publicDir;
		await app.register(fastifyStatic, {
			root: publicDir,
			prefix: "/media/",
			decorateReply: false,
			wildcard: true,
			index: false,
			cacheControl: false,
			setHeaders: (reply, filePath) => {
				const key = path.relative(publicDir, filePath).split(path.sep).join("/");
				reply.header("cache-control", publicCacheControl(key));
			},
		});
	} else registerBucketMedia(app, storage);

	const visitors = visitorCookies(config);
	const webDir = deps.webDir;
	const indexHtml = webDir ? path.join(webDir, "index.html") : undefined;
	const hasWeb = Boolean(indexHtml && existsSync(indexHtml));
	const pageShell =
		indexHtml && hasWeb
			? createPageShell(database, config.publicUrl, indexHtml, (error) =>
					app.log.error({ err: error }, "page shell: the page's head could not be read"),
				)
			: undefined;
	if (webDir && hasWeb) {
		await app.register(fastifyStatic, {
			root: webDir,
			prefix: "/",
			wildcard: false,
			index: false,
			// The build writes .br and .gz copies of its text assets; each browser gets the smallest it takes.
			preCompressed: true,
			setHeaders: (reply, filePath) => {
				reply.header(
					"cache-control",
					filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : "no-cache",
				);
			},
		});
	}

	const serveRequest = async (request: FastifyRequest, reply: FastifyReply) => {
		const url = request.url.split("?")[0] ?? "/";
		if (url === "/api" || url.startsWith("/api/") || url.startsWith("/media/")) {
			return reply
				.status(404)
				.send(errorBody(ErrorCode.notFound, `No such endpoint: ${request.method} ${url}`));
		}
		if (request.method !== "GET" && request.method !== "HEAD") {
			return reply
				.status(404)
				.send(errorBody(ErrorCode.notFound, `No such endpoint: ${request.method} ${url}`));
		}
		if (!pageShell) {
			return reply
				.status(503)
				.type("text/plain")
				.send("The web app has not been built yet: run `npm run build` (npm start does it for you).");
		}
		// Every other page is the single-page app, its head written for the page; a path the app
		// has no page for answers 404 (the app shows its not-found page).
		const query = new URLSearchParams(request.url.slice(url.length + 1));
		// The visit's signed cookies (server/analytics/visitor.ts), set with its first page for the
		// browser session: the random-order seed, so this page's loading view and the app list a
		// random page alike, and the tracking session its clicks and searches count under.
		const { seed, cookie } = visitors.pageVisit(request, reply);
		// Read in full, not from isSignedIn's memory: a session due for renewal is renewed by this
		// lookup, and its new cookie goes out with the page (the API answers asked below, which
		// then find it fresh, would renew it unseen).
		const signedIn = (await sessionOf(auth, request).catch(() => null)) !== null;
		// The page carries the answers to the app's first requests, asked as this visitor: with the
		// cookies just issued and from their address (the guest limit counts these searches).
		const ask = async (apiUrl: string) => {
			// The page's request id goes along, so the inner calls' log lines carry it too.
			const headers = {
				[PAGE_ANSWER_HEADER]: pageAnswerMark,
				[REQUEST_ID_HEADER]: request.id,
				...(cookie ? { cookie } : {}),
			};
			const answer = await app.inject({ method: "GET", url: apiUrl, headers, remoteAddress: request.ip });
			return answer.statusCode === 200 ? answer.json() : undefined;
		};
		// A HEAD request gets the page's head and status, not the work of its answers.
		const page = await pageShell(
			url,
			{ signedIn, seed, ...(request.method === "GET" ? { ask } : {}) },
			query,
		);
		// It holds the visitor's own answers: no shared cache keeps it, and a member's (their name,
		// their cart) is not kept at all, like /api/me itself, so Back after a sign-out never
		// shows it again.
		reply.header("cache-control", signedIn ? "private, no-store" : "private, no-cache");
		return reply.status(page.status).type("text/html").send(page.html);
	};
	// Pages are a route of their own, not only the not-found handler: route hooks (compression
	// above all: a listing's loading view is 20 KB of HTML, 4 KB gzip) only run on routes.
	app.get("/*", { schema: { hide: true } }, serveRequest);
	app.setNotFoundHandler(serveRequest);
}
