import type { SearchRecordResponse } from "@core/contracts/tracking";
import { searchMethodLabel } from "@core/search-query";
import { isRecordableSearchTerm, normaliseSearchTerm, TRACKING } from "@core/tracking";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/executor";
import { ValidationError } from "../errors";

export type SearchToRecord = {
	search_term: string;
	session_id: string;
	result_count: number;
	expanded_terms: readonly string[];
};

export type SearchContext = { userId: string | null; userAgent: string | null };

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
): Promise<SearchRecordResponse> {
	// PostgreSQL text cannot hold a NUL character.
	if ([search.search_term, search.session_id, ...search.expanded_terms].some((s) => s.includes("\u0000")))
		throw new ValidationError("A search cannot contain NUL characters");
	const term = normaliseSearchTerm(search.search_term);
	if (!isRecordableSearchTerm(term)) return { recorded: false, reason: "term_rules" };
	const method = searchMethodLabel(search.search_term.trim());
	const expanded = search.expanded_terms.length > 0 ? [...search.expanded_terms] : null;
	const windowMs = TRACKING.searchDuplicateWindowMs;
	const inserted = await database.db.transaction(async (tx) => {
		await tx.execute(
			sql`select pg_advisory_xact_lock(hashtextextended(${`search:${search.session_id}\n${term}`}, 0))`,
		);
		return rowsOf<{ id: number }>(
			tx,
			sql`insert into search_analytics
					(search_term, user_id, session_id, result_count, search_method, synonym_expanded, expanded_terms,
					 ip_address, user_agent)
				select ${term}, ${context.userId}, ${search.session_id}, ${search.result_count}, ${method},
					${expanded !== null}, ${expanded === null ? null : sql`${sql.param(expanded)}::text[]`}, null,
					${context.userAgent}
				where not exists (
					select 1 from search_analytics
					where session_id = ${search.session_id} and search_term = ${term}
						and created_at > clock_timestamp() - make_interval(secs => ${windowMs / 1000}))
				returning id`,
		);
	});
	return inserted.length > 0 ? { recorded: true } : { recorded: false, reason: "duplicate" };
}
