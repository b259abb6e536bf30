import { FACE_BOX_TEXT } from "@core/face-box";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import type { AuthClient } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let admin: AuthClient;
/** Live photos: `flagged` has missing_faces set, `counted` shows 2 people, `done` is neither. */
let flagged = "";
let counted = "";
let done = "";
let draft = "";
let ada = "";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
	ctx = await createTestApp();
	admin = await signUpAdmin(ctx);
	[flagged = "", counted = "", done = ""] = await insertPhotos(ctx.database, 3);
	[draft = ""] = await insertPhotos(ctx.database, 1, { status: "draft" });
	await ctx.database.query(sql`update photos set missing_faces = true where id = ${flagged}`);
	// The fixture dates each batch from the same start: the draft is made the newest.
	await ctx.database.query(sql`update photos set created_at = now() where id = ${draft}`);
	await ctx.database.query(sql`update photos set people_count = 2 where id in (${counted}, ${draft})`);
	await ctx.database.query(sql`update photos set title = 'Picnic by the lake' where id = ${counted}`);
	const res = await admin.post("/api/admin/persons", { name: "Ada Okafor" });
	ada = res.json().person.id;
});
afterAll(async () => ctx?.close());

const facesOf = async (photoId: string) => (await admin.get(`/api/admin/photos/${photoId}/faces`)).json();
const addFace = (photoId: string, body: Record<string, unknown>) =>
	admin.post(`/api/admin/photos/${photoId}/faces`, body);

