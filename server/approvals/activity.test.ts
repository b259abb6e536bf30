import { APPROVAL_TEXT } from "@core/approvals";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUpTeam, type Team } from "../test/fixtures/approvals-team";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let team: Team;

beforeAll(async () => {
	ctx = await createTestApp();
	team = await setUpTeam(ctx);
}, 60_000);
afterAll(async () => ctx?.close());

const activityUrl = (query = "") => `/api/productions/${team.projectId}/activity${query}`;

describe("GET /api/productions/:id/activity", () => {
	it("lists what the team did, newest first, with the actor, the photo card and the count", async () => {
		const member = team.clients.member;
		await member.post(`/api/wishlists/${team.wishlistId}/items/${team.photos[0]}/comments`, { body: "Nice" });
		await member.post(`/api/wishlists/${team.wishlistId}/send-for-approval`, {});
		await team.clients.approver.post(`/api/wishlists/${team.wishlistId}/approvals`, {
			decisions: [{ photo_id: team.photos[1], state: "rejected", note: "too modern" }],
		});
		const res = await member.get(activityUrl());
		expect(res.statusCode).toBe(200);
		const { entries, next_before } = res.json();
		expect(next_before).toBeNull();
		expect(entries.map((e: { kind: string }) => e.kind)).toEqual([
			"rejected",
			"sent_for_approval",
			"commented",
		]);
		const [rejected, sent, commented] = entries;
		expect(rejected).toMatchObject({
			actor: "Abe Lindqvist",
			count: 1,
			note: "too modern",
			wishlist_id: team.wishlistId,
			photo: { id: team.photos[1], title: expect.any(String), photoid: expect.any(Number) },
		});
		expect(sent).toMatchObject({ actor: "Mia Lindqvist", count: 6, photo: null });
		expect(commented.photo.thumbnail_url).toMatch(/^\/media\/thumbs\//);
	});

	it("names someone removed from the company 'Someone who left'", async () => {
		await ctx.database.query(
			sql`delete from company_members where company_id = ${team.companyId} and user_id = ${team.ids.approver}`,
		);
		const { entries } = (await team.clients.owner.get(activityUrl())).json();
		expect(entries[0]).toMatchObject({ kind: "rejected", actor: APPROVAL_TEXT.someoneWhoLeft });
		expect((await team.clients.approver.get(activityUrl())).statusCode).toBe(404);
	});

	it("pages with before and limit (at most 50, default 20)", async () => {
		await ctx.database.query(sql`
			insert into production_activity (project_id, actor_id, kind, photo_id, count)
			select ${team.projectId}, ${team.ids.member}, 'added', null, n from generate_series(1, 45) n`);
		const first = (await team.clients.buyer.get(activityUrl())).json();
		expect(first.entries).toHaveLength(20);
		expect(first.entries[0]).toMatchObject({ kind: "added", count: 45 });
		const ids: number[] = first.entries.map((e: { id: number }) => e.id);
		expect(ids).toEqual([...ids].sort((a, b) => b - a));
		expect(first.next_before).toBe(ids.at(-1));

		const second = (
			await team.clients.buyer.get(activityUrl(`?before=${first.next_before}&limit=50`))
		).json();
		expect(second.entries).toHaveLength(48 - 20);
		expect(second.entries[0].id).toBeLessThan(first.next_before);
		expect(second.next_before).toBeNull();

		expect((await team.clients.buyer.get(activityUrl("?limit=51"))).statusCode).toBe(400);
		expect((await team.clients.buyer.get(activityUrl("?limit=0"))).statusCode).toBe(400);
		expect((await team.clients.buyer.get(activityUrl("?before=abc"))).statusCode).toBe(400);
	});
});
