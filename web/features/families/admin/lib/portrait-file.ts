import { FAMILY_PORTRAIT_MAX_BYTES, FAMILY_PORTRAIT_TYPES } from "@core/contracts/catalogue";
import { imageFileRules } from "@/lib/image-file";

const rules = imageFileRules({
	types: FAMILY_PORTRAIT_TYPES,
	maxBytes: FAMILY_PORTRAIT_MAX_BYTES,
	noun: "portrait",
	typeProblem: "Choose a JPEG, PNG or WebP image.",
});

export const PORTRAIT_TYPE_PROBLEM = rules.typeProblem;
export const PORTRAIT_EMPTY_PROBLEM = rules.emptyProblem;
export const portraitSizeProblem = rules.sizeProblem;
export const PORTRAIT_HINT = `JPEG, PNG or WebP, up to ${rules.maxMb} MB. It replaces the current portrait.`;
export const PORTRAIT_ACCEPT = rules.accept;
/** What is wrong with a chosen portrait before it is sent (the server checks again), or null. */
export const portraitProblem = rules.problemOf;
