import { APPROVAL_TEXT, COMMENT_MAX, SENDS_PER_MINUTE } from "@core/approvals";
import { COMPANY_ROLES, type CompanyRole } from "@core/teams";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, outboxMails } from "../test/auth-client";
import { setNotifications, setUpTeam, type Team } from "../test/fixtures/approvals-team";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let team: Team;

beforeAll(async () => {
	ctx = await createTestApp();
	team = await setUpTeam(ctx);
}, 60_000);
afterAll(async () => ctx?.close());

const photo = (i: number) => team.photos[i] ?? "";
const as = (who: CompanyRole | "other" | "guest"): AuthClient => team.clients[who];
const approvalsUrl = (list = team.wishlistId) => `/api/wishlists/${list}/approvals`;
const commentsUrl = (i: number, list = team.wishlistId) =>
	`/api/wishlists/${list}/items/${photo(i)}/comments`;
const sendUrl = (list = team.wishlistId) => `/api/wishlists/${list}/send-for-approval`;
const activityUrl = (project = team.projectId) => `/api/productions/${project}/activity`;
const email = (name: string) => `${name.toLowerCase()}@studio.test`;

async function itemsState() {
	return ctx.database.query<{
		photo_id: string;
		approval: string;
		approval_note: string | null;
		approval_by: string | null;
	}>(sql`select photo_id, approval, approval_note, approval_by from wishlist_items
		where wishlist_id = ${team.wishlistId} order by photo_id`);
}
async function activityKinds() {
	return (
		await ctx.database.query<{ kind: string; count: number; note: string | null }>(
			sql`select kind, count, note from production_activity where project_id = ${team.projectId} order by id`,
		)
	).map((row) => ({ ...row, count: Number(row.count) }));
}
const mailCount = async (name: string, subject: RegExp) =>
	(await outboxMails(ctx, email(name), subject)).length;

describe("the role matrix", () => {
	const everyone = [...COMPANY_ROLES, "other", "guest"] as const;
	type Who = (typeof everyone)[number];
	const expectStatuses = async (
		call: (who: Who) => Promise<{ statusCode: number }>,
		want: Record<Who, number>,
	) => {
		const got: Record<string, number> = {};
		for (const who of everyone) got[who] = (await call(who)).statusCode;
		expect(got).toEqual(want);
	};
	const readable = {
		owner: 200,
		buyer: 200,
		approver: 200,
		member: 200,
		accounts: 200,
		other: 404,
		guest: 401,
	};

	it("GET approvals: every member reads; another company's member gets 404, a guest 401", async () => {
		await expectStatuses((who) => as(who).get(approvalsUrl()), readable);
		const may = async (who: CompanyRole) => (await as(who).get(approvalsUrl())).json().may;
		expect(await may("owner")).toEqual({ comment: true, decide: true, send: true });
		expect(await may("approver")).toEqual({ comment: true, decide: true, send: true });
		expect(await may("buyer")).toEqual({ comment: true, decide: false, send: true });
		expect(await may("member")).toEqual({ comment: true, decide: false, send: true });
		expect(await may("accounts")).toEqual({ comment: false, decide: false, send: false });
	});

	it("GET comments: every member reads", async () => {
		await expectStatuses((who) => as(who).get(commentsUrl(0)), readable);
	});

	it("POST comments: roles that shortlist; accounts 403", async () => {
		await expectStatuses((who) => as(who).post(commentsUrl(5), { body: `From ${who}` }), {
			...readable,
			owner: 201,
			buyer: 201,
			approver: 201,
			member: 201,
			accounts: 403,
		});
	});

	it("POST approvals: owners and approvers; other roles 403", async () => {
		await expectStatuses(
			(who) => as(who).post(approvalsUrl(), { decisions: [{ photo_id: photo(5), state: "proposed" }] }),
			{ ...readable, buyer: 403, member: 403, accounts: 403 },
		);
		const refused = await as("member").post(approvalsUrl(), {
			decisions: [{ photo_id: photo(5), state: "approved" }],
		});
		expect(refused.json().error.message).toMatch(/does not allow you to approve or reject photos/);
	});

	it("POST send-for-approval: roles that shortlist; accounts 403", async () => {
		await expectStatuses((who) => as(who).post(sendUrl(), { photo_ids: [photo(5)] }), {
			...readable,
			accounts: 403,
		});
	});

	it("GET activity: every member; 404 to another company's member", async () => {
		await expectStatuses((who) => as(who).get(activityUrl()), readable);
	});

	it("a personal shortlist: no approvals offered (team false), writes answer 409, others 404", async () => {
		const own = await as("member").get(approvalsUrl(team.personalWishlistId));
		expect(own.statusCode).toBe(200);
		expect(own.json()).toEqual({
			team: false,
			items: [],
			may: { comment: false, decide: false, send: false },
		});
		const conflict = await as("member").post(commentsUrl(0, team.personalWishlistId), { body: "Hi" });
		expect(conflict.statusCode).toBe(409);
		expect(conflict.json().error.message).toBe(APPROVAL_TEXT.personal);
		expect((await as("member").get(commentsUrl(0, team.personalWishlistId))).statusCode).toBe(409);
		expect((await as("member").post(sendUrl(team.personalWishlistId), {})).statusCode).toBe(409);
		expect(
			(
				await as("member").post(approvalsUrl(team.personalWishlistId), {
					decisions: [{ photo_id: photo(0), state: "approved" }],
				})
			).statusCode,
		).toBe(409);
		for (const who of ["owner", "approver", "other"] as const) {
			expect((await as(who).get(approvalsUrl(team.personalWishlistId))).statusCode, who).toBe(404);
			expect((await as(who).post(sendUrl(team.personalWishlistId), {})).statusCode, who).toBe(404);
		}
		// A personal production keeps no feed; its owner reads it empty, nobody else at all.
		expect((await as("member").get(activityUrl(team.personalProjectId))).json()).toEqual({
			entries: [],
			next_before: null,
		});
		expect((await as("owner").get(activityUrl(team.personalProjectId))).statusCode).toBe(404);
	});
});

