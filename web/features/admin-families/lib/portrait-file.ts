import { FAMILY_PORTRAIT_MAX_BYTES, FAMILY_PORTRAIT_TYPES } from "@core/contracts/admin-catalogue";

const MB = 1024 * 1024;

export const PORTRAIT_TYPE_PROBLEM = "Choose a JPEG, PNG or WebP image.";
export const PORTRAIT_EMPTY_PROBLEM = "This file is empty.";
export const portraitSizeProblem = (bytes: number) =>
	`The portrait must be ${FAMILY_PORTRAIT_MAX_BYTES / MB} MB or smaller; this file is ${(bytes / MB).toFixed(1)} MB.`;
export const PORTRAIT_HINT = `JPEG, PNG or WebP, up to ${FAMILY_PORTRAIT_MAX_BYTES / MB} MB. It replaces the current portrait.`;

/** The `accept` of the file input: the types the server takes. */
export const PORTRAIT_ACCEPT = FAMILY_PORTRAIT_TYPES.join(",");

/** What is wrong with a chosen portrait before it is sent (the server checks again), or null. */
export function portraitProblem(file: Pick<File, "type" | "size">): string | null {
	if (!(FAMILY_PORTRAIT_TYPES as readonly string[]).includes(file.type)) return PORTRAIT_TYPE_PROBLEM;
	if (file.size === 0) return PORTRAIT_EMPTY_PROBLEM;
	if (file.size > FAMILY_PORTRAIT_MAX_BYTES) return portraitSizeProblem(file.size);
	return null;
}
