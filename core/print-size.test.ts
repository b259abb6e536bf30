import { describe, expect, it } from "vitest";
import { printSizeCm, printSizeInches } from "./print-size";

describe("print size at 300 dpi", () => {
	it("gives inches as the view's friendly_print_size writes them, and centimetres", () => {
		expect(printSizeInches(3000, 2000)).toBe("10.0 × 6.7 in");
		expect(printSizeCm(3000, 2000)).toBe("25.4 × 16.9 cm");
		expect(printSizeInches(1200, 800)).toBe("4.0 × 2.7 in");
		expect(printSizeCm(1200, 800)).toBe("10.2 × 6.8 cm");
	});

	it("is null when a side is unknown", () => {
		expect(printSizeInches(null, 800)).toBeNull();
		expect(printSizeCm(1200, 0)).toBeNull();
	});
});
