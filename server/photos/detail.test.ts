import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRow, faceRow, personRow, photoRow, profileRow, userRow } from "../db/factories/rows";
import { events, faces, person_aliases, persons, photo_events, photos, profiles, users } from "../db/schema";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let member: AuthClient;
let admin: AuthClient;
const ids: Record<string, string> = {};
const numbers: Record<string, number> = {};

beforeAll(async () => {
	ctx = await createTestApp();
	const db = ctx.database.db;
	const [owner] = await db
		.insert(users)
		.values(userRow({ email: "okafor@family.test", name: "Okafor" }))
		.returning();
	await db.insert(profiles).values(profileRow({ id: owner?.id ?? "", storefront_name: "The Okafor Family" }));
	// Live and $49 (the factory's defaults), as the page below expects.
	const base = { user_id: owner?.id ?? "" };
	const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 12, minutes));
	const made = await db
		.insert(photos)
		.values(
			[
				{
					...base,
					title: "X: birthday party",
					description: "Grandmother and the twins",
					tags: ["birthday", "cake"],
					width: 3000,
					height: 2400,
					file_size: 2_500_000,
					orientation: "horizontal",
					decade_taken: "1970s",
					location_city: "Toronto",
					location_country: "Canada",
					ethnicities: ["Black"],
					image_style: "Polaroid",
					created_at: at(0),
				},
				{ ...base, title: "Y: the same two people", created_at: at(1) },
				{ ...base, title: "Z: one of them", created_at: at(2) },
				{ ...base, title: "W: someone else", created_at: at(3) },
				{ ...base, title: "V: a draft with them", photo_status: "draft", created_at: at(4) },
				{ ...base, title: "U: nobody known", created_at: at(5) },
			].map(photoRow),
		)
		.returning({ id: photos.id, title: photos.title, photoid: photos.photoid });
	for (const p of made) {
		ids[p.title.slice(0, 1)] = p.id;
		numbers[p.title.slice(0, 1)] = p.photoid;
	}
	const [gran, granOnAnotherScan, twin, stranger] = await db
		.insert(persons)
		.values(["Gran", "Gran (second scan)", "Twin", "Stranger"].map((name) => personRow({ name })))
		.returning();
	await db
		.insert(person_aliases)
		.values({ person_id: gran?.id ?? "", alias_person_id: granOnAnotherScan?.id ?? "" });
	const face = (photo: string, person: string | undefined) =>
		faceRow({ photo_id: ids[photo] ?? "", person_id: person ?? null });
	await db.insert(faces).values([
		face("X", gran?.id),
		// The same grandmother found again on the same photo under her other record.
		face("X", granOnAnotherScan?.id),
		face("X", twin?.id),
		face("Y", granOnAnotherScan?.id),
		face("Y", twin?.id),
		face("Z", twin?.id),
		face("W", stranger?.id),
		face("V", gran?.id),
		face("U", undefined),
	]);
	const [christmas] = await db
		.insert(events)
		.values(eventRow({ name: "Christmas" }))
		.returning();
	await db.insert(photo_events).values({ photo_id: ids.X ?? "", event_id: christmas?.id ?? "" });
	member = authClient(ctx);
	await signUp(ctx, member, "decorator@studio.test", "Dee");
	admin = authClient(ctx);
	await signUp(ctx, admin, "curator@studio.test", "Cu");
	await ctx.database.query(sql`update users set role = 'admin' where email = 'curator@studio.test'`);
});
afterAll(async () => ctx?.close());

describe("a photo's page", () => {
	it("is found by its number and by its uuid, with every detail field", async () => {
		const byNumber = await member.get(`/api/photos/${numbers.X}`);
		expect(byNumber.statusCode).toBe(200);
		const photo = byNumber.json();
		expect(photo).toMatchObject({
			id: ids.X,
			photoid: numbers.X,
			title: "X: birthday party",
			description: "Grandmother and the twins",
			price: 4900,
			storefront_name: "The Okafor Family",
			tags: ["birthday", "cake"],
			orientation: "horizontal",
			file_size: 2_500_000,
			friendly_print_size: "10.0 × 8.0 in",
			decade_taken: "1970s",
			location_city: "Toronto",
			location_country: "Canada",
			ethnicities: ["Black"],
			image_style: "Polaroid",
			event_names: ["Christmas"],
			photo_status: "live",
		});
		expect(photo.events).toEqual([{ id: expect.any(String), name: "Christmas" }]);
		expect(photo.face_ids).toHaveLength(3);
		expect((await member.get(`/api/photos/${ids.X}`)).json()).toEqual(photo);
	});

	it("is 404 for an unknown photo and, for members, a photo not live; 400 for a malformed id", async () => {
		expect((await member.get("/api/photos/999999")).statusCode).toBe(404);
		expect((await member.get(`/api/photos/${ids.V}`)).statusCode).toBe(404);
		expect((await member.get("/api/photos/abc")).statusCode).toBe(400);
		expect((await authClient(ctx).get(`/api/photos/${ids.X}`)).statusCode).toBe(401);
	});

	it("shows an admin a photo that is not live", async () => {
		const res = await admin.get(`/api/photos/${ids.V}`);
		expect(res.statusCode).toBe(200);
		expect(res.json().photo_status).toBe("draft");
	});
});

describe("similar people", () => {
	it("ranks live photos by the people they share, following aliases", async () => {
		const res = await member.get(`/api/photos/${ids.X}/similar-people`);
		expect(res.statusCode).toBe(200);
		const body = res.json();
		expect(
			body.photos.map((p: { title: string; shared_people: number }) => [p.title, p.shared_people]),
		).toEqual([
			["Y: the same two people", 2], // Gran (one person, whichever record), and the twin
			["Z: one of them", 1],
		]);
		expect(body).toMatchObject({ total: 2, offset: 0, has_more: false });
		expect((await member.get(`/api/photos/${ids.X}/similar-people?offset=24`)).json()).toMatchObject({
			photos: [],
			total: 2,
		});
	});

	it("has none for a photo without known people, and 404 for a photo not live", async () => {
		expect((await member.get(`/api/photos/${ids.U}/similar-people`)).json()).toMatchObject({
			photos: [],
			total: 0,
		});
		expect((await member.get(`/api/photos/${ids.V}/similar-people`)).statusCode).toBe(404);
	});
});
