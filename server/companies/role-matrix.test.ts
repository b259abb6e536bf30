import { TEAM_TEXT } from "@core/teams";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUpMembers } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { invite, join, makeCompany, userIdOf } from "../test/teams";

/**
 * Every company workspace route (issue 29) called by each of the five roles, by a member of
 * another company and by a guest, with the status each must get: 404 for anyone outside the
 * company (as for a missing one), 403 for a role that does not allow it, 401 without a session.
 */

type Caller = "owner" | "buyer" | "approver" | "member" | "accounts" | "outsider" | "guest";
const ROLES = ["buyer", "approver", "member", "accounts"] as const;

let ctx: TestContext;
const clients = {} as Record<Caller, AuthClient>;
let companyId = "";
let invitationId = "";
let token = "";
let targetId = "";

beforeAll(async () => {
	ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
	const [owner, buyer, approver, member, accounts, outsider, target] = await signUpMembers(
		ctx,
		"Olga",
		"Bruno",
		"April",
		"Mo",
		"Acco",
		"Otto",
		"Tara",
	);
	Object.assign(clients, { owner, buyer, approver, member, accounts, outsider, guest: authClient(ctx) });
	companyId = await makeCompany(owner, "Matrix Films");
	await makeCompany(outsider, "Elsewhere Pictures");
	const emails = { buyer: "bruno", approver: "april", member: "mo", accounts: "acco" } as const;
	for (const role of ROLES)
		await join(ctx, owner, companyId, clients[role], `${emails[role]}@studio.test`, role);
	await join(ctx, owner, companyId, target, "tara@studio.test", "member");
	targetId = await userIdOf(ctx, "tara@studio.test");
	// A production keeps the company from being deleted, so the owner's delete proves the role
	// passed (409 in use) without losing the company the other rows need.
	const project = (await owner.post("/api/projects", { name: "Matrix One", company: "Matrix Films" })).json()
		.project;
	await ctx.database.query(sql`update projects set company_id = ${companyId} where id = ${project.id}`);
	({ id: invitationId, token } = await invite(ctx, owner, companyId, "newcomer@studio.test", "member"));
});
afterAll(async () => ctx?.close());

type Row = {
	route: string;
	call: (client: AuthClient, caller: Caller) => ReturnType<AuthClient["get"]>;
	expected: Record<Caller, number>;
};

const everyMember = (status: number) => ({
	owner: status,
	buyer: status,
	approver: status,
	member: status,
	accounts: status,
});
const ownersOnly = (owner: number) => ({ ...everyMember(403), owner });

const MATRIX: Row[] = [
	{
		route: "GET /api/companies",
		call: (c) => c.get("/api/companies"),
		expected: { ...everyMember(200), outsider: 200, guest: 401 },
	},
	{
		route: "POST /api/companies (a name the caller's company has: found)",
		call: (c) => c.post("/api/companies", { name: "matrix films" }),
		// The outsider has no company of that name: theirs is created.
		expected: { ...everyMember(200), outsider: 201, guest: 401 },
	},
	{
		route: "GET /api/companies/:id",
		call: (c) => c.get(`/api/companies/${companyId}`),
		expected: { ...everyMember(200), outsider: 404, guest: 401 },
	},
	{
		route: "PATCH /api/companies/:id",
		call: (c) => c.patch(`/api/companies/${companyId}`, { name: "Matrix Films" }),
		expected: { ...ownersOnly(200), outsider: 404, guest: 401 },
	},
	{
		route: "DELETE /api/companies/:id (the company has a production: 409 for the owner)",
		call: (c) => c.del(`/api/companies/${companyId}`),
		expected: { ...ownersOnly(409), outsider: 404, guest: 401 },
	},
	{
		route: "POST /api/companies/:id/invitations",
		call: (c, caller) =>
			c.post(`/api/companies/${companyId}/invitations`, {
				email: `from-${caller}@studio.test`,
				role: "member",
			}),
		expected: { ...ownersOnly(201), outsider: 404, guest: 401 },
	},
	{
		route: "DELETE /api/companies/:id/invitations/:invitationId",
		call: (c) => c.del(`/api/companies/${companyId}/invitations/${invitationId}`),
		expected: { ...ownersOnly(204), outsider: 404, guest: 401 },
	},
	{
		route: "PATCH /api/companies/:id/members/:userId",
		call: (c) => c.patch(`/api/companies/${companyId}/members/${targetId}`, { role: "member" }),
		expected: { ...ownersOnly(200), outsider: 404, guest: 401 },
	},
	{
		route: "PATCH /api/companies/:id/settings",
		call: (c) => c.patch(`/api/companies/${companyId}/settings`, { approved_only: false }),
		expected: { ...ownersOnly(200), outsider: 404, guest: 401 },
	},
	{
		route: "PATCH /api/companies/:id/notifications",
		call: (c) => c.patch(`/api/companies/${companyId}/notifications`, { approval_requests: true }),
		expected: { ...everyMember(200), outsider: 404, guest: 401 },
	},
	{
		route: "GET /api/invitations/:token (public)",
		call: (c) => c.get(`/api/invitations/${token}`),
		expected: { ...everyMember(200), outsider: 200, guest: 200 },
	},
	{
		route: "POST /api/invitations/:token/accept (an invitation for another email)",
		call: (c) => c.post(`/api/invitations/${token}/accept`),
		// Withdrawn by the row above before anyone could use it: 410 for every signed-in caller.
		expected: { ...everyMember(410), outsider: 410, guest: 401 },
	},
	{
		// Last: the owner's call removes the member the others were refused.
		route: "DELETE /api/companies/:id/members/:userId (someone else)",
		call: (c) => c.del(`/api/companies/${companyId}/members/${targetId}`),
		expected: { ...ownersOnly(204), outsider: 404, guest: 401 },
	},
];

// The owner is asked last on each route, so a change they may make meets the others first.
const ORDER: Caller[] = ["guest", "outsider", "buyer", "approver", "member", "accounts", "owner"];

describe("the role matrix of the company routes", () => {
	for (const row of MATRIX)
		it(row.route, async () => {
			const got: Partial<Record<Caller, number>> = {};
			for (const caller of ORDER) {
				const res = await row.call(clients[caller], caller);
				got[caller] = res.statusCode;
				if (res.statusCode === 403)
					expect(res.json().error.message, caller).toMatch(/^Your role in this company/);
				if (res.statusCode === 404 && caller === "outsider")
					expect(res.json().error.message, caller).toBe(TEAM_TEXT.notMember);
			}
			expect(got).toEqual(row.expected);
		});

	it("an invitation for another email is refused to every other account (403)", async () => {
		const fresh = await invite(ctx, clients.owner, companyId, "someone-else@studio.test", "buyer");
		for (const caller of ["owner", ...ROLES, "outsider"] as const) {
			const res = await clients[caller].post(`/api/invitations/${fresh.token}/accept`);
			expect(res.statusCode, caller).toBe(403);
			expect(res.json().error.message).toBe(TEAM_TEXT.invitationOtherEmail("someone-else@studio.test"));
		}
		expect((await clients.guest.post(`/api/invitations/${fresh.token}/accept`)).statusCode).toBe(401);
	});

	it("leaves the company as it was for those refused", async () => {
		const [row] = await ctx.database.query<{ name: string; members: number }>(sql`
			select c.name, (select count(*)::int from company_members m where m.company_id = c.id) as members
			from companies c where c.id = ${companyId}`);
		// Owner, buyer, approver, member, accounts: the target was removed by the owner alone.
		expect(row).toEqual({ name: "Matrix Films", members: 5 });
	});
});
