import { CONTINUITY_TEXT } from "@core/continuity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRow, faceRow, familyRows, personRow, photoRow } from "../db/factories/rows";
import { events, faces, person_aliases, persons, photo_events, photos, profiles, users } from "../db/schema";
import { createTestApp, type TestContext } from "../test/harness";

/**
 * Two families. The Okafors' subject photo S (1970s) shows Gran and Dad at Christmas; Gran was
 * also recorded once more as "Gran (second scan)", linked as her alias. The Bells' photo shows
 * Gran's second record too (a neighbour's snapshot), and one Bell photo is of a Christmas.
 */
let ctx: TestContext;
const ids: Record<string, string> = {};
let okafor = "";
let bell = "";
let draftOnly = "";

const get = async (url: string) => ctx.app.inject({ method: "GET", url });
const titles = (list: { photos: { title: string }[] }) => list.photos.map((p) => p.title);

beforeAll(async () => {
	ctx = await createTestApp();
	const db = ctx.database.db;
	const families = [
		familyRows({ email: "okafor@family.test" }, { storefront_name: "The Okafor Family" }),
		familyRows({ email: "bell@family.test" }, { storefront_name: "The Bells" }),
		familyRows({ email: "drafts@family.test" }, { storefront_name: "Only Drafts" }),
	];
	await db.insert(users).values(families.map((f) => f.user));
	await db.insert(profiles).values(families.map((f) => f.profile));
	[okafor, bell, draftOnly] = families.map((f) => f.user.id ?? "") as [string, string, string];
	const o = { user_id: okafor };
	const made = await db
		.insert(photos)
		.values(
			[
				{ ...o, title: "S 1970s subject", decade_taken: "1970s" },
				{ ...o, title: "P1 1950s gran second record", decade_taken: "1950s" },
				{ ...o, title: "P2 1990s dad", decade_taken: "1990s" },
				{ ...o, title: "P3 1970s gran and dad", decade_taken: "1970s" },
				{ ...o, title: "P4 1970s draft of gran", decade_taken: "1970s", photo_status: "draft" },
				{ ...o, title: "P5 1960s christmas nobody", decade_taken: "1960s" },
				{ ...o, title: "P6 1980s christmas stranger", decade_taken: "1980s" },
				{ ...o, title: "P7 1960s christmas gran", decade_taken: "1960s" },
				{ ...o, title: "P8 1980s nothing shared", decade_taken: "1980s" },
				{ ...o, title: "P9 undated dad" },
				{ user_id: bell, title: "Q1 1940s bells with gran", decade_taken: "1940s" },
				{ user_id: bell, title: "Q2 1970s bells christmas", decade_taken: "1970s" },
				{ user_id: draftOnly, title: "D1 draft", decade_taken: "1970s", photo_status: "draft" },
			].map(photoRow),
		)
		.returning({ id: photos.id, title: photos.title });
	for (const p of made) ids[p.title.split(" ")[0] ?? ""] = p.id;
	const [gran, granAgain, dad, stranger] = await db
		.insert(persons)
		.values(
			["Gran", "Gran (second scan)", "Dad", "Stranger"].map((name) => personRow({ name, owner_id: okafor })),
		)
		.returning();
	// The alias is stored one way only (second scan → first): followed both ways.
	await db.insert(person_aliases).values({ person_id: granAgain?.id ?? "", alias_person_id: gran?.id ?? "" });
	const face = (photo: string, person: { id: string } | undefined) =>
		faceRow({ photo_id: ids[photo] ?? "", person_id: person?.id ?? null });
	await db
		.insert(faces)
		.values([
			face("S", gran),
			face("S", dad),
			face("P1", granAgain),
			face("P2", dad),
			face("P3", gran),
			face("P3", dad),
			face("P4", gran),
			face("P6", stranger),
			face("P7", granAgain),
			face("P9", dad),
			face("Q1", granAgain),
		]);
	const [christmas, picnic] = await db
		.insert(events)
		.values([eventRow({ name: "Christmas" }), eventRow({ name: "Picnic" })])
		.returning();
	const at = (photo: string, event: { id: string } | undefined) => ({
		photo_id: ids[photo] ?? "",
		event_id: event?.id ?? "",
	});
	await db
		.insert(photo_events)
		.values([
			at("S", christmas),
			at("S", picnic),
			at("P5", christmas),
			at("P5", picnic),
			at("P6", christmas),
			at("P7", christmas),
			at("Q2", christmas),
		]);
});
afterAll(async () => ctx?.close());

