import { CartBatchAdd, CartBatchAddResponse, CartCountResponse } from "@core/contracts/cart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { addCartItems, countCartItems } from "./service";

export const cartRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	app.get(
		"/api/cart/count",
		{
			config: { access: "user" },
			schema: {
				tags: ["cart"],
				summary: "How many photos are in the caller's cart",
				response: { 200: CartCountResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return { count: await countCartItems(database, user.id) };
		},
	);

	app.post(
		"/api/cart/items",
		{
			config: { access: "user" },
			schema: {
				tags: ["cart"],
				summary: "Add photos to the caller's cart (quantity 1); counts of added, duplicates and errors",
				body: CartBatchAdd,
				response: { 200: CartBatchAddResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return addCartItems(database, user.id, request.body.items);
		},
	);
};
