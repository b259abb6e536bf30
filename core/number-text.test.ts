import { describe, expect, it } from "vitest";
import { dollarsText, groupDigits, longDateText } from "./number-text";

describe("number-text writes what Intl writes for en-US", () => {
	const numbers = new Intl.NumberFormat("en-US");
	const usd = new Intl.NumberFormat("en-US", {
		style: "currency",
		currency: "USD",
		minimumFractionDigits: 2,
	});
	const long = new Intl.DateTimeFormat("en-US", {
		year: "numeric",
		month: "long",
		day: "numeric",
		timeZone: "UTC",
	});

	it("groups digits in threes, with up to three decimals", () => {
		for (const n of [
			0,
			7,
			12,
			999,
			1000,
			1001,
			12345,
			999999,
			1000000,
			1234567890,
			-1,
			-1234,
			1.5,
			1234.25,
			0.125,
			10.0004,
			2.9999,
			-0.0001,
			Number.MAX_SAFE_INTEGER,
		]) {
			expect(groupDigits(n), String(n)).toBe(numbers.format(n));
		}
	});

	it("writes cents as dollars", () => {
		for (const cents of [0, 1, 5, 99, 100, 1250, 99999, 100000, 123456789, -300, -1]) {
			expect(dollarsText(cents), String(cents)).toBe(usd.format(cents / 100));
		}
	});

	it("writes the UTC calendar day in words", () => {
		for (const iso of ["1962-06-14", "1900-01-01", "1999-12-31", "2024-02-29", "1975-09-05"]) {
			const date = new Date(`${iso}T00:00:00Z`);
			expect(longDateText(date), iso).toBe(long.format(date));
		}
		expect(longDateText(new Date("1962-06-14T23:30:00-05:00"))).toBe("June 15, 1962");
	});
});
