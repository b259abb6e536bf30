/**
 * Route-parameter checks, route paths and photo URLs (spec sections 2 and 5).
 *
 * The web router checks parameters before it renders a page; the server can use the same
 * predicates for its own path parameters.
 */
import { normaliseVerifyCode } from "./licence-verification";
import { isRouteTaxonomyType } from "./taxonomy";

const DIGITS = /^[0-9]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Version nibble 1..5 and the RFC 4122/9562 variant (10xx) in the first nibble of the fourth group. */
const UUID_V1_TO_5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const SHARE_CODE = /^[0-9a-f]{10}$/;

/**
 * Digits only and greater than 0. Leading zeros are digits, so '007' passes (it is 7);
 * signs, decimals, exponents and whitespace do not.
 */
export function isPositiveIntegerId(value: unknown): boolean {
	return typeof value === "string" && DIGITS.test(value) && /[1-9]/.test(value);
}

/** The largest photoid there is: the column is a 4-byte integer. */
export const MAX_PHOTOID = 2_147_483_647;

/**
 * The photoid a search box names: "#123" or a bare "123" (the caller decides whether a bare
 * number may also be a word), within the column's range; else null.
 */
export function photoidInSearch(text: string): number | null {
	const digits = /^#?\s*(\d{1,10})$/.exec(text.trim())?.[1];
	if (!digits) return null;
	const photoid = Number(digits);
	return photoid > 0 && photoid <= MAX_PHOTOID ? photoid : null;
}

/** Any uuid shape (8-4-4-4-12 hex, either case), including the nil uuid. */
/** A photo's reference as the app asks for it: '007' and 7 are one photo, uuids in lower case. */
export function canonicalPhotoRef(value: string): string {
	return isPositiveIntegerId(value) ? value.replace(/^0+/, "") : value.toLowerCase();
}

export function isUuid(value: unknown): boolean {
	return typeof value === "string" && UUID.test(value);
}

/** A uuid of versions 1 to 5 with the RFC variant; rejects v6/v7/v8 and the nil uuid. */
export function isUuidV1to5(value: unknown): boolean {
	return typeof value === "string" && UUID_V1_TO_5.test(value);
}

/** Exactly ten lowercase hex characters, the shape of a shared-wishlist code. */
export function isShareCode(value: unknown): boolean {
	return typeof value === "string" && SHARE_CODE.test(value);
}

/** A photo id in a URL: the numeric photoid or the photo's uuid. */
export function isPhotoIdParam(value: unknown): boolean {
	return isPositiveIntegerId(value) || isUuid(value);
}

/**
 * How one route parameter is checked. `photoid` is a positive integer with its own messages;
 * `positive-integer` is the same check with the generic messages.
 */
export type RouteParamKind =
	| "photoid"
	| "positive-integer"
	| "uuid"
	| "uuid-v1-5"
	| "share-code"
	| "verify-code"
	| "link-token"
	| "taxonomy-type"
	| "taxonomy-id";

/** The parameterised routes of spec section 2 and the check of each parameter, in check order. */
export const ROUTE_PARAM_RULES = {
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
} as const satisfies Record<string, Readonly<Record<string, RouteParamKind>>>;

export type RouteParamPattern = keyof typeof ROUTE_PARAM_RULES;

export const ROUTE_PARAM_MESSAGES = {
	missing: (name: string) => `Missing required parameter: ${name}`,
	invalidUuid: (name: string) => `Invalid UUID format for parameter: ${name}`,
	invalidNumeric: (name: string) => `Invalid numeric format for parameter: ${name}`,
	/** Not in the spec, which gives no message for a malformed share code. */
	invalidShareCode: (name: string) => `Invalid share code format for parameter: ${name}`,
	/** Issue 28: a licence's verification code (core/licence-verification.ts). */
	invalidVerifyCode:
		"This is not a verification code: it is 12 letters and digits, as printed on the certificate",
	/** Issue 29: an invitation link's token is 43 URL-safe characters. */
	invalidLinkToken: "This link is incomplete: copy the whole link from the email",
	invalidPhotoid: "Invalid photoid format - must be numeric",
	missingPhotoid: "Missing photoid parameter",
	invalidTaxonomyType: "Invalid taxonomyType - not a supported taxonomy",
	missingTaxonomyId: "Missing taxonomyId parameter",
	emptyTaxonomyId: "Invalid taxonomyId - cannot be empty",
} as const;

export type RouteCheck = { ok: true } | { ok: false; message: string };

const OK: RouteCheck = { ok: true };
const fail = (message: string): RouteCheck => ({ ok: false, message });

/**
 * Checks one parameter value. Absent and '' are "missing"; any other value must match.
 * A taxonomyId of only whitespace is present but empty, hence its own message.
 */
