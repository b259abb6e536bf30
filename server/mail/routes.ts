import { MailboxResponse } from "@core/contracts/mail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config";
import { ForbiddenError } from "../errors";
import { isLoopback } from "../loopback";
import { adminMailRoutes } from "./admin-routes";
import type { MailService } from "./setup";
import type { MailTransport } from "./transport";

/** Development only (never registered in production): the dev mailbox, so links can be followed without SMTP. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ transport: MailTransport }> = async (
	app,
	{ transport },
) => {
	app.get(
		"/api/dev/mailbox",
		{
			config: { access: "public" },
			schema: {
				tags: ["dev"],
				summary: "Messages kept in the dev mailbox (DATA_DIR/outbox), newest first",
				response: { 200: MailboxResponse },
			},
		},
		async (request, reply) => {
			if (!isLoopback(request.socket.remoteAddress))
				throw new ForbiddenError("The dev mailbox answers only on this machine");
			reply.header("cache-control", "no-store");
			return { transport: transport.transport, messages: await transport.list() };
		},
	);
};

/** The mail routes: the admin screen of undelivered mail, and the dev mailbox outside production. */
export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService; config: Config }> = async (
	app,
	{ mail, config },
) => {
	await app.register(adminMailRoutes, { mail });
	// The dev mailbox holds live sign-in links: never in production, never from another machine.
	if (!config.isProduction && mail.transport.transport === "outbox")
		await app.register(devMailboxRoutes, { transport: mail.transport });
};
