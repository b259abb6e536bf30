import { COMPANY_ROLE_LABELS, INVITATION_DAYS, TEAM_TEXT } from "@core/teams";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../auth/link-token";
import { type AuthClient, authClient, outboxMail, signUp, signUpMembers } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { invite, makeCompany } from "../test/teams";
import { INVITATIONS_PER_MINUTE } from "./team-routes";

/** Joining a company by the link an owner's invitation mails (issue 29). */

let ctx: TestContext;
let owner: AuthClient;
let companyId = "";

beforeAll(async () => {
	ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
	[owner] = await signUpMembers(ctx, "Olive");
	await ctx.database.query(sql`update users set name = 'Olive Owner' where email = 'olive@studio.test'`);
	companyId = await makeCompany(owner, "Invite Pictures");
});
afterAll(async () => ctx?.close());

async function person(email: string): Promise<AuthClient> {
	const client = authClient(ctx);
	await signUp(ctx, client, email, "Pat");
	return client;
}

const accept = (client: AuthClient, token: string) => client.post(`/api/invitations/${token}/accept`);
const roleOf = async (email: string) => {
	const [row] = await ctx.database.query<{ role: string }>(sql`
		select m.role from company_members m join users u on u.id = m.user_id
		where m.company_id = ${companyId} and u.email = ${email}`);
	return row?.role ?? null;
};

describe("an invitation, accepted", () => {
	it("mails a link naming the company, the inviter and the role; the link's holder sees it; accepting joins", async () => {
		const res = await owner.post(`/api/companies/${companyId}/invitations`, {
			email: "  Decorator@Studio.test ",
			role: "approver",
		});
		expect(res.statusCode, res.body).toBe(201);
		const { invitation } = res.json();
		expect(invitation).toMatchObject({
			email: "decorator@studio.test",
			role: "approver",
			state: "pending",
			invited_by: "Olive Owner",
		});
		expect(invitation).not.toHaveProperty("token");
		const days = (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 86_400_000;
		expect(days).toBeCloseTo(INVITATION_DAYS, 3);

		const mail = await outboxMail(ctx, "decorator@studio.test", /invited to join Invite Pictures/);
		expect(mail.subject).toBe(TEAM_TEXT.invitationSubject("Invite Pictures"));
		expect(mail.text).toContain("Olive Owner");
		expect(mail.text).toContain(COMPANY_ROLE_LABELS.approver.toLowerCase());
		const link = mail.links.find((l) => l.startsWith(`${ctx.config.publicUrl}/invitations/`));
		const token = link?.split("/").pop() ?? "";
		expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
		// Only the token's hash is stored.
		const stored = await ctx.database.query<{ token_hash: string }>(
			sql`select token_hash from company_invitations where id = ${invitation.id}`,
		);
		expect(stored).toEqual([{ token_hash: sha256Hex(token) }]);

		// Anyone holding the link (no session) sees what it offers.
		const preview = await authClient(ctx).get(`/api/invitations/${token}`);
		expect(preview.statusCode).toBe(200);
		expect(preview.json().invitation).toEqual({
			company: "Invite Pictures",
			role: "approver",
			email: "decorator@studio.test",
			invited_by: "Olive Owner",
			state: "pending",
			expires_at: invitation.expires_at,
		});

		// The invitee signs up with another case of the address and accepts.
		const decorator = await person("DECORATOR@studio.test");
		const accepted = await accept(decorator, token);
		expect(accepted.statusCode, accepted.body).toBe(200);
		expect(accepted.json().company).toMatchObject({
			id: companyId,
			name: "Invite Pictures",
			role: "approver",
		});
		expect(await roleOf("decorator@studio.test")).toBe("approver");
		const mine = (await decorator.get("/api/companies")).json().companies;
		expect(mine).toMatchObject([{ id: companyId, role: "approver" }]);
		const workspace = (await decorator.get(`/api/companies/${companyId}`)).json();
		expect(workspace.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
			["olive@studio.test", "owner"],
			["decorator@studio.test", "approver"],
		]);
		// Only owners see invitations.
		expect(workspace.invitations).toEqual([]);
		const ownersView = (await owner.get(`/api/companies/${companyId}`)).json();
		expect(ownersView.invitations).toMatchObject([{ id: invitation.id, state: "accepted" }]);

		// Used once: the same link again.
		const again = await accept(decorator, token);
		expect(again.statusCode).toBe(410);
		expect(again.json().error.message).toBe(TEAM_TEXT.invitationUsed);
		expect((await authClient(ctx).get(`/api/invitations/${token}`)).json().invitation.state).toBe("accepted");
	});

	it("refuses to invite an email that already belongs to a member (409)", async () => {
		const res = await owner.post(`/api/companies/${companyId}/invitations`, {
			email: "Decorator@studio.test",
			role: "buyer",
		});
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(TEAM_TEXT.alreadyMember("decorator@studio.test"));
	});

	it("keeps the role of someone who is a member by the time they accept", async () => {
		const first = await invite(ctx, owner, companyId, "twice@studio.test", "member");
		const twice = await person("twice@studio.test");
		expect((await accept(twice, first.token)).statusCode).toBe(200);
		// An invitation made before they joined (inserted directly: the API refuses members).
		const token = "b".repeat(43);
		await ctx.database.query(sql`
			insert into company_invitations (company_id, email, role, token_hash, expires_at)
			values (${companyId}, 'twice@studio.test', 'owner', ${sha256Hex(token)}, now() + interval '1 day')`);
		const res = await accept(twice, token);
		expect(res.statusCode).toBe(200);
		expect(res.json().company.role).toBe("member");
		expect(await roleOf("twice@studio.test")).toBe("member");
	});
});

