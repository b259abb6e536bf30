import type { CompanyRole } from "@core/teams";
import { sql } from "drizzle-orm";
import { type AuthClient, outboxMail } from "./auth-client";
import type { TestContext } from "./harness";

/**
 * Test steps for company workspaces (issue 29), through the API as people use it: a company made
 * by its owner, people joining by the invitation link their mail carries.
 */

/** The owner finds or creates the company; its id. */
export async function makeCompany(owner: AuthClient, name: string): Promise<string> {
	const res = await owner.post("/api/companies", { name });
	if (res.statusCode !== 201 && res.statusCode !== 200)
		throw new Error(`company: ${res.statusCode} ${res.body}`);
	return res.json().company.id;
}

/** The invitation's token, read from the link in the newest invitation mail to the address. */
export async function invitationToken(ctx: TestContext, email: string, company: string): Promise<string> {
	const mail = await outboxMail(ctx, email.trim().toLowerCase(), new RegExp(`invited to join ${company}`));
	const link = mail.links.find((l) => l.includes("/invitations/"));
	const token = link ? new URL(link).pathname.split("/").pop() : undefined;
	if (!token) throw new Error(`no invitation link in the mail to ${email}`);
	return decodeURIComponent(token);
}

/** An owner invites the address with a role; the invitation and the token its mail carries. */
export async function invite(
	ctx: TestContext,
	owner: AuthClient,
	companyId: string,
	email: string,
	role: CompanyRole,
): Promise<{ id: string; token: string }> {
	const res = await owner.post(`/api/companies/${companyId}/invitations`, { email, role });
	if (res.statusCode !== 201) throw new Error(`invite ${email}: ${res.statusCode} ${res.body}`);
	const workspace = await owner.get(`/api/companies/${companyId}`);
	const company: string = workspace.json().company.name;
	return { id: res.json().invitation.id, token: await invitationToken(ctx, email, company) };
}

/** Invites a signed-in person and has them accept: they are then a member with the role. */
export async function join(
	ctx: TestContext,
	owner: AuthClient,
	companyId: string,
	person: AuthClient,
	email: string,
	role: CompanyRole,
): Promise<void> {
	const { token } = await invite(ctx, owner, companyId, email, role);
	const res = await person.post(`/api/invitations/${token}/accept`);
	if (res.statusCode !== 200) throw new Error(`accept ${email}: ${res.statusCode} ${res.body}`);
}

/** The user id of the account with this email. */
export async function userIdOf(ctx: TestContext, email: string): Promise<string> {
	const [row] = await ctx.database.query<{ id: string }>(sql`select id from users where email = ${email}`);
	if (!row) throw new Error(`no user ${email}`);
	return row.id;
}
