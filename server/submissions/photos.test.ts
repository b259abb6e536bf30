import {
	FAMILY_PHOTO_EDITS_PER_MINUTE,
	FAMILY_PHOTO_LIST_PER_MINUTE,
	familyApiPaths,
	SUBMISSION_TEXT,
} from "@core/contracts/submissions";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventRow, tagRow } from "../db/factories/rows";
import { events, tags } from "../db/schema";
import { type AuthClient, authClient, signUpFamily } from "../test/auth-client";
import { insertFamilyPhotos, photoNow, recordReview } from "../test/fixtures/family-photos";
import { createTestApp, type TestContext } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";

/** The family's Photos tab on the server: its list, one photo, describing one or many. */

const setup = setUpOnce(
	async () => {
		const ctx: TestContext = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
		const rose = authClient(ctx);
		const roseId = await signUpFamily(ctx, rose, "rose@family.test", "The Rose Family");
		const otto = authClient(ctx);
		const ottoId = await signUpFamily(ctx, otto, "otto@family.test", "The Otto Family");
		await ctx.database.db
			.insert(events)
			.values([eventRow({ name: "Birthday" }), eventRow({ name: "Wedding" })]);
		await ctx.database.db
			.insert(tags)
			.values([tagRow({ name: "Beach" }), tagRow({ name: "Beehive" }), tagRow({ name: "Picnic" })]);
		return { ctx, rose, roseId, otto, ottoId };
	},
	({ ctx }) => ctx.close(),
);

const patchOne = (client: AuthClient, id: string, body: unknown) =>
	client.patch(familyApiPaths.photo(id), body);
const patchMany = (client: AuthClient, body: unknown) => client.patch(familyApiPaths.photos, body);

describe("GET /api/family/photos", () => {
	let family: string;
	let client: AuthClient;
	beforeAll(async () => {
		client = authClient(setup.ctx);
		family = await signUpFamily(setup.ctx, client, "lena@family.test", "The Lena Family");
	});

	it("says so when the family has no photos yet", async () => {
		const res = await client.get(familyApiPaths.photos);
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({ photos: [], total: 0, page: 1, page_size: 48 });
		expect(res.json().status_counts).toEqual({
			processing: 0,
			draft: 0,
			review: 0,
			changes_requested: 0,
			rejected: 0,
			live: 0,
			withdrawn: 0,
		});
	});

	it("lists only the caller's photos, newest first, 48 a page, with the count per status", async () => {
		const drafts = await insertFamilyPhotos(setup.ctx.database, family, 50);
		const [processing] = await insertFamilyPhotos(setup.ctx.database, family, 1, {
			processing_state: "processing",
		});
		const [live] = await insertFamilyPhotos(setup.ctx.database, family, 1, {
			photo_status: "live",
			clearance: "background",
		});
		const [sentBack, turnedDown] = await insertFamilyPhotos(setup.ctx.database, family, 2, {
			photo_status: "review",
		});
		const [submission] = await setup.ctx.database.query<{ id: string }>(
			sql`insert into submissions (family_id) values (${family}) returning id`,
		);
		await setup.ctx.database.query(sql`update photos set submission_id = ${submission?.id}
			where id in (${sentBack?.id}, ${turnedDown?.id})`);
		await recordReview(
			setup.ctx.database,
			sentBack?.id ?? "",
			"changes_requested",
			["other"],
			"Crop the border",
		);
		await recordReview(setup.ctx.database, turnedDown?.id ?? "", "rejected", ["too_small", "duplicate"]);
		await insertFamilyPhotos(setup.ctx.database, setup.ottoId, 3);

		const first = await client.get(familyApiPaths.photos);
		const body = first.json();
		expect(body.total).toBe(54);
		expect(body.photos).toHaveLength(48);
		expect(body.status_counts).toEqual({
			processing: 1,
			draft: 50,
			review: 0,
			changes_requested: 1,
			rejected: 1,
			live: 1,
			withdrawn: 0,
		});
		expect(body.photos[0]).toMatchObject({ id: turnedDown?.id, status: "rejected", editable: true });
		expect(body.photos[0].latest_review).toMatchObject({
			decision: "rejected",
			reasons: ["too_small", "duplicate"],
			note: null,
		});
		expect(body.photos[1]).toMatchObject({
			id: sentBack?.id,
			status: "changes_requested",
			latest_review: { decision: "changes_requested", reasons: ["other"], note: "Crop the border" },
		});
		expect(body.photos[2]).toMatchObject({
			id: live?.id,
			status: "live",
			editable: false,
			clearance: "background",
		});
		expect(body.photos[3]).toMatchObject({
			id: processing?.id,
			status: "processing",
			processing_state: "processing",
		});

		const second = (await client.get(`${familyApiPaths.photos}?page=2`)).json();
		expect(second.photos.map((p: { id: string }) => p.id)).toEqual(
			drafts
				.slice(0, 6)
				.reverse()
				.map((d) => d.id),
		);
		expect(second.total).toBe(54);

		const filtered = (await client.get(`${familyApiPaths.photos}?status=changes_requested`)).json();
		expect(filtered.photos.map((p: { id: string }) => p.id)).toEqual([sentBack?.id]);
		expect(filtered.total).toBe(1);
		expect(filtered.status_counts.draft).toBe(50);

		const searched = (
			await client.get(`${familyApiPaths.photos}?q=${encodeURIComponent("snapshot 50")}`)
		).json();
		expect(searched.photos.map((p: { id: string }) => p.id)).toEqual([drafts[49]?.id]);
		const byNumber = (await client.get(`${familyApiPaths.photos}?q=%23${drafts[3]?.photoid}`)).json();
		expect(byNumber.photos.map((p: { id: string }) => p.id)).toEqual([drafts[3]?.id]);
	});

	it("refuses a status it does not know (400)", async () => {
		expect((await client.get(`${familyApiPaths.photos}?status=sold`)).statusCode).toBe(400);
	});
});

