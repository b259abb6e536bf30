import { GUEST_RESULT_LIMIT, type SearchResponse } from "@core/contracts/search";
import { searchMethodLabel } from "@core/search-query";
import type { SortOrder } from "@core/sort-order";
import type { Database } from "../db/client";
import { photoSummaries } from "../photos/service";
import type { SearchInput } from "./filters";
import type { TextQuery } from "./text-query";

/** What a search answers: the page's window (with the guest limit), its total, its photos. */

export type Window = { offset: number; limit: number; guestLimited: boolean };

/** A guest's window never reaches past the first GUEST_RESULT_LIMIT results. */
export function visibleWindow(input: SearchInput): Window {
	if (input.signedIn) return { offset: input.offset, limit: input.limit, guestLimited: false };
	const end = Math.min(input.offset + input.limit, GUEST_RESULT_LIMIT);
	return { offset: input.offset, limit: Math.max(0, end - input.offset), guestLimited: true };
}

export type Total = { total: number; capped: boolean; estimated: boolean; many: boolean };
export type Page = Total & { ids: string[]; window: Window };

export const nothingFound = (input: SearchInput): Page => ({
	total: 0,
	capped: false,
	estimated: false,
	many: false,
	ids: [],
	window: visibleWindow(input),
});

/** The page's photos, read by id in the page's order, and how far the listing goes. */
export async function searchResponse(
	database: Database,
	input: SearchInput,
	asked: {
		/** Whether the words as typed made a text search (the method label follows them). */
		hasText: boolean;
		rawText: string;
		/** The words searched for in the end: as typed, or their correction. */
		text: TextQuery | null;
		sort: SortOrder;
		/** performance.now() when the search began. */
		started: number;
	},
	result: Page,
): Promise<SearchResponse> {
	const { hasText, rawText, text, sort, started } = asked;
	const photos = await photoSummaries(database, result.ids);
	const { window, total, capped, estimated } = result;
	const end = window.offset + photos.length;
	return {
		photos,
		total_count: total,
		total_capped: capped,
		total_estimated: estimated,
		sort,
		method: hasText ? searchMethodLabel(rawText) : null,
		expanded_terms: text?.expanded ?? [],
		corrected_terms: text?.corrected ?? [],
		offset: window.offset,
		limit: input.limit,
		// An estimated or capped total cannot say where the end is: a full page means there may be more.
		has_more:
			(estimated || capped ? photos.length === window.limit && window.limit > 0 : end < total) &&
			(!window.guestLimited || end < GUEST_RESULT_LIMIT),
		guest_limited: window.guestLimited && (capped || total > GUEST_RESULT_LIMIT),
		took_ms: Math.round((performance.now() - started) * 10) / 10,
	};
}
