import {
	type AliasGroup,
	type AliasGroupsResponse,
	PEOPLE_TEXT,
	type PersonAlias,
	type PersonAliasCreate,
} from "@core/contracts/admin-people";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { isoTime, rowsOf, uniqueViolation } from "../db/executor";
import { ConflictError, NotFoundError } from "../errors";
import { personNotFound } from "./persons";

type LinkRow = { person_id: string; alias_person_id: string; created_at: Date | string };

const toLink = (row: LinkRow): PersonAlias => ({
	person_id: row.person_id,
	alias_person_id: row.alias_person_id,
	created_at: isoTime(row.created_at),
});

/**
 * Links two records as one person. Refused with 409 when they are already one person, directly
 * or through other records: a second path between them would change nothing but would make
 * unlinking one pair no longer separate them.
 */
export async function linkPersons(database: Database, pair: PersonAliasCreate): Promise<PersonAlias> {
	try {
		return await database.db.transaction(async (tx) => {
			// Every record of both people, locked in one order: two links made at once between the
			// same two groups (A–B and C–D, linked B–C and D–A) wait for each other instead of
			// closing a cycle that neither saw.
			const found = await rowsOf<{ id: string }>(
				tx,
				sql`select id from persons
					where id = any(array[${pair.person_id}::uuid, ${pair.alias_person_id}::uuid]
						|| get_aliased_person_ids(${pair.person_id}) || get_aliased_person_ids(${pair.alias_person_id}))
					order by id for update`,
			);
			const named = found.filter((row) => row.id === pair.person_id || row.id === pair.alias_person_id);
			if (named.length < 2) throw personNotFound();
			const [linked] = await rowsOf<{ linked: boolean }>(
				tx,
				sql`select ${pair.alias_person_id}::uuid = any(get_aliased_person_ids(${pair.person_id})) as linked`,
			);
			if (linked?.linked) throw new ConflictError(PEOPLE_TEXT.alreadyLinked);
			const [row] = await rowsOf<LinkRow>(
				tx,
				sql`insert into person_aliases (person_id, alias_person_id)
					values (${pair.person_id}, ${pair.alias_person_id})
					returning person_id, alias_person_id, created_at`,
			);
			if (!row) throw new Error("alias insert returned no row");
			return toLink(row);
		});
	} catch (err) {
		// Two admins linking the same pair at once: the key decides, the answer is the same.
		if (uniqueViolation(err) !== null) throw new ConflictError(PEOPLE_TEXT.alreadyLinked);
		throw err;
	}
}

/** Removes the link between two records, whichever way round it was made. */
export async function unlinkPersons(database: Database, personId: string, aliasId: string): Promise<void> {
	const removed = await database.query<{ person_id: string }>(sql`
		delete from person_aliases
		where (person_id = ${personId} and alias_person_id = ${aliasId})
			or (person_id = ${aliasId} and alias_person_id = ${personId})
		returning person_id`);
	if (removed.length === 0) throw new NotFoundError(PEOPLE_TEXT.aliasNotFound);
}

type GroupPersonRow = { id: string; name: string | null; face_count: number };

/**
 * Every person known under several records: the links read at once and joined into groups here
 * (admins link a few hundred records at most; the links are the whole of it).
 */
export async function aliasGroups(database: Database): Promise<AliasGroupsResponse> {
	const links = await database.query<LinkRow>(sql`
		select person_id, alias_person_id, created_at from person_aliases
		order by created_at desc, person_id, alias_person_id`);
	if (links.length === 0) return { groups: [] };

	// Union-find over the links: each record ends up under its group's root.
	const parent = new Map<string, string>();
	const rootOf = (id: string): string => {
		let root = id;
		while (parent.get(root) !== root) root = parent.get(root) ?? root;
		parent.set(id, root);
		return root;
	};
	for (const link of links) {
		for (const id of [link.person_id, link.alias_person_id]) if (!parent.has(id)) parent.set(id, id);
		parent.set(rootOf(link.alias_person_id), rootOf(link.person_id));
	}

	const people = await database.query<GroupPersonRow>(sql`
		select p.id, p.name, (select count(*)::int from faces f where f.person_id = p.id) as face_count
		from persons p where p.id in (${sql.join(
			[...parent.keys()].map((id) => sql`${id}`),
			sql`, `,
		)})
		order by lower(p.name) nulls last, p.id`);

	// Groups in the order of their newest link (links come newest first).
	const groups = new Map<string, AliasGroup>();
	for (const link of links) {
		const root = rootOf(link.person_id);
		const group = groups.get(root) ?? { persons: [], links: [] };
		group.links.push(toLink(link));
		groups.set(root, group);
	}
	for (const person of people) groups.get(rootOf(person.id))?.persons.push(person);
	return { groups: [...groups.values()] };
}
