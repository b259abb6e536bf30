import { MailboxResponse } from "@core/contracts/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ForbiddenError } from "../errors";
import { isLoopback } from "../loopback";
import type { Mailer } from "./mailer";

/** Development only (never registered in production): the outbox, so links can be followed without SMTP. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
	app.get(
		"/api/dev/mailbox",
		{
			config: { access: "public" },
			schema: {
				tags: ["dev"],
				summary: "Messages kept in the dev outbox, newest first",
				response: { 200: MailboxResponse },
			},
		},
		async (request, reply) => {
			if (!isLoopback(request.socket.remoteAddress))
				throw new ForbiddenError("The dev mailbox answers only on this machine");
			reply.header("cache-control", "no-store");
			return { transport: mailer.transport, messages: await mailer.list() };
		},
	);
};
