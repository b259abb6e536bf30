import { describe, expect, it } from "vitest";
import {
	checkRouteParam,
	formatPhotoNumber,
	isPhotoIdParam,
	isPositiveIntegerId,
	isShareCode,
	isUuid,
	isUuidV1to5,
	MAX_PHOTOID,
	photoidInSearch,
	photoUrl,
	ROUTE_PARAM_MESSAGES,
	ROUTE_PARAM_RULES,
	validateRouteParams,
	validateRoutePath,
} from "./route-params";

const V1 = "6ba7b810-9dad-11d1-80b4-00c04fd430c8";
const V2 = "000003e8-2e9d-21ee-8800-325096b39f47";
const V3 = "6fa459ea-ee8a-3ca4-894e-db77e160355e";
const V4 = "f47ac10b-58cc-4372-a567-0e02b2c3d479";
const V4_UPPER = "F47AC10B-58CC-4372-A567-0E02B2C3D479";
const V5 = "886313e1-3b8a-5372-9b90-0c9aee199e5d";
const V6 = "1ec9414c-232a-6b00-b3c8-9e6bdeced846";
const V7 = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
const V8 = "320c3d4d-cc00-875b-8ec9-32d5f69181c0";
const NIL = "00000000-0000-0000-0000-000000000000";
const MAX = "ffffffff-ffff-ffff-ffff-ffffffffffff";
/** A v4 with the Microsoft variant (c...) instead of the RFC one. */
const V4_WRONG_VARIANT = "f47ac10b-58cc-4372-c567-0e02b2c3d479";

const NOT_UUIDS = [
	"",
	"f47ac10b58cc4372a5670e02b2c3d479",
	"{f47ac10b-58cc-4372-a567-0e02b2c3d479}",
	"f47ac10b-58cc-4372-a567-0e02b2c3d47",
	"f47ac10b-58cc-4372-a567-0e02b2c3d4799",
	"g47ac10b-58cc-4372-a567-0e02b2c3d479",
	` ${V4}`,
	`${V4} `,
	`${V4}\n`,
	"123",
	"abc",
];

describe("isPositiveIntegerId", () => {
	it.each(["1", "12", "007", "10", "2147483648", "99999999999999999999"])("accepts %j", (value) => {
		expect(isPositiveIntegerId(value)).toBe(true);
	});

	it.each([
		"",
		"0",
		"00",
		"-1",
		"+1",
		"1.5",
		"1.0",
		"1e3",
		" 12",
		"12 ",
		"1 2",
		"abc",
		"12a",
		"0x1f",
		"١٢",
		"１２",
		V4,
		1,
		undefined,
		null,
	])("rejects %j", (value) => {
		expect(isPositiveIntegerId(value)).toBe(false);
	});
});

describe("isUuid", () => {
	it.each([V1, V2, V3, V4, V4_UPPER, V5, V6, V7, V8, NIL, MAX, V4_WRONG_VARIANT])("accepts %s", (value) => {
		expect(isUuid(value)).toBe(true);
	});

	it.each([...NOT_UUIDS, undefined, null, 42])("rejects %j", (value) => {
		expect(isUuid(value)).toBe(false);
	});
});

describe("isUuidV1to5", () => {
	it.each([V1, V2, V3, V4, V4_UPPER, V5])("accepts %s", (value) => {
		expect(isUuidV1to5(value)).toBe(true);
	});

	it.each([V6, V7, V8, NIL, MAX, V4_WRONG_VARIANT, ...NOT_UUIDS, undefined])("rejects %j", (value) => {
		expect(isUuidV1to5(value)).toBe(false);
	});
});

describe("isShareCode", () => {
	it.each(["0123456789", "abcdef0123", "a1b2c3d4e5", "ffffffffff", "0000000000"])("accepts %j", (value) => {
		expect(isShareCode(value)).toBe(true);
	});

	it.each([
		"",
		"ABCDEF0123",
		"Abcdef0123",
		"012345678",
		"0123456789a",
		"abcdefg123",
		" 0123456789",
		"0123456789 ",
		"01234-6789",
		V4,
		undefined,
		null,
		123456789,
	])("rejects %j", (value) => {
		expect(isShareCode(value)).toBe(false);
	});
});

