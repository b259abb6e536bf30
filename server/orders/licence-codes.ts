import { randomBytes } from "node:crypto";
import { licenceNumber, VERIFY_CODE_ALPHABET, VERIFY_CODE_LENGTH } from "@core/licence-verification";

/**
 * A fresh verification code: 12 characters of Crockford base32, each from one random byte (256 is
 * a multiple of 32, so every character is uniform). The unique indexes catch the collision that
 * 60 random bits make practically impossible.
 */
export function newVerifyCode(): string {
	const bytes = randomBytes(VERIFY_CODE_LENGTH);
	let code = "";
	for (const byte of bytes) code += VERIFY_CODE_ALPHABET[byte % 32];
	return code;
}

/**
 * The licence number and code of each line of a new order, in the lines' order, numbered by photo
 * number as the order lists its lines (migration 0037 numbered the orders placed before the same way).
 */
export function licenceCodes(
	orderNumber: number,
	photoids: readonly number[],
): { licence_number: string; verify_code: string }[] {
	const rank = new Map([...photoids].sort((a, b) => a - b).map((photoid, i) => [photoid, i + 1]));
	return photoids.map((photoid) => ({
		licence_number: licenceNumber(orderNumber, rank.get(photoid) ?? 0),
		verify_code: newVerifyCode(),
	}));
}
