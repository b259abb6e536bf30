import { PhotoClearanceResponse } from "@core/contracts/clearance";
import { PhotoIdParams } from "@core/contracts/photos";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isAdmin, requireSession } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { NotFoundError } from "../errors";
import { photoClearanceInfo } from "./service";

/** What buyers see of the clearance ledger: a photo's Clearance section. */
export const clearanceRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	app.get(
		"/api/photos/:id/clearance",
		{
			config: { access: "user" },
			schema: {
				tags: ["clearance"],
				summary:
					"A photo's clearance: the rights holder's storefront and each person shown (by a role, never a name) with the release that clears them",
				params: PhotoIdParams,
				response: { 200: PhotoClearanceResponse },
			},
		},
		async (request) => {
			const admin = isAdmin(await requireSession(auth, request));
			const info = await photoClearanceInfo(database.db, request.params.id, admin);
			if (!info) throw new NotFoundError("Photo not found");
			return info;
		},
	);
};
