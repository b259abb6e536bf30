import { type OrderStatus, orderReference } from "./orders";

/**
 * Licence numbers and verification codes (issue 28, docs/verification.md). Every line of an order
 * is a licence with a number a person reads ('SSD-000042-03') and a random code that proves it:
 * `/verify/{code}` shows anyone who has the code that the licence is genuine and whether it still
 * holds. The certificate as a whole has a code of its own that lists all its licences.
 */

/** Crockford's base32: digits and capitals without I, L, O and U, so a code read aloud or typed survives. */
export const VERIFY_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 12 characters of 5 random bits: 60 bits, far past guessing at any rate a server answers. */
export const VERIFY_CODE_LENGTH = 12;
export const VERIFY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/**
 * A code as a person may type it: spaces and dashes dropped, lower case raised, and the letters
 * Crockford reads as digits (I and L as 1, O as 0) mapped. Null when it cannot be a code.
 */
export function normaliseVerifyCode(value: string): string | null {
	const code = value.replace(/[\s-]/g, "").toUpperCase().replace(/[IL]/g, "1").replace(/O/g, "0");
	return VERIFY_CODE_PATTERN.test(code) ? code : null;
}

/** 'SSD-000042-03': the order's reference, then the line's place (1-based) among the order's lines by photo number. */
export function licenceNumber(orderNumber: number, line: number): string {
	return `${orderReference(orderNumber)}-${String(line).padStart(2, "0")}`;
}

/** The public page that verifies a code. */
export function verifyPath(code: string): string {
	return `/verify/${encodeURIComponent(code)}`;
}

/** What a verification says of one licence. */
export const LICENCE_STANDINGS = ["valid", "refunded", "cancelled", "awaiting_payment"] as const;
export type LicenceStanding = (typeof LICENCE_STANDINGS)[number];

/**
 * A licence's standing from its order's status and whether its purchase is still live: valid only
 * when paid and not withdrawn (a line refunded on its own has no live purchase).
 */
export function licenceStanding(status: OrderStatus, held: boolean): LicenceStanding {
	switch (status) {
		case "paid":
			return held ? "valid" : "refunded";
		case "refunded":
			return "refunded";
		case "cancelled":
			return "cancelled";
		case "pending_payment":
			return "awaiting_payment";
	}
}

/** The words the verify page and the API give each standing. */
export const STANDING_TEXT: Record<LicenceStanding, { label: string; detail: string }> = {
	valid: { label: "Valid", detail: "This licence is genuine and in force." },
	refunded: {
		label: "Refunded — no longer valid",
		detail: "This licence was refunded and grants no rights.",
	},
	cancelled: {
		label: "Cancelled — never licensed",
		detail: "This order was cancelled before payment: it grants no licence.",
	},
	awaiting_payment: {
		label: "Ordered — awaiting payment, not yet licensed",
		detail: "The order is placed but not paid: the licence starts when payment arrives.",
	},
};

export const VERIFY_TEXT = {
	title: "Verify a licence",
	badCode: "A verification code is 12 letters and digits, as printed on the certificate",
	notFound: "No licence has this verification code. Check the code on the certificate and try again.",
} as const;
