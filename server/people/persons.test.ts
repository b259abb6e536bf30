import { PEOPLE_TEXT } from "@core/contracts/people";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlArray } from "../db/sql";
import { signUpAdmin } from "../test/admin-client";
import type { AuthClient } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let admin: AuthClient;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
	ctx = await createTestApp();
	admin = await signUpAdmin(ctx);
});
afterAll(async () => ctx?.close());

type Person = { id: string; name: string | null; face_count: number; photo_count: number };
const create = async (name: string): Promise<Person> =>
	(await admin.post("/api/admin/persons", { name })).json().person;
const link = (person_id: string, alias_person_id: string) =>
	admin.post("/api/admin/person-aliases", { person_id, alias_person_id });
const groups = async () => (await admin.get("/api/admin/person-aliases")).json().groups;

describe("persons", () => {
	it("creates, finds by name or id, renames, and counts faces and photos", async () => {
		const res = await admin.post("/api/admin/persons", { name: "  Ruth Okafor " });
		expect(res.statusCode).toBe(201);
		const ruth = res.json().person;
		expect(ruth).toMatchObject({ name: "Ruth Okafor", face_count: 0, photo_count: 0, aliases: [] });
		await create("Ruth Hale");
		await create("Benedict Okafor");
		await ctx.database.query(sql`insert into persons (name) values (null)`);

		const all = (await admin.get("/api/admin/persons")).json();
		expect(all.persons.map((p: Person) => p.name)).toEqual([
			"Benedict Okafor",
			"Ruth Hale",
			"Ruth Okafor",
			null,
		]);
		expect(all).toMatchObject({ total: 4, page: 1, page_size: 25 });
		const okafors = (await admin.get("/api/admin/persons?q=okaf%20ruth")).json();
		expect(okafors.persons.map((p: Person) => p.name)).toEqual(["Ruth Okafor"]);
		const byId = (await admin.get(`/api/admin/persons?q=${ruth.id}`)).json();
		expect(byId.persons.map((p: Person) => p.id)).toEqual([ruth.id]);
		const paged = (await admin.get("/api/admin/persons?page=2&page_size=3")).json();
		expect(paged.persons.map((p: Person) => p.name)).toEqual([null]);

		const [a, b] = await insertPhotos(ctx.database, 2);
		for (const photo of [a, a, b])
			await admin.post(`/api/admin/photos/${photo}/faces`, { box: [0.1, 0.1, 0.2, 0.2], person_id: ruth.id });
		const counted = (await admin.get(`/api/admin/persons/${ruth.id}`)).json().person;
		expect(counted).toMatchObject({ face_count: 3, photo_count: 2 });
		expect(counted.thumbnail_url).toMatch(/^\/media\/thumbs\/.*-2\.webp$/);

		const renamed = await admin.patch(`/api/admin/persons/${ruth.id}`, { name: "Ruth Okafor-Hale" });
		expect(renamed.statusCode).toBe(200);
		expect(renamed.json().person).toMatchObject({ id: ruth.id, name: "Ruth Okafor-Hale", face_count: 3 });
	});

	it("refuses a blank or long name with 400, and unknown or malformed ids", async () => {
		const blank = await admin.post("/api/admin/persons", { name: "  " });
		expect(blank.statusCode).toBe(400);
		expect(blank.json().error.fields).toEqual({ name: PEOPLE_TEXT.nameBlank });
		const long = await admin.post("/api/admin/persons", { name: "x".repeat(121) });
		expect(long.json().error.fields).toEqual({ name: PEOPLE_TEXT.nameTooLong });
		expect((await admin.patch(`/api/admin/persons/${UNKNOWN}`, { name: "Who" })).statusCode).toBe(404);
		expect((await admin.get(`/api/admin/persons/${UNKNOWN}`)).json().error).toEqual({
			code: "NOT_FOUND",
			message: PEOPLE_TEXT.personNotFound,
		});
		expect((await admin.get("/api/admin/persons/nope")).statusCode).toBe(400);
	});
});

