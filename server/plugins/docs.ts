import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The OpenAPI document, built from the routes' zod schemas, and its viewer at /api/docs. It
 * collects routes as they are added, so it goes in before the API.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
	await app.register(fastifySwagger, {
		openapi: {
			info: {
				title: "Snapshot Set Dressing API",
				description: "Licensing pre-cleared vintage family snapshots for film, television and commercials.",
				version: "0.1.0",
			},
		},
		transform: jsonSchemaTransform,
	});
	await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
