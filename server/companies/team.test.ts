import { COMPANY_TEXT } from "@core/contracts/companies";
import { TEAM_TEXT } from "@core/teams";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import type { AuthClient } from "../test/auth-client";
import { signUpMembers } from "../test/auth-client";
import { adminAct, memberWithOrder } from "../test/fixtures/orders";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";
import { join, userIdOf } from "../test/teams";

/**
 * A company workspace's people (issue 29): what the workspace shows, changing roles, removing a
 * member (what they made stays with the company), the last owner, settings and notifications.
 */

let ctx: TestContext;
let olive: AuthClient;
let dee: AuthClient;
let bo: AuthClient;
let companyId = "";
let oliveId = "";
let deeId = "";
let boId = "";

const workspace = (client: AuthClient) => client.get(`/api/companies/${companyId}`);

beforeAll(async () => {
	ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
	const admin = await signUpAdmin(ctx);
	// Olive checks out two photos for "Harbor Shoot" of Harbor Films (made with the project: she owns it).
	const placed = await memberWithOrder(ctx, "Olive", 2, "Harbor Shoot");
	olive = placed.client;
	expect((await adminAct(admin, placed.order.id, "mark_paid")).statusCode).toBe(200);
	companyId = (await olive.get("/api/companies")).json().companies[0].id;
	// The projects and orders services attach new rows to the company (company_id); attached here
	// too, so this file checks the workspace whichever way they were made.
	await ctx.database.query(sql`update projects set company_id = ${companyId} where id = ${placed.projectId}`);
	await ctx.database.query(sql`update orders set company_id = ${companyId} where id = ${placed.order.id}`);
	[dee, bo] = await signUpMembers(ctx, "Dee", "Bo");
	await join(ctx, olive, companyId, dee, "dee@studio.test", "member");
	await join(ctx, olive, companyId, bo, "bo@studio.test", "accounts");
	oliveId = await userIdOf(ctx, "olive@studio.test");
	deeId = await userIdOf(ctx, "dee@studio.test");
	boId = await userIdOf(ctx, "bo@studio.test");
});
afterAll(async () => ctx?.close());

describe("GET /api/companies/:id", () => {
	it("shows the company with the caller's role, members owners first, productions with their counts", async () => {
		const res = await workspace(bo);
		expect(res.statusCode).toBe(200);
		const body = res.json();
		expect(body.company).toMatchObject({ id: companyId, name: "Harbor Films", role: "accounts" });
		expect(body.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
			["olive@studio.test", "owner"],
			["bo@studio.test", "accounts"],
			["dee@studio.test", "member"],
		]);
		expect(body.members[0]).toMatchObject({ user_id: oliveId, name: "Olive" });
		expect(body.productions).toMatchObject([{ name: "Harbor Shoot", shortlist_count: 0, licence_count: 2 }]);
		expect(body.settings).toEqual({ approved_only: false, required_refs: [], billing: null });
		expect(body.my_notifications).toEqual({ approval_requests: true, approval_decisions: true });
		expect(body.invitations).toEqual([]);
		expect((await workspace(olive)).json().invitations).toHaveLength(2);
	});
});

describe("a member's productions belong to the company", () => {
	it("a production a member starts is found in the company; roles that may not start one are refused", async () => {
		const made = await dee.post("/api/projects", { name: "Dee Shoot", company: "harbor films" });
		expect(made.statusCode, made.body).toBe(201);
		// Found among Dee's companies: no company of her own was made.
		expect((await dee.get("/api/companies")).json().companies).toMatchObject([
			{ id: companyId, role: "member" },
		]);
		const refused = await bo.post("/api/projects", { name: "Bo Shoot", company: "Harbor Films" });
		expect(refused.statusCode).toBe(403);
		expect(refused.json().error.message).toBe(TEAM_TEXT.roleRefused("start a production"));
	});

	it("stays with the company when its maker is removed: the project, its shortlist and the orders", async () => {
		const [project] = await ctx.database.query<{ id: string }>(
			sql`select id from projects where name = 'Dee Shoot'`,
		);
		const projectId = project?.id ?? "";
		await ctx.database.query(sql`update projects set company_id = ${companyId} where id = ${projectId}`);
		const [photo] = await insertPhotos(ctx.database, 1);
		const wishlist = (await dee.post("/api/wishlists", { name: "Porches", project_id: projectId })).json()
			.wishlist;
		expect((await dee.post(`/api/wishlists/${wishlist.id}/items`, { photo_id: photo })).statusCode).toBe(201);
		const [order] = await ctx.database.query<{ id: string }>(
			sql`select id from orders where company_id = ${companyId}`,
		);
		await ctx.database.query(sql`update orders set user_id = ${deeId} where id = ${order?.id}`);

		expect((await olive.del(`/api/companies/${companyId}/members/${deeId}`)).statusCode).toBe(204);

		expect(
			await ctx.database.query(sql`select user_id, company_id from projects where id = ${projectId}`),
		).toEqual([{ user_id: deeId, company_id: companyId }]);
		expect(
			await ctx.database.query(
				sql`select count(*)::int as items from wishlist_items where wishlist_id = ${wishlist.id}`,
			),
		).toEqual([{ items: 1 }]);
		expect(await ctx.database.query(sql`select company_id from orders where id = ${order?.id}`)).toEqual([
			{ company_id: companyId },
		]);
		// The others still see it among the company's productions, with its shortlist.
		const productions = (await workspace(bo)).json().productions;
		expect(productions).toMatchObject([
			{ name: "Dee Shoot", shortlist_count: 1 },
			{ name: "Harbor Shoot", licence_count: 2 },
		]);
		// Dee sees the company no more.
		const gone = await workspace(dee);
		expect(gone.statusCode).toBe(404);
		expect(gone.json().error.message).toBe(TEAM_TEXT.notMember);
		expect((await dee.get("/api/companies")).json().companies).toEqual([]);
		// Removing someone who is not a member: 404.
		expect((await olive.del(`/api/companies/${companyId}/members/${deeId}`)).statusCode).toBe(404);
		// And the company cannot be deleted while it has productions.
		const refused = await olive.del(`/api/companies/${companyId}`);
		expect(refused.statusCode).toBe(409);
		expect(refused.json().error.message).toBe(COMPANY_TEXT.inUse("Harbor Films", 2));
	});
});