describe("comments", () => {
	it("validates the body per field: required, at most 1000 characters, trimmed", async () => {
		for (const body of ["", "   "]) {
			const res = await as("member").post(commentsUrl(1), { body });
			expect(res.statusCode).toBe(400);
			expect(res.json().error.fields).toEqual({ body: APPROVAL_TEXT.commentRequired });
		}
		const long = await as("member").post(commentsUrl(1), { body: "x".repeat(COMMENT_MAX + 1) });
		expect(long.statusCode).toBe(400);
		expect(long.json().error.fields).toEqual({ body: APPROVAL_TEXT.commentTooLong });
		expect((await as("member").post(commentsUrl(1), {})).statusCode).toBe(400);
		expect((await as("member").post(commentsUrl(1), { body: "x".repeat(COMMENT_MAX) })).statusCode).toBe(201);
	});

	it("keeps the thread oldest first with author and time, counts it, and records the activity", async () => {
		const before = (await activityKinds()).filter((a) => a.kind === "commented").length;
		const first = await as("member").post(commentsUrl(2), { body: "  Right for the diner?  " });
		expect(first.statusCode).toBe(201);
		expect(first.json().comment).toMatchObject({ author: "Mia Lindqvist", body: "Right for the diner?" });
		await as("approver").post(commentsUrl(2), { body: "Too clean, maybe." });
		const thread = (await as("accounts").get(commentsUrl(2))).json().comments;
		expect(thread.map((c: { author: string; body: string }) => [c.author, c.body])).toEqual([
			["Mia Lindqvist", "Right for the diner?"],
			["Abe Lindqvist", "Too clean, maybe."],
		]);
		const item = (await as("owner").get(approvalsUrl()))
			.json()
			.items.find((i: { photo_id: string }) => i.photo_id === photo(2));
		expect(item.comment_count).toBe(2);
		expect((await activityKinds()).filter((a) => a.kind === "commented").length).toBe(before + 2);
	});

	it("answers 404 for a photo not on the shortlist", async () => {
		const res = await as("member").post(
			`/api/wishlists/${team.wishlistId}/items/${team.wishlistId}/comments`,
			{
				body: "Hello",
			},
		);
		expect(res.statusCode).toBe(404);
	});
});