describe("near-duplicates", () => {
	it("names up to three photos within the perceptual-hash distance: the family's own, and others' live ones only", async () => {
		const base = 0x5a5a_1234_f0f0_0f0fn;
		const [mine, myTwin] = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 2, (i) => ({
			phash: i === 0 ? base : base ^ 0b111n,
			title: `Pier ${i}`,
		}));
		const [ottosLive, ottosDraft, ottosFar] = await insertFamilyPhotos(
			setup.ctx.database,
			setup.ottoId,
			3,
			(i) => ({
				// 6 bits away (the limit), 1 bit away but unpublished, 7 bits away.
				phash: [base ^ 0b11_1111n, base ^ 0b1n, base ^ 0b111_1111n][i],
				photo_status: i === 1 ? "draft" : "live",
			}),
		);
		const res = await setup.rose.get(familyApiPaths.photo(mine?.id ?? ""));
		expect(res.statusCode).toBe(200);
		expect(res.json().photo.near_duplicates).toEqual([
			{ photoid: myTwin?.photoid, thumbnail_url: expect.any(String), own: true },
			{ photoid: ottosLive?.photoid, thumbnail_url: expect.any(String), own: false },
		]);
		const named = res.json().photo.near_duplicates.map((d: { photoid: number }) => d.photoid);
		expect(named).not.toContain(ottosDraft?.photoid);
		expect(named).not.toContain(ottosFar?.photoid);
		// The list gives the same warnings.
		const listed = (await setup.rose.get(`${familyApiPaths.photos}?q=Pier`)).json().photos;
		expect(listed.find((p: { id: string }) => p.id === mine?.id).near_duplicates).toHaveLength(2);
		expect(listed.find((p: { id: string }) => p.id === myTwin?.id).near_duplicates[0]).toMatchObject({
			photoid: mine?.photoid,
			own: true,
		});
	});
});