describe("roles and the last owner", () => {
	it("the last owner can neither step down nor leave nor be removed (409)", async () => {
		const demote = await olive.patch(`/api/companies/${companyId}/members/${oliveId}`, { role: "buyer" });
		expect(demote.statusCode).toBe(409);
		expect(demote.json().error.message).toBe(TEAM_TEXT.lastOwner);
		const leave = await olive.del(`/api/companies/${companyId}/members/${oliveId}`);
		expect(leave.statusCode).toBe(409);
		expect(leave.json().error.message).toBe(TEAM_TEXT.lastOwner);
	});

	it("with a second owner, the first may step down; a member may leave by themselves", async () => {
		const promoted = await olive.patch(`/api/companies/${companyId}/members/${boId}`, { role: "owner" });
		expect(promoted.statusCode).toBe(200);
		expect(promoted.json().member).toMatchObject({ user_id: boId, role: "owner", email: "bo@studio.test" });
		const stepped = await olive.patch(`/api/companies/${companyId}/members/${oliveId}`, { role: "buyer" });
		expect(stepped.statusCode).toBe(200);
		expect(stepped.json().member.role).toBe("buyer");
		// Olive is a buyer now: managing is refused.
		expect(
			(await olive.patch(`/api/companies/${companyId}/members/${boId}`, { role: "member" })).statusCode,
		).toBe(403);
		// Bo, the only owner, cannot be removed by himself...
		expect((await bo.del(`/api/companies/${companyId}/members/${boId}`)).statusCode).toBe(409);
		// ... but Olive may leave.
		expect((await olive.del(`/api/companies/${companyId}/members/${oliveId}`)).statusCode).toBe(204);
		expect((await workspace(olive)).statusCode).toBe(404);
		expect((await workspace(bo)).json().members.map((m: { email: string }) => m.email)).toEqual([
			"bo@studio.test",
		]);
		// Changing the role of someone not in the company: 404.
		const stranger = await bo.patch(`/api/companies/${companyId}/members/${deeId}`, { role: "member" });
		expect(stranger.statusCode).toBe(404);
	});
});

describe("settings and notifications", () => {
	it("owners change the settings; each member their own notifications", async () => {
		const billing = {
			name: "Bo Accounts",
			email: "accounts@harbor.test",
			company: "Harbor Films Ltd",
			address: "1 Quay Street, Portland",
		};
		const res = await bo.patch(`/api/companies/${companyId}/settings`, {
			approved_only: true,
			required_refs: ["po_number", "episode"],
			billing,
		});
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().settings).toEqual({
			approved_only: true,
			required_refs: ["po_number", "episode"],
			billing,
		});
		const partial = await bo.patch(`/api/companies/${companyId}/settings`, { required_refs: [] });
		expect(partial.json().settings).toEqual({ approved_only: true, required_refs: [], billing });
		const cleared = await bo.patch(`/api/companies/${companyId}/settings`, { billing: null });
		expect(cleared.json().settings.billing).toBeNull();
		expect(
			(await bo.patch(`/api/companies/${companyId}/settings`, { required_refs: ["vat"] })).statusCode,
		).toBe(400);

		const off = await bo.patch(`/api/companies/${companyId}/notifications`, { approval_requests: false });
		expect(off.statusCode).toBe(200);
		expect(off.json().notifications).toEqual({ approval_requests: false, approval_decisions: true });
		expect((await workspace(bo)).json().my_notifications).toEqual({
			approval_requests: false,
			approval_decisions: true,
		});
		expect((await bo.patch(`/api/companies/${companyId}/notifications`, { other: true })).statusCode).toBe(
			400,
		);
	});
});
