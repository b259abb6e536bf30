import { ClearanceLogResponse } from "@core/contracts/clearance-log";
import { IdParams } from "@core/contracts/listings";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isAdmin, requireSession } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { renderClearanceLog } from "./log-pdf";
import { clearanceLog, clearanceLogCsv } from "./log-service";

/** A file name from the production's name: letters, digits and dashes. */
const fileStem = (name: string) =>
	`clearance-log-${
		name
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, "-")
			.replace(/^-|-$/g, "") || "production"
	}`;

const DOWNLOAD_HEADERS = { "cache-control": "private, no-store" };

/**
 * A production's clearance log (issue 26, item 5), as JSON for its page and as PDF and CSV
 * downloads: its owner's and the admins'; anyone else gets 404, as for a project that is not there.
 */
export const clearanceLogRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	async function logFor(request: FastifyRequest, projectId: string) {
		const session = await requireSession(auth, request);
		return clearanceLog(database.db, projectId, { userId: session.user.id, admin: isAdmin(session) });
	}

	app.get(
		"/api/projects/:id/clearance",
		{
			config: { access: "user" },
			schema: {
				tags: ["clearance"],
				summary:
					"The production's clearance log: one row per licence of its paid orders, with the ledger as it is now",
				params: IdParams,
				response: { 200: ClearanceLogResponse },
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "private, no-store");
			return logFor(request, request.params.id);
		},
	);

	app.get(
		"/api/projects/:id/clearance.pdf",
		{
			config: { access: "user" },
			schema: { tags: ["clearance"], summary: "The production's clearance log as a PDF", params: IdParams },
		},
		async (request, reply) => {
			const log = await logFor(request, request.params.id);
			const pdf = await renderClearanceLog(log);
			return reply
				.headers({
					...DOWNLOAD_HEADERS,
					"content-type": "application/pdf",
					"content-disposition": `inline; filename="${fileStem(log.project.name)}.pdf"`,
				})
				.send(Buffer.from(pdf));
		},
	);

	app.get(
		"/api/projects/:id/clearance.csv",
		{
			config: { access: "user" },
			schema: { tags: ["clearance"], summary: "The production's clearance log as CSV", params: IdParams },
		},
		async (request, reply) => {
			const log = await logFor(request, request.params.id);
			return reply
				.headers({
					...DOWNLOAD_HEADERS,
					"content-type": "text/csv; charset=utf-8",
					"content-disposition": `attachment; filename="${fileStem(log.project.name)}.csv"`,
				})
				.send(clearanceLogCsv(log));
		},
	);
};