describe("aliases", () => {
	it("links records as one person, shows them as one group with each record's aliases", async () => {
		const [ann, annie, anna] = [await create("Ann Lee"), await create("Annie Lee"), await create("Anna L.")];
		const res = await link(ann.id, annie.id);
		expect(res.statusCode).toBe(201);
		expect(res.json().alias).toMatchObject({ person_id: ann.id, alias_person_id: annie.id });
		expect((await link(anna.id, annie.id)).statusCode).toBe(201);

		const [group] = await groups();
		expect(group.persons.map((p: Person) => p.name)).toEqual(["Ann Lee", "Anna L.", "Annie Lee"]);
		expect(group.links).toHaveLength(2);
		// Linked through Annie, Ann and Anna are the same person too.
		const annNow = (await admin.get(`/api/admin/persons/${ann.id}`)).json().person;
		expect(annNow.aliases.map((p: Person) => p.name)).toEqual(["Anna L.", "Annie Lee"]);
	});

	it("refuses the same id (400), unknown people (404) and records already one person (409)", async () => {
		const found: Person[] = (await admin.get("/api/admin/persons?q=ann")).json().persons;
		const idOf = (name: string) => found.find((p) => p.name === name)?.id ?? "";
		const [ann, annie, anna] = [idOf("Ann Lee"), idOf("Annie Lee"), idOf("Anna L.")];
		const same = await link(ann, ann);
		expect(same.statusCode).toBe(400);
		expect(same.json().error.fields).toEqual({ alias_person_id: PEOPLE_TEXT.sameAlias });
		expect((await link(ann, UNKNOWN)).statusCode).toBe(404);
		for (const [a, b] of [
			[ann, annie],
			[annie, ann],
			[ann, anna],
		] as const) {
			const res = await link(a, b);
			expect(res.statusCode).toBe(409);
			expect(res.json().error).toEqual({ code: "CONFLICT", message: PEOPLE_TEXT.alreadyLinked });
		}
		expect(
			(await admin.post("/api/admin/person-aliases", { person_id: "x", alias_person_id: ann })).statusCode,
		).toBe(400);
		expect(await groups()).toHaveLength(1);
	});

	it("unlinks a pair in either order, splitting the group; 404 for a pair that is not linked", async () => {
		const [group] = await groups();
		const [first] = group.links;
		const res = await admin.del(`/api/admin/person-aliases/${first.alias_person_id}/${first.person_id}`);
		expect(res.statusCode).toBe(204);
		const after = await groups();
		expect(after).toHaveLength(1);
		expect(after[0].persons).toHaveLength(2);
		const again = await admin.del(`/api/admin/person-aliases/${first.person_id}/${first.alias_person_id}`);
		expect(again.statusCode).toBe(404);
		expect(again.json().error.message).toBe(PEOPLE_TEXT.aliasNotFound);
		expect((await admin.del(`/api/admin/person-aliases/${first.person_id}/bad`)).statusCode).toBe(400);
	});

	it("two links made at once that would close a loop between two groups: one is made, the other is 409", async () => {
		const [a, b, c, d] = await Promise.all(["Ray A", "Ray B", "Ray C", "Ray D"].map(create));
		if (!a || !b || !c || !d) throw new Error("persons not created");
		expect((await link(a.id, b.id)).statusCode).toBe(201);
		expect((await link(c.id, d.id)).statusCode).toBe(201);
		const answers = await Promise.all([link(b.id, c.id), link(d.id, a.id)]);
		expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
		const [edges] = await ctx.database.query<{ n: number }>(sql`
			select count(*)::int as n from person_aliases
			where person_id = any(${sqlArray([a.id, b.id, c.id, d.id])}::uuid[])`);
		// Four records, one group, three links: a tree, so unlinking any pair splits it.
		expect(edges?.n).toBe(3);
	});
});
