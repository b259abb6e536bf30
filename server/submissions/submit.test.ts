import { PHOTO_DEFAULT_PRICE_CENTS } from "@core/contracts/catalogue";
import { familyApiPaths, SUBMISSION_TEXT } from "@core/contracts/submissions";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authClient, signUpFamily } from "../test/auth-client";
import { insertFamilyPhotos, photoNow, recordReview } from "../test/fixtures/family-photos";
import { createTestApp } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";

/** Sending photos for review, and sending a photo a reviewer sent back again. */

const setup = setUpOnce(
	async () => {
		const ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
		const rose = authClient(ctx);
		const roseId = await signUpFamily(ctx, rose, "rose@family.test", "The Rose Family");
		const otto = authClient(ctx);
		const ottoId = await signUpFamily(ctx, otto, "otto@family.test", "The Otto Family");
		return { ctx, rose, roseId, otto, ottoId };
	},
	({ ctx }) => ctx.close(),
);

const submit = (ids: (string | undefined)[]) =>
	setup.rose.post(familyApiPaths.submissions, { photo_ids: ids });

async function submissionsOf(familyId: string): Promise<string[]> {
	const rows = await setup.ctx.database.query<{ id: string }>(
		sql`select id from submissions where family_id = ${familyId} order by created_at`,
	);
	return rows.map((row) => row.id);
}

describe("POST /api/family/submissions", () => {
	it("refuses every photo that cannot go yet, each with why, and sends none (422)", async () => {
		const [ready] = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 1);
		const unready = await insertFamilyPhotos(
			setup.ctx.database,
			setup.roseId,
			6,
			(i) =>
				[
					{ processing_state: "processing" as const, thumbnail_url: null, preview_url: null },
					{ processing_state: "failed" as const },
					{ title: "  " },
					{ decade_taken: null },
					{ photo_status: "review" },
					{ photo_status: "live" },
				][i] ?? {},
		);
		const res = await submit([ready?.id, ...unready.map((p) => p.id)]);
		expect(res.statusCode).toBe(422);
		expect(res.json().error).toMatchObject({
			message: SUBMISSION_TEXT.cannotSubmit,
			fields: { photo_ids: SUBMISSION_TEXT.cannotSubmit },
		});
		const messages = [
			SUBMISSION_TEXT.stillProcessing,
			SUBMISSION_TEXT.processingFailed,
			SUBMISSION_TEXT.needsTitle,
			SUBMISSION_TEXT.needsDecade,
			SUBMISSION_TEXT.alreadyInReview,
			SUBMISSION_TEXT.alreadyLive,
		];
		const refused = res.json().error.details.refused as { id: string; photoid: number; message: string }[];
		expect(refused.sort((a, b) => a.photoid - b.photoid)).toEqual(
			unready.map((p, i) => ({ id: p.id, photoid: p.photoid, message: messages[i] })),
		);
		expect((await photoNow(setup.ctx.database, ready?.id ?? ""))?.photo_status).toBe("draft");
		expect(await submissionsOf(setup.roseId)).toEqual([]);
	});

	it("sends ready drafts for review in one new submission, at the default price", async () => {
		const photos = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 3, { price_cents: 0 });
		const res = await submit(photos.map((p) => p.id));
		expect(res.statusCode, res.body).toBe(201);
		const [submission] = await submissionsOf(setup.roseId);
		expect(res.json()).toEqual({ submission_id: submission, submitted: expect.any(Array) });
		expect(new Set(res.json().submitted)).toEqual(new Set(photos.map((p) => p.id)));
		for (const photo of photos)
			expect(await photoNow(setup.ctx.database, photo.id)).toMatchObject({
				photo_status: "review",
				submission_id: submission,
				price_cents: PHOTO_DEFAULT_PRICE_CENTS,
			});
		const listed = (await setup.rose.get(`${familyApiPaths.photos}?status=review`)).json();
		expect(listed.photos.map((p: { id: string }) => p.id)).toEqual(
			expect.arrayContaining(photos.map((p) => p.id)),
		);
		expect(listed.photos[0]).toMatchObject({ status: "review", editable: false });
		// Sent once: a second time is refused.
		const again = await submit([photos[0]?.id]);
		expect(again.statusCode).toBe(422);
		expect(again.json().error.details.refused[0].message).toBe(SUBMISSION_TEXT.alreadyInReview);
	});

	it("refuses the whole request when one photo is another family's (404)", async () => {
		const [mine] = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 1);
		const [ottos] = await insertFamilyPhotos(setup.ctx.database, setup.ottoId, 1);
		const before = await submissionsOf(setup.roseId);
		expect((await submit([mine?.id, ottos?.id])).statusCode).toBe(404);
		expect((await photoNow(setup.ctx.database, mine?.id ?? ""))?.photo_status).toBe("draft");
		expect(await submissionsOf(setup.roseId)).toEqual(before);
	});
});

