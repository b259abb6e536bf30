import { faceRole, releaseReference } from "@core/clearance";
import type { ClearancePerson } from "@core/contracts/clearance";
import { citedRelease } from "@core/paperwork";
import type { Executor } from "../db/executor";
import { type PaperworkFaceRow, paperworkFaces, paperworkRights } from "./queries/paperwork";
import { isoToday } from "./service";

/**
 * What paperwork (the licence certificate, a production's clearance log) says of a photo's
 * ledger: who holds the copyright, and each person shown by a role with the release that clears
 * them. Read when the paper is made (render time): a certificate printed again after a release
 * was revoked shows the ledger as it is then, and the clearance log says the licence fell.
 */
export type PhotoPaperwork = {
	rights: {
		holder_name: string;
		/** The storefront of the family the photo belongs to. */
		storefront: string | null;
		chain_of_title: string;
		verified: boolean;
	} | null;
	people: ClearancePerson[];
	/** Whether a release of someone shown was revoked (the log's "Release revoked"). */
	revoked: boolean;
};

function personOf(face: PaperworkFaceRow, today: string): ClearancePerson {
	const role = faceRole(face.gender, face.age);
	if (!face.identifiable || !face.person_id || !face.life_status)
		return { role, identifiable: face.identifiable, release: null };
	const person = { life_status: face.life_status, birth_year: face.birth_year };
	const cited = citedRelease(person, face.releases, today);
	return {
		role,
		identifiable: true,
		release: cited && {
			reference: releaseReference(Number(cited.number)),
			relationship: cited.relationship,
			signed_on: cited.signed_on,
			scope: cited.scope,
		},
	};
}

/** The paperwork of each photo, in two statements whatever their number. */
export async function photoPaperwork(
	executor: Executor,
	photoIds: readonly string[],
	today = isoToday(),
): Promise<Map<string, PhotoPaperwork>> {
	const ids = [...new Set(photoIds)];
	const papers = new Map<string, PhotoPaperwork>();
	if (ids.length === 0) return papers;
	const [rights, faces] = await Promise.all([paperworkRights(executor, ids), paperworkFaces(executor, ids)]);
	for (const row of rights)
		papers.set(row.id, {
			rights: row.rights_holder_name
				? {
						holder_name: row.rights_holder_name,
						storefront: row.storefront_name,
						chain_of_title: row.chain_of_title ?? "",
						verified: row.rights_status === "verified",
					}
				: null,
			people: [],
			revoked: false,
		});
	for (const face of faces) {
		const paper = papers.get(face.photo_id);
		if (!paper) continue;
		paper.people.push(personOf(face, today));
		if (face.identifiable && face.releases.some((release) => release.status === "revoked"))
			paper.revoked = true;
	}
	return papers;
}
