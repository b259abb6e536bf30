import { describe, expect, it } from "vitest";
import { dateDecadeProblem, decadeOfDate } from "./decades";

describe("decade of a date", () => {
	it("names the decade the archive files it under", () => {
		expect(decadeOfDate("1968-07-04")).toBe("1960s");
		expect(decadeOfDate("2000-01-01")).toBe("2000s");
		expect(decadeOfDate("1919-12-31")).toBeNull();
		expect(decadeOfDate("2010-05-01")).toBeNull();
	});

	it("refuses a date outside its decade or outside the archive", () => {
		expect(dateDecadeProblem("1968-07-04", "1960s")).toBeNull();
		expect(dateDecadeProblem("1968-07-04", null)).toBeNull();
		expect(dateDecadeProblem(null, "1950s")).toBeNull();
		expect(dateDecadeProblem("1968-07-04", "1950s")).toBe(
			"A photo taken on 1968-07-04 belongs to the 1960s, not the 1950s",
		);
		expect(dateDecadeProblem("2012-01-01", null)).toBe(
			"The archive covers 1920s to 2000s; 2012 is outside it",
		);
	});
});
