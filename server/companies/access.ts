import { COMPANY_PERMISSIONS, type CompanyPermission, type CompanyRole, TEAM_TEXT } from "@core/teams";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";
import { ForbiddenError, NotFoundError } from "../errors";

/**
 * Who may see and change a company's rows (issue 29). One place answers it for every domain:
 * productions, shortlists, orders, licences and documents of a company belong to its members
 * by role (core/teams.ts); rows of no company stay their creator's alone. A member of another
 * company, or someone removed, gets the 404 a missing row gets.
 */

const rolesList = (roles: readonly CompanyRole[]) => sql.raw(roles.map((role) => `'${role}'`).join(", "));

/**
 * `company` (a column or value) is a company the user (an id, or a column such as a feed's actor)
 * belongs to, with one of `roles` when given.
 */
export function memberOf(userId: string | SQL, company: SQL, roles?: readonly CompanyRole[]): SQL {
	return sql`exists (select 1 from company_members cm where cm.company_id = ${company} and cm.user_id = ${userId}
		${roles ? sql`and cm.role in (${rolesList(roles)})` : sql``})`;
}

/** `company` is one where the user's role allows `permission`. */
export const mayIn = (userId: string, company: SQL, permission: CompanyPermission): SQL =>
	memberOf(userId, company, COMPANY_PERMISSIONS[permission]);

/**
 * A project (alias `p`) the user may see: their own personal one, or one of a company they
 * belong to. With a permission, the company role must allow it (their own personal one always does).
 */
export function projectAccess(userId: string, permission?: CompanyPermission, alias = "p"): SQL {
	const p = sql.raw(alias);
	const company = sql`${p}.company_id`;
	return sql`(case when ${p}.company_id is null then ${p}.user_id = ${userId}
		else ${permission ? mayIn(userId, company, permission) : memberOf(userId, company)} end)`;
}

/**
 * An order (alias `o`) whose licences the user may see: their own personal order, or any order
 * of a company they belong to. `documents`: its invoice, certificate and paperwork, for the
 * company's owners and accounts, and for the buyer who placed it while they remain a member.
 */
export function orderAccess(userId: string, level: "licences" | "documents", alias = "o"): SQL {
	const o = sql.raw(alias);
	const company = sql`${o}.company_id`;
	const company_rule =
		level === "licences"
			? memberOf(userId, company)
			: sql`(${mayIn(userId, company, "documents")} or (${o}.user_id = ${userId} and ${memberOf(userId, company)}))`;
	return sql`(case when ${o}.company_id is null then ${o}.user_id = ${userId} else ${company_rule} end)`;
}

/** The user's role in the company, or null when they are not a member. */
export async function roleIn(
	executor: Executor,
	userId: string,
	companyId: string,
): Promise<CompanyRole | null> {
	const [row] = await rowsOf<{ role: CompanyRole }>(
		executor,
		sql`select role from company_members where company_id = ${companyId} and user_id = ${userId}`,
	);
	return row?.role ?? null;
}

/**
 * The user's role when it allows `permission`. Not a member: 404, as if the company did not
 * exist; a member whose role does not allow it: 403 saying so.
 */
export async function requireCompanyRole(
	executor: Executor,
	userId: string,
	companyId: string,
	permission: CompanyPermission | null,
	what = "do this",
): Promise<CompanyRole> {
	const role = await roleIn(executor, userId, companyId);
	if (!role) throw new NotFoundError(TEAM_TEXT.notMember);
	if (permission && !(COMPANY_PERMISSIONS[permission] as readonly CompanyRole[]).includes(role))
		throw new ForbiddenError(TEAM_TEXT.roleRefused(what));
	return role;
}
