import { adminApiPaths } from "@core/admin-api-paths";
import { ErrorCode } from "@core/contracts/errors";
import type { AdminPerson, AdminPersonResponse, PersonSave, PersonUpdate } from "@core/contracts/people";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { adminPeopleKeys } from "./people-keys";

export async function createPerson(input: PersonSave): Promise<AdminPerson> {
	const { person } = await apiFetch<Reply<typeof AdminPersonResponse>>(adminApiPaths.adminPersons, {
		method: "POST",
		body: input,
	});
	return person;
}

/** Renames a person, or changes their life status or year of birth (the clearance ledger reads them). */
export async function renamePerson(id: string, input: PersonUpdate): Promise<AdminPerson> {
	const { person } = await apiFetch<Reply<typeof AdminPersonResponse>>(adminApiPaths.adminPerson(id), {
		method: "PATCH",
		body: input,
	});
	return person;
}

export function linkPersons(personId: string, aliasId: string): Promise<unknown> {
	return apiFetch(adminApiPaths.adminPersonAliases, {
		method: "POST",
		body: { person_id: personId, alias_person_id: aliasId },
	});
}

export function unlinkPersons(personId: string, aliasId: string): Promise<void> {
	return apiFetch<void>(adminApiPaths.adminPersonAlias(personId, aliasId), { method: "DELETE" });
}

/**
 * Makes the records one person: each is linked to the first. A record already one person with
 * the first (the server answers 409) needs nothing more; the links made before a failure stay,
 * each being true on its own. Answers how many links were made.
 */
export async function mergePersons(ids: readonly string[]): Promise<number> {
	const [first, ...others] = ids;
	if (!first) return 0;
	let made = 0;
	for (const other of others) {
		try {
			await linkPersons(first, other);
			made += 1;
		} catch (error) {
			if (!(error instanceof ApiError && error.code === ErrorCode.conflict)) throw error;
		}
	}
	return made;
}

/** The list (names, counts, aliases) and the groups read again after any change. */
function useRefreshPeople() {
	const queryClient = useQueryClient();
	return () => queryClient.invalidateQueries({ queryKey: adminPeopleKeys.all });
}

export function useCreatePerson() {
	const refresh = useRefreshPeople();
	return useMutation({ mutationFn: createPerson, onSuccess: refresh });
}

export function useRenamePerson(id: string) {
	const refresh = useRefreshPeople();
	return useMutation({ mutationFn: (input: PersonUpdate) => renamePerson(id, input), onSuccess: refresh });
}

export function useMergePersons() {
	const refresh = useRefreshPeople();
	// Some links may be made before a failure: refresh either way.
	return useMutation({ mutationFn: mergePersons, onSettled: refresh });
}

export function useUnlinkPersons() {
	const refresh = useRefreshPeople();
	return useMutation({
		mutationFn: ({ personId, aliasId }: { personId: string; aliasId: string }) =>
			unlinkPersons(personId, aliasId),
		onSuccess: refresh,
	});
}