describe("the photos to tag", () => {
	it("lists flagged photos and photos with fewer faces than people, newest first, any status", async () => {
		const res = await admin.get("/api/admin/faces/photos");
		expect(res.statusCode).toBe(200);
		const body = res.json();
		expect(body.photos.map((p: { id: string }) => p.id)).toEqual([draft, counted, flagged]);
		expect(body).toMatchObject({ total: 3, page: 1, page_size: 24 });
		expect(body.photos[1]).toMatchObject({
			id: counted,
			title: "Picnic by the lake",
			people_count: 2,
			face_count: 0,
			missing_faces: false,
			photo_status: "live",
		});
		expect(body.photos[1].thumbnail_url).toMatch(/^\/media\/thumbs\//);

		const all = (await admin.get("/api/admin/faces/photos?needs=all")).json();
		expect(all.total).toBe(4);
	});

	it("drops a photo once it has as many faces as people, and finds photos by words or #photoid", async () => {
		await addFace(counted, { box: [0.1, 0.1, 0.2, 0.2] });
		await addFace(counted, { box: [0.5, 0.1, 0.2, 0.2] });
		const ids = (await admin.get("/api/admin/faces/photos")).json().photos.map((p: { id: string }) => p.id);
		expect(ids).toEqual([draft, flagged]);

		const byWords = (await admin.get("/api/admin/faces/photos?needs=all&q=picnic%20lak")).json();
		expect(byWords.photos.map((p: { id: string; face_count: number }) => [p.id, p.face_count])).toEqual([
			[counted, 2],
		]);
		const [row] = await ctx.database.query<{ photoid: number }>(
			sql`select photoid from photos where id = ${done}`,
		);
		const byNumber = (await admin.get(`/api/admin/faces/photos?needs=all&q=%23${row?.photoid}`)).json();
		expect(byNumber.photos.map((p: { id: string }) => p.id)).toEqual([done]);
		expect((await admin.get("/api/admin/faces/photos?needs=some")).statusCode).toBe(400);
	});
});

describe("tagging faces", () => {
	it("adds a face for an existing person, a new person or nobody, and lists them on the photo", async () => {
		const first = await addFace(flagged, {
			box: [0.1, 0.2, 0.15, 0.2],
			person_id: ada,
			gender: "female",
			age: 34,
			ethnicity: " Black ",
		});
		expect(first.statusCode).toBe(201);
		expect(first.json().face).toMatchObject({
			box: [0.1, 0.2, 0.15, 0.2],
			person: { id: ada, name: "Ada Okafor", aliases: [] },
			gender: "female",
			age: 34,
			ethnicity: "Black",
		});

		const second = await addFace(flagged, { box: [0.5, 0.2, 0.15, 0.2], new_person_name: "  Uncle Femi " });
		expect(second.statusCode).toBe(201);
		const femi = second.json().face.person;
		expect(femi.name).toBe("Uncle Femi");
		const listed = (await admin.get(`/api/admin/persons?q=femi`)).json();
		expect(listed.persons.map((p: { id: string }) => p.id)).toEqual([femi.id]);

		const third = await addFace(flagged, { box: [0.7, 0.2, 0.1, 0.1] });
		expect(third.json().face).toMatchObject({ person: null, gender: null, age: null, ethnicity: null });

		const body = await facesOf(flagged);
		expect(body.photo).toMatchObject({
			id: flagged,
			face_count: 3,
			missing_faces: true,
			width: 1200,
			height: 800,
		});
		expect(body.photo.preview_url).toMatch(/^\/media\/previews\//);
		expect(body.faces.map((f: { person: { name: string } | null }) => f.person?.name ?? null)).toEqual([
			"Ada Okafor",
			"Uncle Femi",
			null,
		]);
	});

	it("moves a box, changes the person and attributes, and removes a face", async () => {
		const [face] = (await facesOf(flagged)).faces;
		const moved = await admin.patch(`/api/admin/faces/${face.id}`, { box: [0.12, 0.22, 0.2, 0.25] });
		expect(moved.statusCode).toBe(200);
		expect(moved.json().face).toMatchObject({ box: [0.12, 0.22, 0.2, 0.25], person: { id: ada }, age: 34 });

		const renamed = await admin.patch(`/api/admin/faces/${face.id}`, {
			new_person_name: "Grandma Ada",
			age: null,
			gender: "female",
		});
		expect(renamed.json().face).toMatchObject({ person: { name: "Grandma Ada" }, age: null });
		expect(renamed.json().face.person.id).not.toBe(ada);

		const back = await admin.patch(`/api/admin/faces/${face.id}`, { person_id: ada, ethnicity: "" });
		expect(back.json().face).toMatchObject({ person: { id: ada }, ethnicity: null });
		const nobody = await admin.patch(`/api/admin/faces/${face.id}`, { person_id: null });
		expect(nobody.json().face.person).toBeNull();

		const removed = await admin.del(`/api/admin/faces/${face.id}`);
		expect(removed.statusCode).toBe(204);
		expect((await facesOf(flagged)).faces).toHaveLength(2);
		expect((await admin.del(`/api/admin/faces/${face.id}`)).statusCode).toBe(404);
		// The person stays when their face goes.
		expect((await admin.get(`/api/admin/persons/${ada}`)).statusCode).toBe(200);
	});

	it("refuses boxes outside the image, bad attributes and two persons at once with 400", async () => {
		const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
			[{ box: [0.9, 0.1, 0.2, 0.2] }, { box: FACE_BOX_TEXT.outside }],
			[{ box: [-0.1, 0.1, 0.2, 0.2] }, { "box.0": FACE_BOX_TEXT.range }],
			[{ box: [0.1, 0.1, 0.001, 0.2] }, { box: FACE_BOX_TEXT.tooSmall }],
			[{ box: [0.1, 0.1, 0.2, 0.2], age: 121 }, { age: "An age is a whole number from 0 to 120" }],
			[{ box: [0.1, 0.1, 0.2, 0.2], gender: "other" }, { gender: "One of female, male" }],
			[
				{ box: [0.1, 0.1, 0.2, 0.2], person_id: ada, new_person_name: "Both" },
				{ new_person_name: "Choose an existing person or name a new one, not both" },
			],
		];
		for (const [body, fields] of cases) {
			const res = await addFace(done, body);
			expect(res.statusCode, JSON.stringify(body)).toBe(400);
			expect(res.json().error.fields, JSON.stringify(body)).toEqual(fields);
		}
		const missing = await addFace(done, { person_id: ada });
		expect(missing.statusCode).toBe(400);
		expect(Object.keys(missing.json().error.fields)).toEqual(["box"]);

		const [face] = (await facesOf(flagged)).faces;
		const badMove = await admin.patch(`/api/admin/faces/${face.id}`, { box: [0.5, 0.5, 0.6, 0.2] });
		expect(badMove.statusCode).toBe(400);
		expect((await admin.patch(`/api/admin/faces/${face.id}`, {})).statusCode).toBe(400);
		expect((await facesOf(done)).faces).toEqual([]);
	});

	it("answers 404 for an unknown photo, face or person, and 400 for a malformed id", async () => {
		expect((await admin.get(`/api/admin/photos/${UNKNOWN}/faces`)).statusCode).toBe(404);
		const noPhoto = await addFace(UNKNOWN, { box: [0.1, 0.1, 0.2, 0.2] });
		expect(noPhoto.statusCode).toBe(404);
		expect(noPhoto.json().error).toEqual({ code: "NOT_FOUND", message: "Photo not found" });
		const noPerson = await addFace(done, { box: [0.1, 0.1, 0.2, 0.2], person_id: UNKNOWN });
		expect(noPerson.json().error).toEqual({ code: "NOT_FOUND", message: "Person not found" });
		// Nothing half-written: the face was not added without its person.
		expect((await facesOf(done)).faces).toEqual([]);
		const noFace = await admin.patch(`/api/admin/faces/${UNKNOWN}`, { age: 3 });
		expect(noFace.json().error).toEqual({ code: "NOT_FOUND", message: "Face not found" });

		expect((await admin.get("/api/admin/photos/not-a-uuid/faces")).statusCode).toBe(400);
		expect((await admin.patch("/api/admin/faces/42", { age: 3 })).statusCode).toBe(400);
		expect((await admin.del("/api/admin/faces/42")).statusCode).toBe(400);
	});

	it("keeps a new person only when the face is saved", async () => {
		const before = await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from persons`);
		const res = await addFace(UNKNOWN, { box: [0.1, 0.1, 0.2, 0.2], new_person_name: "Nobody Kept" });
		expect(res.statusCode).toBe(404);
		const after = await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from persons`);
		expect(after[0]?.n).toBe(before[0]?.n);
	});
});
