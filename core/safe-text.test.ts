import { describe, expect, it } from "vitest";
import { SAFE_TEXT_MESSAGES, unsafeTextProblem } from "./safe-text";

describe("unsafeTextProblem", () => {
	it("accepts any well-formed text, including characters outside the basic plane", () => {
		for (const text of [
			"",
			"Kodachrome 1962",
			"Zoë & Łukasz",
			"家族写真",
			"📷 at the lake",
			"tab\tand\nline",
		])
			expect(unsafeTextProblem(text)).toBeNull();
	});

	it("refuses the NUL character wherever it is", () => {
		for (const text of ["\u0000", "a\u0000", "\u0000b", "mid\u0000dle"])
			expect(unsafeTextProblem(text)).toBe(SAFE_TEXT_MESSAGES.nul);
	});

	it("refuses unpaired surrogates, high or low, alone or beside text", () => {
		for (const text of ["\ud800", "a\ud800b", "\udc00", "x\udfff", "\ud83d\ud83d", "\ude00\ud83d"])
			expect(unsafeTextProblem(text)).toBe(SAFE_TEXT_MESSAGES.surrogate);
		expect(unsafeTextProblem("\ud83d\ude00")).toBeNull();
	});
});
