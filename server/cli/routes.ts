import { timingSafeEqual } from "node:crypto";
import { PassThrough } from "node:stream";
import { ErrorCode } from "@core/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client";
import { errorBody } from "../errors";
import { isLoopback } from "../loopback";
import type { MediaStorage } from "../media/storage";
import { CommandError, runCommand } from "./commands";

const sameSecret = (a: string, b: string) => {
	const x = Buffer.from(a);
	const y = Buffer.from(b);
	return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The embedded database admits one process, so while the server runs the CLI hands its command
 * here. Only loopback callers holding the token written to DATA_DIR (mode 600) get in.
 * The answer streams the command's output line by line; the last line is `ok` or `error: …`.
 */
export const cliRoutes: FastifyPluginAsyncZod<{
	database: Database;
	storage: MediaStorage;
	token: string;
}> = async (app, { database, storage, token }) => {
	app.post(
		"/api/internal/cli",
		{
			config: { access: "internal" },
			schema: { hide: true, body: z.object({ argv: z.array(z.string().max(500)).max(20) }) },
		},
		async (request, reply) => {
			const given = request.headers["x-cli-token"];
			if (
				!isLoopback(request.socket.remoteAddress) ||
				typeof given !== "string" ||
				!sameSecret(given, token)
			) {
				return reply
					.status(403)
					.send(errorBody(ErrorCode.forbidden, "The command channel is for the local CLI only"));
			}
			const stream = new PassThrough();
			reply.type("text/plain; charset=utf-8").header("cache-control", "no-store");
			void (async () => {
				try {
					await runCommand({ database, storage }, request.body.argv, (line) => stream.write(`${line}\n`));
					stream.end("ok\n");
				} catch (err) {
					if (!(err instanceof CommandError)) request.log.error({ err }, "cli command failed");
					stream.end(`error: ${err instanceof Error ? err.message : String(err)}\n`);
				}
			})();
			return reply.send(stream);
		},
	);
};
