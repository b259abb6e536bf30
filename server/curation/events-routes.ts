import {
	AdminEventDetail,
	AdminEventDetailQuery,
	AdminEventListQuery,
	AdminEventListResponse,
	AdminEventResponse,
	EventCreate,
	EventMerge,
	EventMergeResponse,
	EventPhotosChange,
	EventPhotosResponse,
	EventUpdate,
} from "@core/contracts/curation";
import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import {
	attachPhotos,
	createEvent,
	deleteEvent,
	detachPhotos,
	eventDetail,
	listEvents,
	mergeEvent,
	updateEvent,
} from "./events-service";

/** Events for admins (issue 9): create, rename, merge, and which photos show them. */
export const adminEventsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
	app.get(
		"/api/admin/events",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Events, searched by name and sorted, with their photo counts (live and all)",
				querystring: AdminEventListQuery,
				response: { 200: AdminEventListResponse },
			},
		},
		async (request) => listEvents(database, request.query),
	);

	app.post(
		"/api/admin/events",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Add an event (its name unique whatever the case: 409 otherwise)",
				body: EventCreate,
				response: { 201: AdminEventResponse },
			},
		},
		async (request, reply) => reply.status(201).send({ event: await createEvent(database, request.body) }),
	);

	app.get(
		"/api/admin/events/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "One event with a page of its photos, the newest first",
				params: IdParams,
				querystring: AdminEventDetailQuery,
				response: { 200: AdminEventDetail },
			},
		},
		async (request) => eventDetail(database, request.params.id, request.query),
	);

	app.patch(
		"/api/admin/events/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Rename an event or change its description (409 for a name in use)",
				params: IdParams,
				body: EventUpdate,
				response: { 200: AdminEventResponse },
			},
		},
		async (request) => ({ event: await updateEvent(database, request.params.id, request.body) }),
	);

	app.delete(
		"/api/admin/events/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Delete an event; its photos stay, without it",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await deleteEvent(database, request.params.id);
			return reply.status(204).send(null);
		},
	);

	app.post(
		"/api/admin/events/:id/merge",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Merge an event into another: its photos move there and it is deleted, all at once",
				params: IdParams,
				body: EventMerge,
				response: { 200: EventMergeResponse },
			},
		},
		async (request) => mergeEvent(database, request.params.id, request.body.into),
	);

	app.post(
		"/api/admin/events/:id/photos",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Tag photos with the event (those tagged already are left; an unknown photo refuses all)",
				params: IdParams,
				body: EventPhotosChange,
				response: { 200: EventPhotosResponse },
			},
		},
		async (request) => attachPhotos(database, request.params.id, request.body.photo_ids),
	);

	app.delete(
		"/api/admin/events/:id/photos",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Take the event off photos (the photos stay)",
				params: IdParams,
				body: EventPhotosChange,
				response: { 200: EventPhotosResponse },
			},
		},
		async (request) => detachPhotos(database, request.params.id, request.body.photo_ids),
	);
};
