import { describe, expect, it } from "vitest";
import { DEFAULT_LICENSE, formatUsd, isLicenseType, licensePriceCents } from "./license";

describe("licenses", () => {
	it("prices background dressing at the photo price and hero usage at five times it", () => {
		expect(DEFAULT_LICENSE).toBe("background-dressing");
		expect(licensePriceCents(4900, "background-dressing")).toBe(4900);
		expect(licensePriceCents(4900, "hero-usage")).toBe(24_500);
	});

	it("knows only the two license types", () => {
		expect(isLicenseType("hero-usage")).toBe(true);
		expect(isLicenseType("exclusive")).toBe(false);
		expect(isLicenseType(undefined)).toBe(false);
	});

	it("shows US dollars with two decimals", () => {
		expect(formatUsd(4900)).toBe("$49.00");
		expect(formatUsd(1_234_567)).toBe("$12,345.67");
		expect(formatUsd(5)).toBe("$0.05");
	});
});