describe("GET /api/photos/:id/continuity", () => {
	it("lists the same people on other live photos by decade, aliases followed both ways, for guests too", async () => {
		const res = await get(`/api/photos/${ids.S}/continuity`);
		expect(res.statusCode).toBe(200);
		const body = res.json();
		expect(body.family).toEqual({ id: okafor, storefront_name: "The Okafor Family" });
		// Oldest decade first; the 1970s photo sharing two people; the undated one last. The draft
		// (P4) and the subject itself are left out; the Bells' photo of Gran's second record is in.
		expect(titles(body.same_people)).toEqual([
			"Q1 1940s bells with gran",
			"P1 1950s gran second record",
			"P7 1960s christmas gran",
			"P3 1970s gran and dad",
			"P2 1990s dad",
			"P9 undated dad",
		]);
		expect(body.same_people.total).toBe(6);
		const p3 = body.same_people.photos.find((p: { id: string }) => p.id === ids.P3);
		expect(p3).toMatchObject({ shared_people: 2, shared_events: 0, decade_taken: "1970s" });
		const p7 = body.same_people.photos.find((p: { id: string }) => p.id === ids.P7);
		expect(p7).toMatchObject({ shared_people: 1, shared_events: 1 });
	});

	it("lists the family's photos sharing an event, without those showing the same people or of another family", async () => {
		const body = (await get(`/api/photos/${ids.S}/continuity`)).json();
		// P7 (Christmas, Gran) is in Same people; Q2 is the Bells'; P8 shares nothing.
		expect(titles(body.same_family)).toEqual(["P5 1960s christmas nobody", "P6 1980s christmas stranger"]);
		expect(body.same_family.total).toBe(2);
		expect(body.same_family.photos[0]).toMatchObject({ shared_events: 2, shared_people: 0 });
	});

	it("answers empty lists for a photo without people or events", async () => {
		const body = (await get(`/api/photos/${ids.P8}/continuity`)).json();
		expect(body.same_people).toEqual({ photos: [], total: 0 });
		expect(body.same_family).toEqual({ photos: [], total: 0 });
	});

	it("is 404 for a photo not live or unknown, 400 for a malformed id", async () => {
		expect((await get(`/api/photos/${ids.P4}/continuity`)).statusCode).toBe(404);
		expect((await get("/api/photos/00000000-0000-4000-8000-000000000000/continuity")).statusCode).toBe(404);
		const bad = await get("/api/photos/abc/continuity");
		expect(bad.statusCode).toBe(400);
		expect(bad.json().error.fields).toHaveProperty("id");
	});
});

describe("GET /api/continuity/families", () => {
	it("lists the families with live photos by name, not one with drafts only", async () => {
		const res = await get("/api/continuity/families");
		expect(res.statusCode).toBe(200);
		expect(res.json().families).toEqual([
			{ id: bell, storefront_name: "The Bells" },
			{ id: okafor, storefront_name: "The Okafor Family" },
		]);
	});
});

describe("GET /api/continuity/sets", () => {
	const set = (qs: string) => get(`/api/continuity/sets?${qs}`);

	it("proposes one photo per decade following the people seen in the most decades, with fallbacks", async () => {
		const res = await set(`family=${okafor}&from=1950s&to=1990s`);
		expect(res.statusCode).toBe(200);
		const body = res.json();
		expect(body.family).toEqual({ id: okafor, storefront_name: "The Okafor Family" });
		// Gran (both records) is in the 1950s, 1960s and 1970s; Dad in two decades: Gran is followed.
		expect(body.people).toEqual([{ label: "Person A", decades: ["1950s", "1960s", "1970s"] }]);
		expect(
			body.decades.map((d: { decade: string; photo: { title: string } | null; people_shown: number }) => [
				d.decade,
				d.photo?.title ?? null,
				d.people_shown,
			]),
		).toEqual([
			["1950s", "P1 1950s gran second record", 1],
			// Gran's photo rather than the family's other 1960s photo.
			["1960s", "P7 1960s christmas gran", 1],
			// Both show Gran and Dad: the lower photo number; the draft is never proposed.
			["1970s", "S 1970s subject", 1],
			// Nobody followed in these: the family's photo showing the most people.
			["1980s", "P6 1980s christmas stranger", 0],
			["1990s", "P2 1990s dad", 0],
		]);
	});

	it("reports a decade without photos as empty", async () => {
		const body = (await set(`family=${okafor}&from=1940s&to=1950s`)).json();
		expect(body.decades).toEqual([
			{ decade: "1940s", photo: null, people_shown: 0 },
			expect.objectContaining({ decade: "1950s", photo: expect.objectContaining({ id: ids.P1 }) }),
		]);
	});

	it("answers 400 per field for bad input", async () => {
		const bad = async (qs: string) => {
			const res = await set(qs);
			expect(res.statusCode).toBe(400);
			return Object.keys(res.json().error.fields);
		};
		expect(await bad("family=abc&from=1950s&to=1990s")).toEqual(["family"]);
		expect(await bad(`family=${okafor}&from=1910s&to=1990s`)).toEqual(["from"]);
		expect(await bad(`family=${okafor}&from=1950s`)).toEqual(["to"]);
		const after = await set(`family=${okafor}&from=1990s&to=1950s`);
		expect(after.json().error.fields).toEqual({ to: CONTINUITY_TEXT.fromAfterTo });
	});

	it("is 404 for an unknown family or one without live photos", async () => {
		expect((await set("family=00000000-0000-4000-8000-000000000000&from=1950s&to=1990s")).statusCode).toBe(
			404,
		);
		expect((await set(`family=${draftOnly}&from=1950s&to=1990s`)).statusCode).toBe(404);
	});
});