describe("isPhotoIdParam", () => {
	it.each(["1", "42", "007", V4, V4_UPPER, V7, NIL])("accepts %j", (value) => {
		expect(isPhotoIdParam(value)).toBe(true);
	});

	it.each(["", "0", "-1", "1.5", "1e3", " 12", "abc", "f47ac10b58cc4372a5670e02b2c3d479", undefined, 5])(
		"rejects %j",
		(value) => {
			expect(isPhotoIdParam(value)).toBe(false);
		},
	);
});

describe("ROUTE_PARAM_RULES", () => {
	it("covers the parameterised routes of the spec (and our admin photo and family pages) with their checks", () => {
		expect(ROUTE_PARAM_RULES).toEqual({
			"/photo/:photoid": { photoid: "photoid" },
			"/photo-uuid/:id": { id: "uuid-v1-5" },
			"/user/:id": { id: "uuid" },
			"/wishlists/:id": { id: "uuid" },
			"/wishlists/:id/compare": { id: "uuid" },
			"/shared-wishlist/:shareCode": { shareCode: "share-code" },
			"/verify/:code": { code: "verify-code" },
			"/collections/:id": { id: "uuid" },
			"/orders/:id": { id: "uuid" },
			"/projects/:id/clearance": { id: "uuid" },
			"/companies/:id": { id: "uuid" },
			"/productions/:id": { id: "uuid" },
			"/licences/:itemId/print": { itemId: "uuid" },
			"/invitations/:token": { token: "link-token" },
			"/taxonomy/:taxonomyType/:taxonomyId": { taxonomyType: "taxonomy-type", taxonomyId: "taxonomy-id" },
			"/admin/companies/:id": { id: "uuid" },
			"/admin/photos/:id": { id: "uuid" },
			"/admin/families/:id": { id: "uuid" },
			"/admin/collections/:id": { id: "uuid" },
		});
	});
});

