import { REVIEW_REASON_LABELS } from "@core/family";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/executor";
import { photoRow } from "../db/factories/rows";
import { photos } from "../db/schema";
import { recordNearDuplicates } from "../near-duplicates/service";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, outboxMails, signUp, signUpFamily } from "../test/auth-client";
import {
	clearPhotos,
	insertFace,
	insertPerson,
	insertRelease,
	insertRights,
} from "../test/fixtures/clearance";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let admin: AuthClient;
let rose: { client: AuthClient; id: string };
let oak: { client: AuthClient; id: string };
let member: AuthClient;

const QUEUE = "/api/admin/review";
const DECIDE = "/api/admin/review/decisions";
const BASE_HASH = 0x0123456789abcdefn;

/** A family's submission: photos sent for review, each as the family's submit leaves it. */
async function submit(
	familyId: string,
	titles: string[],
	over: { phash?: (i: number) => bigint | null; status?: "review" | "draft" | "live" } = {},
): Promise<{ submissionId: string; ids: string[] }> {
	const db = ctx.database.db;
	const [submission] = await rowsOf<{ id: string }>(
		db,
		sql`insert into submissions (family_id) values (${familyId}) returning id`,
	);
	if (!submission) throw new Error("fixture submission");
	const rows = await db
		.insert(photos)
		.values(
			titles.map((title, i) =>
				photoRow({
					title,
					user_id: familyId,
					photo_status: over.status ?? "review",
					clearance: "pending",
					decade_taken: "1970s",
					price_cents: 4900,
					people_count: 0,
					thumbnail_url: `/media/thumbs/${title}.webp`,
					preview_url: `/media/previews/${title}.webp`,
					submission_id: submission.id,
					phash: over.phash ? over.phash(i) : null,
				}),
			),
		)
		.returning({ id: photos.id, phash: photos.phash });
	// Hashes are recorded as the app records them: with their near-duplicates in the archive.
	await db.transaction(async (tx) => {
		for (const row of rows) if (row.phash !== null) await recordNearDuplicates(tx, row.id, row.phash);
	});
	return { submissionId: submission.id, ids: rows.map((row) => row.id) };
}

const statusOf = async (id: string) =>
	(
		await rowsOf<{ photo_status: string; submission_id: string | null }>(
			ctx.database.db,
			sql`select photo_status, submission_id from photos where id = ${id}`,
		)
	)[0];

const reviewRows = (id: string) =>
	rowsOf<{ decision: string; reasons: string[]; note: string | null; reviewer_id: string | null }>(
		ctx.database.db,
		sql`select decision, reasons, note, reviewer_id from photo_reviews where photo_id = ${id} order by created_at`,
	);

const queueIds = async (query = "") =>
	((await admin.get(`${QUEUE}${query}`)).json().photos as Array<{ id: string }>).map((p) => p.id);

beforeAll(async () => {
	ctx = await createTestApp();
	admin = await signUpAdmin(ctx, "reviewer@studio.test", "Rita");
	const roseClient = authClient(ctx);
	rose = {
		client: roseClient,
		id: await signUpFamily(ctx, roseClient, "rose@family.test", "The Rose Family"),
	};
	const oakClient = authClient(ctx);
	oak = { client: oakClient, id: await signUpFamily(ctx, oakClient, "oak@family.test", "Oak Lane Family") };
	member = authClient(ctx);
	await signUp(ctx, member, "buyer@studio.test", "Bo");
});
afterAll(async () => ctx?.close());

describe("who may review", () => {
	it("refuses members and families on both endpoints", async () => {
		for (const caller of [member, rose.client]) {
			expect((await caller.get(QUEUE)).statusCode).toBe(403);
			const { ids } = await submit(rose.id, ["Forbidden fruit"]);
			const res = await caller.post(DECIDE, { decisions: [{ photo_id: ids[0], decision: "approved" }] });
			expect(res.statusCode).toBe(403);
			expect((await statusOf(ids[0] as string))?.photo_status).toBe("review");
			expect(await reviewRows(ids[0] as string)).toEqual([]);
			await ctx.database.query(sql`delete from photos where id = ${ids[0]}`);
		}
	});
});

