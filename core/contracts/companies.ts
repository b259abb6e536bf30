import { z } from "zod";
import { companyNameProblem, normaliseCompanyName } from "../names";
import { COMPANY_ROLES } from "../teams";

/** A company name as the API takes it: normalised, then checked with spec section 5's messages. */
export const CompanyName = z
	.string()
	.transform(normaliseCompanyName)
	.superRefine((name, ctx) => {
		const problem = companyNameProblem(name);
		if (problem) ctx.addIssue({ code: "custom", message: problem });
	});

/** A production company of one user (spec section 3, "companies"). */
export const Company = z.object({
	id: z.uuid(),
	name: z.string(),
	/** Public URL of the logo an admin uploaded, or null. */
	company_logo: z.string().nullable(),
	created_at: z.string(),
});
export type Company = z.infer<typeof Company>;

/**
 * GET /api/companies: the companies the caller is a member of, each with their role (issue 29;
 * the same shape as MyCompany in contracts/teams.ts, which builds on this file).
 */
export const CompanyListResponse = z.object({
	companies: z.array(Company.extend({ role: z.enum(COMPANY_ROLES) })),
});
export type CompanyListResponse = z.infer<typeof CompanyListResponse>;

/** Find or create: a name the user already has (any case) is found, not created again. */
export const CompanyCreate = z.object({ name: CompanyName }).strict();
export type CompanyCreate = z.input<typeof CompanyCreate>;
export const CompanySaveResponse = z.object({ company: Company, created: z.boolean() });
export type CompanySaveResponse = z.infer<typeof CompanySaveResponse>;

export const CompanyUpdate = z.object({ name: CompanyName }).strict();
export type CompanyUpdate = z.input<typeof CompanyUpdate>;
export const CompanyResponse = z.object({ company: Company });
export type CompanyResponse = z.infer<typeof CompanyResponse>;

/** Spec section 8's company texts; the 409 answers carry the duplicate ones as their message. */
export const COMPANY_TEXT = {
	errorTitle: "Error with company",
	updateErrorTitle: "Error updating company",
	deleteErrorTitle: "Error deleting company",
	fallback: "There was a problem with your company. Please try again.",
	duplicate: (name: string) => `A company named "${name}" already exists`,
	duplicateOnRename: (name: string) => `A company named "${name}" already exists in your account`,
	checkFailed: "Failed to check for existing company",
	duplicateCheckFailed: "Failed to check for duplicate company names",
	networkError: (what: "company" | "project") =>
		`Network error - Unable to check for existing ${what}. Please try again.`,
	invalidInput: "Invalid input",
	notAuthenticated: "User not authenticated",
	found: "Company found",
	created: "Company created",
	/** Ours: the spec does not say what deleting a company that projects still name does. */
	inUse: (name: string, projects: number) =>
		`"${name}" is the company of ${projects} project${projects === 1 ? "" : "s"}. Move or delete ${projects === 1 ? "it" : "them"} first.`,
} as const;

// ------------------------------------------------------------------ admin

export const CompanyOwner = z.object({
	id: z.uuid(),
	email: z.string(),
	first_name: z.string().nullable(),
});

export const AdminCompanySummary = Company.extend({
	owner: CompanyOwner,
	project_count: z.number().int().nonnegative(),
	wishlist_count: z.number().int().nonnegative(),
});
export type AdminCompanySummary = z.infer<typeof AdminCompanySummary>;
export const AdminCompanyListResponse = z.object({ companies: z.array(AdminCompanySummary) });
export type AdminCompanyListResponse = z.infer<typeof AdminCompanyListResponse>;

export const AdminCompanyProject = z.object({
	id: z.uuid(),
	name: z.string(),
	last_used_at: z.string().nullable(),
	created_at: z.string(),
	wishlists: z.array(
		z.object({
			id: z.uuid(),
			name: z.string(),
			item_count: z.number().int().nonnegative(),
			updated_at: z.string(),
		}),
	),
});
export const AdminCompanyDetail = AdminCompanySummary.extend({ projects: z.array(AdminCompanyProject) });
export type AdminCompanyDetail = z.infer<typeof AdminCompanyDetail>;

/** Logo uploads: the raw image as the request body. */
export const COMPANY_LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
