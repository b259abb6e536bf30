import type { IntegrityIssue, IntegrityReport } from "@core/contracts/wishlists";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

type Entity = IntegrityIssue["entity"];

const PLURAL: Record<Entity, string> = { company: "companies", project: "projects", wishlist: "wishlists" };
const LABEL: Record<Entity, string> = { company: "Company", project: "Project", wishlist: "Wishlist" };
const NUMBER_WORDS = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];

const counted = (n: number) => NUMBER_WORDS[n] ?? String(n);

type Row = {
	kind: IntegrityIssue["kind"];
	entity: Entity;
	id: string;
	name: string;
	/** duplicate_name: how many share the name; missing_company: the company named. */
	same_count: number | null;
	company: string | null;
};

function message(row: Row): string {
	switch (row.kind) {
		case "empty_name":
			return `A ${row.entity} has no name`;
		case "duplicate_name":
			return `${counted(row.same_count ?? 2)} ${PLURAL[row.entity]} are named "${row.name.trim()}"`;
		case "missing_company":
			return `${LABEL[row.entity]} "${row.name}" names the company "${row.company ?? ""}", which does not exist`;
	}
}

/**
 * Spec section 8's data-integrity check over the caller's companies, projects and wishlists:
 * blank names, names that are the same in any case and spacing (the unique indexes compare them
 * as stored, so " Acme" and "Acme" can both exist), and projects naming a company the caller
 * does not have. Each duplicate group is reported once, on its newest row (the one to rename).
 */
export async function integrityReport(database: Database, userId: string): Promise<IntegrityReport> {
	const rows = await database.query<Row>(sql`
		with named as (
			select 'company' as entity, 0 as rank, id, name, created_at from companies where created_by = ${userId}
			union all
			select 'project', 1, id, name, created_at from projects where user_id = ${userId}
			union all
			select 'wishlist', 2, id, name, created_at from wishlists where user_id = ${userId}
		),
		keyed as (
			-- Names compared as the rules save them (core/names.ts): companies with inner white space
			-- collapsed, projects and wishlists trimmed only; case never counts.
			select *, lower(case when entity = 'company' then regexp_replace(btrim(name), '\\s+', ' ', 'g')
				else btrim(name) end) as name_key from named
		),
		grouped as (
			select *,
				count(*) over (partition by entity, name_key)::int as same_count,
				row_number() over (partition by entity, name_key order by created_at desc, id desc) as newest
			from keyed where name_key <> ''
		)
		select * from (
			select 'empty_name' as kind, entity, rank, id, name, null::int as same_count, null as company, created_at
			from keyed where name_key = ''
			union all
			select 'duplicate_name', entity, rank, id, name, same_count, null, created_at
			from grouped where same_count > 1 and newest = 1
			union all
			select 'missing_company', 'project', 1, p.id, p.name, null, p.company, p.created_at
			from projects p
			where p.user_id = ${userId} and btrim(coalesce(p.company, '')) <> ''
				and not exists (
					select 1 from companies c
					where c.created_by = p.user_id and lower(btrim(c.name)) = lower(btrim(p.company)))
		) issues
		order by rank, kind, created_at, id`);
	const issues = rows.map((row) => ({
		kind: row.kind,
		entity: row.entity,
		id: row.id,
		name: row.name,
		message: message(row),
	}));
	return { ok: issues.length === 0, issues };
}
