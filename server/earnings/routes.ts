import { EarningsQuery, EarningsResponse, StatementParams } from "@core/contracts/earnings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { requireUserId } from "../auth/access";
import { familyEarnings, monthStatement } from "./service";
import { statementCsv } from "./statement-csv";
import { renderStatement } from "./statement-pdf";

const NO_STORE = { "cache-control": "private, no-store" };

/** The earnings cost a few queries, a statement a render too: plenty for a family, not for a loop. */
const EARNINGS_RATE = { max: 120, timeWindow: 60_000 };
const STATEMENT_RATE = { max: 60, timeWindow: 60_000 };

/**
 * A family's earnings (issue 27, item 7): its own royalties, balance and payouts, and a
 * statement per month as CSV and PDF. Each reads only the caller's rows: there is no family id
 * to ask for, so another family's earnings cannot be named, let alone read.
 */
export const earningsRoutes: FastifyPluginAsyncZod<
	Pick<AppServices, "auth" | "config" | "database">
> = async (app, { auth, config, database }) => {
	app.get(
		"/api/family/earnings",
		{
			config: { access: "family", rateLimit: EARNINGS_RATE },
			schema: {
				tags: ["earnings"],
				summary:
					"The family's balance, totals, the months and photos of a year (?year=, this year by default), recent sales by licence type (never the buyer) and payouts",
				querystring: EarningsQuery,
				response: { 200: EarningsResponse },
			},
		},
		async (request, reply) => {
			const familyId = await requireUserId(auth, request);
			reply.headers(NO_STORE);
			return familyEarnings(database, config, familyId, request.query.year);
		},
	);

	app.get(
		"/api/family/earnings/statements/:month.csv",
		{
			config: { access: "family", rateLimit: STATEMENT_RATE },
			schema: {
				tags: ["earnings"],
				summary:
					"The family's statement of a month (YYYY-MM, UTC) as CSV: opening balance, each sale, refund and payout, the total and the closing balance",
				params: StatementParams,
			},
		},
		async (request, reply) => {
			const familyId = await requireUserId(auth, request);
			const statement = await monthStatement(database, familyId, request.params.month);
			return reply
				.headers({
					...NO_STORE,
					"content-type": "text/csv; charset=utf-8",
					"content-disposition": `attachment; filename="earnings-${statement.month}.csv"`,
				})
				.send(statementCsv(statement));
		},
	);

	app.get(
		"/api/family/earnings/statements/:month.pdf",
		{
			config: { access: "family", rateLimit: STATEMENT_RATE },
			schema: {
				tags: ["earnings"],
				summary: "The family's statement of a month (YYYY-MM, UTC) as a PDF",
				params: StatementParams,
			},
		},
		async (request, reply) => {
			const familyId = await requireUserId(auth, request);
			const statement = await monthStatement(database, familyId, request.params.month);
			const pdf = await renderStatement(statement);
			return reply
				.headers({
					...NO_STORE,
					"content-type": "application/pdf",
					"content-disposition": `inline; filename="earnings-${statement.month}.pdf"`,
				})
				.send(Buffer.from(pdf));
		},
	);
};
