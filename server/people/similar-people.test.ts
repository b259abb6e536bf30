import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, signUpMembers } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let admin: AuthClient;
let member: AuthClient;
/** Live photos: A and B show the same woman, known under two records until merged; C nobody. */
let photoA = "";
let photoB = "";
let photoC = "";

beforeAll(async () => {
	ctx = await createTestApp();
	admin = await signUpAdmin(ctx);
	[member] = await signUpMembers(ctx, "Dee");
	[photoA = "", photoB = "", photoC = ""] = await insertPhotos(ctx.database, 3);
});
afterAll(async () => ctx?.close());

/** The photos a member sees under "Similar people" on a photo's page. */
async function similarTo(photoId: string): Promise<string[]> {
	const res = await member.get(`/api/photos/${photoId}/similar-people`);
	expect(res.statusCode).toBe(200);
	return res.json().photos.map((p: { id: string }) => p.id);
}

describe("faces and aliases feeding similar people", () => {
	it("finds a person's other photos once their two records are merged, and not after unlinking", async () => {
		const p1 = (await admin.post("/api/admin/persons", { name: "Margaret Hale" })).json().person.id;
		const onA = await admin.post(`/api/admin/photos/${photoA}/faces`, {
			box: [0.2, 0.2, 0.2, 0.3],
			person_id: p1,
		});
		expect(onA.statusCode).toBe(201);
		const onB = await admin.post(`/api/admin/photos/${photoB}/faces`, {
			box: [0.4, 0.1, 0.2, 0.3],
			new_person_name: "Peggy",
		});
		expect(onB.statusCode).toBe(201);
		const p2 = onB.json().face.person.id;
		// Someone unknown on C: a face without a person shares nobody.
		await admin.post(`/api/admin/photos/${photoC}/faces`, { box: [0.1, 0.1, 0.2, 0.2] });

		expect(await similarTo(photoA)).toEqual([]);
		expect(await similarTo(photoB)).toEqual([]);

		const merged = await admin.post("/api/admin/person-aliases", { person_id: p1, alias_person_id: p2 });
		expect(merged.statusCode).toBe(201);
		expect(await similarTo(photoA)).toEqual([photoB]);
		expect(await similarTo(photoB)).toEqual([photoA]);
		expect(await similarTo(photoC)).toEqual([]);
		const faces = (await admin.get(`/api/admin/photos/${photoB}/faces`)).json().faces;
		expect(faces[0].person).toEqual({ id: p2, name: "Peggy", aliases: [{ id: p1, name: "Margaret Hale" }] });

		expect((await admin.del(`/api/admin/person-aliases/${p1}/${p2}`)).statusCode).toBe(204);
		expect(await similarTo(photoA)).toEqual([]);
		expect(await similarTo(photoB)).toEqual([]);
	});

	it("lets no member use the admin APIs that feed it", async () => {
		const face = (await admin.get(`/api/admin/photos/${photoA}/faces`)).json().faces[0];
		const attempts = [
			member.get("/api/admin/faces/photos"),
			member.get(`/api/admin/photos/${photoA}/faces`),
			member.post(`/api/admin/photos/${photoA}/faces`, { box: [0.1, 0.1, 0.2, 0.2] }),
			member.patch(`/api/admin/faces/${face.id}`, { box: [0.1, 0.1, 0.2, 0.2] }),
			member.del(`/api/admin/faces/${face.id}`),
			member.get("/api/admin/persons"),
			member.post("/api/admin/persons", { name: "Intruder" }),
			member.patch(`/api/admin/persons/${face.person.id}`, { name: "Intruder" }),
			member.get("/api/admin/person-aliases"),
			member.post("/api/admin/person-aliases", {
				person_id: face.person.id,
				alias_person_id: face.person.id,
			}),
			member.del(`/api/admin/person-aliases/${face.person.id}/${face.person.id}`),
		];
		const answers = await Promise.all(attempts);
		expect(answers.map((res) => res.statusCode)).toEqual(attempts.map(() => 403));
		expect((await admin.get(`/api/admin/photos/${photoA}/faces`)).json().faces).toHaveLength(1);
	});
});
