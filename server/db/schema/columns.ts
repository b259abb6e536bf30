import { LICENSE_TYPES } from "@core/license";
import { EXCLUSIVE_TERMS } from "@core/licensing";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp } from "drizzle-orm/pg-core";

/** Drizzle has no tsvector type; the value is maintained by triggers (see the search migration). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** `column in ('a', 'b', …)` from a list of core: the CHECK follows the list it guards. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
	sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;

/** A license_type column holds one of the license types (core/license.ts): prices depend on it. */
export const licenseCheck = (column: AnyPgColumn) => oneOf(column, LICENSE_TYPES);

/**
 * An exclusive term (issue 30) is one of EXCLUSIVE_TERMS, and only on a hero licence: the column
 * is null, or a term with license_type 'hero-usage'.
 */
export const exclusiveCheck = (months: AnyPgColumn, licenseType: AnyPgColumn) =>
	sql`${months} is null or (${months} in (${sql.raw(EXCLUSIVE_TERMS.join(", "))}) and ${licenseType} = 'hero-usage')`;

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
