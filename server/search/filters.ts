import type { SearchParams } from "@core/contracts/search";
import { type Decade, isDecade } from "@core/decades";
import { FACE_AGE_MAX, FACE_AGE_MIN } from "@core/search-options";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sqlArray } from "../db/sql";
import { type ElementShares, elementShares, readElementShares } from "../db/stats";
import type { TextQuery } from "./text-query";

/**
 * The search's filters and words as SQL: which live photos match, written so that one GIN scan
 * of photos.facets (or a decade's own index) finds them.
 */

export type SearchInput = SearchParams & { signedIn: boolean };

/**
 * A facet word held by more than this share of the photos ('o:horizontal') is checked on the rows
 * the index found rather than intersected in it: GIN would decode its whole posting list (half a
 * million entries at a million photos) to drop half the candidates. Measured on the benchmark's
 * word + three filters: 12.7 ms in the index with it, 7.7 ms checked on the rows.
 */
export const COMMON_FACET_SHARE = 0.3;

/** The facet words above COMMON_FACET_SHARE, from the planner's statistics (none before ANALYZE). */
const commonOf = ({ shares }: ElementShares) =>
	new Set([...shares].filter(([, share]) => share > COMMON_FACET_SHARE).map(([word]) => word));

export const readCommonFacets = async (database: Database) =>
	commonOf(await readElementShares(database, "photos", "facets"));

/** As readCommonFacets, from statistics read again every 10 minutes. */
const commonFacets = async (database: Database) =>
	commonOf(await elementShares(database, "photos", "facets"));

/**
 * The filters that photos.facets holds, as "kind:value" words (migration 0010): each must be
 * there (all), and of each any-of list at least one (any). One GIN scan then ANDs them with the
 * words of the search; the common words are checked on its rows (checked).
 */
function facetWords(
	input: SearchInput,
	common: ReadonlySet<string>,
	byDecade: boolean,
): { all: SQL[]; any: SQL[][]; checked: string[] } {
	const all: SQL[] = [];
	const any: SQL[][] = [];
	const checked: string[] = [];
	const one = (w: string) => (common.has(w) ? checked.push(w) : all.push(sql`${w}`));
	const oneOf = (words: string[]) => {
		if (words.length === 1) words.forEach(one);
		else if (words.length > 1) any.push(words.map((w) => sql`${w}`));
	};
	const word = (kind: string, value: string) => one(`${kind}:${value}`);
	if (input.decade && !byDecade) word("d", input.decade);
	if (input.orientation) word("o", input.orientation);
	if (input.ethnicities) oneOf(input.ethnicities.map((e) => `e:${e}`));
	if (input.age_groups) oneOf(input.age_groups.map((a) => `a:${a}`));
	if (input.country) word("c", input.country);
	if (input.state) word("s", input.state);
	if (input.city) word("y", input.city);
	if (input.location) oneOf([`y:${input.location}`, `s:${input.location}`, `c:${input.location}`]);
	// Lower-cased as the column is, by PostgreSQL's lower().
	if (input.image_style) all.push(sql`'i:' || lower(${input.image_style})`);
	if (input.color_and_mood) all.push(sql`'m:' || lower(${input.color_and_mood})`);
	if (input.user_id) word("u", input.user_id.toLowerCase());
	if (input.people_count) word("p", input.people_count);
	if (input.cleared) word("k", input.cleared);
	return { all, any, checked };
}

/**
 * A text search filtered by one of the archive's decades reads that decade's own GIN index
 * (migration 0017), which the planner picks only when the condition names the decade as the
 * index does: a literal, checked against the list, so a prepared plan cannot lose it.
 */
function decadeIndexed(input: SearchInput, text: TextQuery | null): Decade | null {
	return text?.tsquery && isDecade(input.decade) ? input.decade : null;
}

function filterConditions(input: SearchInput, common: ReadonlySet<string>, decade: Decade | null): SQL[] {
	const where: SQL[] = [sql`p.photo_status = 'live'`];
	if (decade) where.push(sql`p.decade_taken = ${sql.raw(`'${decade}'`)}`);
	const facets = facetWords(input, common, decade !== null);
	const array = (words: SQL[]) => sql`array[${sql.join(words, sql`, `)}]::text[]`;
	if (facets.all.length > 0) where.push(sql`p.facets @> ${array(facets.all)}`);
	for (const words of facets.any) where.push(sql`p.facets && ${array(words)}`);
	// "= any" is not a GIN operator: the rows are checked after the index scan.
	for (const w of facets.checked) where.push(sql`${w} = any(p.facets)`);
	if (input.tag) where.push(sql`p.tags @> array[lower(${input.tag})]::text[]`);
	if (input.event_ids)
		where.push(sql`exists (select 1 from photo_events pe where pe.photo_id = p.id
			and pe.event_id = any(${sqlArray(input.event_ids)}::uuid[]))`);
	if (input.collection_id)
		where.push(sql`exists (select 1 from collection_photos cp join collections c on c.id = cp.collection_id
			where cp.photo_id = p.id and cp.collection_id = ${input.collection_id} and c.is_public)`);
	const ageMin = Math.min(input.face_age_min, input.face_age_max);
	const ageMax = Math.max(input.face_age_min, input.face_age_max);
	const narrowedAge = ageMin > FACE_AGE_MIN || ageMax < FACE_AGE_MAX;
	if (input.gender || narrowedAge) {
		// A photo matches when one face is of that gender within that age range.
		where.push(sql`exists (select 1 from faces f where f.photo_id = p.id
			${input.gender ? sql`and f.gender = ${input.gender}` : sql``}
			${narrowedAge ? sql`and f.age between ${ageMin} and ${ageMax}` : sql``})`);
	}
	return where;
}

/**
 * The matches of a search as a FROM and WHERE over photos p, for the planning to read in the
 * page's order: its filters, then its words.
 */
export async function matchingPhotos(
	database: Database,
	input: SearchInput,
	text: TextQuery | null,
): Promise<SQL> {
	const where = filterConditions(input, await commonFacets(database), decadeIndexed(input, text));
	if (text?.tsquery) where.push(sql`p.search_vector @@ ${text.tsquery}`);
	return sql`from photos p where ${sql.join(where, sql` and `)}`;
}
