/**
 * Which project a picker selects by itself (spec section 4, "Project auto-selection"): once per
 * sign-in, the project used most recently, where a project never used counts from its creation.
 */

export type SelectableProject = {
	id: string;
	last_used_at: string | null;
	created_at: string;
};

/** When the project was last touched, in ms: its last use, else its creation; unreadable dates sort last. */
export function projectRecency(project: SelectableProject): number {
	const time = Date.parse(project.last_used_at ?? project.created_at);
	return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The most recently used project (the first of equals, in list order), or null for none. */
export function latestProject<P extends SelectableProject>(projects: readonly P[]): P | null {
	let best: P | null = null;
	let bestTime = Number.NEGATIVE_INFINITY;
	for (const project of projects) {
		const time = projectRecency(project);
		if (best === null || time > bestTime) {
			best = project;
			bestTime = time;
		}
	}
	return best;
}

export type AutoSelectionState = {
	/** The picker's `autoSelect` switch (on unless a screen turns it off). */
	enabled: boolean;
	/** A project is already chosen (given by the screen, or picked by the user). */
	hasValue: boolean;
	/** Auto-selection already happened since this sign-in. */
	alreadyDone: boolean;
};

/** Whether the picker should select a project by itself now. */
export function shouldAutoSelect({ enabled, hasValue, alreadyDone }: AutoSelectionState): boolean {
	return enabled && !hasValue && !alreadyDone;
}

/** The project to select by itself, or null when none should be (see `shouldAutoSelect`). */
export function autoSelectedProject<P extends SelectableProject>(
	projects: readonly P[],
	state: AutoSelectionState,
): P | null {
	return shouldAutoSelect(state) ? latestProject(projects) : null;
}