describe("an invitation that no longer works", () => {
	it("expired: 410, and no membership", async () => {
		const { id, token } = await invite(ctx, owner, companyId, "late@studio.test", "member");
		await ctx.database.query(
			sql`update company_invitations set expires_at = now() - interval '1 minute' where id = ${id}`,
		);
		expect((await authClient(ctx).get(`/api/invitations/${token}`)).json().invitation.state).toBe("expired");
		const late = await person("late@studio.test");
		const res = await accept(late, token);
		expect(res.statusCode).toBe(410);
		expect(res.json().error.message).toBe(TEAM_TEXT.invitationExpired);
		expect(await roleOf("late@studio.test")).toBeNull();
	});

	it("for another email: 403 naming the invited address; the invitation stays usable by its owner", async () => {
		const { token } = await invite(ctx, owner, companyId, "right@studio.test", "buyer");
		const wrong = await person("wrong@studio.test");
		const res = await accept(wrong, token);
		expect(res.statusCode).toBe(403);
		expect(res.json().error.message).toBe(TEAM_TEXT.invitationOtherEmail("right@studio.test"));
		expect(await roleOf("wrong@studio.test")).toBeNull();
		const right = await person("right@studio.test");
		expect((await accept(right, token)).statusCode).toBe(200);
		expect(await roleOf("right@studio.test")).toBe("buyer");
	});

	it("revoked by an owner: 410; withdrawing again is no change; a used one cannot be withdrawn", async () => {
		const { id, token } = await invite(ctx, owner, companyId, "gone@studio.test", "member");
		expect((await owner.del(`/api/companies/${companyId}/invitations/${id}`)).statusCode).toBe(204);
		expect((await owner.del(`/api/companies/${companyId}/invitations/${id}`)).statusCode).toBe(204);
		expect((await authClient(ctx).get(`/api/invitations/${token}`)).json().invitation.state).toBe("revoked");
		const gone = await person("gone@studio.test");
		const res = await accept(gone, token);
		expect(res.statusCode).toBe(410);
		expect(res.json().error.message).toBe(TEAM_TEXT.invitationRevoked);
		expect(await roleOf("gone@studio.test")).toBeNull();

		const [used] = await ctx.database.query<{ id: string }>(sql`
			select id from company_invitations where email = 'right@studio.test' and accepted_at is not null`);
		const refused = await owner.del(`/api/companies/${companyId}/invitations/${used?.id}`);
		expect(refused.statusCode).toBe(409);
		const unknown = await owner.del(`/api/companies/${companyId}/invitations/${crypto.randomUUID()}`);
		expect(unknown.statusCode).toBe(404);
	});

	it("replaced: a new invitation to the same address withdraws the pending one", async () => {
		const older = await invite(ctx, owner, companyId, "again@studio.test", "member");
		const newer = await invite(ctx, owner, companyId, "Again@studio.test", "buyer");
		expect(newer.token).not.toBe(older.token);
		const invitations = (await owner.get(`/api/companies/${companyId}`)).json().invitations;
		expect(invitations.filter((i: { email: string }) => i.email === "again@studio.test")).toMatchObject([
			{ id: newer.id, state: "pending", role: "buyer" },
			{ id: older.id, state: "revoked", role: "member" },
		]);
		const again = await person("again@studio.test");
		expect((await accept(again, older.token)).statusCode).toBe(410);
		expect((await accept(again, newer.token)).statusCode).toBe(200);
		expect(await roleOf("again@studio.test")).toBe("buyer");
	});

	it("unknown or malformed token: 404 to preview and accept, 400 for a malformed one", async () => {
		const unknown = "a".repeat(43);
		expect((await authClient(ctx).get(`/api/invitations/${unknown}`)).statusCode).toBe(404);
		expect((await owner.post(`/api/invitations/${unknown}/accept`)).statusCode).toBe(404);
		expect((await authClient(ctx).get("/api/invitations/short")).statusCode).toBe(400);
	});

	it("checks the invitation's email and role (400)", async () => {
		const bad = await owner.post(`/api/companies/${companyId}/invitations`, {
			email: "nope",
			role: "member",
		});
		expect(bad.statusCode).toBe(400);
		const role = await owner.post(`/api/companies/${companyId}/invitations`, {
			email: "fine@studio.test",
			role: "admin",
		});
		expect(role.statusCode).toBe(400);
	});
});

describe("limits", () => {
	it("two accepts of one link at once: one joins, the other hears it was used", async () => {
		const { token } = await invite(ctx, owner, companyId, "racer@studio.test", "member");
		const racer = await person("racer@studio.test");
		const results = await Promise.all([accept(racer, token), accept(racer, token)]);
		expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
		const rows = await ctx.database.query(sql`
			select 1 from company_members m join users u on u.id = m.user_id
			where m.company_id = ${companyId} and u.email = 'racer@studio.test'`);
		expect(rows).toHaveLength(1);
	});

	it("an owner sends at most INVITATIONS_PER_MINUTE invitations a minute (429 after)", async () => {
		const busy = await person("busy@studio.test");
		const busyCompany = await makeCompany(busy, "Busy Pictures");
		for (let i = 0; i < INVITATIONS_PER_MINUTE; i++) {
			const res = await busy.post(`/api/companies/${busyCompany}/invitations`, {
				email: `guest${i}@studio.test`,
				role: "member",
			});
			expect(res.statusCode, `invitation ${i}`).toBe(201);
		}
		const over = await busy.post(`/api/companies/${busyCompany}/invitations`, {
			email: "one-more@studio.test",
			role: "member",
		});
		expect(over.statusCode).toBe(429);
		// Counted per owner: another owner is not held back.
		expect((await invite(ctx, owner, companyId, "still@studio.test", "member")).token).toBeTruthy();
	});
});
