import { LICENSE_TYPES } from "@core/license";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp } from "drizzle-orm/pg-core";

/** Drizzle has no tsvector type; the value is maintained by triggers (see the search migration). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** `column in ('a', 'b', …)` from a list of core: the CHECK follows the list it guards. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
	sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`;

/** A license_type column holds one of the license types (core/license.ts): prices depend on it. */
export const licenseCheck = (column: AnyPgColumn) => oneOf(column, LICENSE_TYPES);

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
