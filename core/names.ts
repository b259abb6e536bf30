/**
 * Names of the things a production organises its candidates with: companies, projects and
 * wishlists (spec section 5, "Company name" and "Generic entity name"). The forms and the API
 * check with these same rules and messages.
 */

export const COMPANY_NAME_MIN = 2;
/** A company name must be under this many characters. */
export const COMPANY_NAME_LIMIT = 100;
export const ENTITY_NAME_MIN = 2;
export const ENTITY_NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

export const COMPANY_NAME_MESSAGES = {
	required: "Company name is required",
	tooShort: `Company name must be at least ${COMPANY_NAME_MIN} characters long`,
	tooLong: `Company name must be less than ${COMPANY_NAME_LIMIT} characters`,
	invalid: "Company name contains invalid characters",
} as const;

export const ENTITY_NAME_MESSAGES = {
	required: "Name is required",
	tooShort: (min: number) => `Name must be at least ${min} characters long`,
	tooLong: (max: number) => `Name must be less than ${max} characters`,
	invalid: "Name contains invalid characters",
} as const;

export const DESCRIPTION_TOO_LONG = `Description must be less than ${DESCRIPTION_MAX} characters`;

/** The problem with an optional description (counted trimmed, as the API stores it), or null. */
export function descriptionProblem(raw: string): string | null {
	return raw.trim().length > DESCRIPTION_MAX ? DESCRIPTION_TOO_LONG : null;
}

/** Trimmed, with every run of inner white space made one space. */
export function normaliseCompanyName(raw: string): string {
	return raw.trim().replace(/\s+/g, " ");
}

/** The problem with a company name (after normalising), or null when it is fine. */
export function companyNameProblem(raw: string): string | null {
	const name = normaliseCompanyName(raw);
	if (name === "") return COMPANY_NAME_MESSAGES.required;
	if (name.length < COMPANY_NAME_MIN) return COMPANY_NAME_MESSAGES.tooShort;
	if (name.length >= COMPANY_NAME_LIMIT) return COMPANY_NAME_MESSAGES.tooLong;
	if (/[<>]/.test(name)) return COMPANY_NAME_MESSAGES.invalid;
	return null;
}

/** Trimmed; the generic rule says nothing of inner white space, so it stays as typed. */
export function normaliseEntityName(raw: string): string {
	return raw.trim();
}

/** The problem with a project or wishlist name, or null when it is fine. */
export function entityNameProblem(
	raw: string,
	{ min = ENTITY_NAME_MIN, max = ENTITY_NAME_MAX }: { min?: number; max?: number } = {},
): string | null {
	const name = normaliseEntityName(raw);
	if (name === "") return ENTITY_NAME_MESSAGES.required;
	if (name.length < min) return ENTITY_NAME_MESSAGES.tooShort(min);
	if (name.length > max) return ENTITY_NAME_MESSAGES.tooLong(max);
	if (/[<>"'`]/.test(name)) return ENTITY_NAME_MESSAGES.invalid;
	return null;
}

/** Two names that the duplicate check treats as the same (case-insensitive, spec section 5). */
export function sameName(a: string, b: string): boolean {
	return a.toLocaleLowerCase("en-US") === b.toLocaleLowerCase("en-US");
}
