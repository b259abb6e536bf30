import type {
	AdminFamily,
	AdminFamilyDetail,
	AdminFamilyListQuery,
	AdminFamilyListResponse,
	FamilyCreate,
	FamilyUpdate,
} from "@core/contracts/catalogue";
import { PHOTO_STATUSES, type PhotoStatus } from "@core/photo-status";
import type { z } from "zod";
import type { Database } from "../db/client";
import { uniqueViolation } from "../db/executor";
import { ConflictError, NotFoundError } from "../errors";
import {
	emailTaken,
	familiesPage,
	findFamily,
	insertStorefrontProfile,
	insertUser,
	newestSales,
	photoStatusCounts,
	upsertStorefront,
} from "./queries";

export const FAMILY_NOT_FOUND = "Family not found";
export const DUPLICATE_EMAIL = "A user with this email already exists";
export const familyNotFound = () => new NotFoundError(FAMILY_NOT_FOUND);

export function listFamilies(
	database: Database,
	filter: z.output<typeof AdminFamilyListQuery>,
): Promise<AdminFamilyListResponse> {
	return familiesPage(database.db, filter);
}

export async function getFamily(database: Database, id: string): Promise<AdminFamily> {
	const family = await findFamily(database.db, id);
	if (!family) throw familyNotFound();
	return family;
}

/** A family's page: the family, its photos per status and its newest 50 sales. */
export async function familyDetail(database: Database, id: string): Promise<AdminFamilyDetail> {
	const family = await getFamily(database, id);
	const [statuses, sales] = await Promise.all([
		photoStatusCounts(database.db, id),
		newestSales(database.db, id),
	]);
	const status_counts = Object.fromEntries(PHOTO_STATUSES.map((s) => [s, 0])) as Record<PhotoStatus, number>;
	for (const row of statuses)
		if (row.photo_status in status_counts) status_counts[row.photo_status as PhotoStatus] = row.n;
	return { family, status_counts, sales };
}

/**
 * A family account made by an admin: the user (as better-auth would make it, so the family
 * signs in later with an email link; no password) and its storefront profile, both or neither.
 */
export async function createFamily(
	database: Database,
	input: z.output<typeof FamilyCreate>,
): Promise<AdminFamily> {
	const email = input.email.trim().toLowerCase();
	try {
		return await database.db.transaction(async (tx) => {
			if (await emailTaken(tx, email)) throw new ConflictError(DUPLICATE_EMAIL);
			const id = await insertUser(tx, email, input.first_name ?? input.storefront_name);
			await insertStorefrontProfile(tx, id, input);
			const family = await findFamily(tx, id);
			if (!family) throw new Error("the new family was not found");
			return family;
		});
	} catch (err) {
		// Two admins adding the same address at once: the index decides, the message is the same.
		if (uniqueViolation(err) !== null) throw new ConflictError(DUPLICATE_EMAIL);
		throw err;
	}
}

/** Changes the given storefront fields; a family known only by its photos gets its profile row here. */
export async function updateFamily(
	database: Database,
	id: string,
	update: z.output<typeof FamilyUpdate>,
): Promise<AdminFamily> {
	await getFamily(database, id);
	await upsertStorefront(database.db, id, update);
	return getFamily(database, id);
}