export function checkRouteParam(kind: RouteParamKind, name: string, value: string | undefined): RouteCheck {
	const missing = value === undefined || value === "";
	switch (kind) {
		case "photoid":
			if (missing) return fail(ROUTE_PARAM_MESSAGES.missingPhotoid);
			return isPositiveIntegerId(value) ? OK : fail(ROUTE_PARAM_MESSAGES.invalidPhotoid);
		case "positive-integer":
			if (missing) return fail(ROUTE_PARAM_MESSAGES.missing(name));
			return isPositiveIntegerId(value) ? OK : fail(ROUTE_PARAM_MESSAGES.invalidNumeric(name));
		case "uuid":
			if (missing) return fail(ROUTE_PARAM_MESSAGES.missing(name));
			return isUuid(value) ? OK : fail(ROUTE_PARAM_MESSAGES.invalidUuid(name));
		case "uuid-v1-5":
			if (missing) return fail(ROUTE_PARAM_MESSAGES.missing(name));
			return isUuidV1to5(value) ? OK : fail(ROUTE_PARAM_MESSAGES.invalidUuid(name));
		case "share-code":
			if (missing) return fail(ROUTE_PARAM_MESSAGES.missing(name));
			return isShareCode(value) ? OK : fail(ROUTE_PARAM_MESSAGES.invalidShareCode(name));
		case "verify-code":
			if (missing) return fail(ROUTE_PARAM_MESSAGES.missing(name));
			return normaliseVerifyCode(value) ? OK : fail(ROUTE_PARAM_MESSAGES.invalidVerifyCode);
		case "link-token":
			if (missing) return fail(ROUTE_PARAM_MESSAGES.missing(name));
			return /^[A-Za-z0-9_-]{43}$/.test(value) ? OK : fail(ROUTE_PARAM_MESSAGES.invalidLinkToken);
		case "taxonomy-type":
			if (missing) return fail(ROUTE_PARAM_MESSAGES.missing(name));
			return isRouteTaxonomyType(value) ? OK : fail(ROUTE_PARAM_MESSAGES.invalidTaxonomyType);
		case "taxonomy-id":
			if (missing) return fail(ROUTE_PARAM_MESSAGES.missingTaxonomyId);
			return value.trim() === "" ? fail(ROUTE_PARAM_MESSAGES.emptyTaxonomyId) : OK;
	}
}

/**
 * Checks the parameters of one parameterised route, in the table's order, and reports the
 * first failure. `params` has the shape of React Router's `useParams()`; extra keys are ignored.
 */
export function validateRouteParams(
	pattern: RouteParamPattern,
	params: Readonly<Record<string, string | undefined>>,
): RouteCheck {
	const rules: Readonly<Record<string, RouteParamKind>> = ROUTE_PARAM_RULES[pattern];
	for (const [name, kind] of Object.entries(rules)) {
		const check = checkRouteParam(kind, name, params[name]);
		if (!check.ok) return check;
	}
	return OK;
}

export const ROUTE_PATH_MESSAGES = {
	required: "Route path is required",
	mustStartWithSlash: "Route path must start with '/'",
	mustStayOnSite: "Route path must stay on this site",
} as const;

/**
 * A path the app may navigate to: required and starting with '/'. Beyond the spec, '//' and
 * '/\' are refused too: browsers read them as another host, which would turn a returnUrl
 * into an open redirect.
 */
export function validateRoutePath(path: string | null | undefined): RouteCheck {
	if (path === undefined || path === null || path === "") return fail(ROUTE_PATH_MESSAGES.required);
	if (!path.startsWith("/")) return fail(ROUTE_PATH_MESSAGES.mustStartWithSlash);
	if (path.startsWith("//") || path.startsWith("/\\")) return fail(ROUTE_PATH_MESSAGES.mustStayOnSite);
	return OK;
}

export const PHOTO_URL_MESSAGES = {
	required: "Photo ID is required for URL generation",
	invalid: "Invalid photo ID format",
} as const;

/** '007' and 7 are the same photo; one URL per photo keeps caches and analytics together. */
function canonicalDigits(digits: string): string {
	return digits.replace(/^0+/, "");
}

/**
 * The detail URL of a photo: /photo/{n} for the numeric photoid, /photo-uuid/{uuid} for its
 * uuid (lowercased, its canonical text form). Throws on a missing or malformed id, because a
 * caller building a link without a valid id is a bug, not a user error.
 */
export function photoUrl(id: string | number | null | undefined): string {
	if (id === undefined || id === null) throw new Error(PHOTO_URL_MESSAGES.required);
	if (typeof id === "number") {
		if (Number.isSafeInteger(id) && id > 0) return `/photo/${id}`;
		throw new Error(PHOTO_URL_MESSAGES.invalid);
	}
	if (id.trim() === "") throw new Error(PHOTO_URL_MESSAGES.required);
	if (isPositiveIntegerId(id)) return `/photo/${canonicalDigits(id)}`;
	if (isUuid(id)) return `/photo-uuid/${id.toLowerCase()}`;
	throw new Error(PHOTO_URL_MESSAGES.invalid);
}

/** The photo number as shown on the detail page: '#n', or '#0' when not a positive integer. */
export function formatPhotoNumber(photoid: string | number | null | undefined): string {
	if (typeof photoid === "number") {
		return Number.isSafeInteger(photoid) && photoid > 0 ? `#${photoid}` : "#0";
	}
	return typeof photoid === "string" && isPositiveIntegerId(photoid) ? `#${canonicalDigits(photoid)}` : "#0";
}
