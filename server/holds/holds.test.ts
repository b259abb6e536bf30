import { HOLD_WRITES_PER_MINUTE, type Hold, type HoldsResponse } from "@core/contracts/holds";
import type { PhotoLicensing } from "@core/contracts/licensing";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { HOLD_DAYS, HOLD_LIMIT, LICENSING_TEXT } from "@core/licensing";
import { COMPANY_ROLES, type CompanyRole } from "@core/teams";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import type { AuthClient } from "../test/auth-client";
import { setUpTeam, type Team } from "../test/fixtures/approvals-team";
import { fillCart } from "../test/fixtures/cart";
import { createCompanyProduction } from "../test/fixtures/company-orders";
import { adminAct, billingOf, checkout } from "../test/fixtures/orders";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let team: Team;
let admin: AuthClient;
/** A production of Otto's company (Other Films). */
let otherProduction: string;

beforeAll(async () => {
	ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
	team = await setUpTeam(ctx);
	admin = await signUpAdmin(ctx);
	const [company] = await ctx.database.query<{ id: string }>(
		sql`select id from companies where name = 'Other Films'`,
	);
	otherProduction = await createCompanyProduction(ctx, company?.id ?? "", "otto@studio.test", "Night Shift");
}, 90_000);
afterAll(async () => ctx?.close());

type Who = CompanyRole | "other" | "guest";
const as = (who: Who): AuthClient => team.clients[who];
const holdsUrl = (project = team.projectId) => `/api/productions/${project}/holds`;
const hold = (who: Who, photoId: string, project = team.projectId) =>
	as(who).post(holdsUrl(project), { photo_id: photoId });
const release = (who: Who, holdId: string) => as(who).del(`/api/holds/${holdId}`);
const licensing = async (who: Who, photoId: string): Promise<PhotoLicensing> => {
	const res = await as(who).get(`/api/photos/${photoId}/licensing`);
	expect(res.statusCode, res.body).toBe(200);
	return res.json();
};
const freshPhotos = (n: number) => insertPhotos(ctx.database, n);
async function placed(who: Who, photoId: string, project = team.projectId): Promise<Hold> {
	const res = await hold(who, photoId, project);
	expect(res.statusCode, res.body).toBe(201);
	return res.json().hold;
}
/** Checks the caller's cart out by invoice for the production; the order's id. */
async function checkOut(who: Who, project: string, name: string): Promise<string> {
	const cart = (await as(who).get("/api/cart")).json();
	const res = await checkout(as(who), {
		project_id: project,
		billing: billingOf(name, `${name.toLowerCase()}@studio.test`),
		payment_method: "invoice",
		expected_total_cents: cart.total_cents,
		terms_version: LICENCE_TERMS_VERSION,
	});
	expect(res.statusCode, res.body).toBe(201);
	return res.json().order.id;
}
async function holdRow(id: string) {
	const [row] = await ctx.database.query<{ ended_at: string | null; end_reason: string | null }>(
		sql`select ended_at, end_reason from photo_holds where id = ${id}`,
	);
	return row;
}

describe("the role matrix", () => {
	const everyone = [...COMPANY_ROLES, "other", "guest"] as const;

	it("owner, buyer, approver and member hold; accounts 403; another company's member 404; a guest 401", async () => {
		const photos = await freshPhotos(everyone.length);
		const got: Record<string, number> = {};
		for (const [i, who] of everyone.entries()) got[who] = (await hold(who, photos[i] ?? "")).statusCode;
		expect(got).toEqual({
			owner: 201,
			buyer: 201,
			approver: 201,
			member: 201,
			accounts: 403,
			other: 404,
			guest: 401,
		});
	});

	it("every member reads the holds (accounts without may_hold); others 404, a guest 401", async () => {
		const got: Record<string, number> = {};
		for (const who of everyone) got[who] = (await as(who).get(holdsUrl())).statusCode;
		expect(got).toEqual({
			owner: 200,
			buyer: 200,
			approver: 200,
			member: 200,
			accounts: 200,
			other: 404,
			guest: 401,
		});
		expect((await as("accounts").get(holdsUrl())).json().may_hold).toBe(false);
		expect((await as("member").get(holdsUrl())).json().may_hold).toBe(true);
	});

	it("release: accounts 403, another company's member 404, a guest 401; a member releases (204), again harmless", async () => {
		const [photo] = await freshPhotos(1);
		const { id } = await placed("member", photo ?? "");
		expect((await release("accounts", id)).statusCode).toBe(403);
		expect((await release("other", id)).statusCode).toBe(404);
		expect((await release("guest", id)).statusCode).toBe(401);
		expect((await holdRow(id))?.ended_at).toBeNull();
		expect((await release("buyer", id)).statusCode).toBe(204);
		expect(await holdRow(id)).toMatchObject({ end_reason: "released" });
		expect((await release("buyer", id)).statusCode).toBe(204);
		const holds: HoldsResponse = (await as("owner").get(holdsUrl())).json();
		expect(holds.holds.map((h) => h.id)).not.toContain(id);
	});
});

