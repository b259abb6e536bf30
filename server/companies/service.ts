import { COMPANY_TEXT, type Company } from "@core/contracts/companies";
import type { Database } from "../db/client";
import { type Executor, uniqueViolation } from "../db/executor";
import { ConflictError, NotFoundError } from "../errors";
import {
	companiesOf,
	companyNamed,
	countProjectsNaming,
	deleteCompanyRow,
	insertCompany,
	lockCompany,
	otherCompanyNamed,
	renameCompanyRow,
	renameProjectsCompany,
	upsertCompany,
} from "./queries";

const companyNotFound = () => new NotFoundError("Company not found");

/** The caller's companies, by name in any case (spec section 7). */
export function listCompanies(database: Database, userId: string): Promise<Company[]> {
	return companiesOf(database.db, userId);
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
	const found = await companyNamed(database.db, userId, name);
	if (found) return { company: found, created: false };
	try {
		return { company: await insertCompany(database.db, userId, name), created: true };
	} catch (err) {
		if (uniqueViolation(err) !== null) throw new ConflictError(COMPANY_TEXT.duplicate(name));
		throw err;
	}
}

/**
 * Find or create inside a larger transaction (a project naming its company). The row is locked
 * either way until the caller's transaction ends, so a company cannot be deleted or renamed under
 * a project being made with it; a concurrent create of the same company is waited for and then
 * found.
 */
export function ensureCompany(tx: Executor, userId: string, name: string): Promise<Company> {
	return upsertCompany(tx, userId, name);
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
			const current = await lockCompany(tx, userId, id);
			if (!current) throw companyNotFound();
			if (await otherCompanyNamed(tx, userId, name, id))
				throw new ConflictError(COMPANY_TEXT.duplicateOnRename(name));
			const renamed = await renameCompanyRow(tx, userId, id, name);
			if (!renamed) throw companyNotFound();
			await renameProjectsCompany(tx, userId, current.name, name);
			return renamed;
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
		const current = await lockCompany(tx, userId, id);
		if (!current) throw companyNotFound();
		const projects = await countProjectsNaming(tx, userId, current.name);
		if (projects > 0) throw new ConflictError(COMPANY_TEXT.inUse(current.name, projects));
		await deleteCompanyRow(tx, userId, id);
	});
}
