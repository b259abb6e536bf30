import { type SQL, sql } from "drizzle-orm";

/** `array[$1, $2, …]` of bound parameters; the caller adds the cast (`::text[]`, `::uuid[]`). */
export const sqlArray = (values: readonly string[]): SQL =>
	sql`array[${sql.join(
		values.map((v) => sql`${v}`),
		sql`, `,
	)}]`;

/** `%text%` for `ilike`, with the text's own `%`, `_` and `\` matched literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
