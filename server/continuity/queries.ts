import type { Decade } from "@core/decades";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sqlArray } from "../db/sql";

/**
 * Continuity's SQL (issue 30): the photo page's two lists and the set builder's candidates.
 * Every read starts from a small, indexed set (the photo's faces and events, a family's photos)
 * and never scans the archive: docs/continuity.md has the plans at a million photos.
 */

/** A live photo's family: the storefront's owner and names (the fallback name is the service's). */
export type ContinuitySubject = {
	id: string;
	user_id: string;
	storefront_name: string | null;
	first_name: string | null;
};

export async function liveSubject(
	database: Database,
	photoId: string,
): Promise<ContinuitySubject | undefined> {
	const [row] = await database.query<ContinuitySubject>(sql`
		select p.id, p.user_id, pr.storefront_name, pr.first_name
		from photos p left join profiles pr on pr.id = p.user_id
		where p.id = ${photoId} and p.photo_status = 'live'`);
	return row;
}

/** A family (a user with live photos): its names; undefined for any other account or id. */
export async function liveFamily(
	database: Database,
	userId: string,
): Promise<Omit<ContinuitySubject, "id" | "user_id"> | undefined> {
	const [row] = await database.query<Omit<ContinuitySubject, "id" | "user_id">>(sql`
		select pr.storefront_name, pr.first_name from users u left join profiles pr on pr.id = u.id
		where u.id = ${userId}
			and exists (select 1 from photos p where p.user_id = u.id and p.photo_status = 'live')`);
	return row;
}

/**
 * The photo's people: each person record of its faces widened to every record known to be the
 * same person (get_aliased_person_ids: aliases both ways, transitively), keyed by the smallest id.
 * A handful of rows read through faces_photo_idx and person_aliases' two indexes.
 */
const peopleOf = (photoId: string) => sql`
	select distinct (select min(a::text) from unnest(ids) a) as person, unnest(ids) as alias
	from (
		select get_aliased_person_ids(f.person_id) as ids
		from faces f where f.photo_id = ${photoId} and f.person_id is not null
	) known`;

/** One row of a continuity list, with how many rows the list has in all. */
export type ContinuityRow = { id: string; shared_people: number; shared_events: number; total: number };

/** Oldest decade first (unknown last), then most shared, then photo number: the lists' order. */
const listed = (rows: SQL, shared: SQL, limit: number) => sql`
	select id, shared_people, shared_events, count(*) over ()::int as total
	from (${rows}) r
	order by decade_taken nulls last, ${shared} desc, photoid
	limit ${limit}`;

/**
 * "Same people, other years": live photos of any family showing one of the photo's people, read
 * from faces_person_idx for each of the people's records; with how many people and events each shares.
 */
export async function samePeopleRows(
	database: Database,
	photoId: string,
	limit: number,
): Promise<ContinuityRow[]> {
	// The shared events are counted for the page's rows only, after the limit: the order does not
	// use them, and a person seen in hundreds of photos would otherwise cost a probe per photo.
	return database.query<ContinuityRow>(sql`
		with people as materialized (${peopleOf(photoId)}),
		shared as (
			select f.photo_id, count(distinct pp.person)::int as shared_people
			from people pp join faces f on f.person_id = pp.alias
			where f.photo_id <> ${photoId}
			group by f.photo_id
		),
		page as (
			select p.id, p.decade_taken, p.photoid, s.shared_people, count(*) over ()::int as total
			from shared s join photos p on p.id = s.photo_id and p.photo_status = 'live'
			order by p.decade_taken nulls last, s.shared_people desc, p.photoid
			limit ${limit}
		)
		select r.id, r.shared_people, r.total,
			(select count(*)::int from photo_events pe
				where pe.photo_id = r.id
					and pe.event_id in (select mine.event_id from photo_events mine where mine.photo_id = ${photoId})
			) as shared_events
		from page r
		order by r.decade_taken nulls last, r.shared_people desc, r.photoid`);
}

/**
 * "Same family": the family's other live photos (photos_user_idx) that share an event with the
 * photo (photo_events' primary key) and show none of its people: those are in "Same people" already.
 */
export async function sameFamilyRows(
	database: Database,
	photoId: string,
	familyId: string,
	limit: number,
): Promise<ContinuityRow[]> {
	return database.query<ContinuityRow>(sql`
		with people as materialized (${peopleOf(photoId)}),
		mine as materialized (select event_id from photo_events where photo_id = ${photoId})
		${listed(
			sql`select p.id, p.decade_taken, p.photoid, 0 as shared_people,
				(select count(*)::int from photo_events pe
					where pe.photo_id = p.id and pe.event_id in (select event_id from mine)) as shared_events
			from photos p
			where p.user_id = ${familyId} and p.photo_status = 'live' and p.id <> ${photoId}
				and exists (select 1 from photo_events pe
					where pe.photo_id = p.id and pe.event_id in (select event_id from mine))
				and not exists (select 1 from faces f
					where f.photo_id = p.id and f.person_id in (select alias from people))`,
			sql`shared_events`,
			limit,
		)}`);
}

/**
 * Families with live photos and their names. The owners are read by a loose index scan of
 * photos_user_idx (one probe per family, index only), each checked for a live photo (one probe,
 * stops at the first): its cost follows the number of families, not of photos. A count or the
 * decades per family would read every live photo (a sequential scan, seconds at a million).
 */
export async function liveFamilies(
	database: Database,
): Promise<{ id: string; storefront_name: string | null; first_name: string | null }[]> {
	return database.query(sql`
		with recursive owners(id) as (
			(select user_id from photos order by user_id limit 1)
			union all
			select (select p.user_id from photos p where p.user_id > o.id order by p.user_id limit 1)
			from owners o where o.id is not null
		)
		select o.id, pr.storefront_name, pr.first_name
		from owners o left join profiles pr on pr.id = o.id
		where o.id is not null
			and exists (select 1 from photos p where p.user_id = o.id and p.photo_status = 'live')`);
}

/**
 * The set builder's candidates: the family's live photos of the decades asked (photos_user_idx),
 * each with its people (faces_photo_idx), a person's records joined by their smallest alias id.
 */
export async function setCandidateRows(
	database: Database,
	familyId: string,
	decades: readonly Decade[],
): Promise<{ id: string; photoid: number; decade: Decade; people: string[] }[]> {
	return database.query(sql`
		with fam as materialized (
			select p.id, p.photoid, p.decade_taken from photos p
			where p.user_id = ${familyId} and p.photo_status = 'live'
				and p.decade_taken = any(${sqlArray(decades)}::text[])
		),
		ff as materialized (
			select f.photo_id, f.person_id from faces f join fam on fam.id = f.photo_id where f.person_id is not null
		),
		keys as (
			select d.person_id, (select min(a::text) from unnest(get_aliased_person_ids(d.person_id)) a) as person
			from (select distinct person_id from ff) d
		)
		select fam.id, fam.photoid, fam.decade_taken as decade,
			coalesce(array_agg(distinct k.person) filter (where k.person is not null), '{}') as people
		from fam left join ff on ff.photo_id = fam.id left join keys k on k.person_id = ff.person_id
		group by fam.id, fam.photoid, fam.decade_taken`);
}
