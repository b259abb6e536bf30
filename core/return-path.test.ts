import { describe, expect, it } from "vitest";
import { isReturnPath, RETURN_PATH_MAX, safeReturnPath } from "./return-path";

describe("return paths after signing in (no open redirect)", () => {
	it("keeps a path of this site, with its query and fragment", () => {
		for (const path of [
			"/",
			"/photo/123",
			"/photo/123?license=hero#buy",
			"/search?q=a%20b",
			"/taxonomy/tag/ice%20cream",
		])
			expect(safeReturnPath(path, "/profile"), path).toBe(path);
	});

	it("refuses another site, however it is written", () => {
		for (const value of [
			"https://evil.com",
			"http://evil.com/photo/1",
			"//evil.com",
			"//evil.com/photo/1",
			"/\\evil.com",
			"\\\\evil.com",
			"/photo\\..\\..\\evil.com",
			"/\t/evil.com",
			"/\n/evil.com",
			"/\r\n//evil.com",
			" /photo/1",
			"/photo/1 ",
			"javascript:alert(1)",
			"data:text/html,hi",
			"evil.com",
			"photo/1",
			"",
		])
			expect(safeReturnPath(value, "/profile"), JSON.stringify(value)).toBe("/profile");
	});

	it("refuses what is not a string, and an address too long to be a page's", () => {
		for (const value of [undefined, null, 42, ["/photo/1"], { path: "/photo/1" }])
			expect(isReturnPath(value)).toBe(false);
		expect(isReturnPath(`/${"a".repeat(RETURN_PATH_MAX - 1)}`)).toBe(true);
		expect(isReturnPath(`/${"a".repeat(RETURN_PATH_MAX)}`)).toBe(false);
	});
});
