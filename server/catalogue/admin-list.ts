import type {
	ADMIN_PHOTO_SORTS,
	AdminPhotoListQuery,
	AdminPhotoListResponse,
} from "@core/contracts/catalogue";
import type { PHOTO_FLAGS } from "@core/photo-flags";
import { PHOTO_STATUSES, type PhotoStatus } from "@core/photo-status";
import { photoidInSearch } from "@core/route-params";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { likePattern } from "../db/sql";
import { ADMIN_ROW_COLUMNS, type AdminRowRecord, PHOTO_COLUMNS, toAdminRow } from "./mappers";

type ListQuery = z.output<typeof AdminPhotoListQuery>;

/** Sort keys to columns: the only way input reaches an ORDER BY. */
const SORT_COLUMNS: Record<(typeof ADMIN_PHOTO_SORTS)[number], SQL> = {
	created_at: sql`p.created_at`,
	updated_at: sql`p.updated_at`,
	photoid: sql`p.photoid`,
	title: sql`p.title`,
	photo_status: sql`p.photo_status`,
	price_cents: sql`p.price_cents`,
};
// Nulls placed as in the btree indexes drizzle writes (desc nulls last, read backwards for asc):
// otherwise PostgreSQL will not walk photos_created_idx. The sorted columns have no nulls.
const DIRECTIONS = { asc: sql`asc nulls first`, desc: sql`desc nulls last` } as const;
const FLAG_COLUMNS: Record<(typeof PHOTO_FLAGS)[number], SQL> = {
	photoshop: sql`p.photoshop`,
	info_missing: sql`p.info_missing`,
	missing_faces: sql`p.missing_faces`,
};

/**
 * What the search box matches. Each alternative can use an index of its own (GIN on the search
 * document, trigrams on the title and the storefront name, the btree on lower(original_filename),
 * the photoid key), so PostgreSQL ORs bitmap scans instead of reading every photo.
 */
export function photoTextCondition(raw: string | undefined): SQL | null {
	const q = raw?.trim() ?? "";
	if (!q) return null;
	const photoid = photoidInSearch(q);
	const byPhotoid = photoid !== null ? sql`p.photoid = ${photoid}` : null;
	// "#123" names a photo and nothing else; a bare number may also be a word of a title.
	if (q.startsWith("#")) return byPhotoid ?? sql`false`;

	const alternatives: SQL[] = byPhotoid ? [byPhotoid] : [];
	const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
	if (words.length > 0) {
		// Every word, each as the start of a word of the document (title, tags, description, places,
		// events, storefront). Only letters and digits go in, so the words need no quoting rules.
		const prefixes = words.map((word) => `${word.toLowerCase()}:*`).join(" & ");
		alternatives.push(sql`p.search_vector @@ to_tsquery('english', ${prefixes})`);
	}
	alternatives.push(sql`lower(p.original_filename) = lower(${q})`);
	// Trigram indexes need three characters; below that a substring would read every row.
	if (q.length >= 3) {
		const pattern = likePattern(q);
		alternatives.push(sql`p.title ilike ${pattern}`);
		alternatives.push(
			sql`p.user_id = any(array(select pr.id from profiles pr where pr.storefront_name ilike ${pattern}))`,
		);
	}
	return sql`(${sql.join(alternatives, sql` or `)})`;
}

/** Every filter of the list but the status (the status tabs count under the others). */
function filtersBesidesStatus(query: ListQuery): SQL[] {
	const where: SQL[] = [];
	const text = photoTextCondition(query.q);
	if (text) where.push(text);
	if (query.flag === "any") where.push(sql`(p.photoshop or p.info_missing or p.missing_faces)`);
	else if (query.flag) where.push(FLAG_COLUMNS[query.flag]);
	if (query.family) where.push(sql`p.user_id = ${query.family}`);
	if (query.decade) where.push(sql`p.decade_taken = ${query.decade}`);
	return where;
}

const whereOf = (conditions: SQL[]) =>
	conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** One page of every photo, whatever its status, with the count of each status under the same filters. */
export async function listAdminPhotos(database: Database, query: ListQuery): Promise<AdminPhotoListResponse> {
	const others = filtersBesidesStatus(query);
	const all = query.status === "all" ? others : [...others, sql`p.photo_status = ${query.status}`];
	const order = DIRECTIONS[query.dir];
	const offset = (query.page - 1) * query.page_size;

	const [rows, counts] = await Promise.all([
		// The page is chosen from photos alone, then joined: joining every match before sorting
		// costs more than the sort itself.
		database.query<AdminRowRecord>(sql`
			select ${ADMIN_ROW_COLUMNS}
			from (
				select ${PHOTO_COLUMNS} from photos p ${whereOf(all)}
				order by ${SORT_COLUMNS[query.sort]} ${order}, p.id ${order}
				limit ${query.page_size} offset ${offset}
			) p
			join users u on u.id = p.user_id
			left join profiles pr on pr.id = p.user_id
			order by ${SORT_COLUMNS[query.sort]} ${order}, p.id ${order}`),
		database.query<{ photo_status: PhotoStatus; n: number }>(sql`
			select p.photo_status, count(*)::int as n from photos p ${whereOf(others)} group by 1`),
	]);

	const status_counts = Object.fromEntries(PHOTO_STATUSES.map((s) => [s, 0])) as Record<PhotoStatus, number>;
	for (const { photo_status, n } of counts) status_counts[photo_status] = n;
	const total =
		query.status === "all"
			? Object.values(status_counts).reduce((sum, n) => sum + n, 0)
			: status_counts[query.status];
	return { photos: rows.map(toAdminRow), total, page: query.page, page_size: query.page_size, status_counts };
}
