/** The listing texts of spec section 2 (Taxonomy and listing pages), word for word. */
import type { SearchResponse } from "./contracts/search";
import { groupDigits } from "./number-text";

export const SEARCHING_TEXT = "Searching photos...";
export const LOADING_MORE_TEXT = "Loading more photos...";
export const END_TITLE = "That's all, folks!";
export const RELOAD_PAGE_LABEL = "Reload Page";
export const GUEST_BANNER_INVITATION = "Sign in to access more photos and unlock our full collection";

/** '12,345' (core/number-text.ts). */
export const formatCount = groupDigits;

/** The total as shown: "10,000+" when the server stopped counting at its cap. */
export function formatTotal(
	page: Pick<SearchResponse, "total_count" | "total_capped"> & { total_estimated?: boolean },
): string {
	if (page.total_capped) return `${formatCount(page.total_count)}+`;
	return page.total_estimated ? `about ${formatCount(page.total_count)}` : formatCount(page.total_count);
}

export function showingRangeText(loaded: number, total: string): string {
	return `Showing 1-${formatCount(loaded)} of ${total} photos`;
}

export function showingAllText(loaded: number): string {
	return `Showing all ${formatCount(loaded)} photos`;
}

export function guestViewingText(loaded: number, total: string): string {
	return `You're viewing ${formatCount(loaded)} of ${total} results`;
}

/** The query as the server read it, misspelt words replaced: 'Showing results for birthday'. */
export function correctedQuery(query: string, corrections: readonly (readonly [string, string])[]): string {
	const replacements = new Map(corrections.map(([typed, used]) => [typed.toLowerCase(), used]));
	return query
		.trim()
		.split(/\s+/)
		.map((word) => replacements.get(word.toLowerCase()) ?? word)
		.join(" ");
}

/** The count line of taxonomy pages: '{n} of {total} photos'. */
export function countOfTotalText(loaded: number, total: string): string {
	return `${formatCount(loaded)} of ${total} photos`;
}