describe("the queue", () => {
	it("lists photos waiting, oldest submission first, with what the reviewer needs and near-duplicates", async () => {
		const live = await submit(oak.id, ["Oak original"], { status: "live", phash: () => BASE_HASH });
		const first = await submit(rose.id, ["Rose porch", "Rose lake"], {
			phash: (i) => (i === 0 ? BASE_HASH ^ 0b111n : BASE_HASH ^ 0xffffn),
		});
		const second = await submit(oak.id, ["Oak garden"]);
		const porch = first.ids[0] as string;
		await ctx.database.db.transaction(async (tx) => {
			await insertRights(tx, porch, { status: "pending_review" });
			await insertFace(tx, porch, { gender: "female", age: 34 });
			await tx.execute(sql`update photos set people_count = 1, tags = '{porch,summer}',
				location_city = 'Duluth', description = 'On the porch' where id = ${porch}`);
		});

		const res = await admin.get(QUEUE);
		expect(res.statusCode).toBe(200);
		const body = res.json();
		const ours = body.photos.filter((p: { id: string }) => [...first.ids, ...second.ids].includes(p.id));
		expect(ours.map((p: { title: string }) => p.title)).toEqual(["Rose porch", "Rose lake", "Oak garden"]);
		const shown = ours[0];
		expect(shown).toMatchObject({
			title: "Rose porch",
			description: "On the porch",
			decade_taken: "1970s",
			place: { city: "Duluth" },
			tags: ["porch", "summer"],
			people_count: 1,
			preview_url: "/media/previews/Rose porch.webp",
			family: { id: rose.id, storefront_name: "The Rose Family" },
			submission: { id: first.submissionId },
			clearance: "pending",
			faces_count: 1,
			rights_status: "pending_review",
			reviews: [],
			publish_problems: [],
		});
		expect(shown.missing_for_background).toEqual([
			"Its rights are not verified",
			"Woman, 30s is not given to a person",
		]);
		// 3 bits from the live photo: listed; 16 bits away: not a near-duplicate.
		expect(shown.near_duplicates).toEqual([
			{
				id: live.ids[0],
				photoid: expect.any(Number),
				title: "Oak original",
				thumbnail_url: "/media/thumbs/Oak original.webp",
				photo_status: "live",
				family: { id: oak.id, storefront_name: "Oak Lane Family" },
				distance: 3,
			},
		]);
		expect(ours[1].near_duplicates).toEqual([]);
		expect(body.counts.waiting).toBe(body.total);
		expect(body.counts.families).toEqual(
			expect.arrayContaining([
				{ id: rose.id, storefront_name: "The Rose Family", waiting: 2 },
				{ id: oak.id, storefront_name: "Oak Lane Family", waiting: 1 },
			]),
		);
		expect(await queueIds(`?family=${oak.id}`)).toEqual(second.ids);
		// Photos not sent by a family, or not in review, are not the queue's.
		expect(await queueIds()).not.toContain(live.ids[0]);
		await ctx.database.query(sql`delete from photos where submission_id is not null`);
	});
});

