import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import {
	AdminFaceResponse,
	AdminPersonListQuery,
	AdminPersonListResponse,
	AdminPersonResponse,
	AliasGroupsResponse,
	FaceCreate,
	FaceIdParams,
	FacePhotoListQuery,
	FacePhotoListResponse,
	FaceUpdate,
	PersonAliasCreate,
	PersonAliasParams,
	PersonAliasResponse,
	PersonSave,
	PersonUpdate,
	PhotoFacesResponse,
} from "@core/contracts/people";
import { PhotoIdParams } from "@core/contracts/photos";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { aliasGroups, linkPersons, unlinkPersons } from "./aliases";
import { createFace, deleteFace, listFacePhotos, photoFaces, updateFace } from "./faces";
import { createPerson, getPerson, listPersons, updatePerson } from "./persons";

/** Faces and people for admins (issue 9): face boxes on photos, persons and their aliases. */
export const adminPeopleRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	/** Who makes a change to the clearance ledger (faces and persons are part of it). */
	const actorOf = async (request: FastifyRequest) => {
		const { user } = await requireSession(auth, request);
		return { id: user.id, email: user.email };
	};

	app.get(
		"/api/admin/faces/photos",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Photos to tag with faces: flagged missing_faces or with fewer faces than people (needs=all: every photo)",
				querystring: FacePhotoListQuery,
				response: { 200: FacePhotoListResponse },
			},
		},
		async (request) => listFacePhotos(database, request.query),
	);

	app.get(
		"/api/admin/photos/:id/faces",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "A photo's preview and size with its faces: boxes, persons (and their aliases), attributes",
				params: PhotoIdParams,
				response: { 200: PhotoFacesResponse },
			},
		},
		async (request) => photoFaces(database, request.params.id),
	);

	app.post(
		"/api/admin/photos/:id/faces",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Add a face box to a photo, for an existing person, a new person (new_person_name) or nobody yet",
				params: PhotoIdParams,
				body: FaceCreate,
				response: { 201: AdminFaceResponse },
			},
		},
		async (request, reply) =>
			reply
				.status(201)
				.send({ face: await createFace(database, await actorOf(request), request.params.id, request.body) }),
	);

	app.patch(
		"/api/admin/faces/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Move or resize a face's box, change its person (or make a new one), its attributes or whether it is identifiable; the photo's clearance is judged again",
				params: FaceIdParams,
				body: FaceUpdate,
				response: { 200: AdminFaceResponse },
			},
		},
		async (request) => ({
			face: await updateFace(database, await actorOf(request), request.params.id, request.body),
		}),
	);

	app.delete(
		"/api/admin/faces/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Remove a face from its photo (its person stays)",
				params: FaceIdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await deleteFace(database, await actorOf(request), request.params.id);
			return reply.status(204).send(null);
		},
	);

	app.get(
		"/api/admin/persons",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "People by name (or id), A to Z, with their face and photo counts and aliases",
				querystring: AdminPersonListQuery,
				response: { 200: AdminPersonListResponse },
			},
		},
		async (request) => listPersons(database, request.query),
	);

	app.post(
		"/api/admin/persons",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Add a person by name",
				body: PersonSave,
				response: { 201: AdminPersonResponse },
			},
		},
		async (request, reply) => reply.status(201).send({ person: await createPerson(database, request.body) }),
	);

	app.get(
		"/api/admin/persons/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "One person with their counts and aliases",
				params: IdParams,
				response: { 200: AdminPersonResponse },
			},
		},
		async (request) => ({ person: await getPerson(database, request.params.id) }),
	);

	app.patch(
		"/api/admin/persons/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Rename a person, or change their life status or year of birth (the photos showing them are judged again)",
				params: IdParams,
				body: PersonUpdate,
				response: { 200: AdminPersonResponse },
			},
		},
		async (request) => ({
			person: await updatePerson(database, await actorOf(request), request.params.id, request.body),
		}),
	);

	app.get(
		"/api/admin/person-aliases",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "People known under several records: each group's records and the links joining them",
				response: { 200: AliasGroupsResponse },
			},
		},
		async () => aliasGroups(database),
	);

	app.post(
		"/api/admin/person-aliases",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Link two person records as one person (similar people then finds both): 400 same id, 404 unknown, 409 already one person",
				body: PersonAliasCreate,
				response: { 201: PersonAliasResponse },
			},
		},
		async (request, reply) => reply.status(201).send({ alias: await linkPersons(database, request.body) }),
	);

	app.delete(
		"/api/admin/person-aliases/:personId/:aliasId",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Unlink two person records (either order); 404 when they are not directly linked",
				params: PersonAliasParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await unlinkPersons(database, request.params.personId, request.params.aliasId);
			return reply.status(204).send(null);
		},
	);
};
