/**
 * Search analytics from the search page (spec sections 5, 7 and 9): a search is recorded once
 * the visitor stopped typing for 400 ms and its results arrived, with the number of matches and
 * the synonyms the search added. Terms the rules refuse are never sent, and the same term from
 * this tab counts once in 30 s (the server checks both again). Failures are logged, never shown.
 */
import type { SearchRecordInput } from "@core/contracts/tracking";
import { isRecordableSearchTerm, SearchDeduper, TRACKING } from "@core/tracking";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import type { Timers } from "./click-queue";
import { trackingSessionId } from "./session-id";
import { reportTrackingFailure } from "./tracker";

/** What the search answered for a term: the response's total_count and expanded_terms. */
export type SearchOutcome = { term: string; total_count: number; expanded_terms: readonly string[] };

export type SearchRecorderOptions = {
	send: (record: SearchRecordInput) => Promise<unknown>;
	sessionId: () => string;
	now: () => number;
	timers: Timers & {
		setInterval: (callback: () => void, ms: number) => unknown;
		clearInterval: (handle: unknown) => void;
	};
	report: (message: string, detail?: unknown) => void;
};

export type SearchRecorder = {
	/** The box's text after a keystroke (or the query a page opened with). */
	typed: (text: string) => void;
	/** The results for a term arrived. */
	results: (outcome: SearchOutcome) => void;
	/** The page was left: a search still waiting is not recorded. */
	cancel: () => void;
	/** Stops the timers (tests). */
	dispose: () => void;
};

type Pending = { term: string; quiet: boolean; outcome?: SearchOutcome; done: boolean };

export function createSearchRecorder(options: SearchRecorderOptions): SearchRecorder {
	const { timers } = options;
	const deduper = new SearchDeduper();
	let pending: Pending | undefined;
	let quietTimer: unknown;
	let cleanupTimer: unknown;

	function record(term: string, outcome: SearchOutcome) {
		if (!isRecordableSearchTerm(term)) return;
		if (!deduper.admit(options.sessionId(), term, options.now())) return;
		try {
			options
				.send({
					search_term: term,
					session_id: options.sessionId(),
					result_count: outcome.total_count,
					expanded_terms: [...outcome.expanded_terms],
				})
				.catch((error: unknown) => options.report("Search analytics: not recorded", error));
		} catch (error) {
			options.report("Search analytics: not recorded", error);
		}
	}

	function settle() {
		if (!pending || pending.done || !pending.quiet || !pending.outcome) return;
		pending.done = true;
		record(pending.term, pending.outcome);
	}

	function startCleanup() {
		cleanupTimer ??= timers.setInterval(() => deduper.cleanup(options.now()), TRACKING.searchCacheCleanupMs);
	}

	function clearQuiet() {
		if (quietTimer !== undefined) timers.clearTimeout(quietTimer);
		quietTimer = undefined;
	}

	return {
		typed(text) {
			startCleanup();
			clearQuiet();
			const term = text.trim();
			// The same words again (a trailing space): the results already shown still count.
			const outcome = pending?.term === term ? pending.outcome : undefined;
			pending = { term, quiet: false, outcome, done: false };
			if (term === "") return;
			const current = pending;
			quietTimer = timers.setTimeout(() => {
				quietTimer = undefined;
				current.quiet = true;
				settle();
			}, TRACKING.searchDebounceMs);
		},
		results(outcome) {
			if (!pending || pending.term !== outcome.term.trim()) return;
			pending.outcome = outcome;
			settle();
		},
		cancel() {
			clearQuiet();
			pending = undefined;
		},
		dispose() {
			clearQuiet();
			pending = undefined;
			if (cleanupTimer !== undefined) timers.clearInterval(cleanupTimer);
			cleanupTimer = undefined;
		},
	};
}

let recorder: SearchRecorder | undefined;

/** The app's recorder (one per tab, so its duplicate memory outlives page changes). */
export function searchRecorder(): SearchRecorder {
	recorder ??= createSearchRecorder({
		send: (record) => apiFetch(apiPaths.searchAnalytics, { method: "POST", body: record }),
		sessionId: trackingSessionId,
		now: () => Date.now(),
		timers: {
			setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
			clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
			setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
			clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
		},
		report: reportTrackingFailure,
	});
	return recorder;
}

/** Tests: a fresh recorder with an empty duplicate memory. */
export function resetSearchRecorder(): void {
	recorder?.dispose();
	recorder = undefined;
}