describe("ownership", () => {
	it("answers 404 for another family's photo on every photo route, and changes nothing", async () => {
		const [ottos] = await insertFamilyPhotos(setup.ctx.database, setup.ottoId, 1, { title: "Otto's own" });
		const id = ottos?.id ?? "";
		const attempts = [
			setup.rose.get(familyApiPaths.photo(id)),
			patchOne(setup.rose, id, { title: "Mine now" }),
			patchMany(setup.rose, { ids: [id], set: { decade_taken: "1950s" } }),
			setup.rose.post(familyApiPaths.submissions, { photo_ids: [id] }),
			setup.rose.post(familyApiPaths.resubmit(id)),
			setup.rose.post(familyApiPaths.withdraw(id)),
			setup.rose.post(familyApiPaths.withdrawMany, { ids: [id] }),
			setup.rose.del(familyApiPaths.photo(id)),
		];
		for (const res of await Promise.all(attempts)) {
			expect(res.statusCode, res.body).toBe(404);
			expect(res.json().error.message).toBe(SUBMISSION_TEXT.notFound);
		}
		expect(await photoNow(setup.ctx.database, id)).toMatchObject({
			title: "Otto's own",
			photo_status: "draft",
			decade_taken: "1960s",
		});
	});
});

describe("PATCH /api/family/photos/:id", () => {
	it("describes a draft: title, description, date (filling the decade), place, events, tags, people", async () => {
		const [photo] = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 1, { decade_taken: null });
		const res = await patchOne(setup.rose, photo?.id ?? "", {
			title: "  Grandma's birthday ",
			description: "Cake on the porch",
			date_taken: "1962-07-04",
			location_city: "Duluth",
			location_state_province: "Minnesota",
			location_country: "United States",
			events: ["birthday"],
			tags: ["Cake", "cake", "Porch"],
			people_count: 5,
		});
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().photo).toMatchObject({
			title: "Grandma's birthday",
			description: "Cake on the porch",
			date_taken: "1962-07-04",
			decade_taken: "1960s",
			location_city: "Duluth",
			events: ["Birthday"],
			tags: ["Cake", "Porch"],
			people_count: 5,
		});
	});

	it("answers a message per field: shape (400) and the archive's rules (422)", async () => {
		const [photo] = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 1);
		const id = photo?.id ?? "";
		const shape = await patchOne(setup.rose, id, {
			title: " ",
			people_count: -1,
			decade_taken: "1890s",
			tags: ["x".repeat(61)],
		});
		expect(shape.statusCode).toBe(400);
		expect(shape.json().error.fields).toEqual({
			title: "Give the photo a title",
			people_count: "Zero or more",
			decade_taken: expect.stringContaining("One of 1920s"),
			"tags.0": "At most 60 characters per value",
		});
		expect((await patchOne(setup.rose, id, { price_cents: 100 })).statusCode).toBe(400);
		expect((await patchOne(setup.rose, id, {})).statusCode).toBe(400);

		const rules = await patchOne(setup.rose, id, {
			date_taken: "1975-01-01",
			decade_taken: "1960s",
			events: ["Moon landing"],
		});
		expect(rules.statusCode).toBe(422);
		expect(rules.json().error.fields).toEqual({
			events: SUBMISSION_TEXT.unknownEvent("Moon landing"),
			decade_taken: "A photo taken on 1975-01-01 belongs to the 1970s, not the 1960s",
		});
		expect(await photoNow(setup.ctx.database, id)).toMatchObject({ decade_taken: "1960s" });
	});

	it("refuses with words once the photo is in review, live or withdrawn (409); a photo sent back is editable", async () => {
		const [inReview, live, withdrawn] = await insertFamilyPhotos(
			setup.ctx.database,
			setup.roseId,
			3,
			(i) => ({
				photo_status: (["review", "live", "archived"] as const)[i],
			}),
		);
		for (const [photo, message] of [
			[inReview, SUBMISSION_TEXT.inReview],
			[live, SUBMISSION_TEXT.live],
			[withdrawn, SUBMISSION_TEXT.withdrawn],
		] as const) {
			const res = await patchOne(setup.rose, photo?.id ?? "", { title: "New" });
			expect(res.statusCode).toBe(409);
			expect(res.json().error.message).toBe(message);
		}
		await recordReview(setup.ctx.database, inReview?.id ?? "", "changes_requested", ["other"], "Name it");
		const fixed = await patchOne(setup.rose, inReview?.id ?? "", { title: "Named now" });
		expect(fixed.statusCode).toBe(200);
		expect(fixed.json().photo).toMatchObject({ title: "Named now", status: "draft", editable: true });
	});
});

