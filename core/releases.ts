/**
 * Releases a family gathers itself (issue 27, item 5): signed online by the person (or whoever
 * signs for them) after reading the text below, or sent as a signing link by email. The wording
 * is written here once: the page shows it, the server prints the same words on the signed PDF and
 * hashes them. The ledger's rules (who may sign, what a release clears) stay in ./clearance.ts.
 */
import {
	type LifeStatus,
	type PersonFacts,
	RELEASE_MEDIA,
	RELEASE_TERRITORY,
	type ReleaseRelationship,
	type ReleaseScope,
	relationshipProblem,
} from "./clearance";
import { SITE_NAME } from "./site-name";

/** An online release covers hero use (and so background use), for ever: the widest the ledger has. */
export const ONLINE_RELEASE_SCOPE: ReleaseScope = "hero";
export const ONLINE_RELEASE_TERM_YEARS: number | null = null;
/** Names the wording signed, on the PDF and in the ledger, so a later change of text is told apart. */
export const ONLINE_RELEASE_VERSION = "online-release-1";

/** A signing link works this many days, once. */
export const RELEASE_REQUEST_DAYS = 14;
/** Signing links a family may send in an hour. */
export const RELEASE_REQUESTS_PER_HOUR = 20;
/** Signatures (and tries) an address may send in an hour through signing links. */
export const RELEASE_SIGNS_PER_HOUR = 30;

/** Where a person's release stands, as the family's People tab shows it. */
export const RELEASE_STATES = ["none", "requested", "pending_review", "verified"] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

/**
 * A person's release state for the family: verified beats waiting for review, which beats an
 * open signing link. What the family needs to do next.
 */
export function releaseStateOf(
	releases: ReadonlyArray<{ status: string }>,
	requested: boolean,
): ReleaseState {
	if (releases.some((r) => r.status === "verified")) return "verified";
	if (releases.some((r) => r.status === "pending_review")) return "pending_review";
	return requested ? "requested" : "none";
}

export const RELEASE_STATE_LABELS: Record<ReleaseState, string> = {
	none: "No release",
	requested: "Signing link sent",
	pending_review: "Waiting for review",
	verified: "Release verified",
};

export const LIFE_STATUS_TEXT: Record<LifeStatus, string> = {
	living: "Living",
	deceased: "Deceased",
	unknown: "Not known",
};

/** Who signs, in the words of a family asking for a release. */
export const SIGNER_LABELS: Record<ReleaseRelationship, string> = {
	self: "The person themselves",
	parent_or_guardian: "Their parent or guardian",
	estate: "Their estate (executor or administrator)",
	heir: "One of their heirs",
};

export const RELEASES_TEXT = {
	personNotFound: "Person not found",
	photoNotFound: "Photo not found",
	faceNotFound: "Face not found",
	requestNotFound: "This signing link is not known. Check that the whole link was copied from the email.",
	requestUsed: "This signing link has already been used: the release was signed. Nothing more is needed.",
	requestExpired: `This signing link has expired. Ask the family that sent it for a new one: links work for ${RELEASE_REQUEST_DAYS} days.`,
	agree: "Tick the box to agree to the release",
	nameBlank: "Type your full name to sign",
	nameTooLong: "At most 200 characters",
	emailInvalid: "Give an email address such as name@example.com",
	deceasedSelf: "A deceased person cannot sign for themselves: ask their estate or an heir",
	namePerson: "Give the person a name only your family sees, such as Aunt Rose",
	personNameTooLong: "At most 120 characters",
	lifeStatus: "Say whether the person is living, deceased or not known",
	birthYear: "A year of birth from 1800 to 2100, or none",
	changeOne: "Change at least one field",
	personNotYours: "Choose one of your family's people",
	facesLocked:
		"This photo has left your drafts: a face can no longer be removed or marked not recognisable. Add faces or give them to people instead.",
	requestSubject: (storefront: string) => `${storefront} asks you to sign a photo release`,
} as const;

/**
 * Whether this signer may be asked to sign for this person today: core's rule, and a deceased
 * person cannot sign anything now (a release they signed in life still counts).
 */
export function requestRelationshipProblem(
	person: PersonFacts,
	relationship: ReleaseRelationship,
	today: string,
): string | null {
	if (relationship === "self" && person.life_status === "deceased") return RELEASES_TEXT.deceasedSelf;
	return relationshipProblem(person, relationship, today);
}

/** What the signer is told about the release, filled in for one person and family. */
export type ReleaseTextParts = {
	/** The person released, as the family named them. */
	person_name: string;
	relationship: ReleaseRelationship;
	storefront_name: string;
};

const CAPACITY: Record<ReleaseRelationship, (person: string) => string> = {
	self: () => "for myself, as the person shown",
	parent_or_guardian: (person) => `as the parent or guardian of ${person}`,
	estate: (person) => `for the estate of ${person}`,
	heir: (person) => `as an heir of ${person}`,
};

export const ONLINE_RELEASE_TITLE = "Appearance release";

/**
 * The release's paragraphs, the same as the paper release's (server/clearance/release-pdf.ts)
 * with hero scope and no end date, plus how it is signed online.
 */
export function onlineReleaseText({
	person_name,
	relationship,
	storefront_name,
}: ReleaseTextParts): string[] {
	return [
		`Signing ${CAPACITY[relationship](person_name)}, I allow the photographs of ${person_name} held by ${storefront_name} to be licensed through ${SITE_NAME} to film, television and commercial productions, to be shown as background set dressing and as a featured ('hero') prop, seen in close-up or handled by the cast.`,
		`This release covers ${RELEASE_MEDIA}, ${RELEASE_TERRITORY}, in perpetuity. It does not allow the photographs to be used to advertise a product, nor the person to be named or portrayed as endorsing anything. The person's name is never shown to buyers: they see a role such as "Woman, 30s".`,
		"I confirm that I have the right to sign this release, and that I have read and understood it.",
		"I sign by typing my full name and ticking the box below. My name, the time, my email address and a fingerprint (SHA-256) of this text are printed on the signed copy.",
	];
}

/** What is signed, exactly: the text and the signature as one canonical body, hashed and printed. */
export type SignedReleaseBody = ReleaseTextParts & {
	signer_name: string;
	signer_email: string;
	/** ISO date and time (UTC). */
	signed_at: string;
	/** How the signature was verified: the signer's own session, or the link emailed to them. */
	verified_by: "session" | "email_link";
};

/** The signed body as text: the lines the fingerprint (SHA-256) is taken of. */
export function signedBodyText(body: SignedReleaseBody): string {
	return [
		ONLINE_RELEASE_VERSION,
		ONLINE_RELEASE_TITLE,
		...onlineReleaseText(body),
		`Signed by: ${body.signer_name}`,
		`For: ${body.person_name}`,
		`Relationship: ${body.relationship}`,
		`Signed at: ${body.signed_at}`,
		`Signer's email: ${body.signer_email}`,
		`Verified by: ${body.verified_by}`,
	].join("\n");
}
