import { describe, expect, it } from "vitest";
import { addToShortlistText, decadeSpan, followedPersonLabel, proposeSet } from "./continuity";

describe("decadeSpan", () => {
	it("lists the decades from one to another, both included", () => {
		expect(decadeSpan("1950s", "1980s")).toEqual(["1950s", "1960s", "1970s", "1980s"]);
		expect(decadeSpan("1970s", "1970s")).toEqual(["1970s"]);
		expect(decadeSpan("1980s", "1950s")).toEqual([]);
	});
});

describe("proposeSet", () => {
	const photo = (
		id: string,
		photoid: number,
		decade: "1950s" | "1960s" | "1970s" | "1980s",
		people: string[],
	) => ({
		id,
		photoid,
		decade,
		people,
	});

	it("follows everyone tied at the most decades, and prefers the photo showing most of them", () => {
		const result = proposeSet(
			[
				photo("a", 1, "1950s", ["mum", "dad"]),
				photo("b", 2, "1950s", ["mum", "aunt", "uncle"]),
				photo("c", 3, "1960s", ["mum"]),
				photo("d", 4, "1960s", ["dad", "mum"]),
				photo("e", 5, "1970s", ["cousin"]),
			],
			["1950s", "1960s", "1970s", "1980s"],
		);
		// Mum is in more photos than Dad: she comes first.
		expect(result.followed).toEqual(["mum", "dad"]);
		expect(result.followedDecades).toEqual([
			["1950s", "1960s"],
			["1950s", "1960s"],
		]);
		expect(result.decades).toEqual([
			// Two followed people beat three people of whom one is followed.
			{ decade: "1950s", photoId: "a", followedShown: 2 },
			{ decade: "1960s", photoId: "d", followedShown: 2 },
			{ decade: "1970s", photoId: "e", followedShown: 0 },
			{ decade: "1980s", photoId: null, followedShown: 0 },
		]);
	});

	it("ignores photos outside the span and follows nobody when no one is known", () => {
		const result = proposeSet([photo("a", 1, "1950s", []), photo("b", 2, "1980s", ["x"])], ["1950s"]);
		expect(result.followed).toEqual([]);
		expect(result.decades).toEqual([{ decade: "1950s", photoId: "a", followedShown: 0 }]);
	});
});

describe("texts", () => {
	it("names the button's count and the people by letter", () => {
		expect(addToShortlistText(1)).toBe("Add 1 photo to shortlist");
		expect(addToShortlistText(4)).toBe("Add 4 photos to shortlist");
		expect(followedPersonLabel(0)).toBe("Person A");
		expect(followedPersonLabel(27)).toBe("Person B2");
	});
});
