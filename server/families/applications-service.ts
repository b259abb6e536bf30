import { randomUUID } from "node:crypto";
import {
	type AdminFamilyApplication,
	type AdminFamilyApplicationsResponse,
	FAMILY_TEXT,
	type FamilyApplication,
	type FamilyApplicationCreate,
} from "@core/contracts/families";
import type { z } from "zod";
import type { AppServices } from "../app-services";
import type { SessionInfo } from "../auth/access";
import { uniqueViolation } from "../db/executor";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { NOT_AN_IMAGE } from "../media/uploaded-image";
import { applicationApprovedMail, applicationDeclinedMail } from "./mail";
import { storePortrait } from "./portrait";
import {
	adminApplications,
	decideApplication,
	findAdminApplication,
	hasPendingApplication,
	insertApplication,
	latestApplication,
	lockApplication,
} from "./queries/applications";
import { makeFamily } from "./queries/storefront";

/**
 * A member's application to become a family (issue 27): one pending at a time; an admin approves
 * it (the member becomes a family with the application's storefront, in one transaction) or
 * declines it with a reason. The member is mailed either way.
 */

type Services = Pick<AppServices, "database" | "storage" | "mailer" | "config">;

/** A family or an admin cannot apply: a family already is one, an admin's role is not to be lost. */
function refuseNonMember(session: SessionInfo): void {
	if (session.user.role === "family") throw new ConflictError(FAMILY_TEXT.alreadyFamily);
	if (session.user.role === "admin") throw new ForbiddenError(FAMILY_TEXT.adminCannotApply);
}

export function myApplication(services: Pick<Services, "database">, userId: string) {
	return latestApplication(services.database.db, userId);
}

function portraitBytes(base64: string): Buffer {
	const bytes = Buffer.from(base64, "base64");
	if (bytes.length === 0) throw new ValidationError(NOT_AN_IMAGE, { portrait: NOT_AN_IMAGE });
	return bytes;
}

/**
 * Files the caller's application. The portrait is checked by its content before anything is
 * kept; should the application not be stored after all, the portrait goes too.
 */
export async function applyToBecomeFamily(
	services: Services,
	session: SessionInfo,
	input: z.output<typeof FamilyApplicationCreate>,
): Promise<FamilyApplication> {
	refuseNonMember(session);
	const userId = session.user.id;
	const { database, storage } = services;
	if (await hasPendingApplication(database.db, userId)) throw new ConflictError(FAMILY_TEXT.alreadyPending);
	const id = randomUUID();
	let portrait: { key: string; url: string } | null = null;
	if (input.portrait) {
		try {
			portrait = await storePortrait(storage, id, portraitBytes(input.portrait));
		} catch (err) {
			// The form's portrait field says what is wrong.
			if (err instanceof ValidationError) throw new ValidationError(err.message, { portrait: err.message });
			throw err;
		}
	}
	try {
		await insertApplication(database.db, {
			id,
			user_id: userId,
			storefront_name: input.storefront_name,
			story: input.story,
			portrait_url: portrait?.url ?? null,
		});
	} catch (err) {
		if (portrait) await storage.deletePublic(portrait.key);
		// Two submits at once: the partial unique index keeps one.
		if (uniqueViolation(err) !== null) throw new ConflictError(FAMILY_TEXT.alreadyPending);
		throw err;
	}
	const created = await latestApplication(database.db, userId);
	if (!created) throw new Error("the new application was not found");
	return created;
}

export async function listApplications(
	services: Pick<Services, "database">,
): Promise<AdminFamilyApplicationsResponse> {
	const applications = await adminApplications(services.database.db);
	return { applications, pending: applications.filter((a) => a.status === "pending").length };
}

const notFound = () => new NotFoundError(FAMILY_TEXT.applicationNotFound);

/**
 * Approves or declines a pending application in one transaction with its effects: on approval
 * the member becomes a family with the application's storefront name, story (as the bio) and
 * portrait; the member's mail is queued either way. Deciding an application twice is a 409.
 */
export async function decideFamilyApplication(
	services: Services,
	reviewerId: string,
	id: string,
	decision: { status: "approved" } | { status: "declined"; reason: string },
): Promise<AdminFamilyApplication> {
	const { database, mailer, config } = services;
	await database.db.transaction(async (tx) => {
		const application = await lockApplication(tx, id);
		if (!application) throw notFound();
		if (application.status !== "pending") throw new ConflictError(FAMILY_TEXT.alreadyDecided);
		const reason = decision.status === "declined" ? decision.reason : null;
		await decideApplication(tx, id, { status: decision.status, reason, reviewerId });
		if (decision.status === "approved") {
			await makeFamily(tx, application.user_id, {
				storefront_name: application.storefront_name,
				storefront_bio: application.story,
				portrait_url: application.portrait_url,
			});
			await mailer.enqueue(
				tx,
				applicationApprovedMail(application.email, application.storefront_name, config.publicUrl),
			);
		} else {
			await mailer.enqueue(tx, applicationDeclinedMail(application.email, decision.reason, config.publicUrl));
		}
	});
	mailer.wake();
	const decided = await findAdminApplication(database.db, id);
	if (!decided) throw notFound();
	return decided;
}
