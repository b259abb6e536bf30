import type { IntegrityIssue, IntegrityReport } from "@core/contracts/wishlists";
import type { Database } from "../db/client";
import { type IntegrityRow, integrityRows } from "./queries";

type Entity = IntegrityIssue["entity"];

const PLURAL: Record<Entity, string> = { company: "companies", project: "projects", wishlist: "wishlists" };
const LABEL: Record<Entity, string> = { company: "Company", project: "Project", wishlist: "Wishlist" };
const NUMBER_WORDS = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];

const counted = (n: number) => NUMBER_WORDS[n] ?? String(n);

function message(row: IntegrityRow): string {
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
	const rows = await integrityRows(database.db, userId);
	const issues = rows.map((row) => ({
		kind: row.kind,
		entity: row.entity,
		id: row.id,
		name: row.name,
		message: message(row),
	}));
	return { ok: issues.length === 0, issues };
}
