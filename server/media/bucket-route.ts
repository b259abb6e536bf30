import type { FastifyInstance } from "fastify";
import { isMissing, isSafeKey, type MediaStorage, mediaContentType, publicCacheControl } from "./storage";

/**
 * /media/* read from a store with no folder to serve statically (an S3 bucket), when
 * MEDIA_PUBLIC_URL does not send browsers elsewhere or for URLs stored before it was set. The
 * same types and Cache-Control as the static files from local disk; a missing file is the app's
 * usual 404.
 */
export function registerBucketMedia(app: FastifyInstance, storage: MediaStorage): void {
	app.get<{ Params: { "*": string } }>(
		"/media/*",
		{ config: { access: "public" }, schema: { hide: true } },
		async (request, reply) => {
			const key = request.params["*"];
			if (!isSafeKey(key)) return reply.callNotFound();
			let data: Buffer;
			try {
				data = await storage.readPublic(key);
			} catch (err) {
				if (isMissing(err)) return reply.callNotFound();
				throw err;
			}
			return reply.type(mediaContentType(key)).header("cache-control", publicCacheControl(key)).send(data);
		},
	);
}
