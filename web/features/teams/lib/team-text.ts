import { COMPANY_ROLE_LABELS, type CompanyRole } from "@core/teams";

/** The pages' own words (the server's refusals come with theirs: TEAM_TEXT in core/teams.ts). */
export const TEAM_PAGE_TEXT = {
	companyNotFound: "Company not found",
	invitationNotFound: "This invitation link is not valid",
	invitationFor: (email: string) => `Sign in or create an account with ${email} to join`,
	left: (company: string) => `You left ${company}`,
	withdrawn: (email: string) => `The invitation to ${email} was withdrawn`,
	saved: "Saved",
	renamed: (name: string) => `The company is now called ${name}`,
	billingSaved: "Billing contact saved",
} as const;

/** "an owner", "a member": the role as a sentence says it. */
export function roleWithArticle(role: CompanyRole): string {
	const label = COMPANY_ROLE_LABELS[role].toLowerCase();
	return `${/^[aeiou]/.test(label) ? "an" : "a"} ${label}`;
}