describe("placing a hold", () => {
	it("answers the hold with its photo, holder and a 7-day expiry, listed for the team", async () => {
		const [photo] = await freshPhotos(1);
		const before = Date.now();
		const created = await placed("member", photo ?? "");
		expect(created).toMatchObject({
			project_id: team.projectId,
			production: "Diner Pilot",
			held_by: "Mia Lindqvist",
			photo: { id: photo },
		});
		const days = (Date.parse(created.expires_at) - before) / 86_400_000;
		expect(days).toBeGreaterThan(HOLD_DAYS - 0.01);
		expect(days).toBeLessThan(HOLD_DAYS + 0.01);
		const list: HoldsResponse = (await as("accounts").get(holdsUrl())).json();
		expect(list.limit).toBe(HOLD_LIMIT);
		expect(list.holds.find((h) => h.id === created.id)).toEqual(created);
	});

	it("refuses photos not for sale (404), a hold it has already and one another production has (409)", async () => {
		const [draft] = await insertPhotos(ctx.database, 1, { status: "draft" });
		const draftRes = await hold("member", draft ?? "");
		expect(draftRes.statusCode).toBe(404);
		expect(draftRes.json().error.message).toBe(LICENSING_TEXT.holdNotLive);
		expect((await hold("member", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
		expect((await hold("member", "not-a-uuid")).statusCode).toBe(400);

		const [photo] = await freshPhotos(1);
		await placed("member", photo ?? "");
		const again = await hold("buyer", photo ?? "");
		expect(again.statusCode).toBe(409);
		expect(again.json().error.message).toBe(LICENSING_TEXT.alreadyHeld);
		const elsewhere = await hold("other", photo ?? "", otherProduction);
		expect(elsewhere.statusCode).toBe(409);
		expect(elsewhere.json().error.message).toBe(LICENSING_TEXT.heldElsewhere);
	});

	it("refuses a photo another production has exclusively", async () => {
		const [photo] = await fillCart(ctx, "otto@studio.test", 1);
		const orderId = await checkOut("other", otherProduction, "Otto");
		await ctx.database.query(sql`update order_items set license_type = 'hero-usage', exclusive_months = 6,
			exclusive_until = now() + interval '6 months' where order_id = ${orderId}`);
		const res = await hold("member", photo ?? "");
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toMatch(/exclusively until/);
	});

	it("holds again once the production's earlier hold ran out, before its expiry job ended it", async () => {
		const [photo] = await freshPhotos(1);
		const first = await placed("member", photo ?? "");
		await ctx.database.query(sql`update photo_holds set created_at = now() - interval '8 days',
			expires_at = now() - interval '1 day' where id = ${first.id}`);
		const second = await placed("member", photo ?? "");
		expect(second.id).not.toBe(first.id);
		expect(await holdRow(first.id)).toMatchObject({ end_reason: "expired" });
	});
});

describe("the limit", () => {
	/** Holds placed straight in SQL, as if earlier in the week (the per-user rate limit stays free). */
	async function heldAlready(project: string, photos: readonly string[]) {
		for (const photo of photos)
			await ctx.database.query(sql`insert into photo_holds (photo_id, project_id, held_by, expires_at)
				values (${photo}, ${project}, ${team.ids.member}, now() + interval '6 days')`);
	}
	const releaseAll = (project: string) =>
		ctx.database.query(sql`update photo_holds set ended_at = now(), end_reason = 'released'
			where project_id = ${project} and ended_at is null`);

	it(`holds ${HOLD_LIMIT} photos and refuses the next; a release makes room`, async () => {
		const project = team.personalProjectId;
		const photos = await freshPhotos(HOLD_LIMIT + 1);
		await heldAlready(project, photos.slice(0, HOLD_LIMIT - 1));
		const last = await placed("member", photos[HOLD_LIMIT - 1] ?? "", project);
		const over = await hold("member", photos[HOLD_LIMIT] ?? "", project);
		expect(over.statusCode).toBe(409);
		expect(over.json().error.message).toBe(LICENSING_TEXT.holdLimit);
		expect((await as("member").get(holdsUrl(project))).json().holds).toHaveLength(HOLD_LIMIT);
		expect((await release("member", last.id)).statusCode).toBe(204);
		await placed("member", photos[HOLD_LIMIT] ?? "", project);
		await releaseAll(project);
	});

	it("two holds asked at once for the 25th place: one gets it, the other the limit", async () => {
		const project = team.personalProjectId;
		const photos = await freshPhotos(HOLD_LIMIT + 1);
		await heldAlready(project, photos.slice(0, HOLD_LIMIT - 1));
		const answers = await Promise.all([
			hold("member", photos[HOLD_LIMIT - 1] ?? "", project),
			hold("member", photos[HOLD_LIMIT] ?? "", project),
		]);
		expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
		const [count] = await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from photo_holds
			where project_id = ${project} and ended_at is null and expires_at > now()`);
		expect(count?.n).toBe(HOLD_LIMIT);
		await releaseAll(project);
	});

	it("two productions asking for one photo at once: one holds it, the other is refused", async () => {
		const [photo] = await freshPhotos(1);
		const answers = await Promise.all([
			hold("member", photo ?? ""),
			hold("other", photo ?? "", otherProduction),
		]);
		expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
	});
});

describe("what others see (GET /api/photos/:id/licensing)", () => {
	it("another company's member and a guest see 'On hold' and no hero; the holder's team sees its hold", async () => {
		const [photo] = await freshPhotos(1);
		const created = await placed("member", photo ?? "");
		const other = await licensing("other", photo ?? "");
		expect(other.held_by_other_until).toBe(created.expires_at);
		expect(other.my_holds).toEqual([]);
		expect(other.hero_block).toBe(LICENSING_TEXT.heldByOther(created.expires_at));
		expect((await licensing("guest", photo ?? "")).held_by_other_until).toBe(created.expires_at);
		for (const who of ["owner", "accounts"] as const) {
			const mine = await licensing(who, photo ?? "");
			expect(mine.held_by_other_until).toBeNull();
			expect(mine.hero_block).toBeNull();
			expect(mine.my_holds).toEqual([
				{
					hold_id: created.id,
					project_id: team.projectId,
					production: "Diner Pilot",
					expires_at: created.expires_at,
				},
			]);
		}
		await release("member", created.id);
		expect((await licensing("other", photo ?? "")).held_by_other_until).toBeNull();
	});
});

describe("licensing ends the production's holds", () => {
	it("a paid order of the holding production ends its holds of the order's photos, 'licensed'; other holds stay", async () => {
		const [inOrder, alsoInOrder] = await fillCart(ctx, "bea@studio.test", 2);
		const [elsewhere, notOrdered] = await freshPhotos(2);
		const ordered = await placed("member", inOrder ?? "");
		const kept = await placed("member", notOrdered ?? "");
		const othersKept = await placed("other", elsewhere ?? "", otherProduction);
		// Another production's hold of an ordered photo (placed before the one-hold rule, say) stays too.
		const [foreign] = await ctx.database.query<{ id: string }>(
			sql`insert into photo_holds (photo_id, project_id, held_by, expires_at)
				values (${alsoInOrder}, ${otherProduction}, ${team.ids.other}, now() + interval '7 days') returning id`,
		);
		const orderId = await checkOut("buyer", team.projectId, "Bea");
		// Awaiting payment: the hold still runs.
		expect((await holdRow(ordered.id))?.ended_at).toBeNull();
		expect((await adminAct(admin, orderId, "mark_paid")).statusCode).toBe(200);
		expect(await holdRow(ordered.id)).toMatchObject({ end_reason: "licensed" });
		expect((await holdRow(kept.id))?.ended_at).toBeNull();
		expect((await holdRow(othersKept.id))?.ended_at).toBeNull();
		expect((await holdRow(foreign?.id ?? ""))?.ended_at).toBeNull();
		const list: HoldsResponse = (await as("owner").get(holdsUrl())).json();
		expect(list.holds.map((h) => h.id)).not.toContain(ordered.id);
		expect(list.holds.map((h) => h.id)).toContain(kept.id);
	});
});

describe("rate limit", () => {
	it(`allows ${HOLD_WRITES_PER_MINUTE} holds a minute per user, then 429`, async () => {
		const [photo] = await freshPhotos(1);
		const statuses: number[] = [];
		for (let i = 0; i <= HOLD_WRITES_PER_MINUTE; i++)
			statuses.push((await hold("approver", photo ?? "")).statusCode);
		expect(statuses[0]).toBe(201);
		// The approver's hold earlier in this file may count in the same minute.
		expect(statuses.slice(1, HOLD_WRITES_PER_MINUTE - 1).every((code) => code === 409)).toBe(true);
		expect(statuses.at(-1)).toBe(429);
		expect((await hold("owner", photo ?? "")).statusCode).toBe(409);
	});
});
