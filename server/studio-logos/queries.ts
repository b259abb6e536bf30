import type { AdminStudioLogo, StudioLogo } from "@core/contracts/site";
import { sql } from "drizzle-orm";
import { type Executor, isoTime, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { studio_logos } from "../db/schema";
import { sqlArray } from "../db/sql";

/** The studio logos' SQL, in their strip's order; rows become responses through toAdmin. */

type Row = Columns<
	typeof studio_logos,
	"id" | "name" | "link_url" | "logo_url" | "position" | "is_demo" | "created_at" | "updated_at"
>;

const COLUMNS = sql`id, name, link_url, logo_url, position, is_demo, created_at, updated_at`;
const ORDER = sql`order by position, created_at, id`;

const toAdmin = (row: Row): AdminStudioLogo => ({
	...row,
	created_at: isoTime(row.created_at),
	updated_at: isoTime(row.updated_at),
});

/** The logos that have an image, first placed first. */
export function logosWithImages(executor: Executor): Promise<StudioLogo[]> {
	// The WHERE makes the nullable logo_url a string.
	return rowsOf<Columns<typeof studio_logos, "id" | "name" | "link_url"> & { logo_url: string }>(
		executor,
		sql`select id, name, link_url, logo_url from studio_logos where logo_url is not null ${ORDER}`,
	);
}

export async function allLogos(executor: Executor): Promise<AdminStudioLogo[]> {
	return (await rowsOf<Row>(executor, sql`select ${COLUMNS} from studio_logos ${ORDER}`)).map(toAdmin);
}

export async function findLogo(executor: Executor, id: string): Promise<AdminStudioLogo | null> {
	const [row] = await rowsOf<Row>(executor, sql`select ${COLUMNS} from studio_logos where id = ${id}`);
	return row ? toAdmin(row) : null;
}

/** A new studio, placed last. */
export async function insertLogo(
	executor: Executor,
	logo: { name: string; link_url: string | null; is_demo: boolean },
): Promise<AdminStudioLogo> {
	const [row] = await rowsOf<Row>(
		executor,
		sql`insert into studio_logos (name, link_url, is_demo, position)
			values (${logo.name}, ${logo.link_url}, ${logo.is_demo},
				(select coalesce(max(position) + 1, 0) from studio_logos))
			returning ${COLUMNS}`,
	);
	if (!row) throw new Error("studio logo insert returned no row");
	return toAdmin(row);
}

/** The logo as saved; null when there is no such logo. */
export async function updateLogoRow(
	executor: Executor,
	id: string,
	logo: { name: string; link_url: string | null },
): Promise<AdminStudioLogo | null> {
	const [row] = await rowsOf<Row>(
		executor,
		sql`update studio_logos set name = ${logo.name}, link_url = ${logo.link_url}, updated_at = now()
			where id = ${id} returning ${COLUMNS}`,
	);
	return row ? toAdmin(row) : null;
}

/** Points the logo at its image (null for none); null when there is no such logo. */
export async function setLogoUrl(
	executor: Executor,
	id: string,
	url: string | null,
): Promise<AdminStudioLogo | null> {
	const [row] = await rowsOf<Row>(
		executor,
		sql`update studio_logos set logo_url = ${url}, updated_at = now() where id = ${id} returning ${COLUMNS}`,
	);
	return row ? toAdmin(row) : null;
}

/** The deleted logo's image address; undefined when there was no such logo. */
export async function deleteLogoRow(
	executor: Executor,
	id: string,
): Promise<Columns<typeof studio_logos, "logo_url"> | undefined> {
	const [row] = await rowsOf<Columns<typeof studio_logos, "logo_url">>(
		executor,
		sql`delete from studio_logos where id = ${id} returning logo_url`,
	);
	return row;
}

/** Locks the table against another reorder and reads every logo's id. */
export async function lockLogoIds(executor: Executor): Promise<string[]> {
	await executor.execute(sql`lock table studio_logos in share row exclusive mode`);
	const rows = await rowsOf<Columns<typeof studio_logos, "id">>(executor, sql`select id from studio_logos`);
	return rows.map((row) => row.id);
}

/** Positions 0..n-1 in the order of `ids`. */
export async function setLogoPositions(executor: Executor, ids: readonly string[]): Promise<void> {
	await executor.execute(sql`
		update studio_logos s set position = o.position - 1, updated_at = now()
		from unnest(${sqlArray(ids)}::uuid[]) with ordinality as o(id, position)
		where s.id = o.id and s.position <> o.position - 1`);
}
