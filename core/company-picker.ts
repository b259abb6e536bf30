/**
 * The company picker's modes (spec section 4, Company picker): a list of the user's companies
 * ('select') or a name being typed ('input').
 */
import { normaliseCompanyName, sameName } from "./names";

export type CompanyPickerMode = "select" | "input";

/**
 * The list when the user has companies and the value is empty or one of them (in any case);
 * typing otherwise (no companies yet, or a name that is not in the list).
 */
export function companyPickerStartMode(companies: readonly string[], value: string): CompanyPickerMode {
	if (companies.length === 0) return "input";
	const name = normaliseCompanyName(value);
	return name === "" || companies.some((company) => sameName(company, name)) ? "select" : "input";
}

/** The listed company a value names (in any case, white space normalised), or undefined. */
export function listedCompany(companies: readonly string[], value: string): string | undefined {
	const name = normaliseCompanyName(value);
	return name === "" ? undefined : companies.find((company) => sameName(company, name));
}
