import type { SearchRecordInput } from "@core/contracts/tracking";
import { TRACKING } from "@core/tracking";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSearchRecorder, type SearchRecorder } from "./search-recorder";

const SESSION = "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b";
let recorder: SearchRecorder | undefined;

function setup(send = vi.fn(async (_record: SearchRecordInput) => ({ recorded: true }))) {
	const report = vi.fn();
	recorder = createSearchRecorder({
		send,
		sessionId: () => SESSION,
		now: () => Date.now(),
		timers: {
			setTimeout: (cb, ms) => setTimeout(cb, ms),
			clearTimeout: (h) => clearTimeout(h as number),
			setInterval: (cb, ms) => setInterval(cb, ms),
			clearInterval: (h) => clearInterval(h as number),
		},
		report,
	});
	return { recorder, send, report };
}

/** Types `word` one letter at a time, `gapMs` apart. */
async function type(r: SearchRecorder, word: string, gapMs = 100) {
	for (let i = 1; i <= word.length; i++) {
		r.typed(word.slice(0, i));
		await vi.advanceTimersByTimeAsync(gapMs);
	}
}

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	recorder?.dispose();
	vi.useRealTimers();
});

describe("search recorder", () => {
	it("records after 400 ms without a keystroke, once the results arrived, with count and synonyms", async () => {
		const { recorder: r, send } = setup();
		await type(r, "Xmas");
		// Results for earlier prefixes do not count.
		r.results({ term: "Xma", total_count: 9, expanded_terms: [] });
		r.results({ term: "Xmas", total_count: 42, expanded_terms: ["christmas"] });
		await vi.advanceTimersByTimeAsync(299);
		expect(send).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(1);
		expect(send.mock.calls).toEqual([
			[{ search_term: "Xmas", session_id: SESSION, result_count: 42, expanded_terms: ["christmas"] }],
		]);
	});

	it("waits for results that come after the quiet time", async () => {
		const { recorder: r, send } = setup();
		r.typed("birthday cake ");
		await vi.advanceTimersByTimeAsync(2000);
		expect(send).not.toHaveBeenCalled();
		r.results({ term: "birthday cake", total_count: 0, expanded_terms: [] });
		expect(send).toHaveBeenCalledWith({
			search_term: "birthday cake",
			session_id: SESSION,
			result_count: 0,
			expanded_terms: [],
		});
	});

	it("starts the 400 ms again at each keystroke", async () => {
		const { recorder: r, send } = setup();
		r.typed("por");
		r.results({ term: "por", total_count: 3, expanded_terms: [] });
		await vi.advanceTimersByTimeAsync(TRACKING.searchDebounceMs - 1);
		r.typed("porch");
		r.results({ term: "porch", total_count: 5, expanded_terms: [] });
		await vi.advanceTimersByTimeAsync(TRACKING.searchDebounceMs - 1);
		expect(send).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(1);
		expect(send.mock.calls.map(([record]) => record.search_term)).toEqual(["porch"]);
	});

	it.each(["a", "  b ", "...", "aaa", "ZzZ", ""])("skips %j (term rules)", async (term) => {
		const { recorder: r, send } = setup();
		r.typed(term);
		r.results({ term: term.trim(), total_count: 1, expanded_terms: [] });
		await vi.advanceTimersByTimeAsync(1000);
		expect(send).not.toHaveBeenCalled();
	});

	it("counts the same term once in 30 s, whatever its case", async () => {
		const { recorder: r, send } = setup();
		const search = async (text: string) => {
			r.typed(text);
			r.results({ term: text.trim(), total_count: 2, expanded_terms: [] });
			await vi.advanceTimersByTimeAsync(TRACKING.searchDebounceMs);
		};
		await search("porch");
		await search("swing");
		await search("Porch");
		expect(send.mock.calls.map(([record]) => record.search_term)).toEqual(["porch", "swing"]);
		await vi.advanceTimersByTimeAsync(TRACKING.searchDuplicateWindowMs);
		await search("porch");
		expect(send.mock.calls.map(([record]) => record.search_term)).toEqual(["porch", "swing", "porch"]);
	});

	it("records nothing for a search left before its quiet time", async () => {
		const { recorder: r, send } = setup();
		r.typed("wedding");
		r.results({ term: "wedding", total_count: 2, expanded_terms: [] });
		r.cancel();
		await vi.advanceTimersByTimeAsync(1000);
		expect(send).not.toHaveBeenCalled();
	});

	it("reports a failed request and never throws", async () => {
		const { recorder: r, report } = setup(vi.fn(async () => Promise.reject(new Error("offline"))));
		r.typed("wedding");
		r.results({ term: "wedding", total_count: 2, expanded_terms: [] });
		await vi.advanceTimersByTimeAsync(TRACKING.searchDebounceMs);
		expect(report).toHaveBeenCalledTimes(1);
	});
});
