import { VerifyCodeParams, VerifyResponse } from "@core/contracts/verification";
import { VERIFY_TEXT } from "@core/licence-verification";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { NotFoundError } from "../errors";
import { verifyCode } from "./queries";

const MINUTE_MS = 60_000;
/** Lookups a minute per address: a coordinator checks a certificate's pages, never thousands of codes. */
const VERIFY_LIMIT = { max: 30, timeWindow: MINUTE_MS };

/**
 * Licence verification (issue 28, docs/verification.md): anyone with a code printed on a
 * certificate sees, without signing in, that its licences are genuine and whether they still
 * hold. Unknown and malformed codes say only that; nothing tells how close a guess was.
 */
export const verificationRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { config, database } = services;

	app.get(
		"/api/verify/:code",
		{
			config: { access: "public", rateLimit: VERIFY_LIMIT },
			schema: {
				tags: ["orders"],
				summary:
					"Verifies a licence's or a certificate's code: licence numbers, production, photos, licensor, licence type, dates and whether each still holds; 404 for an unknown code",
				params: VerifyCodeParams,
				response: { 200: VerifyResponse },
			},
		},
		async (request, reply) => {
			// A refund changes the answer at once: no cache may keep an old 'Valid'.
			reply.header("cache-control", "no-store");
			const found = await verifyCode(database.db, request.params.code, config.seller.name);
			if (!found) throw new NotFoundError(VERIFY_TEXT.notFound);
			return found;
		},
	);
};