describe("sending a photo again", () => {
	it("puts a photo sent back into the same submission, by itself or among new drafts", async () => {
		const [first, second] = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 2);
		const sent = await submit([first?.id, second?.id]);
		const submission = sent.json().submission_id;
		await recordReview(setup.ctx.database, first?.id ?? "", "changes_requested", ["other"], "Name the beach");
		await recordReview(setup.ctx.database, second?.id ?? "", "rejected", ["artwork_or_brands"]);

		const detail = (await setup.rose.get(familyApiPaths.photo(first?.id ?? ""))).json().photo;
		expect(detail).toMatchObject({
			status: "changes_requested",
			editable: true,
			submission_id: submission,
			latest_review: { decision: "changes_requested", reasons: ["other"], note: "Name the beach" },
		});
		expect(
			(await setup.rose.patch(familyApiPaths.photo(first?.id ?? ""), { title: "Crystal Beach" })).statusCode,
		).toBe(200);

		const resent = await setup.rose.post(familyApiPaths.resubmit(first?.id ?? ""));
		expect(resent.statusCode, resent.body).toBe(200);
		expect(resent.json().photo).toMatchObject({
			status: "review",
			submission_id: submission,
			title: "Crystal Beach",
		});
		expect(await photoNow(setup.ctx.database, first?.id ?? "")).toMatchObject({
			photo_status: "review",
			submission_id: submission,
		});

		// The bulk submit sends the rejected one back into its own submission, the new draft into a new one.
		const [fresh] = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 1);
		const mixed = await submit([second?.id, fresh?.id]);
		expect(mixed.statusCode).toBe(201);
		expect(mixed.json().submission_id).not.toBe(submission);
		expect((await photoNow(setup.ctx.database, second?.id ?? ""))?.submission_id).toBe(submission);
		expect((await photoNow(setup.ctx.database, fresh?.id ?? ""))?.submission_id).toBe(
			mixed.json().submission_id,
		);
	});

	it("refuses a photo that was not sent back (409), or one still not ready (422)", async () => {
		const [draft, inReview] = await insertFamilyPhotos(setup.ctx.database, setup.roseId, 2, (i) => ({
			photo_status: i === 0 ? "draft" : "review",
		}));
		const neverSent = await setup.rose.post(familyApiPaths.resubmit(draft?.id ?? ""));
		expect(neverSent.statusCode).toBe(409);
		expect(neverSent.json().error.message).toBe(SUBMISSION_TEXT.notSentBack);
		const waiting = await setup.rose.post(familyApiPaths.resubmit(inReview?.id ?? ""));
		expect(waiting.statusCode).toBe(409);
		expect(waiting.json().error.message).toBe(SUBMISSION_TEXT.alreadyInReview);

		const sent = await submit([draft?.id]);
		expect(sent.statusCode).toBe(201);
		await recordReview(setup.ctx.database, draft?.id ?? "", "changes_requested", ["other"], "Which decade?");
		await setup.ctx.database.query(sql`update photos set decade_taken = null where id = ${draft?.id}`);
		const unready = await setup.rose.post(familyApiPaths.resubmit(draft?.id ?? ""));
		expect(unready.statusCode).toBe(422);
		expect(unready.json().error.details.refused[0].message).toBe(SUBMISSION_TEXT.needsDecade);
		expect((await photoNow(setup.ctx.database, draft?.id ?? ""))?.photo_status).toBe("draft");
	});
});