describe("PATCH /api/family/photos (bulk)", () => {
	it("sets the decade, place and tags of 40 photos in one request", async () => {
		const forty = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 40, (i) => ({
			tags: i % 2 === 0 ? ["Beach", "sun"] : [],
			decade_taken: null,
		}));
		const ids = forty.map((p) => p.id);
		const res = await patchMany(setup.rose, {
			ids,
			set: {
				decade_taken: "1970s",
				location_city: "Galveston",
				location_country: "United States",
				tags_add: ["Summer", "beach"],
				tags_remove: ["SUN"],
			},
		});
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toEqual({ updated: 40 });
		expect(await photoNow(setup.ctx.database, ids[0] ?? "")).toMatchObject({
			decade_taken: "1970s",
			location_city: "Galveston",
			tags: ["Beach", "Summer"],
		});
		expect((await photoNow(setup.ctx.database, ids[1] ?? ""))?.tags).toEqual(["Summer", "beach"]);

		const replaced = await patchMany(setup.rose, { ids: ids.slice(0, 2), set: { tags_set: ["Picnic"] } });
		expect(replaced.json()).toEqual({ updated: 2 });
		expect((await photoNow(setup.ctx.database, ids[0] ?? ""))?.tags).toEqual(["Picnic"]);
	});

	it("writes nothing when one id is another family's (404), or one photo is not a draft (409 naming it)", async () => {
		const mine = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 3);
		const [ottos] = await insertFamilyPhotos(setup.ctx.database, setup.ottoId, 1);
		const ids = mine.map((p) => p.id);
		const foreign = await patchMany(setup.rose, {
			ids: [...ids, ottos?.id],
			set: { location_city: "Nowhere" },
		});
		expect(foreign.statusCode).toBe(404);
		const missing = await patchMany(setup.rose, {
			ids: [...ids, "00000000-0000-4000-8000-000000000000"],
			set: { location_city: "Nowhere" },
		});
		expect(missing.statusCode).toBe(404);

		await setup.ctx.database.query(sql`update photos set photo_status = 'live' where id = ${ids[2]}`);
		const notDraft = await patchMany(setup.rose, { ids, set: { location_city: "Nowhere" } });
		expect(notDraft.statusCode).toBe(409);
		expect(notDraft.json().error.details.refused).toEqual([
			{ id: ids[2], photoid: mine[2]?.photoid, message: SUBMISSION_TEXT.live },
		]);
		for (const id of [...ids, ottos?.id ?? ""])
			expect((await photoNow(setup.ctx.database, id))?.location_city).toBeNull();
	});

	it("refuses a decade that disagrees with a photo's date taken, and too many tags (422), writing nothing", async () => {
		const [dated, plain] = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 2, (i) => ({
			date_taken: i === 0 ? "1964-05-01" : null,
			tags: i === 1 ? Array.from({ length: 39 }, (_, n) => `tag ${n}`) : [],
		}));
		const ids = [dated?.id, plain?.id];
		const decade = await patchMany(setup.rose, { ids, set: { decade_taken: "1950s" } });
		expect(decade.statusCode).toBe(422);
		expect(decade.json().error.fields.decade_taken).toBe(
			SUBMISSION_TEXT.dateOutsideDecade([dated?.photoid ?? 0]),
		);
		const tooMany = await patchMany(setup.rose, {
			ids,
			set: { tags_add: ["one", "two"], decade_taken: "1960s" },
		});
		expect(tooMany.statusCode).toBe(422);
		expect(tooMany.json().error.fields).toEqual({ tags_add: SUBMISSION_TEXT.tooManyTags });
		expect((await photoNow(setup.ctx.database, dated?.id ?? ""))?.tags).toEqual([]);
	});

	it("checks the request's shape: at most 200 ids, something to change, tags set or added, not both", async () => {
		const many = Array.from({ length: 201 }, () => "00000000-0000-4000-8000-000000000000");
		expect(
			(await patchMany(setup.rose, { ids: many, set: { location_city: "X" } })).json().error.fields,
		).toEqual({
			ids: "At most 200 photos at once",
		});
		const [photo] = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 1);
		expect((await patchMany(setup.rose, { ids: [photo?.id], set: {} })).statusCode).toBe(400);
		const both = await patchMany(setup.rose, { ids: [photo?.id], set: { tags_set: ["a"], tags_add: ["b"] } });
		expect(both.statusCode).toBe(400);
		expect(both.json().error.fields["set.tags_set"]).toBe(
			"Replace the tags, or add and remove some, not both",
		);
	});
});

