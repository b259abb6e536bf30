import type { ClearanceLogResponse, ClearanceLogRow } from "@core/contracts/clearance-log";
import { toCsv } from "@core/csv";
import { LICENCE_SCOPE } from "@core/licence-terms";
import { LICENSE_LABELS } from "@core/license";
import { orderReference } from "@core/orders";
import { logStatus, personText, RIDER_TEXT, rightsHolderText } from "@core/paperwork";
import type { Executor } from "../db/executor";
import { isoTime } from "../db/executor";
import { NotFoundError } from "../errors";
import { projectVisible } from "../projects/production-queries";
import { photoPaperwork } from "./paperwork-service";
import { logLicences, logProject } from "./queries/paperwork";
import { isoToday } from "./service";

/**
 * A production's clearance log (issue 26, item 5): every licence its paid orders hold, with the
 * ledger as it is now (rights holder, people shown and the releases cited) and whether the photo
 * is still cleared for the use licensed. Three statements whatever the number of licences: the
 * licences, then the rights and the faces of their photos (paperwork-service.ts).
 */

export const PROJECT_NOT_FOUND = "Project not found";

/**
 * The log of the project: for whoever may see the project (its user, or the members of its
 * company: companies/access.ts projectAccess) and admins; 404 for anyone else, as for a missing project.
 */
export async function clearanceLog(
	executor: Executor,
	projectId: string,
	reader: { userId: string; admin: boolean },
	now = new Date(),
): Promise<ClearanceLogResponse> {
	const project = await logProject(executor, projectId);
	if (!project || (!reader.admin && !(await projectVisible(executor, reader.userId, projectId))))
		throw new NotFoundError(PROJECT_NOT_FOUND);
	const licences = await logLicences(executor, projectId);
	const papers = await photoPaperwork(
		executor,
		licences.map((licence) => licence.photo_id),
		isoToday(now),
	);
	const rows = licences.map((licence, index): ClearanceLogRow => {
		const paper = papers.get(licence.photo_id);
		const status = logStatus(licence.license_type, licence.clearance, paper?.revoked ?? false);
		return {
			item_number: index + 1,
			order_item_id: licence.item_id,
			photo: { id: licence.photo_id, photoid: Number(licence.photoid), title: licence.title },
			description: licence.description,
			rights: paper?.rights ?? null,
			people: paper?.people ?? [],
			license_type: licence.license_type,
			scope: LICENCE_SCOPE,
			scene_note: licence.scene_note,
			order: {
				id: licence.order_id,
				reference: orderReference(Number(licence.order_number)),
				placed_at: isoTime(licence.placed_at),
				paid_at: isoTime(licence.paid_at),
			},
			rider_accepted_on: licence.rider_accepted_at ? isoTime(licence.rider_accepted_at).slice(0, 10) : null,
			status: status.status,
			status_label: status.label,
		};
	});
	return {
		project: { id: project.id, name: project.name, company: project.company },
		generated_at: now.toISOString(),
		rows,
	};
}

/** The columns of the CSV download, in order. */
export const LOG_CSV_HEADER = [
	"Item",
	"Photo number",
	"Title",
	"Description",
	"Rights holder",
	"Chain of title",
	"People shown",
	"Release references",
	"Licence type",
	"Scope",
	"Episode or scene",
	"Order reference",
	"Order date",
	"Status",
	"Rider",
] as const;

/** The release references of a row's people, for a column of their own. */
export const releaseReferences = (row: ClearanceLogRow): string[] =>
	row.people.flatMap((person) => (person.release ? [person.release.reference] : []));

/** The clearance log as CSV: a header, then one line per licence (core/csv.ts defuses formulas). */
export function clearanceLogCsv(log: ClearanceLogResponse): string {
	return toCsv([
		[...LOG_CSV_HEADER],
		...log.rows.map((row) => [
			row.item_number,
			row.photo.photoid,
			row.photo.title,
			row.description,
			rightsHolderText(row.rights),
			row.rights?.chain_of_title,
			row.people.map(personText).join("; "),
			releaseReferences(row).join("; "),
			LICENSE_LABELS[row.license_type].name,
			row.scope,
			row.scene_note,
			row.order.reference,
			row.order.placed_at.slice(0, 10),
			row.status_label,
			row.rider_accepted_on ? RIDER_TEXT.accepted(row.rider_accepted_on) : "",
		]),
	]);
}