describe("decisions", () => {
	it("publishes an approved photo that is cleared, at once and in search", async () => {
		const { ids } = await submit(rose.id, ["Marigold picnic"]);
		const id = ids[0] as string;
		await clearPhotos(ctx.database, [id]);
		expect((await ctx.app.inject({ url: "/api/search?q=marigold" })).json().photos).toHaveLength(0);

		const res = await admin.post(DECIDE, { decisions: [{ photo_id: id, decision: "approved" }] });
		expect(res.statusCode).toBe(200);
		expect(res.json().results).toEqual([
			{
				photo_id: id,
				photoid: expect.any(Number),
				decision: "approved",
				photo_status: "live",
				live: true,
				waiting_for: [],
			},
		]);
		expect((await statusOf(id))?.photo_status).toBe("live");
		const reviewer = (
			await rowsOf<{ id: string }>(
				ctx.database.db,
				sql`select id from users where email = 'reviewer@studio.test'`,
			)
		)[0];
		expect(await reviewRows(id)).toEqual([
			{ decision: "approved", reasons: [], note: null, reviewer_id: reviewer?.id },
		]);
		const found = (await ctx.app.inject({ url: "/api/search?q=marigold" })).json().photos;
		expect(found.map((p: { id: string }) => p.id)).toEqual([id]);
	});

	it("keeps an approved photo waiting until its release is verified, then it goes live by itself", async () => {
		const { ids } = await submit(rose.id, ["Aunt Rose at the lake"]);
		const id = ids[0] as string;
		const release = await ctx.database.db.transaction(async (tx) => {
			await insertRights(tx, id);
			const person = await insertPerson(tx, { name: "Aunt Rose" });
			await insertFace(tx, id, { person_id: person });
			await tx.execute(sql`update photos set people_count = 1 where id = ${id}`);
			return insertRelease(tx, person, { status: "pending_review" });
		});

		const res = await admin.post(DECIDE, { decisions: [{ photo_id: id, decision: "approved" }] });
		expect(res.json().results[0]).toMatchObject({
			decision: "approved",
			photo_status: "review",
			live: false,
			waiting_for: ["Woman, 30s has no verified release"],
		});
		expect(await queueIds()).not.toContain(id);
		expect((await admin.get(QUEUE)).json().counts.approved_waiting).toBe(1);
		// Approving it again is a conflict, not a second record.
		const again = await admin.post(DECIDE, { decisions: [{ photo_id: id, decision: "approved" }] });
		expect(again.statusCode).toBe(409);

		const verified = await admin.post(`/api/admin/releases/${release.id}/verify`);
		expect(verified.statusCode).toBe(200);
		expect((await statusOf(id))?.photo_status).toBe("live");
		expect((await admin.get(QUEUE)).json().counts.approved_waiting).toBe(0);
	});

	it("decides each photo of one request on its own: one approved, one rejected", async () => {
		const { submissionId, ids } = await submit(rose.id, ["Kept", "Sent back"]);
		const [kept, sentBack] = ids as [string, string];
		await clearPhotos(ctx.database, [kept]);
		const res = await admin.post(DECIDE, {
			decisions: [
				{ photo_id: kept, decision: "approved" },
				{ photo_id: sentBack, decision: "rejected", reasons: ["too_small", "duplicate"] },
			],
		});
		expect(res.statusCode).toBe(200);
		expect(res.json().results.map((r: { photo_status: string }) => r.photo_status)).toEqual([
			"live",
			"draft",
		]);
		expect(await statusOf(sentBack)).toEqual({ photo_status: "draft", submission_id: submissionId });
		expect((await reviewRows(sentBack))[0]).toMatchObject({
			decision: "rejected",
			reasons: ["too_small", "duplicate"],
		});

		// Fixed and sent again in the same submission: back in the queue with its earlier decision.
		await ctx.database.query(sql`update photos set photo_status = 'review' where id = ${sentBack}`);
		const queued = (await admin.get(QUEUE)).json().photos.find((p: { id: string }) => p.id === sentBack);
		expect(queued.reviews).toMatchObject([
			{ decision: "rejected", reasons: ["too_small", "duplicate"], reviewer_name: "Rita" },
		]);
		await admin.post(DECIDE, {
			decisions: [{ photo_id: sentBack, decision: "rejected", reasons: ["too_small"] }],
		});
	});

	it("needs reasons to ask for changes or reject, and a note for 'other'; nothing is written otherwise", async () => {
		const { ids } = await submit(rose.id, ["First", "Second", "Third"]);
		const [a, b, c] = ids as [string, string, string];
		const res = await admin.post(DECIDE, {
			decisions: [
				{ photo_id: a, decision: "approved", reasons: ["too_small"] },
				{ photo_id: b, decision: "changes_requested" },
				{ photo_id: c, decision: "rejected", reasons: ["other"], note: "  " },
			],
		});
		expect(res.statusCode).toBe(422);
		expect(res.json().error.fields).toEqual({
			"decisions.0.reasons": "An approval takes no reasons",
			"decisions.1.reasons": "Pick at least one reason",
			"decisions.2.note": "Say in a note what 'Other' means",
		});
		const twice = await admin.post(DECIDE, {
			decisions: [
				{ photo_id: a, decision: "rejected", reasons: ["duplicate"] },
				{ photo_id: a, decision: "approved" },
			],
		});
		expect(twice.statusCode).toBe(422);
		expect(twice.json().error.fields).toEqual({
			"decisions.1.photo_id": "This photo has another decision in the same request",
		});
		const unknown = await admin.post(DECIDE, {
			decisions: [{ photo_id: "00000000-0000-4000-8000-000000000000", decision: "approved" }],
		});
		expect(unknown.statusCode).toBe(404);
		for (const id of ids) {
			expect((await statusOf(id))?.photo_status).toBe("review");
			expect(await reviewRows(id)).toEqual([]);
		}
		const ok = await admin.post(DECIDE, {
			decisions: [
				{ photo_id: a, decision: "rejected", reasons: ["other"], note: "A photo of a photo" },
				{ photo_id: b, decision: "changes_requested", reasons: ["missing_releases"] },
				{ photo_id: c, decision: "changes_requested", reasons: ["artwork_or_brands"] },
			],
		});
		expect(ok.statusCode).toBe(200);
	});

	it("answers 409 for a photo not in review, and writes nothing of the request", async () => {
		const waiting = await submit(rose.id, ["Waiting one"]);
		const draft = await submit(rose.id, ["Still a draft"], { status: "draft" });
		const res = await admin.post(DECIDE, {
			decisions: [
				{ photo_id: waiting.ids[0], decision: "rejected", reasons: ["duplicate"] },
				{ photo_id: draft.ids[0], decision: "approved" },
			],
		});
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toMatch(/^Photo #\d+ is not waiting for review$/);
		expect((await statusOf(waiting.ids[0] as string))?.photo_status).toBe("review");
		expect(await reviewRows(waiting.ids[0] as string)).toEqual([]);
		await admin.post(DECIDE, {
			decisions: [{ photo_id: waiting.ids[0], decision: "rejected", reasons: ["duplicate"] }],
		});
	});
});

describe("the review mail", () => {
	it("tells each family once per request, every photo with its reasons in plain words and a link to Photos", async () => {
		const roseBatch = await submit(rose.id, ["Canoe trip", "Birthday hats"]);
		const oakBatch = await submit(oak.id, ["Oak porch"]);
		const before = (await outboxMails(ctx, "rose@family.test", /reviewed/)).length;
		const res = await admin.post(DECIDE, {
			decisions: [
				{
					photo_id: roseBatch.ids[0],
					decision: "changes_requested",
					reasons: ["missing_releases", "other"],
					note: "Crop the <b>sign</b>",
				},
				{ photo_id: roseBatch.ids[1], decision: "rejected", reasons: ["not_vintage_snapshot"] },
				{ photo_id: oakBatch.ids[0], decision: "rejected", reasons: ["artwork_or_brands"] },
			],
		});
		expect(res.json().families_mailed).toBe(2);
		const mails = await outboxMails(ctx, "rose@family.test", /reviewed/);
		expect(mails).toHaveLength(before + 1);
		const mail = mails[0];
		expect(mail?.text).toContain("Canoe trip: Changes requested");
		expect(mail?.text).toContain(REVIEW_REASON_LABELS.missing_releases);
		expect(mail?.text).toContain("Other: Crop the <b>sign</b>");
		expect(mail?.text).toContain("Birthday hats: Rejected");
		expect(mail?.text).toContain(REVIEW_REASON_LABELS.not_vintage_snapshot);
		expect(mail?.text).not.toContain("Oak porch");
		expect(mail?.links).toContain(`${ctx.config.publicUrl}/family`);
		const oakMail = (await outboxMails(ctx, "oak@family.test", /reviewed/))[0];
		expect(oakMail?.text).toContain(REVIEW_REASON_LABELS.artwork_or_brands);
	});

	it("is not sent to a family that turned review mail off", async () => {
		await ctx.database.query(sql`update profiles set notify_reviews = false where id = ${oak.id}`);
		const before = (await outboxMails(ctx, "oak@family.test", /reviewed/)).length;
		const { ids } = await submit(oak.id, ["Quiet one"]);
		const res = await admin.post(DECIDE, {
			decisions: [{ photo_id: ids[0], decision: "rejected", reasons: ["too_small"] }],
		});
		expect(res.statusCode).toBe(200);
		expect(res.json().families_mailed).toBe(0);
		expect(await outboxMails(ctx, "oak@family.test", /reviewed/)).toHaveLength(before);
		expect(await reviewRows(ids[0] as string)).toHaveLength(1);
	});
});
