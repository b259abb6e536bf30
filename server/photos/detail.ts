import type { PhotoDetail, SimilarPeopleResponse } from "@core/contracts/photos";
import { SIMILAR_PAGE_SIZE } from "@core/similar-photos";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type PhotoDetailRow, toPhotoDetail } from "./mappers";
import { photoSummaries } from "./service";

/**
 * One photo's page, by its number or its uuid (photos_details). Members see live photos; admins
 * also the others (to moderate them). Null when there is no such photo for the caller.
 */
export async function photoDetail(
	database: Database,
	ref: string,
	isAdmin: boolean,
): Promise<PhotoDetail | null> {
	const byNumber = /^[0-9]+$/.test(ref);
	const [row] = await database.query<PhotoDetailRow>(sql`
		select d.*, (
			select coalesce(json_agg(json_build_object('id', e.id, 'name', e.name) order by e.name), '[]')
			from photo_events pe join events e on e.id = pe.event_id where pe.photo_id = d.id
		) as events
		from photos_details d
		where ${byNumber ? sql`d.photoid = ${Number(ref)}` : sql`d.id = ${ref}`}
			${isAdmin ? sql`` : sql`and d.photo_status = 'live'`}`);
	return row ? toPhotoDetail(row) : null;
}

/**
 * Similar people (spec section 9): live photos showing a person of this photo, each person
 * widened to every record known to be the same person (get_aliased_person_ids), ranked by how
 * many of the people they share, newest first among equals, in pages of SIMILAR_PAGE_SIZE.
 * Null when there is no such live photo.
 */
export async function similarPeople(
	database: Database,
	photoId: string,
	offset: number,
): Promise<SimilarPeopleResponse | null> {
	const [photo] = await database.query<{ id: string }>(
		sql`select id from photos where id = ${photoId} and photo_status = 'live'`,
	);
	if (!photo) return null;
	const [row] = await database.query<{ ids: string[]; shared: number[]; total: number }>(sql`
		with people as (
			-- Each person of the photo (two records of one person are one), with every id of them.
			select distinct (select min(a::text) from unnest(ids) a) as person, unnest(ids) as alias
			from (
				select get_aliased_person_ids(f.person_id) as ids
				from faces f where f.photo_id = ${photo.id} and f.person_id is not null
			) known
		),
		shared as (
			select f.photo_id, count(distinct pp.person)::int as shared
			from people pp join faces f on f.person_id = pp.alias
			join photos p on p.id = f.photo_id and p.photo_status = 'live'
			where f.photo_id <> ${photo.id}
			group by f.photo_id
		),
		page as (
			select s.photo_id, s.shared from shared s join photos p on p.id = s.photo_id
			order by s.shared desc, p.created_at desc nulls last, p.id
			limit ${SIMILAR_PAGE_SIZE} offset ${offset}
		)
		select (select count(*)::int from shared) as total,
			array(select photo_id from page)::text[] as ids, array(select shared from page) as shared`);
	const ids = row?.ids ?? [];
	const total = row?.total ?? 0;
	const sharedOf = new Map(ids.map((id, i) => [id, Number(row?.shared[i] ?? 1)]));
	const cards = await photoSummaries(database, ids);
	return {
		photos: cards.map((card) => ({ ...card, shared_people: sharedOf.get(card.id) ?? 1 })),
		total,
		offset,
		has_more: offset + ids.length < total,
	};
}