describe("validateRouteParams", () => {
	describe("/verify/:code", () => {
		it("accepts a code as printed, in lower case or with dashes, and refuses anything else", () => {
			for (const code of ["ABCDEFGH2345", "abcd-efgh-2345", "0O1IL23456QR"])
				expect(validateRouteParams("/verify/:code", { code })).toEqual({ ok: true });
			for (const code of ["ABCDEFGH234", "ABCDEFGHU345", "ABCDEFGH23456", "../../admin"])
				expect(validateRouteParams("/verify/:code", { code })).toEqual({
					ok: false,
					message: ROUTE_PARAM_MESSAGES.invalidVerifyCode,
				});
		});
	});

	describe("/photo/:photoid", () => {
		it.each(["1", "42", "007", "123456789"])("accepts %j", (photoid) => {
			expect(validateRouteParams("/photo/:photoid", { photoid })).toEqual({ ok: true });
		});

		it.each([undefined, ""])("photoid %j is missing", (photoid) => {
			expect(validateRouteParams("/photo/:photoid", { photoid })).toEqual({
				ok: false,
				message: "Missing photoid parameter",
			});
		});

		it("reports a missing key the same way", () => {
			expect(validateRouteParams("/photo/:photoid", {})).toEqual({
				ok: false,
				message: "Missing photoid parameter",
			});
		});

		it.each(["0", "-1", "1.5", "1e3", " 12", "abc", " ", V4])("photoid %j must be numeric", (photoid) => {
			expect(validateRouteParams("/photo/:photoid", { photoid })).toEqual({
				ok: false,
				message: "Invalid photoid format - must be numeric",
			});
		});
	});

	describe("/photo-uuid/:id (uuid v1-5)", () => {
		it.each([V1, V2, V3, V4, V4_UPPER, V5])("accepts %s", (id) => {
			expect(validateRouteParams("/photo-uuid/:id", { id })).toEqual({ ok: true });
		});

		it.each([V6, V7, V8, NIL, V4_WRONG_VARIANT, "123", "abc"])("rejects %s", (id) => {
			expect(validateRouteParams("/photo-uuid/:id", { id })).toEqual({
				ok: false,
				message: "Invalid UUID format for parameter: id",
			});
		});

		it.each([undefined, ""])("id %j is missing", (id) => {
			expect(validateRouteParams("/photo-uuid/:id", { id })).toEqual({
				ok: false,
				message: "Missing required parameter: id",
			});
		});
	});

	const uuidRoutes = [
		"/user/:id",
		"/wishlists/:id",
		"/wishlists/:id/compare",
		"/collections/:id",
		"/orders/:id",
		"/projects/:id/clearance",
		"/companies/:id",
		"/productions/:id",
		"/admin/companies/:id",
	] as const;

	describe.each(uuidRoutes)("%s (any uuid)", (pattern) => {
		it.each([V1, V4, V4_UPPER, V7, NIL])("accepts %s", (id) => {
			expect(validateRouteParams(pattern, { id })).toEqual({ ok: true });
		});

		it.each(NOT_UUIDS.filter((value) => value !== ""))("rejects %j", (id) => {
			expect(validateRouteParams(pattern, { id })).toEqual({
				ok: false,
				message: "Invalid UUID format for parameter: id",
			});
		});

		it.each([undefined, ""])("id %j is missing", (id) => {
			expect(validateRouteParams(pattern, { id })).toEqual({
				ok: false,
				message: "Missing required parameter: id",
			});
		});
	});

	describe("/shared-wishlist/:shareCode", () => {
		it("accepts ten lowercase hex characters", () => {
			expect(validateRouteParams("/shared-wishlist/:shareCode", { shareCode: "0a1b2c3d4e" })).toEqual({
				ok: true,
			});
		});

		it.each(["0A1B2C3D4E", "0a1b2c3d4", "0a1b2c3d4e5", "0a1b2c3d4g", V4])("rejects %j", (shareCode) => {
			expect(validateRouteParams("/shared-wishlist/:shareCode", { shareCode })).toEqual({
				ok: false,
				message: "Invalid share code format for parameter: shareCode",
			});
		});

		it.each([undefined, ""])("shareCode %j is missing", (shareCode) => {
			expect(validateRouteParams("/shared-wishlist/:shareCode", { shareCode })).toEqual({
				ok: false,
				message: "Missing required parameter: shareCode",
			});
		});
	});

	describe("/taxonomy/:taxonomyType/:taxonomyId", () => {
		const pattern = "/taxonomy/:taxonomyType/:taxonomyId";

		it.each([
			"creator",
			"tag",
			"decade",
			"ethnicity",
			"age_group",
			"location",
			"image_style",
			"color_and_mood",
			"city",
			"state",
			"country",
		])("accepts type %s", (taxonomyType) => {
			expect(validateRouteParams(pattern, { taxonomyType, taxonomyId: "x" })).toEqual({ ok: true });
		});

		it.each(["emotion", "event", "featured", "Tag", "colour", " tag"])("rejects type %j", (taxonomyType) => {
			expect(validateRouteParams(pattern, { taxonomyType, taxonomyId: "x" })).toEqual({
				ok: false,
				message: "Invalid taxonomyType - not a supported taxonomy",
			});
		});

		it.each([undefined, ""])("type %j is missing", (taxonomyType) => {
			expect(validateRouteParams(pattern, { taxonomyType, taxonomyId: "x" })).toEqual({
				ok: false,
				message: "Missing required parameter: taxonomyType",
			});
		});

		it.each([undefined, ""])("id %j is missing", (taxonomyId) => {
			expect(validateRouteParams(pattern, { taxonomyType: "tag", taxonomyId })).toEqual({
				ok: false,
				message: "Missing taxonomyId parameter",
			});
		});

		it.each([" ", "   ", "\t", "\n "])("whitespace id %j cannot be empty", (taxonomyId) => {
			expect(validateRouteParams(pattern, { taxonomyType: "tag", taxonomyId })).toEqual({
				ok: false,
				message: "Invalid taxonomyId - cannot be empty",
			});
		});

		it("accepts any non-blank id, spaces inside included", () => {
			expect(validateRouteParams(pattern, { taxonomyType: "city", taxonomyId: "San Francisco" })).toEqual({
				ok: true,
			});
		});

		it("checks the type before the id", () => {
			expect(validateRouteParams(pattern, { taxonomyType: "nope" })).toEqual({
				ok: false,
				message: "Invalid taxonomyType - not a supported taxonomy",
			});
		});
	});

	it("ignores extra parameters", () => {
		expect(validateRouteParams("/orders/:id", { id: V4, extra: "zzz" })).toEqual({ ok: true });
	});
});

