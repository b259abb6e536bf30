import { describe, expect, it } from "vitest";
import { licenceNumber, licenceStanding, normaliseVerifyCode, verifyPath } from "./licence-verification";

describe("licence numbers and verification codes", () => {
	it("numbers a licence after its order's reference and its line", () => {
		expect(licenceNumber(42, 3)).toBe("SSD-000042-03");
		expect(licenceNumber(1234567, 120)).toBe("SSD-1234567-120");
	});

	it("reads a code as a person types it, and refuses what cannot be one", () => {
		expect(normaliseVerifyCode("abcd-efgh 2345")).toBe("ABCDEFGH2345");
		// Crockford: I and L read as 1, O as 0.
		expect(normaliseVerifyCode("ILOABCDEFGH2")).toBe("110ABCDEFGH2");
		for (const bad of ["", "ABCDEFGH234", "ABCDEFGH23456", "ABCDEFGHU345", "ABCDEFGH234!"])
			expect(normaliseVerifyCode(bad)).toBeNull();
		expect(verifyPath("ABCDEFGH2345")).toBe("/verify/ABCDEFGH2345");
	});

	it("calls a licence valid only while its order is paid and its purchase live", () => {
		expect(licenceStanding("paid", true)).toBe("valid");
		expect(licenceStanding("paid", false)).toBe("refunded");
		expect(licenceStanding("refunded", false)).toBe("refunded");
		expect(licenceStanding("cancelled", false)).toBe("cancelled");
		expect(licenceStanding("pending_payment", false)).toBe("awaiting_payment");
	});
});
