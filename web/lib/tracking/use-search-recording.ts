import { useEffect } from "react";
import { type SearchOutcome, searchRecorder } from "./search-recorder";

/**
 * Records the search page's searches: `text` is the box's text (every keystroke), `outcome` the
 * first page of results for the query on screen (undefined while it loads).
 */
export function useSearchRecording(text: string, outcome: SearchOutcome | undefined): void {
	useEffect(() => {
		searchRecorder().typed(text);
	}, [text]);

	const term = outcome?.term;
	const total = outcome?.total_count;
	const expanded = outcome?.expanded_terms.join("\u0000");
	// biome-ignore lint/correctness/useExhaustiveDependencies: the outcome's values are its identity
	useEffect(() => {
		if (outcome) searchRecorder().results(outcome);
	}, [term, total, expanded]);

	useEffect(() => () => searchRecorder().cancel(), []);
}
