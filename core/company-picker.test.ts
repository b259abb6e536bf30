import { describe, expect, it } from "vitest";
import { companyPickerStartMode, listedCompany } from "./company-picker";

const companies = ["Acme Pictures", "Bolt Films"];

describe("the company picker's start mode (spec section 4)", () => {
	it("types when the user has no companies, whatever the value", () => {
		expect(companyPickerStartMode([], "")).toBe("input");
		expect(companyPickerStartMode([], "Acme Pictures")).toBe("input");
	});
	it("lists when the user has companies and the value is empty", () => {
		expect(companyPickerStartMode(companies, "")).toBe("select");
		expect(companyPickerStartMode(companies, "   ")).toBe("select");
	});
	it("lists when the value is one of them, in any case and spacing", () => {
		expect(companyPickerStartMode(companies, "bolt films")).toBe("select");
		expect(companyPickerStartMode(companies, "  ACME   Pictures ")).toBe("select");
	});
	it("types when the value is not one of them", () => {
		expect(companyPickerStartMode(companies, "Cobalt Studios")).toBe("input");
	});
});

describe("the listed company a value names", () => {
	it("answers the list's spelling", () => {
		expect(listedCompany(companies, " acme  pictures")).toBe("Acme Pictures");
	});
	it("answers undefined for an empty or unlisted value", () => {
		expect(listedCompany(companies, "")).toBeUndefined();
		expect(listedCompany(companies, "Cobalt Studios")).toBeUndefined();
	});
});
