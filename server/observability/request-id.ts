import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import type { Lifecycle } from "../health/lifecycle";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What an incoming request id may look like: the balancer's (nginx's $request_id is 32 hex
 * digits), a UUID, or a caller's own, short and printable. Anything else is replaced, so a
 * client cannot write arbitrary text into the log lines of its request.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the balancer's `X-Request-Id` when it sent a well-formed one (so the
 * balancer's access log and ours name a request alike), else a fresh UUID (ids stay unique across
 * instances, which Fastify's counter is not). A page's inner API calls pass their page's id on
 * (server/plugins/pages.ts), so every line a page view writes carries one id.
 */
export function requestIdOf(request: IncomingMessage): string {
	const incoming = request.headers[REQUEST_ID_HEADER];
	return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer names its request id, and while the server shuts down every answer carries
 * `Connection: close`: the balancer's kept-alive connection ends after this answer, so it opens
 * its next one elsewhere instead of finding this one cut.
 */
export function registerRequestHeaders(app: FastifyInstance, lifecycle: Lifecycle): void {
	app.addHook("onRequest", async (request, reply) => {
		reply.header(REQUEST_ID_HEADER, request.id);
	});
	app.addHook("onSend", async (_request, reply) => {
		if (lifecycle.shuttingDown) reply.header("connection", "close");
	});
}
