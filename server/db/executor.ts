import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/**
 * The database or a transaction on it: services that run several statements in one transaction
 * pass the transaction to the same helpers that otherwise use the database. (On PGlite a query
 * sent outside a running transaction waits for it, so inside one everything must use `tx`.)
 */
export type Executor = Db;

/** Runs raw SQL on the database or a transaction and returns its rows (both drivers answer `{ rows }`). */
export async function rowsOf<T extends Record<string, unknown>>(
	executor: Executor,
	query: SQL,
): Promise<T[]> {
	const result = (await executor.execute(query)) as unknown as { rows: T[] };
	return result.rows;
}

/**
 * The name of the unique index a statement broke (PostgreSQL code 23505), "" when the driver did
 * not say which, or null for any other error. Drizzle wraps driver errors, so the causes are walked.
 */
export function uniqueViolation(err: unknown): string | null {
	let current: unknown = err;
	for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
		const fields = current as Error & { code?: unknown; constraint?: unknown };
		if (fields.code === "23505") return typeof fields.constraint === "string" ? fields.constraint : "";
		current = current.cause;
	}
	return null;
}

/** A timestamp as the API writes it; drivers answer Date objects or strings. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

export const isoTimeOrNull = (value: Date | string | null): string | null =>
	value === null ? null : isoTime(value);

/** A table of rows a user owns under a name: the columns ownedNameTaken reads. */
type NamedByOwner = PgTable & { id: AnyPgColumn; user_id: AnyPgColumn; name: AnyPgColumn };

/**
 * Whether another of the user's rows in `table` (not `exceptId`) has the name, in any case: for
 * names unique per owner (projects, wishlists), which their unique indexes also guard.
 */
export function ownedNameTaken(
	executor: Executor,
	table: NamedByOwner,
	userId: string,
	name: string,
	exceptId: string | null,
): Promise<boolean> {
	return answersRow(
		executor,
		sql`select ${table.id} from ${table} where ${table.user_id} = ${userId} and lower(${table.name}) = lower(${name})
			${exceptId ? sql`and ${table.id} <> ${exceptId}` : sql``} limit 1`,
	);
}

/** Whether a statement answered any row: an existence check, or a write whose `returning` found its row. */
export async function answersRow(executor: Executor, query: SQL): Promise<boolean> {
	return (await rowsOf(executor, query)).length > 0;
}
