import { COMPANY_LOGO_MAX_BYTES, COMPANY_LOGO_TYPES } from "@core/contracts/companies";

const MB = 1024 * 1024;

export const LOGO_TYPE_PROBLEM = "Choose a PNG, JPEG or WebP image.";
export const logoSizeProblem = (bytes: number) =>
	`The logo must be ${COMPANY_LOGO_MAX_BYTES / MB} MB or smaller; this file is ${(bytes / MB).toFixed(1)} MB.`;
export const LOGO_EMPTY_PROBLEM = "This file is empty.";

/** The `accept` of the file input: the types the server takes. */
export const LOGO_ACCEPT = COMPANY_LOGO_TYPES.join(",");

/** What is wrong with a chosen logo file before it is sent (the server checks again), or null. */
export function logoProblem(file: Pick<File, "type" | "size">): string | null {
	if (!(COMPANY_LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_TYPE_PROBLEM;
	if (file.size === 0) return LOGO_EMPTY_PROBLEM;
	if (file.size > COMPANY_LOGO_MAX_BYTES) return logoSizeProblem(file.size);
	return null;
}
