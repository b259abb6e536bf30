import { COMPANY_TEXT, type Company } from "@core/contracts/companies";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type Executor, isoTime, rowsOf, uniqueViolation } from "../db/executor";
import { ConflictError, NotFoundError } from "../errors";

export type CompanyRow = {
	id: string;
	name: string;
	company_logo: string | null;
	created_at: Date | string;
};

export const toCompany = (row: CompanyRow): Company => ({
	id: row.id,
	name: row.name,
	company_logo: row.company_logo,
	created_at: isoTime(row.created_at),
});

const COLUMNS = sql.raw("id, name, company_logo, created_at");

const companyNotFound = () => new NotFoundError("Company not found");

/** The caller's companies, by name in any case (spec section 7). */
export async function listCompanies(database: Database, userId: string): Promise<Company[]> {
	const rows = await database.query<CompanyRow>(sql`
		select ${COLUMNS} from companies where created_by = ${userId}
		order by lower(name), name, id`);
	return rows.map(toCompany);
}

/** The user's company of this name in any case, or null (spec section 7: case-insensitive lookup, limit 1). */
export async function findCompanyByName(
	executor: Executor,
	userId: string,
	name: string,
): Promise<CompanyRow | null> {
	const [row] = await rowsOf<CompanyRow>(
		executor,
		sql`select ${COLUMNS} from companies where created_by = ${userId} and lower(name) = lower(${name}) limit 1`,
	);
	return row ?? null;
}

/**
 * Find or create. Two creates racing past the lookup meet the unique index: one row is made and
 * the other caller hears that the company already exists.
 */
export async function saveCompany(
	database: Database,
	userId: string,
	name: string,
): Promise<{ company: Company; created: boolean }> {
	const found = await findCompanyByName(database.db, userId, name);
	if (found) return { company: toCompany(found), created: false };
	try {
		const [row] = await database.query<CompanyRow>(sql`
			insert into companies (name, created_by) values (${name}, ${userId}) returning ${COLUMNS}`);
		if (!row) throw new Error("insert into companies returned no row");
		return { company: toCompany(row), created: true };
	} catch (err) {
		if (uniqueViolation(err) !== null) throw new ConflictError(COMPANY_TEXT.duplicate(name));
		throw err;
	}
}

/**
 * Find or create inside a larger transaction (a project naming its company). The row is locked
 * either way (the no-op update of a found row locks it, as the insert does a new one) until the
 * caller's transaction ends, so a company cannot be deleted or renamed under a project being
 * made with it; a concurrent create of the same company is waited for and then found.
 */
export async function ensureCompany(tx: Executor, userId: string, name: string): Promise<CompanyRow> {
	const [row] = await rowsOf<CompanyRow>(
		tx,
		sql`insert into companies (name, created_by) values (${name}, ${userId})
			on conflict (created_by, lower(name)) do update set name = companies.name returning ${COLUMNS}`,
	);
	if (!row) throw new Error(`company "${name}" neither inserted nor found`);
	return row;
}

/**
 * Renames one of the caller's companies, and in the same transaction every project of theirs
 * that named it (projects keep the company as text, spec section 3).
 */
export async function renameCompany(
	database: Database,
	userId: string,
	id: string,
	name: string,
): Promise<Company> {
	try {
		return await database.db.transaction(async (tx) => {
			const [current] = await rowsOf<CompanyRow>(
				tx,
				sql`select ${COLUMNS} from companies where id = ${id} and created_by = ${userId} for update`,
			);
			if (!current) throw companyNotFound();
			const [clash] = await rowsOf<{ id: string }>(
				tx,
				sql`select id from companies
					where created_by = ${userId} and lower(name) = lower(${name}) and id <> ${id} limit 1`,
			);
			if (clash) throw new ConflictError(COMPANY_TEXT.duplicateOnRename(name));
			const [row] = await rowsOf<CompanyRow>(
				tx,
				sql`update companies set name = ${name}, updated_at = now()
					where id = ${id} and created_by = ${userId} returning ${COLUMNS}`,
			);
			if (!row) throw companyNotFound();
			await tx.execute(sql`
				update projects set company = ${name}
				where user_id = ${userId} and lower(company) = lower(${current.name})`);
			return toCompany(row);
		});
	} catch (err) {
		if (uniqueViolation(err) !== null) throw new ConflictError(COMPANY_TEXT.duplicateOnRename(name));
		throw err;
	}
}

/** Deletes one of the caller's companies; refused while projects of theirs still name it. */
export async function deleteCompany(database: Database, userId: string, id: string): Promise<void> {
	await database.db.transaction(async (tx) => {
		// Locked first, counted after: a project made with this company meanwhile holds the lock
		// until it commits, and a count in the locking statement would not see it (its snapshot is older).
		const [current] = await rowsOf<{ name: string }>(
			tx,
			sql`select name from companies where id = ${id} and created_by = ${userId} for update`,
		);
		if (!current) throw companyNotFound();
		const [usage] = await rowsOf<{ projects: number }>(
			tx,
			sql`select count(*)::int as projects from projects
				where user_id = ${userId} and lower(company) = lower(${current.name})`,
		);
		const projects = usage?.projects ?? 0;
		if (projects > 0) throw new ConflictError(COMPANY_TEXT.inUse(current.name, projects));
		await tx.execute(sql`delete from companies where id = ${id} and created_by = ${userId}`);
	});
}
