import { z } from "zod";
import type { Database } from "../db/client";
import { parseCsv } from "./csv";
import { accountByEmail, insertImportedProfile, insertImportedUser, insertLegacyUser } from "./queries";

export type LegacyRow = { email: string; first_name: string | null; last_name: string | null };
export type LegacyParseResult = { rows: LegacyRow[]; problems: string[] };

const Email = z.email();

/**
 * Reads the old site's export: columns email, first name, last name, with or without a header
 * row (a header is recognised by an 'email' cell). Bad lines are reported, not imported.
 */
export function parseLegacyCsv(text: string): LegacyParseResult {
	const records = parseCsv(text);
	const problems: string[] = [];
	const rows: LegacyRow[] = [];
	let columns = { email: 0, first: 1, last: 2 };
	let start = 0;
	const header = records[0]?.map((h) =>
		h
			.trim()
			.toLowerCase()
			.replace(/[\s-]+/g, "_"),
	);
	if (header?.includes("email")) {
		const find = (...names: string[]) => header.findIndex((h) => names.includes(h));
		columns = {
			email: find("email"),
			first: find("first_name", "firstname", "first"),
			last: find("last_name", "lastname", "last"),
		};
		start = 1;
	}
	const seen = new Set<string>();
	for (let i = start; i < records.length; i++) {
		const record = records[i] ?? [];
		const line = i + 1;
		const email = (record[columns.email] ?? "").trim().toLowerCase();
		const cell = (index: number) => (index >= 0 ? (record[index] ?? "").trim() || null : null);
		if (!Email.safeParse(email).success) {
			problems.push(`line ${line}: '${email}' is not an email address`);
			continue;
		}
		if (seen.has(email)) {
			problems.push(`line ${line}: ${email} appears twice; the first one is kept`);
			continue;
		}
		seen.add(email);
		rows.push({ email, first_name: cell(columns.first), last_name: cell(columns.last) });
	}
	return { rows, problems };
}

export type LegacyImportResult = { imported: number; alreadyImported: number; existingAccounts: number };

/**
 * Creates one account (with its profile) per legacy row, without a password: the owner sets
 * one through the migration email on their first sign-in. Rows whose email already has an
 * account are left alone. Each row is its own transaction, so a rerun picks up where it stopped.
 */
export async function importLegacyUsers(database: Database, rows: LegacyRow[]): Promise<LegacyImportResult> {
	const result: LegacyImportResult = { imported: 0, alreadyImported: 0, existingAccounts: 0 };
	for (const row of rows) {
		await database.db.transaction(async (tx) => {
			const existing = await accountByEmail(tx, row.email);
			if (existing) {
				if (existing.legacy) result.alreadyImported++;
				else result.existingAccounts++;
				return;
			}
			const userId = await insertImportedUser(tx, row);
			await insertImportedProfile(tx, userId, row);
			await insertLegacyUser(tx, userId);
			result.imported++;
		});
	}
	return result;
}
