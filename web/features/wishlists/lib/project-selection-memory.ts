/**
 * What the project pickers of one page load remember per user: whether auto-selection already
 * ran (it runs once per sign-in, spec section 4) and the project chosen last, so the next
 * picker starts from it, as one production keeps working in one project.
 *
 * Module state rather than storage: a sign-in is a page load here (the magic link and the
 * identity provider arrive by redirect), and a new sign-in as another user has its own entry.
 */
type Memory = { autoSelected: boolean; projectId: string | null };

const memory = new Map<string, Memory>();

function entry(userId: string): Memory {
	let found = memory.get(userId);
	if (!found) {
		found = { autoSelected: false, projectId: null };
		memory.set(userId, found);
	}
	return found;
}

export function wasAutoSelected(userId: string): boolean {
	return entry(userId).autoSelected;
}

export function markAutoSelected(userId: string): void {
	entry(userId).autoSelected = true;
}

export function rememberedProject(userId: string): string | null {
	return entry(userId).projectId;
}

export function rememberProject(userId: string, projectId: string | null): void {
	entry(userId).projectId = projectId;
}

/** For a sign-out, and for tests: the next picker auto-selects again. */
export function forgetProjectSelections(): void {
	memory.clear();
}
