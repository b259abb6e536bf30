/**
 * The paperwork of an order beyond its invoice (issue 26, item 5): a scene note per licensed
 * photo ("episode or scene"), the studio's rider an admin accepts or declines, and the status a
 * clearance log gives each licence today. Pure rules; the server stores, the pages show.
 */
import {
	CLEARANCE_LABELS,
	type Clearance,
	clears,
	type PersonFacts,
	RELEASE_RELATIONSHIP_LABELS,
	type ReleaseFacts,
	type ReleaseRelationship,
	type ReleaseScope,
	releaseClears,
} from "./clearance";
import type { LicenseType } from "./license";

// ------------------------------------------------------------------ scene notes

/** A scene note is short: an episode and a scene, or a set. */
export const SCENE_NOTE_MAX = 200;

export const SCENE_NOTE_TEXT = {
	label: "Episode or scene",
	tooLong: `The scene note must be ${SCENE_NOTE_MAX} characters or fewer`,
	saved: "Scene note saved",
	itemNotFound: "Order line not found",
} as const;

/** An empty note is no note: stored as null. */
export const sceneNoteOrNull = (note: string | null | undefined): string | null => {
	const trimmed = note?.trim() ?? "";
	return trimmed === "" ? null : trimmed;
};

// ------------------------------------------------------------------ riders

/** A studio's rider: its own terms for the licence, a PDF the admin reads and accepts or declines. */
export const RIDER_STATUSES = ["pending_review", "accepted", "declined"] as const;
export type RiderStatus = (typeof RIDER_STATUSES)[number];

export const RIDER_MAX_BYTES = 10 * 1024 * 1024;

export const RIDER_STATUS_LABELS: Record<RiderStatus, string> = {
	pending_review: "Waiting for review",
	accepted: "Accepted",
	declined: "Declined",
};

export const RIDER_TEXT = {
	notPdf: "The rider must be a PDF file",
	tooLarge: `The rider must be ${RIDER_MAX_BYTES / 1024 / 1024} MB or smaller`,
	empty: "The rider file is empty",
	orderClosed: "This order was cancelled or refunded: it takes no rider",
	alreadyAccepted: "The rider of this order is already accepted: it cannot be replaced",
	none: "This order has no rider",
	notPending: "Only a rider waiting for review can be accepted or declined",
	reasonRequired: "Say why the rider is declined",
	reasonTooLong: "The reason must be 500 characters or fewer",
	accepted: (isoDate: string) => `Studio rider accepted on ${isoDate}`,
} as const;

/** Whether a file's first bytes are a PDF's ('%PDF-'), whatever it is called or said to be. */
export function looksLikePdf(head: Uint8Array): boolean {
	const signature = [0x25, 0x50, 0x44, 0x46, 0x2d];
	return signature.every((byte, i) => head[i] === byte);
}

/** Why an uploaded rider is refused, or null when it may be stored. */
export function riderProblem(file: Uint8Array): string | null {
	if (file.length === 0) return RIDER_TEXT.empty;
	if (file.length > RIDER_MAX_BYTES) return RIDER_TEXT.tooLarge;
	return looksLikePdf(file) ? null : RIDER_TEXT.notPdf;
}

// ------------------------------------------------------------------ the clearance log's status

export const LOG_STATUSES = ["cleared", "release_revoked", "not_cleared"] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];

/** The use a licence needs the photo cleared for. */
export const scopeOfLicense = (license: LicenseType): ReleaseScope =>
	license === "hero-usage" ? "hero" : "background";

/**
 * A licence's status in a clearance log, from the photo's clearance now: still cleared for the
 * use licensed; fallen because a release of someone shown was revoked; or fallen otherwise.
 */
export function logStatus(
	license: LicenseType,
	clearance: Clearance,
	aReleaseWasRevoked: boolean,
): { status: LogStatus; label: string } {
	if (clears(clearance, scopeOfLicense(license)))
		return { status: "cleared", label: CLEARANCE_LABELS[clearance] };
	if (aReleaseWasRevoked) return { status: "release_revoked", label: "Release revoked" };
	return {
		status: "not_cleared",
		label: `No longer ${CLEARANCE_LABELS[scopeOfLicense(license)].toLowerCase()}`,
	};
}

// ------------------------------------------------------------------ release references

/**
 * The release paperwork cites for a person shown: one that clears them for hero use, else one
 * that clears them for background use (the latest signed first), else null. Certificates and
 * clearance logs read the ledger as it is when they are made.
 */
export function citedRelease<R extends ReleaseFacts>(
	person: PersonFacts,
	releases: readonly R[],
	today: string,
): R | null {
	const latestFirst = [...releases].sort((a, b) => b.signed_on.localeCompare(a.signed_on));
	for (const scope of ["hero", "background"] as const) {
		const found = latestFirst.find((release) => releaseClears(person, release, scope, today));
		if (found) return found;
	}
	return null;
}

/** A person shown as paperwork lists them: a role, never a name, and the release cited. */
export type CitedPerson = {
	role: string;
	identifiable: boolean;
	release: {
		reference: string;
		relationship: ReleaseRelationship;
		signed_on: string;
		scope: ReleaseScope;
	} | null;
};

/** "Woman, 30s: R-000042, signed by the person on 2024-03-01, hero use". */
export function personText(person: CitedPerson): string {
	if (!person.identifiable) return `${person.role}: not identifiable, no release needed`;
	const release = person.release;
	if (!release) return `${person.role}: no release in force`;
	const signed = RELEASE_RELATIONSHIP_LABELS[release.relationship].toLowerCase();
	return `${person.role}: ${release.reference}, ${signed} on ${release.signed_on}, ${release.scope} use`;
}

/** "Ruth Hale (The Hale Family Album)": the rights holder, with the family's storefront. */
export function rightsHolderText(rights: { holder_name: string; storefront: string | null } | null): string {
	if (!rights) return "Rights not recorded";
	return rights.storefront ? `${rights.holder_name} (${rights.storefront})` : rights.holder_name;
}
