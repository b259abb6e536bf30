import { describe, expect, it } from "vitest";
import { cardInfoText, orientationWord } from "./photo-card-info";

describe("card info", () => {
	it("names the orientation from the pixel size, square within 5%", () => {
		expect(orientationWord(1200, 800)).toBe("Landscape");
		expect(orientationWord(800, 1200)).toBe("Portrait");
		expect(orientationWord(1000, 1040)).toBe("Square");
		expect(orientationWord(null, 800)).toBeNull();
		expect(orientationWord(0, 0)).toBeNull();
	});

	it("gives the default license's price, the decade and the orientation", () => {
		expect(cardInfoText({ price: 4900, decade_taken: "1970s", width: 1200, height: 800 })).toBe(
			"$49.00 · 1970s · Landscape",
		);
		expect(cardInfoText({ price: 1250, decade_taken: null, width: null, height: null })).toBe(
			"$12.50 · Decade not recorded",
		);
	});
});
