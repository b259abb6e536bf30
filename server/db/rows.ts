import type { Table } from "drizzle-orm";

/**
 * Row types for raw SQL, taken from the schema. Why: our statements are raw SQL (joins, lateral
 * counts, GIN operators the query builder does not speak), and drizzle cannot type the rows of a
 * raw statement: `database.query<T>` believes whatever T says. A T spelled out by hand drifts
 * from the table unseen; a T picked from the table's `$inferSelect` follows it, so renaming,
 * retyping or dropping a column in server/db/schema/ fails the build at every query that reads
 * it. The columns a statement computes (counts, a joined table's fields under another name) are
 * added beside the picked ones, next to the SQL that computes them, in the domain's queries.ts.
 *
 * Plain single-table reads and writes may use drizzle's typed builder instead, which checks the
 * statement as well as its rows; everything else goes through these types.
 */
export type Columns<T extends Table, K extends keyof T["$inferSelect"]> = {
	[P in K]: AsRead<T["$inferSelect"][P]>;
};

/**
 * A timestamp reaches raw SQL as the driver's text (drizzle turns off the drivers' date parsing)
 * or, through a prepared statement on the server, as a Date: the mappers take either (isoTime).
 */
type AsRead<V> = V extends Date ? Date | string : V;
