import {
	type AdminPerson,
	type AdminPersonListQuery,
	type AdminPersonListResponse,
	PEOPLE_TEXT,
	type PersonSave,
	type PersonUpdate,
} from "@core/contracts/people";
import type { z } from "zod";
import { appendLedgerEvents, type LedgerActor, photosShowingPerson } from "../clearance/queries/ledger";
import { recomputeClearances } from "../clearance/service";
import type { Database } from "../db/client";
import { NotFoundError } from "../errors";
import { findPerson, insertPerson, personsPage, updatePersonRow } from "./queries";

export const personNotFound = () => new NotFoundError(PEOPLE_TEXT.personNotFound);

export function listPersons(
	database: Database,
	query: z.output<typeof AdminPersonListQuery>,
): Promise<AdminPersonListResponse> {
	return personsPage(database.db, query);
}

export async function getPerson(database: Database, id: string): Promise<AdminPerson> {
	const person = await findPerson(database.db, id);
	if (!person) throw personNotFound();
	return person;
}

export async function createPerson(
	database: Database,
	input: z.output<typeof PersonSave>,
): Promise<AdminPerson> {
	const id = await insertPerson(database.db, input.name);
	return getPerson(database, id);
}

/**
 * Renames a person or changes what the clearance ledger knows of them. A change to their life
 * status or year of birth changes who may sign for them: it is kept in the ledger's history, and
 * every photo showing them (or an alias) is judged again in the same transaction.
 */
export async function updatePerson(
	database: Database,
	actor: LedgerActor,
	id: string,
	input: z.output<typeof PersonUpdate>,
): Promise<AdminPerson> {
	const person = await database.db.transaction(async (tx) => {
		if (!(await updatePersonRow(tx, id, input))) throw personNotFound();
		const saved = await findPerson(tx, id);
		if (!saved) throw personNotFound();
		if (input.life_status !== undefined || input.birth_year !== undefined) {
			const details = { life_status: saved.life_status, birth_year: saved.birth_year };
			await appendLedgerEvents(tx, [
				{ subject: "person", subject_id: id, action: "person_changed", actor, details },
			]);
			await recomputeClearances(tx, await photosShowingPerson(tx, id), {
				actor,
				details: { cause: "person_changed", person_id: id },
			});
		}
		return saved;
	});
	return person;
}
