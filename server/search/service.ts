import type { SearchResponse } from "@core/contracts/search";
import { resolveSortOrder } from "@core/sort-order";
import type { Database } from "../db/client";
import type { SearchInput } from "./filters";
import { searchPage } from "./planning";
import { nothingFound, searchResponse } from "./results";
import { correctedTextQuery, textQuery } from "./text-query";

export type { SearchInput } from "./filters";

/**
 * search_photos_v2: one search behind every listing page. Only live photos; filters of the
 * spec's filter set; weighted full text with synonyms, prefixes, phrases and trigram
 * correction; the five sort orders; a capped exact total; the guest limit.
 */
export async function searchPhotos(database: Database, input: SearchInput): Promise<SearchResponse> {
	const started = performance.now();
	const rawText = input.q?.trim() ?? "";
	let text = rawText ? await textQuery(database, rawText) : null;
	const hasText = Boolean(text?.tsquery);
	const sort = resolveSortOrder(input.sort, hasText, Boolean(input.collection_id));
	// A word the archive does not hold goes straight to its correction: searching would find nothing.
	let result = text?.matchesNothing ? nothingFound(input) : await searchPage(database, input, text, sort);
	if (hasText && result.total === 0) {
		const corrected = await correctedTextQuery(database, rawText);
		if (corrected) {
			text = corrected;
			result = corrected.matchesNothing
				? nothingFound(input)
				: await searchPage(database, input, corrected, sort);
		}
	}
	return searchResponse(database, input, { hasText, rawText, text, sort, started }, result);
}
