import type { AdminCompanyDetail, AdminCompanySummary, Company } from "@core/contracts/companies";
import type { Database } from "../db/client";
import { NotFoundError } from "../errors";
import type { MediaStorage } from "../media/storage";
import { contentKey, uploadedImageWebp } from "../media/uploaded-image";
import {
	companyExists,
	companyProjects,
	companySummaries,
	companySummary,
	setCompanyLogoUrl,
} from "./queries";

/** Logos are stored no larger than a 256 px square, as WebP. */
const LOGO_FIT = { width: 256, height: 256, fit: "inside", withoutEnlargement: true } as const;

const companyNotFound = () => new NotFoundError("Company not found");

export function adminListCompanies(database: Database): Promise<AdminCompanySummary[]> {
	return companySummaries(database.db);
}

/** One company with its projects, each with its wishlists and their live photo counts. */
export async function adminCompanyDetail(database: Database, id: string): Promise<AdminCompanyDetail> {
	const summary = await companySummary(database.db, id);
	if (!summary) throw companyNotFound();
	return { ...summary, projects: await companyProjects(database.db, id) };
}

/**
 * Stores a company's new logo in public media under a name that changes with its content, so
 * caches never show the old one, and points the company at it.
 */
export async function setCompanyLogo(
	database: Database,
	storage: MediaStorage,
	id: string,
	image: Buffer,
): Promise<Company> {
	if (!(await companyExists(database.db, id))) throw companyNotFound();
	const webp = await uploadedImageWebp(image, { resize: () => LOGO_FIT, quality: 90 });
	const url = await storage.putPublic(contentKey("company-logos", id, webp), webp);
	const company = await setCompanyLogoUrl(database.db, id, url);
	if (!company) throw companyNotFound();
	return company;
}

export async function clearCompanyLogo(database: Database, id: string): Promise<void> {
	if (!(await setCompanyLogoUrl(database.db, id, null))) throw companyNotFound();
}
