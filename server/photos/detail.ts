import type { PhotoDetail, SimilarPeopleResponse } from "@core/contracts/photos";
import { SIMILAR_PAGE_SIZE } from "@core/similar-photos";
import type { Database } from "../db/client";
import { toPhotoDetail } from "./mappers";
import { livePhotoId, photoDetailRow, similarPeoplePage } from "./queries";
import { photoSummaries } from "./service";

/**
 * One photo's page, by its number or its uuid (photos_details). Members see live photos; admins
 * also the others (to moderate them). Null when there is no such photo for the caller.
 */
export async function photoDetail(
	database: Database,
	ref: string,
	isAdmin: boolean,
): Promise<PhotoDetail | null> {
	const row = await photoDetailRow(database, ref, isAdmin);
	return row ? toPhotoDetail(row) : null;
}

/**
 * Similar people (spec section 9): live photos showing a person of this photo, each person
 * widened to every record known to be the same person (get_aliased_person_ids), ranked by how
 * many of the people they share, newest first among equals, in pages of SIMILAR_PAGE_SIZE.
 * Null when there is no such live photo.
 */
export async function similarPeople(
	database: Database,
	photoId: string,
	offset: number,
): Promise<SimilarPeopleResponse | null> {
	const live = await livePhotoId(database, photoId);
	if (!live) return null;
	const row = await similarPeoplePage(database, live, SIMILAR_PAGE_SIZE, offset);
	const ids = row?.ids ?? [];
	const total = row?.total ?? 0;
	const sharedOf = new Map(ids.map((id, i) => [id, Number(row?.shared[i] ?? 1)]));
	const cards = await photoSummaries(database, ids);
	return {
		photos: cards.map((card) => ({ ...card, shared_people: sharedOf.get(card.id) ?? 1 })),
		total,
		offset,
		has_more: offset + ids.length < total,
	};
}
