import type { ADMIN_PHOTO_SORTS, AdminPhotoListQuery } from "@core/contracts/catalogue";
import type { PHOTO_FLAGS } from "@core/photo-flags";
import type { PhotoStatus } from "@core/photo-status";
import { photoidInSearch } from "@core/route-params";
import type { ORIENTATION_OPTIONS } from "@core/search-options";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { photos, photos_details, profiles, users } from "../../db/schema";
import { likePattern } from "../../db/sql";

/**
 * The admin's photo rows: the list (one page and the count of each status under its filters),
 * one row by id, and the editor's whole photo. Rows become responses in ../mappers.ts and
 * ../admin-detail.ts.
 */

/** A list row as the database answers it, before the family is nested and times are ISO. */
export type AdminRowRecord = Columns<
	typeof photos,
	| "id"
	| "photoid"
	| "title"
	| "thumbnail_url"
	| "decade_taken"
	| "price_cents"
	| "original_filename"
	| "width"
	| "height"
	| "featured"
	| "photoshop"
	| "info_missing"
	| "missing_faces"
	| "created_at"
	| "updated_at"
> & {
	/** One of the statuses: the column's CHECK holds it to core/photo-status.ts's list. */
	photo_status: PhotoStatus;
	family_id: Columns<typeof users, "id">["id"];
	family_email: Columns<typeof users, "email">["email"];
	storefront_name: Columns<typeof profiles, "storefront_name">["storefront_name"];
};

/** The photo's own columns of a list row, from photos `p`. */
const PHOTO_COLUMNS = sql`p.id, p.user_id, p.photoid, p.title, p.thumbnail_url, p.photo_status, p.decade_taken,
	p.price_cents, p.original_filename, p.width, p.height, p.featured, p.photoshop, p.info_missing,
	p.missing_faces, p.created_at, p.updated_at`;
/** The columns of a list row, from photos `p`, users `u` and profiles `pr`. */
const ADMIN_ROW_COLUMNS = sql`${PHOTO_COLUMNS}, u.id as family_id, u.email as family_email, pr.storefront_name`;

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

/** One page of the photos under every filter of the list, whatever their status unless it names one. */
export function adminPhotoPage(database: Database, query: ListQuery): Promise<AdminRowRecord[]> {
	const others = filtersBesidesStatus(query);
	const all = query.status === "all" ? others : [...others, sql`p.photo_status = ${query.status}`];
	const order = DIRECTIONS[query.dir];
	const offset = (query.page - 1) * query.page_size;
	// The page is chosen from photos alone, then joined: joining every match before sorting
	// costs more than the sort itself.
	return database.query<AdminRowRecord>(sql`
		select ${ADMIN_ROW_COLUMNS}
		from (
			select ${PHOTO_COLUMNS} from photos p ${whereOf(all)}
			order by ${SORT_COLUMNS[query.sort]} ${order}, p.id ${order}
			limit ${query.page_size} offset ${offset}
		) p
		join users u on u.id = p.user_id
		left join profiles pr on pr.id = p.user_id
		order by ${SORT_COLUMNS[query.sort]} ${order}, p.id ${order}`);
}

/** How many photos of each status (statuses without any left out) match the list's other filters. */
export function photoStatusCounts(
	database: Database,
	query: ListQuery,
): Promise<{ photo_status: PhotoStatus; n: number }[]> {
	return database.query<{ photo_status: PhotoStatus; n: number }>(sql`
		select p.photo_status, count(*)::int as n from photos p ${whereOf(filtersBesidesStatus(query))} group by 1`);
}

/** One photo's list row, whatever its status (a transaction reads the photo it has just made). */
export async function adminPhotoRow(executor: Executor, id: string): Promise<AdminRowRecord | undefined> {
	const [row] = await rowsOf<AdminRowRecord>(
		executor,
		sql`
		select ${ADMIN_ROW_COLUMNS}
		from photos p join users u on u.id = p.user_id left join profiles pr on pr.id = p.user_id
		where p.id = ${id}`,
	);
	return row;
}

/** Everything the editor shows of one photo: its list row and the rest of its metadata. */
export type AdminDetailRecord = AdminRowRecord &
	Columns<
		typeof photos,
		| "description"
		| "preview_url"
		| "dominant_color"
		| "people_count"
		| "people_composition"
		| "location_city"
		| "location_state_province"
		| "location_country"
		| "date_taken"
		| "tags"
		| "ethnicities"
		| "age_groups"
		| "emotions"
		| "image_style"
		| "color_and_mood"
	> &
	Pick<typeof photos_details.$inferSelect, "friendly_print_size"> & {
		/** A bigint, which the driver may answer as text. */
		file_size: number | string | null;
		/** One of the orientations or null: the column's CHECK holds it. */
		orientation: (typeof ORIENTATION_OPTIONS)[number] | null;
		events: { id: string; name: string }[];
		face_count: number;
	};

/** The editor's row of one photo, whatever its status; undefined when there is none. */
export async function adminPhotoDetailRow(
	executor: Executor,
	id: string,
): Promise<AdminDetailRecord | undefined> {
	const [row] = await rowsOf<AdminDetailRecord>(
		executor,
		sql`
		select ${ADMIN_ROW_COLUMNS}, p.description, p.preview_url, p.file_size,
			-- The print size as the public photo page words it (one expression, in the view).
			d.friendly_print_size, p.dominant_color, p.orientation, p.people_count, p.people_composition,
			p.location_city, p.location_state_province, p.location_country, p.date_taken::text as date_taken,
			p.tags, p.ethnicities, p.age_groups, p.emotions, p.image_style, p.color_and_mood,
			coalesce((
				select json_agg(json_build_object('id', e.id, 'name', e.name) order by e.name, e.id)
				from photo_events pe join events e on e.id = pe.event_id where pe.photo_id = p.id
			), '[]'::json) as events,
			(select count(*)::int from faces f where f.photo_id = p.id) as face_count
		from photos p
		join users u on u.id = p.user_id
		left join profiles pr on pr.id = p.user_id
		join photos_details d on d.id = p.id
		where p.id = ${id}`,
	);
	return row;
}
