import { searchMethodLabel } from "@core/search-query";
import { isRecordableSearchTerm, normaliseSearchTerm, TRACKING } from "@core/tracking";
import type { Database } from "../db/client";
import { insertSearchUnlessRecent, lockSessionTerm } from "./queries/searches";

/** A search the server ran, as search_analytics keeps it. */
export type SearchToRecord = {
	/** What was typed (the request's q). */
	term: string;
	/** The tracking session (server/analytics/visitor.ts). */
	session: string;
	/** The search's own total (estimated or capped as the search answered it). */
	resultCount: number;
	/** The synonyms the search used. */
	expandedTerms: readonly string[];
};

export type SearchContext = { userId: string | null; userAgent: string | null };

export type RecordOutcome = { recorded: true } | { recorded: false; reason: "term_rules" | "duplicate" };

/**
 * Records one search in search_analytics (spec section 5): the term trimmed and lower-cased, the
 * term rules applied, the method labelled from what was typed, and the same session's same term
 * counted once in 30 s. Two requests at once cannot both pass the duplicate check: each takes a
 * transaction-scoped advisory lock on (session, term) before looking. The address is never stored.
 */
export async function recordSearch(
	database: Database,
	search: SearchToRecord,
	context: SearchContext,
): Promise<RecordOutcome> {
	const term = normaliseSearchTerm(search.term);
	if (!isRecordableSearchTerm(term)) return { recorded: false, reason: "term_rules" };
	const method = searchMethodLabel(search.term.trim());
	const expanded = search.expandedTerms.length > 0 ? [...search.expandedTerms] : null;
	const row = {
		search_term: term,
		user_id: context.userId,
		session_id: search.session,
		result_count: search.resultCount,
		search_method: method,
		expanded_terms: expanded,
		user_agent: context.userAgent,
	};
	const inserted = await database.db.transaction(async (tx) => {
		await lockSessionTerm(tx, search.session, term);
		return insertSearchUnlessRecent(tx, row, TRACKING.searchDuplicateWindowMs);
	});
	return inserted ? { recorded: true } : { recorded: false, reason: "duplicate" };
}

type Pending = {
	search: SearchToRecord;
	/** Looked up only when the search is recorded: a keystroke's search costs no session lookup. */
	context: () => Promise<SearchContext>;
	timer: NodeJS.Timeout;
};

export type SearchRecorder = {
	/**
	 * The first page of a session's search with words: recorded once the session has searched for
	 * no other words for 400 ms. A term the rules refuse is not recorded, but it still ends the quiet
	 * of the one waiting (the visitor typed on), which then is not recorded either.
	 */
	searched(session: string, search: SearchToRecord, context: () => Promise<SearchContext>): void;
	/** Records every search still waiting, now (the app's close). */
	flush(): Promise<void>;
};

/**
 * Search analytics from the searches the server itself runs (issue 24): the term, the true result
 * count and the method come from the search, the session from the tracking cookie. The live search
 * asks at every pause in typing, so a search counts as the spec's "after 400 ms of quiet": a
 * session's next search within 400 ms replaces it. Recording happens after the answer, off the
 * search's own time; a failure is logged, never shown.
 */
export function createSearchRecorder(
	database: Database,
	log: { error(obj: unknown, msg?: string): void },
	quietMs: number = TRACKING.searchDebounceMs,
): SearchRecorder {
	const pending = new Map<string, Pending>();
	const running = new Set<Promise<unknown>>();

	const run = (entry: Pending) => {
		const done = entry
			.context()
			.then((context) => recordSearch(database, entry.search, context))
			.catch((err: unknown) => log.error({ err }, "search analytics: a search was not recorded"))
			.finally(() => running.delete(done));
		running.add(done);
	};

	return {
		searched(session, search, context) {
			const waiting = pending.get(session);
			if (waiting) clearTimeout(waiting.timer);
			pending.delete(session);
			// PostgreSQL text cannot hold a NUL character: such a term is not one anybody typed.
			if (search.term.includes("\u0000") || !isRecordableSearchTerm(normaliseSearchTerm(search.term))) return;
			const entry: Pending = {
				search,
				context,
				timer: setTimeout(() => {
					pending.delete(session);
					run(entry);
				}, quietMs),
			};
			entry.timer.unref();
			pending.set(session, entry);
		},
		async flush() {
			for (const entry of pending.values()) {
				clearTimeout(entry.timer);
				run(entry);
			}
			pending.clear();
			await Promise.all(running);
		},
	};
}
