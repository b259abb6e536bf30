import type { CompanyPermission } from "@core/teams";
import { type SQL, sql } from "drizzle-orm";
import { mayIn, memberOf } from "../companies/access";

/**
 * Who may see and change a wishlist (issue 29). A wishlist is a shortlist of its project's
 * company when that project has one: it belongs to the company's members by role, whoever made it
 * (`user_id`, its creator). Without a company project it stays its user's alone. Built on
 * companies/access.ts, the one membership rule.
 */

/** The company of the wishlist's project (alias `w`), or null. */
const companyOf = (w: SQL) => sql`(select wp.company_id from projects wp where wp.id = ${w}.project_id)`;

/**
 * A wishlist (alias `w`) the user may read: their own personal one, or a shortlist of a company
 * they belong to. With a permission (`shortlist`: add, take out, write notes), the role must allow
 * it; their own personal wishlists always do.
 */
export function wishlistAccess(userId: string, permission?: CompanyPermission, alias = "w"): SQL {
	const w = sql.raw(alias);
	const company = companyOf(w);
	return sql`(case when ${company} is null then ${w}.user_id = ${userId}
		else ${permission ? mayIn(userId, company, permission) : memberOf(userId, company)} end)`;
}

/**
 * A wishlist the user may rename, describe, move, share or delete: their own personal one; in a
 * company, the company's owners, and its creator while they remain a member.
 */
export function wishlistManage(userId: string, alias = "w"): SQL {
	const w = sql.raw(alias);
	const company = companyOf(w);
	return sql`(case when ${company} is null then ${w}.user_id = ${userId}
		else (${memberOf(userId, company, ["owner"])} or (${w}.user_id = ${userId} and ${memberOf(userId, company)})) end)`;
}
