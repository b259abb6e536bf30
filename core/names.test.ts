import { describe, expect, it } from "vitest";
import { CompanyName } from "./contracts/companies";
import { EntityName } from "./contracts/projects";
import { WishlistDescription } from "./contracts/wishlists";
import {
	companyNameProblem,
	DESCRIPTION_MAX,
	DESCRIPTION_TOO_LONG,
	descriptionProblem,
	entityNameProblem,
	normaliseCompanyName,
	sameName,
} from "./names";

describe("company names (spec section 5)", () => {
	it("trims and collapses inner white space", () => {
		expect(normaliseCompanyName("  Acme \t  Pictures\n ")).toBe("Acme Pictures");
		expect(CompanyName.parse("  Acme   Pictures ")).toBe("Acme Pictures");
	});
	it.each([
		["", "Company name is required"],
		["   ", "Company name is required"],
		["A", "Company name must be at least 2 characters long"],
		["x".repeat(100), "Company name must be less than 100 characters"],
		["Acme <Pictures>", "Company name contains invalid characters"],
	])("%j: %s", (name, message) => {
		expect(companyNameProblem(name)).toBe(message);
		const parsed = CompanyName.safeParse(name);
		expect(parsed.success).toBe(false);
		expect(parsed.error?.issues[0]?.message).toBe(message);
	});
	it("accepts 2 to 99 characters, quotes and ampersands included", () => {
		expect(companyNameProblem("AB")).toBeNull();
		expect(companyNameProblem("x".repeat(99))).toBeNull();
		expect(companyNameProblem(`Smith & Sons' "Films"`)).toBeNull();
	});
});

describe("generic entity names (spec section 5)", () => {
	it.each([
		["", "Name is required"],
		[" ", "Name is required"],
		["a", "Name must be at least 2 characters long"],
		["x".repeat(101), "Name must be less than 100 characters"],
		["Mom's kitchen", "Name contains invalid characters"],
		['The "den"', "Name contains invalid characters"],
		["`ls`", "Name contains invalid characters"],
		["a<b", "Name contains invalid characters"],
	])("%j: %s", (name, message) => {
		expect(entityNameProblem(name)).toBe(message);
		expect(EntityName.safeParse(name).error?.issues[0]?.message).toBe(message);
	});
	it("accepts 2 to 100 characters, trimmed", () => {
		expect(EntityName.parse("  Kitchen wall  ")).toBe("Kitchen wall");
		expect(entityNameProblem("x".repeat(100))).toBeNull();
	});
	it("takes other bounds", () => {
		expect(entityNameProblem("abcd", { min: 5 })).toBe("Name must be at least 5 characters long");
		expect(entityNameProblem("abcdef", { max: 5 })).toBe("Name must be less than 5 characters");
	});
	it("compares names without case", () => {
		expect(sameName("Acme", "ACME")).toBe(true);
		expect(sameName("Acme", "Acme 2")).toBe(false);
	});
});

describe("descriptions", () => {
	it("accepts an empty one and up to the limit, counted without the surrounding white space", () => {
		expect(descriptionProblem("")).toBeNull();
		expect(descriptionProblem("x".repeat(DESCRIPTION_MAX))).toBeNull();
		expect(descriptionProblem(`  ${"x".repeat(DESCRIPTION_MAX)}\n `)).toBeNull();
	});
	it("refuses a longer one with the same message as the API", () => {
		const long = "x".repeat(DESCRIPTION_MAX + 1);
		expect(descriptionProblem(long)).toBe(DESCRIPTION_TOO_LONG);
		expect(WishlistDescription.safeParse(long).error?.issues[0]?.message).toBe(DESCRIPTION_TOO_LONG);
	});
});