describe("send for approval and decisions", () => {
	it("sends every proposed photo: stamps them, records it, mails approvers and owners who want it", async () => {
		await setNotifications(ctx, team, team.ids.owner, { requests: false });
		const subject = /^6 photos to approve on Diner walls$/;
		const res = await as("member").post(sendUrl(), {});
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ sent: 6, notified: 1 });
		expect(await mailCount("Abe", subject)).toBe(1);
		for (const name of ["Olive", "Bea", "Mia", "Acc", "Otto"])
			expect(await mailCount(name, subject), name).toBe(0);
		const [mail] = await outboxMails(ctx, email("Abe"), subject);
		expect(mail?.text).toContain('Mia Lindqvist sent 6 photos of the shortlist "Diner walls" (Diner Pilot)');
		expect(mail?.links).toContain(`${ctx.config.publicUrl}/wishlists/${team.wishlistId}`);
		const items = (await as("member").get(approvalsUrl())).json().items;
		expect(items.every((i: { sent_for_approval_at: string | null }) => i.sent_for_approval_at !== null)).toBe(
			true,
		);
		expect((await activityKinds()).at(-1)).toMatchObject({ kind: "sent_for_approval", count: 6 });
		await setNotifications(ctx, team, team.ids.owner, { requests: true });
	});

	it("refuses a rejection without a note (400 per decision) and writes nothing", async () => {
		const before = { items: await itemsState(), activity: await activityKinds() };
		const res = await as("approver").post(approvalsUrl(), {
			decisions: [
				{ photo_id: photo(0), state: "approved" },
				{ photo_id: photo(1), state: "rejected" },
				{ photo_id: photo(2), state: "rejected", note: "   " },
			],
		});
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toEqual({
			"decisions.1.note": APPROVAL_TEXT.noteRequired,
			"decisions.2.note": APPROVAL_TEXT.noteRequired,
		});
		expect(await itemsState()).toEqual(before.items);
		expect(await activityKinds()).toEqual(before.activity);
	});

	it("is all or nothing: a photo not on the shortlist refuses the whole request", async () => {
		const before = await itemsState();
		const res = await as("approver").post(approvalsUrl(), {
			decisions: [
				{ photo_id: photo(0), state: "approved" },
				{ photo_id: team.wishlistId, state: "approved" },
			],
		});
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toEqual({ "decisions.1.photo_id": APPROVAL_TEXT.notOnList });
		expect(await itemsState()).toEqual(before);
		const empty = await as("approver").post(approvalsUrl(), { decisions: [] });
		expect(empty.statusCode).toBe(400);
	});

	it("approves four and rejects two with notes; records one entry per kind; mails the proposer", async () => {
		await ctx.database.query(sql`update photos set title = 'Kitchen 1974' where id = ${photo(5)}`);
		const subject = /^Decisions on Diner walls$/;
		const res = await as("approver").post(approvalsUrl(), {
			decisions: [
				...[0, 1, 2, 3].map((i) => ({ photo_id: photo(i), state: "approved" })),
				{ photo_id: photo(4), state: "rejected", note: "Too bright" },
				{ photo_id: photo(5), state: "rejected", note: "too modern" },
			],
		});
		expect(res.statusCode).toBe(200);
		const items = res.json().items as Array<{
			photo_id: string;
			approval: string;
			note: string;
			decided_by: string;
		}>;
		expect(items.filter((i) => i.approval === "approved")).toHaveLength(4);
		expect(items.find((i) => i.photo_id === photo(5))).toMatchObject({
			approval: "rejected",
			note: "too modern",
			decided_by: "Abe Lindqvist",
		});
		expect((await activityKinds()).slice(-2)).toEqual([
			{ kind: "approved", count: 4, note: null },
			{ kind: "rejected", count: 2, note: null },
		]);
		expect(await mailCount("Mia", subject)).toBe(1);
		for (const name of ["Abe", "Olive", "Bea", "Acc"]) expect(await mailCount(name, subject), name).toBe(0);
		const [mail] = await outboxMails(ctx, email("Mia"), subject);
		expect(mail?.text).toContain("Approved (4)");
		expect(mail?.text).toContain("- Kitchen 1974: too modern");
		expect(mail?.links).toContain(`${ctx.config.publicUrl}/wishlists/${team.wishlistId}`);
	});

	it("409 when nothing is proposed", async () => {
		const res = await as("member").post(sendUrl(), {});
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(APPROVAL_TEXT.nothingToSend);
	});

	it("mails the member who sent a photo rather than who added it, and nobody who turned it off", async () => {
		// Back to proposed, then Bea sends one photo Mia added.
		await as("owner").post(approvalsUrl(), { decisions: [{ photo_id: photo(5), state: "proposed" }] });
		expect((await as("buyer").post(sendUrl(), { photo_ids: [photo(5)] })).json()).toEqual({
			sent: 1,
			notified: 2,
		});
		const subject = /^Decisions on Diner walls$/;
		const before = { mia: await mailCount("Mia", subject), bea: await mailCount("Bea", subject) };
		await as("owner").post(approvalsUrl(), { decisions: [{ photo_id: photo(5), state: "approved" }] });
		expect(await mailCount("Bea", subject)).toBe(before.bea + 1);
		expect(await mailCount("Mia", subject)).toBe(before.mia);
		expect((await activityKinds()).at(-1)).toMatchObject({ kind: "approved", count: 1 });

		await as("owner").post(approvalsUrl(), { decisions: [{ photo_id: photo(5), state: "proposed" }] });
		await as("buyer").post(sendUrl(), { photo_ids: [photo(5)] });
		await setNotifications(ctx, team, team.ids.buyer, { decisions: false });
		await as("owner").post(approvalsUrl(), {
			decisions: [{ photo_id: photo(5), state: "rejected", note: "Changed my mind" }],
		});
		expect(await mailCount("Bea", subject)).toBe(before.bea + 1);
		expect((await activityKinds()).at(-1)).toEqual({ kind: "rejected", count: 1, note: "Changed my mind" });
	});

	it("400 for a photo id of send-for-approval that is not on the shortlist", async () => {
		const res = await as("member").post(sendUrl(), { photo_ids: [team.wishlistId] });
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toEqual({ "photo_ids.0": APPROVAL_TEXT.notOnList });
	});
});

describe("rate limits", () => {
	it("lets a caller send for approval 10 times a minute, then answers 429", async () => {
		// Otto's company has no such shortlist: each try answers 404, and each counts (the tests
		// above spent two of his ten this minute).
		const statuses: number[] = [];
		for (let i = 0; i < SENDS_PER_MINUTE; i++)
			statuses.push((await as("other").post(sendUrl(), {})).statusCode);
		expect(statuses).toEqual([...Array(SENDS_PER_MINUTE - 2).fill(404), 429, 429]);
		// Per caller: the member is not held back by Otto's tries.
		expect((await as("member").post(sendUrl(), { photo_ids: [photo(0)] })).statusCode).not.toBe(429);
	});
});
