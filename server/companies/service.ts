import { COMPANY_TEXT, type Company } from "@core/contracts/companies";
import type { MyCompany } from "@core/contracts/teams";
import { roleMay, TEAM_TEXT } from "@core/teams";
import type { Database } from "../db/client";
import { type Executor, uniqueViolation } from "../db/executor";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import { requireCompanyRole } from "./access";
import {
	companiesOf,
	companyNamed,
	countCompanyProjects,
	deleteCompanyRow,
	insertCompany,
	lockCompany,
	otherCompanyNamed,
	renameCompanyRow,
	renameProjectsCompany,
} from "./queries";
import { addMember } from "./team-queries";

/**
 * A user's companies are the ones they are a member of (issue 29): found by name among those,
 * created with the caller as the first owner, renamed and deleted by owners only.
 */

const companyNotFound = () => new NotFoundError(TEAM_TEXT.notMember);

/** The caller's companies with their role, by name in any case (spec section 7). */
export function listCompanies(database: Database, userId: string): Promise<MyCompany[]> {
	return companiesOf(database.db, userId);
}

/**
 * A company named so among the caller's, locked; else a new one with the caller as its owner, in
 * the caller's transaction. A company of that name they created but have since left stays theirs
 * to nobody: its name cannot be taken again by them (each creator's names are unique), so 409.
 */
async function findOrCreate(
	tx: Executor,
	userId: string,
	name: string,
): Promise<{ company: MyCompany; created: boolean }> {
	const found = await companyNamed(tx, userId, name, { lock: true });
	if (found) return { company: found, created: false };
	const inserted = await insertCompany(tx, userId, name);
	if (inserted) {
		await addMember(tx, { companyId: inserted.id, userId, role: "owner", addedBy: userId });
		return { company: { ...inserted, role: "owner" }, created: true };
	}
	// A create racing this one has committed meanwhile (the insert waited for it): found now.
	const raced = await companyNamed(tx, userId, name, { lock: true });
	if (raced) return { company: raced, created: false };
	throw new ConflictError(COMPANY_TEXT.duplicate(name));
}

/**
 * Find or create. Two creates racing past the lookup meet the unique index: one row is made and
 * the other caller finds it (or, if its snapshot cannot see it yet, hears that it exists).
 */
export async function saveCompany(
	database: Database,
	userId: string,
	name: string,
): Promise<{ company: Company; created: boolean }> {
	try {
		const saved = await database.db.transaction((tx) => findOrCreate(tx, userId, name));
		const { role: _role, ...company } = saved.company;
		return { company, created: saved.created };
	} catch (err) {
		if (uniqueViolation(err) !== null) throw new ConflictError(COMPANY_TEXT.duplicate(name));
		throw err;
	}
}

/**
 * Find or create inside a larger transaction (a project naming its company): found among the
 * caller's companies, where their role must allow starting a production (403 otherwise), else
 * created with the caller as its owner. The row is locked either way until the caller's
 * transaction ends, so a company cannot be deleted or renamed under a project being made with it.
 */
export async function ensureCompany(tx: Executor, userId: string, name: string): Promise<Company> {
	const { company } = await findOrCreate(tx, userId, name);
	if (!roleMay(company.role, "createProduction"))
		throw new ForbiddenError(TEAM_TEXT.roleRefused("start a production"));
	const { role: _role, ...plain } = company;
	return plain;
}

/**
 * Renames a company (owners only), and in the same transaction every project of the company, which
 * keeps the company's name as text (spec section 3).
 */
export async function renameCompany(
	database: Database,
	userId: string,
	id: string,
	name: string,
): Promise<Company> {
	try {
		return await database.db.transaction(async (tx) => {
			if (!(await lockCompany(tx, id))) throw companyNotFound();
			await requireCompanyRole(tx, userId, id, "manage", "rename the company");
			if (await otherCompanyNamed(tx, userId, name, id))
				throw new ConflictError(COMPANY_TEXT.duplicateOnRename(name));
			const renamed = await renameCompanyRow(tx, id, name);
			if (!renamed) throw companyNotFound();
			await renameProjectsCompany(tx, id, renamed.name);
			return renamed;
		});
	} catch (err) {
		// Its creator already has another company of that name (perhaps one they have left).
		if (uniqueViolation(err) !== null) throw new ConflictError(COMPANY_TEXT.duplicateOnRename(name));
		throw err;
	}
}

/** Deletes a company (owners only); refused while it has productions. */
export async function deleteCompany(database: Database, userId: string, id: string): Promise<void> {
	await database.db.transaction(async (tx) => {
		// Locked first, counted after: a project made with this company meanwhile holds the lock
		// until it commits, and a count in the locking statement would not see it (its snapshot is older).
		const current = await lockCompany(tx, id);
		if (!current) throw companyNotFound();
		await requireCompanyRole(tx, userId, id, "manage", "delete the company");
		const projects = await countCompanyProjects(tx, id);
		if (projects > 0) throw new ConflictError(COMPANY_TEXT.inUse(current.name, projects));
		await deleteCompanyRow(tx, id);
	});
}
