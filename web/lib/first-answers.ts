import { answerKey, FIRST_ANSWERS_ID, type RequestQuery } from "@core/first-answers";

/**
 * The answers the page came with (core/first-answers.ts), read once from the page's JSON block.
 * A query takes its answer as its initial data, so the app's first render already has it.
 */
let answers: Map<string, unknown> | undefined;

/**
 * How long the answers serve: the page's first queries are built well within it (a page chunk on
 * a slow line included); a query built later asks the server, as it would have anyway.
 */
export const FIRST_ANSWERS_TTL_MS = 15_000;

/** A page shown again from the browser's history may be a stored copy: its answers may be old. */
function fromHistory(): boolean {
	if (typeof performance === "undefined" || typeof performance.getEntriesByType !== "function") return false;
	const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
	return navigation?.type === "back_forward";
}

function pageAnswers(): Map<string, unknown> {
	if (answers) return answers;
	answers = new Map();
	const block = typeof document === "undefined" ? null : document.getElementById(FIRST_ANSWERS_ID);
	if (block?.textContent && !fromHistory()) {
		try {
			for (const [key, value] of Object.entries(JSON.parse(block.textContent) as object)) {
				answers.set(key, value);
			}
		} catch {
			// A page that lost its answers still works: the queries ask the server.
		}
		const read = answers;
		setTimeout(() => read.clear(), FIRST_ANSWERS_TTL_MS);
	}
	return answers;
}

/**
 * The page's answer to GET `path` with `query`, once: it describes the moment the page was
 * made, so a query built again later (after a change, or once the cache let it go) asks the
 * server. Undefined when the page did not carry it.
 */
export function firstAnswer<T>(path: string, query?: RequestQuery): T | undefined {
	const all = pageAnswers();
	const key = answerKey(path, query);
	const value = all.get(key);
	all.delete(key);
	return value as T | undefined;
}

/** When the signed-in user changes: what the page said of the previous one no longer holds. */
export function forgetFirstAnswers(): void {
	pageAnswers().clear();
}

/** For tests: forget what was read, so the next call reads the page again. */
export function resetFirstAnswers(): void {
	answers = undefined;
}
