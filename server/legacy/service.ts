import type { LegacyAccountsResponse } from "@core/contracts/legacy";
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { legacy_users, profiles, users } from "../db/schema";
import { parseCsv } from "./csv";

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
			const [existing] = await tx
				.select({ id: users.id, legacy: legacy_users.user_id })
				.from(users)
				.leftJoin(legacy_users, eq(legacy_users.user_id, users.id))
				.where(eq(sql`lower(${users.email})`, row.email))
				.limit(1);
			if (existing) {
				if (existing.legacy) result.alreadyImported++;
				else result.existingAccounts++;
				return;
			}
			const name = [row.first_name, row.last_name].filter(Boolean).join(" ") || null;
			const [user] = await tx
				.insert(users)
				.values({ email: row.email, name, email_verified: true })
				.returning({ id: users.id });
			if (!user) throw new Error("user insert returned no row");
			await tx.insert(profiles).values({
				id: user.id,
				first_name: row.first_name,
				last_name: row.last_name,
				needs_password_setup: true,
			});
			await tx.insert(legacy_users).values({ user_id: user.id });
			result.imported++;
		});
	}
	return result;
}

export async function listLegacyAccounts(database: Database): Promise<LegacyAccountsResponse> {
	const rows = await database.db
		.select({
			user_id: legacy_users.user_id,
			email: users.email,
			first_name: profiles.first_name,
			last_name: profiles.last_name,
			imported_at: legacy_users.imported_at,
			migrated_at: legacy_users.migrated_at,
			last_reset_sent_at: legacy_users.last_reset_sent_at,
		})
		.from(legacy_users)
		.innerJoin(users, eq(users.id, legacy_users.user_id))
		.leftJoin(profiles, eq(profiles.id, legacy_users.user_id))
		.orderBy(sql`${legacy_users.migrated_at} is not null`, desc(legacy_users.imported_at), users.email);
	const iso = (d: Date | null) => (d ? d.toISOString() : null);
	const accounts = rows.map((r) => ({
		...r,
		imported_at: r.imported_at.toISOString(),
		migrated_at: iso(r.migrated_at),
		last_reset_sent_at: iso(r.last_reset_sent_at),
	}));
	return { accounts, total: accounts.length, migrated: accounts.filter((a) => a.migrated_at).length };
}
