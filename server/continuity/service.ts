import {
	CONTINUITY_LIST_LIMIT,
	CONTINUITY_TEXT,
	decadeSpan,
	followedPersonLabel,
	proposeSet,
} from "@core/continuity";
import type {
	ContinuityFamiliesResponse,
	ContinuityFamily,
	ContinuityPhoto,
	ContinuitySetQuery,
	ContinuitySetResponse,
	PhotoContinuity,
} from "@core/contracts/continuity";
import type { Database } from "../db/client";
import { NotFoundError } from "../errors";
import { UNKNOWN_CREATOR } from "../listings/service";
import { photoSummaries } from "../photos/service";
import {
	type ContinuityRow,
	liveFamilies,
	liveFamily,
	liveSubject,
	sameFamilyRows,
	samePeopleRows,
	setCandidateRows,
} from "./queries";

/** What a family is called: the storefront's name, else the first name (as its storefront page). */
const familyName = (row: { storefront_name: string | null; first_name: string | null }) =>
	row.storefront_name?.trim() || row.first_name?.trim() || UNKNOWN_CREATOR;

/** Rows to cards, in the rows' order, with what each shares. */
async function listOf(database: Database, rows: ContinuityRow[]) {
	const cards = await photoSummaries(
		database,
		rows.map((r) => r.id),
	);
	const byId = new Map(rows.map((r) => [r.id, r]));
	const photos: ContinuityPhoto[] = cards.map((card) => ({
		...card,
		shared_people: byId.get(card.id)?.shared_people ?? 0,
		shared_events: byId.get(card.id)?.shared_events ?? 0,
	}));
	return { photos, total: rows[0]?.total ?? 0 };
}

/**
 * A live photo's continuity lists: "Same people, other years" (its people on other photos, aliases
 * followed) and "Same family" (its family's photos sharing an event, without those people), each
 * by decade, the first CONTINUITY_LIST_LIMIT with a total. 404 for a photo not live.
 */
export async function photoContinuity(database: Database, photoId: string): Promise<PhotoContinuity> {
	const subject = await liveSubject(database, photoId);
	if (!subject) throw new NotFoundError(CONTINUITY_TEXT.photoNotFound);
	const [people, family] = await Promise.all([
		samePeopleRows(database, photoId, CONTINUITY_LIST_LIMIT),
		sameFamilyRows(database, photoId, subject.user_id, CONTINUITY_LIST_LIMIT),
	]);
	const [samePeople, sameFamily] = await Promise.all([listOf(database, people), listOf(database, family)]);
	return {
		photo_id: photoId,
		family: { id: subject.user_id, storefront_name: familyName(subject) },
		same_people: samePeople,
		same_family: sameFamily,
	};
}

/** The families the builder may pick: those with live photos, by name. */
export async function continuityFamilies(database: Database): Promise<ContinuityFamiliesResponse> {
	const rows = await liveFamilies(database);
	const families = rows.map((row) => ({ id: row.id, storefront_name: familyName(row) }));
	families.sort((a, b) => a.storefront_name.localeCompare(b.storefront_name) || a.id.localeCompare(b.id));
	return { families };
}

/**
 * The set builder: one live photo of the family per decade of the span, following the people
 * who appear in the most of its decades (core/continuity.ts proposeSet). 404 for a family
 * without live photos (or no such account).
 */
export async function continuitySet(
	database: Database,
	query: ContinuitySetQuery,
): Promise<ContinuitySetResponse> {
	const row = await liveFamily(database, query.family);
	if (!row) throw new NotFoundError(CONTINUITY_TEXT.familyNotFound);
	const family: ContinuityFamily = { id: query.family, storefront_name: familyName(row) };
	const span = decadeSpan(query.from, query.to);
	const candidates = (await setCandidateRows(database, query.family, span)).map((c) => ({
		...c,
		photoid: Number(c.photoid),
	}));
	const proposal = proposeSet(candidates, span);
	const cards = await photoSummaries(
		database,
		proposal.decades.flatMap((d) => (d.photoId ? [d.photoId] : [])),
	);
	const cardOf = new Map(cards.map((card) => [card.id, card]));
	return {
		family,
		from: query.from,
		to: query.to,
		people: proposal.followedDecades.map((decades, i) => ({ label: followedPersonLabel(i), decades })),
		decades: proposal.decades.map((d) => ({
			decade: d.decade,
			photo: d.photoId ? (cardOf.get(d.photoId) ?? null) : null,
			people_shown: d.followedShown,
		})),
	};
}
