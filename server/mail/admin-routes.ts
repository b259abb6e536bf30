import { IdParams } from "@core/contracts/listings";
import { AdminMailListResponse, AdminMailRetryResponse } from "@core/contracts/mail";
import { ADMIN_MAIL_TEXT } from "@core/mail-queue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ConflictError, NotFoundError } from "../errors";
import { listUndeliveredMail, undeliveredMail } from "./queries";
import type { MailService } from "./setup";

/** The most rows the screen lists; past it, it says how many more there are. */
export const ADMIN_MAIL_LIMIT = 200;

/** /admin/mail: mail that has not gone out, and "Retry now". */
export const adminMailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
	const { database } = mail;

	app.get(
		"/api/admin/mail",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Mail that has not gone out: refused and waiting for its next attempt, given up, or overdue; newest first, with the contact message a team mail carries",
				response: { 200: AdminMailListResponse },
			},
		},
		async (_request, reply) => {
			reply.header("cache-control", "no-store");
			return listUndeliveredMail(database.db, ADMIN_MAIL_LIMIT);
		},
	);

	app.post(
		"/api/admin/mail/:id/retry",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Try to deliver one mail now, outside its schedule (also one given up); answers the outcome, 409 when it is sent or being sent",
				params: IdParams,
				response: { 200: AdminMailRetryResponse },
			},
		},
		async (request) => {
			const { id } = request.params;
			const result = await mail.retryNow(id);
			if ("refused" in result) {
				if (result.refused === "not_found") throw new NotFoundError(ADMIN_MAIL_TEXT.notFound);
				throw new ConflictError(
					result.refused === "already_sent" ? ADMIN_MAIL_TEXT.alreadySent : ADMIN_MAIL_TEXT.inFlight,
				);
			}
			request.log.info({ mailId: id, outcome: result.outcome }, "mail retried by an admin");
			return {
				outcome: result.outcome,
				item: result.outcome === "sent" ? null : await undeliveredMail(database.db, id),
			};
		},
	);
};
