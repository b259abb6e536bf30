import { describe, expect, it } from "vitest";
import { WishlistItemNoteUpdate } from "./contracts/wishlists";
import {
	COMPARE_TEXT,
	compareCountProblem,
	comparePhotoIds,
	WISHLIST_NOTE_MAX,
	WISHLIST_NOTE_TOO_LONG,
	wishlistNoteProblem,
} from "./wishlist-items";

describe("wishlist photo notes", () => {
	it("allows up to 500 characters, counted trimmed, and refuses more", () => {
		expect(WISHLIST_NOTE_MAX).toBe(500);
		expect(wishlistNoteProblem(` ${"n".repeat(500)} `)).toBeNull();
		expect(wishlistNoteProblem("n".repeat(501))).toBe(WISHLIST_NOTE_TOO_LONG);
	});

	it("stores the note trimmed, and an empty or null note clears it", () => {
		expect(WishlistItemNoteUpdate.parse({ note: "  Scene 12, kitchen wall  " })).toEqual({
			note: "Scene 12, kitchen wall",
		});
		expect(WishlistItemNoteUpdate.parse({ note: "   " })).toEqual({ note: null });
		expect(WishlistItemNoteUpdate.parse({ note: null })).toEqual({ note: null });
		const long = WishlistItemNoteUpdate.safeParse({ note: "n".repeat(501) });
		expect(long.error?.issues[0]?.message).toBe(WISHLIST_NOTE_TOO_LONG);
		expect(WishlistItemNoteUpdate.safeParse({}).success).toBe(false);
		expect(WishlistItemNoteUpdate.safeParse({ note: "x", extra: 1 }).success).toBe(false);
	});
});

describe("comparing wishlist photos", () => {
	it("reads the link's ids in order, without blanks or repeats", () => {
		expect(comparePhotoIds("a,b,,a, c ")).toEqual(["a", "b", "c"]);
		expect(comparePhotoIds(null)).toEqual([]);
		expect(comparePhotoIds("")).toEqual([]);
	});

	it("takes two to four photos", () => {
		expect(compareCountProblem(0)).toBe(COMPARE_TEXT.tooFew);
		expect(compareCountProblem(1)).toBe(COMPARE_TEXT.tooFew);
		expect(compareCountProblem(2)).toBeNull();
		expect(compareCountProblem(4)).toBeNull();
		expect(compareCountProblem(5)).toBe(COMPARE_TEXT.tooMany);
	});
});
