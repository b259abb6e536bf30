import type { QueryClient } from "@tanstack/react-query";

/**
 * What the project pickers remember for the signed-in user: whether auto-selection already ran
 * (it runs once per sign-in, spec section 4) and the project chosen last, so the next picker
 * starts from it, as one production keeps working in one project.
 *
 * Kept in the query cache under the user-scoped "projects" root, never fetched: every sign-in
 * and sign-out drops that root (`discardUserData`), so the memory lasts exactly one sign-in.
 */
type Memory = { autoSelected: boolean; projectId: string | null };

const MEMORY_ROOT = ["projects", "selection-memory"] as const;
const memoryKey = (userId: string) => [...MEMORY_ROOT, userId] as const;
const NOTHING_YET: Memory = { autoSelected: false, projectId: null };

function read(queryClient: QueryClient, userId: string): Memory {
	return queryClient.getQueryData<Memory>(memoryKey(userId)) ?? NOTHING_YET;
}

function write(queryClient: QueryClient, userId: string, change: Partial<Memory>): void {
	// No screen observes it, so the cache would otherwise collect it after its gcTime.
	queryClient.setQueryDefaults(MEMORY_ROOT, { gcTime: Number.POSITIVE_INFINITY });
	queryClient.setQueryData<Memory>(memoryKey(userId), { ...read(queryClient, userId), ...change });
}

export function wasAutoSelected(queryClient: QueryClient, userId: string): boolean {
	return read(queryClient, userId).autoSelected;
}

export function markAutoSelected(queryClient: QueryClient, userId: string): void {
	write(queryClient, userId, { autoSelected: true });
}

export function rememberedProject(queryClient: QueryClient, userId: string): string | null {
	return read(queryClient, userId).projectId;
}

export function rememberProject(queryClient: QueryClient, userId: string, projectId: string | null): void {
	write(queryClient, userId, { projectId });
}
