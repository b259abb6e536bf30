import { COMPANY_LOGO_MAX_BYTES, COMPANY_LOGO_TYPES } from "@core/contracts/companies";
import { imageFileRules } from "@/lib/image-file";

const rules = imageFileRules({ types: COMPANY_LOGO_TYPES, maxBytes: COMPANY_LOGO_MAX_BYTES, noun: "logo" });

export const LOGO_TYPE_PROBLEM = rules.typeProblem;
export const logoSizeProblem = rules.sizeProblem;
export const LOGO_EMPTY_PROBLEM = rules.emptyProblem;
export const LOGO_ACCEPT = rules.accept;
/** What is wrong with a chosen logo file before it is sent (the server checks again), or null. */
export const logoProblem = rules.problemOf;
