import {
	type AdminPerson,
	type AdminPersonListQuery,
	type AdminPersonListResponse,
	PEOPLE_TEXT,
	type PersonSave,
} from "@core/contracts/people";
import type { z } from "zod";
import type { Database } from "../db/client";
import { NotFoundError } from "../errors";
import { findPerson, insertPerson, personsPage, renamePersonRow } from "./queries";

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

export async function renamePerson(
	database: Database,
	id: string,
	input: z.output<typeof PersonSave>,
): Promise<AdminPerson> {
	if (!(await renamePersonRow(database.db, id, input.name))) throw personNotFound();
	return getPerson(database, id);
}
