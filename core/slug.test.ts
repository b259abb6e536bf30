import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
	it("lowercases and joins words with single dashes", () => {
		expect(slugify("Harbor Light Pictures")).toBe("harbor-light-pictures");
		expect(slugify("  Da  Silva -- & Co. ")).toBe("da-silva-co");
	});
	it("drops accents and apostrophes rather than splitting on them", () => {
		expect(slugify("O'Connell")).toBe("oconnell");
		expect(slugify("Quinceañera Kraków")).toBe("quinceanera-krakow");
	});
});
