import {
	type AliasGroup,
	type AliasGroupsResponse,
	PEOPLE_TEXT,
	type PersonAlias,
	type PersonAliasCreate,
} from "@core/contracts/people";
import type { Database } from "../db/client";
import { uniqueViolation } from "../db/executor";
import { ConflictError, NotFoundError } from "../errors";
import { personNotFound } from "./persons";
import {
	allAliases,
	areAliased,
	deleteAlias,
	insertAlias,
	lockAliasGroups,
	personsWithFaceCounts,
} from "./queries";

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
			const found = await lockAliasGroups(tx, pair.person_id, pair.alias_person_id);
			const named = found.filter((id) => id === pair.person_id || id === pair.alias_person_id);
			if (named.length < 2) throw personNotFound();
			if (await areAliased(tx, pair.person_id, pair.alias_person_id))
				throw new ConflictError(PEOPLE_TEXT.alreadyLinked);
			return insertAlias(tx, pair);
		});
	} catch (err) {
		// Two admins linking the same pair at once: the key decides, the answer is the same.
		if (uniqueViolation(err) !== null) throw new ConflictError(PEOPLE_TEXT.alreadyLinked);
		throw err;
	}
}

/** Removes the link between two records, whichever way round it was made. */
export async function unlinkPersons(database: Database, personId: string, aliasId: string): Promise<void> {
	if (!(await deleteAlias(database.db, personId, aliasId)))
		throw new NotFoundError(PEOPLE_TEXT.aliasNotFound);
}

/**
 * Every person known under several records: the links read at once and joined into groups here
 * (admins link a few hundred records at most; the links are the whole of it).
 */
export async function aliasGroups(database: Database): Promise<AliasGroupsResponse> {
	const links = await allAliases(database.db);
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

	const people = await personsWithFaceCounts(database.db, [...parent.keys()]);

	// Groups in the order of their newest link (links come newest first).
	const groups = new Map<string, AliasGroup>();
	for (const link of links) {
		const root = rootOf(link.person_id);
		const group = groups.get(root) ?? { persons: [], links: [] };
		group.links.push(link);
		groups.set(root, group);
	}
	for (const person of people) groups.get(rootOf(person.id))?.persons.push(person);
	return { groups: [...groups.values()] };
}
