import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isMissing, isSafeKey, type MediaStorage, mediaContentType, publicCacheControl } from "./storage";

type MediaRequest = FastifyRequest<{ Params: { "*": string } }>;

/**
 * /media/* read from a store with no folder to serve statically (an S3 bucket), when
 * MEDIA_PUBLIC_URL does not send browsers elsewhere or for URLs stored before it was set. The
 * same types and Cache-Control as the static files from local disk; a missing file is the app's
 * usual 404. HEAD asks the store for the size only (HeadObject), never the body. Every request,
 * a miss too, costs one request to the store: put a cache (nginx, a CDN) in front.
 */
export function registerBucketMedia(app: FastifyInstance, storage: MediaStorage): void {
	const answer = async (request: MediaRequest, reply: FastifyReply, head: boolean) => {
		const key = request.params["*"];
		if (!isSafeKey(key)) return reply.callNotFound();
		let data: Buffer | undefined;
		let size: number;
		try {
			if (head) size = await storage.publicSize(key);
			else {
				data = await storage.readPublic(key);
				size = data.length;
			}
		} catch (err) {
			if (isMissing(err)) return reply.callNotFound();
			throw err;
		}
		reply.type(mediaContentType(key)).header("cache-control", publicCacheControl(key));
		if (data) return reply.send(data);
		return reply.header("content-length", size).send();
	};
	const options = { config: { access: "public" }, schema: { hide: true } } as const;
	// Fastify's own HEAD for a GET route would run the GET (a whole read of the object).
	app.get<{ Params: { "*": string } }>("/media/*", { ...options, exposeHeadRoute: false }, (request, reply) =>
		answer(request, reply, false),
	);
	app.head<{ Params: { "*": string } }>("/media/*", options, (request, reply) =>
		answer(request, reply, true),
	);
}