describe("checkRouteParam (generic positive integer)", () => {
	it("accepts a positive integer", () => {
		expect(checkRouteParam("positive-integer", "page", "3")).toEqual({ ok: true });
	});

	it.each(["0", "-1", "1.5", "abc"])("%j is an invalid number", (value) => {
		expect(checkRouteParam("positive-integer", "page", value)).toEqual({
			ok: false,
			message: "Invalid numeric format for parameter: page",
		});
	});

	it.each([undefined, ""])("%j is missing", (value) => {
		expect(checkRouteParam("positive-integer", "page", value)).toEqual({
			ok: false,
			message: "Missing required parameter: page",
		});
	});
});

describe("validateRoutePath", () => {
	it.each(["/", "/photos", "/taxonomy/tag/beach", "/search?q=x", "/photo/1#top"])("accepts %j", (path) => {
		expect(validateRoutePath(path)).toEqual({ ok: true });
	});

	it.each([undefined, null, ""])("%j is required", (path) => {
		expect(validateRoutePath(path)).toEqual({ ok: false, message: "Route path is required" });
	});

	it.each(["photos", " /photos", "https://example.com/", "#/photos", "?q=x"])(
		"%j must start with a slash",
		(path) => {
			expect(validateRoutePath(path)).toEqual({ ok: false, message: "Route path must start with '/'" });
		},
	);

	it.each(["//example.com", "//", "/\\example.com"])("%j must stay on this site", (path) => {
		expect(validateRoutePath(path)).toEqual({ ok: false, message: "Route path must stay on this site" });
	});
});

describe("photoUrl", () => {
	it.each([
		[1, "/photo/1"],
		[42, "/photo/42"],
		["42", "/photo/42"],
		["007", "/photo/7"],
		[V4, `/photo-uuid/${V4}`],
		[V4_UPPER, `/photo-uuid/${V4}`],
		[V7, `/photo-uuid/${V7}`],
	] as const)("%j -> %s", (id, url) => {
		expect(photoUrl(id)).toBe(url);
	});

	it.each([undefined, null, "", "   "])("throws 'required' for %j", (id) => {
		expect(() => photoUrl(id)).toThrow(new Error("Photo ID is required for URL generation"));
	});

	it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, "0", "-1", "1.5", "1e3", " 12", "abc"])(
		"throws 'invalid' for %j",
		(id) => {
			expect(() => photoUrl(id)).toThrow(new Error("Invalid photo ID format"));
		},
	);
});

describe("formatPhotoNumber", () => {
	it.each([
		[1, "#1"],
		[1234, "#1234"],
		["56", "#56"],
		["007", "#7"],
		[0, "#0"],
		[-3, "#0"],
		[1.5, "#0"],
		[Number.NaN, "#0"],
		["0", "#0"],
		["abc", "#0"],
		["", "#0"],
		[null, "#0"],
		[undefined, "#0"],
	] as const)("%j -> %s", (photoid, text) => {
		expect(formatPhotoNumber(photoid)).toBe(text);
	});
});

describe("photoidInSearch", () => {
	it("reads '#123' and '123' within the column's range, and nothing else", () => {
		expect(photoidInSearch("#123")).toBe(123);
		expect(photoidInSearch(" # 42 ")).toBe(42);
		expect(photoidInSearch("7")).toBe(7);
		expect(photoidInSearch(String(MAX_PHOTOID))).toBe(MAX_PHOTOID);
		expect(photoidInSearch(String(MAX_PHOTOID + 1))).toBeNull();
		expect(photoidInSearch("#0")).toBeNull();
		expect(photoidInSearch("#12a")).toBeNull();
		expect(photoidInSearch("birthday")).toBeNull();
	});
});

describe("/invitations/:token (issue 29)", () => {
	const token = `${"A".repeat(40)}b_-`;
	it("accepts a whole link token of 43 URL-safe characters", () => {
		expect(validateRouteParams("/invitations/:token", { token })).toEqual({ ok: true });
	});
	it.each([token.slice(0, 42), `${token}x`, `${token.slice(0, 42)}=`, ""])("rejects %j", (value) => {
		expect(validateRouteParams("/invitations/:token", { token: value })).toEqual({
			ok: false,
			message: value === "" ? "Missing required parameter: token" : ROUTE_PARAM_MESSAGES.invalidLinkToken,
		});
	});
});