describe("the cost of the list", () => {
	it("is rate limited per family (each page compares every photo with the archive for near-duplicates)", async () => {
		const client = authClient(setup.ctx);
		await signUpFamily(setup.ctx, client, "busy@family.test", "The Busy Family");
		for (let i = 0; i < FAMILY_PHOTO_LIST_PER_MINUTE; i++) {
			const res = await client.get(familyApiPaths.photos);
			expect(res.statusCode, res.body).toBe(200);
		}
		expect((await client.get(familyApiPaths.photos)).statusCode).toBe(429);
		// Per family: another family on the same address is not held back.
		expect((await setup.rose.get(familyApiPaths.photos)).statusCode).toBe(200);
	});

	it("limits describing one photo per family too (each change makes the tag suggestions count every photo again)", async () => {
		const client = authClient(setup.ctx);
		const familyId = await signUpFamily(setup.ctx, client, "typist@family.test", "The Typist Family");
		const [photo] = await insertFamilyPhotos(setup.ctx.database, familyId, 1);
		for (let i = 0; i < FAMILY_PHOTO_EDITS_PER_MINUTE; i++) {
			const res = await patchOne(client, photo?.id ?? "", { title: `Take ${i}` });
			expect(res.statusCode, res.body).toBe(200);
		}
		expect((await patchOne(client, photo?.id ?? "", { title: "One too many" })).statusCode).toBe(429);
	});
});

describe("GET /api/family/tags/suggest", () => {
	it("suggests the archive's tags, those starting with the typed text first", async () => {
		await insertFamilyPhotos(setup.ctx.database, setup.ottoId, 1, {
			tags: ["Beach party"],
			photo_status: "live",
		});
		const res = await setup.rose.get(`${familyApiPaths.tagSuggest}?q=bea`);
		expect(res.statusCode).toBe(200);
		expect(res.json().tags).toEqual(expect.arrayContaining(["Beach", "Beach party"]));
		expect(res.json().tags).not.toContain("Picnic");
	});

	it("never offers another family's unpublished tags (a private name typed on a draft), but does the caller's own", async () => {
		await insertFamilyPhotos(setup.ctx.database, setup.ottoId, 1, { tags: ["Otto Krumm funeral"] });
		await insertFamilyPhotos(setup.ctx.database, setup.ottoId, 1, {
			tags: ["Otto withdrawn tag"],
			photo_status: "archived",
		});
		await insertFamilyPhotos(setup.ctx.database, setup.roseId, 1, { tags: ["Otto Lake cabin"] });
		const res = await setup.rose.get(`${familyApiPaths.tagSuggest}?q=otto`);
		expect(res.statusCode).toBe(200);
		expect(res.json().tags).toEqual(["Otto Lake cabin"]);
		// Otto still sees his own.
		const own = await setup.otto.get(`${familyApiPaths.tagSuggest}?q=otto`);
		expect(own.json().tags).toEqual(expect.arrayContaining(["Otto Krumm funeral", "Otto withdrawn tag"]));
		expect(own.json().tags).not.toContain("Otto Lake cabin");
	});
});
