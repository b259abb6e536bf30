/**
 * The clearance ledger's rules (issue 26): who holds a photo's copyright, which releases the
 * people shown in it signed, and what that clears the photo for. The server loads the ledger and
 * asks these functions; nothing here reads a database, so every combination is a unit test.
 *
 *   pending ──► background ──► hero
 *
 * `background`: the rights are verified and every identifiable person shown has a verified
 * release of at least background scope. `hero`: the same with hero scope for everyone. Anything
 * less (unverified rights, a face not drawn, a face not given to a person, a release missing,
 * pending, rejected, revoked or expired) is `pending`. A face marked not identifiable needs no
 * release. We record and check releases; we are not a law firm (decision 0015).
 */

export const CLEARANCES = ["pending", "background", "hero"] as const;
export type Clearance = (typeof CLEARANCES)[number];

export const CLEARANCE_LABELS: Record<Clearance, string> = {
	pending: "Clearance pending",
	background: "Cleared for background use",
	hero: "Cleared for hero use",
};

/** The refusal of hero usage for a photo not cleared for it (cart, licence change, checkout). */
export const HERO_NEEDS_RELEASES = "Hero use needs a release from everyone shown in this photo";

/** Whether a clearance allows a use: hero needs `hero`; background needs at least `background`. */
export const clears = (clearance: Clearance, scope: ReleaseScope): boolean =>
	CLEARANCES.indexOf(clearance) >= CLEARANCES.indexOf(scope);

// ------------------------------------------------------------------ rights

/** How the rights holder holds the copyright (owning the print is not owning the copyright). */
export const RIGHTS_BASES = ["photographer", "inheritance", "written_assignment"] as const;
export type RightsBasis = (typeof RIGHTS_BASES)[number];

export const RIGHTS_BASIS_LABELS: Record<RightsBasis, string> = {
	photographer: "Taken by the rights holder",
	inheritance: "Inherited",
	written_assignment: "Assigned in writing",
};

/** How an inherited copyright passed: by a will, or by the rules of intestacy. */
export const INHERITANCE_ROUTES = ["will", "intestacy"] as const;
export type InheritanceRoute = (typeof INHERITANCE_ROUTES)[number];

export const LIFE_STATUSES = ["living", "deceased", "unknown"] as const;
export type LifeStatus = (typeof LIFE_STATUSES)[number];

export const RIGHTS_STATUSES = ["pending_review", "verified", "rejected"] as const;
export type RightsStatus = (typeof RIGHTS_STATUSES)[number];

/** The rights record as the rules read it. */
export interface RightsFacts {
	status: RightsStatus;
	basis: RightsBasis;
	inheritance_route: InheritanceRoute | null;
	/** The storage key of the assignment document; a written assignment needs one. */
	document_key: string | null;
}

/** What is wrong with a rights record's shape, one message per field; empty when it holds. */
export function rightsProblems(rights: Omit<RightsFacts, "status">): Partial<Record<string, string>> {
	const problems: Partial<Record<string, string>> = {};
	if (rights.basis === "inheritance" && !rights.inheritance_route)
		problems.inheritance_route = "Say whether it passed by a will or by intestacy";
	if (rights.basis !== "inheritance" && rights.inheritance_route)
		problems.inheritance_route = "Only an inherited copyright passes by will or intestacy";
	if (rights.basis === "written_assignment" && !rights.document_key)
		problems.document = "A written assignment needs its document";
	return problems;
}

// ------------------------------------------------------------------ releases

export const RELEASE_RELATIONSHIPS = ["self", "parent_or_guardian", "estate", "heir"] as const;
export type ReleaseRelationship = (typeof RELEASE_RELATIONSHIPS)[number];

export const RELEASE_RELATIONSHIP_LABELS: Record<ReleaseRelationship, string> = {
	self: "Signed by the person",
	parent_or_guardian: "Signed by a parent or guardian",
	estate: "Signed for the estate",
	heir: "Signed by an heir",
};

/** Hero covers background. */
export const RELEASE_SCOPES = ["background", "hero"] as const;
export type ReleaseScope = (typeof RELEASE_SCOPES)[number];

export const RELEASE_STATUSES = ["pending_review", "verified", "rejected", "revoked"] as const;

/** How a release was given: a scanned 'paper' one, or signed 'online' (issue 27). */
export const RELEASE_METHODS = ["paper", "online"] as const;
export type ReleaseMethod = (typeof RELEASE_METHODS)[number];
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** Every release covers all media, worldwide: the only values the ledger takes today. */
export const RELEASE_MEDIA = "all media";
export const RELEASE_TERRITORY = "worldwide";

/** A person is a minor below this age: a parent or guardian signs for them. */
export const ADULT_AGE = 18;

/** What the rules know of a person shown in a photo. */
export interface PersonFacts {
	life_status: LifeStatus;
	birth_year: number | null;
}

/** A release as the rules read it. */
export interface ReleaseFacts {
	status: ReleaseStatus;
	scope: ReleaseScope;
	relationship: ReleaseRelationship;
	/** ISO date (YYYY-MM-DD). */
	signed_on: string;
	/** Null: perpetual. */
	term_years: number | null;
}

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

/**
 * Why this signer could not release this person, or null when they could: a person signs for
 * themselves as an adult; a parent or guardian for a minor (which needs the birth year); the
 * estate or an heir for someone deceased. A release the person signed in life survives them.
 */
export function relationshipProblem(
	person: PersonFacts,
	relationship: ReleaseRelationship,
	signedOn: string,
): string | null {
	const ageAtSigning = person.birth_year === null ? null : yearOf(signedOn) - person.birth_year;
	switch (relationship) {
		case "self":
			return ageAtSigning !== null && ageAtSigning < ADULT_AGE
				? "A minor cannot sign their own release: a parent or guardian signs"
				: null;
		case "parent_or_guardian":
			if (ageAtSigning === null) return "A guardian's release needs the person's year of birth";
			return ageAtSigning < ADULT_AGE ? null : "A parent or guardian signs only for a minor";
		case "estate":
		case "heir":
			return person.life_status === "deceased"
				? null
				: "Only a deceased person's estate or heirs sign for them";
	}
}

/** The last day a release is in force (ISO date), or null when it is perpetual. */
export function releaseEnds(release: Pick<ReleaseFacts, "signed_on" | "term_years">): string | null {
	if (release.term_years === null) return null;
	const end = new Date(`${release.signed_on}T00:00:00Z`);
	end.setUTCFullYear(end.getUTCFullYear() + release.term_years);
	end.setUTCDate(end.getUTCDate() - 1);
	return end.toISOString().slice(0, 10);
}

/** Whether a release clears this person for a use today: verified, fitting, in force, of the scope. */
export function releaseClears(
	person: PersonFacts,
	release: ReleaseFacts,
	scope: ReleaseScope,
	today: string,
): boolean {
	if (release.status !== "verified") return false;
	if (relationshipProblem(person, release.relationship, release.signed_on) !== null) return false;
	const ends = releaseEnds(release);
	if (ends !== null && ends < today) return false;
	return release.scope === "hero" || scope === "background";
}

// ------------------------------------------------------------------ a photo's clearance

/** A face drawn on a photo, with its person's ledger (the releases of the person and its aliases). */
export interface FaceFacts {
	/** How buyers see the person: "Woman, 30s" (faceRole), never a name. */
	role: string;
	identifiable: boolean;
	person: (PersonFacts & { releases: ReleaseFacts[] }) | null;
}

export interface PhotoLedger {
	rights: RightsFacts | null;
	/** The photo's people count (null: not given); more people than faces means faces are missing. */
	people_count: number | null;
	/** The admin's flag that some faces are not drawn yet. */
	missing_faces: boolean;
	faces: FaceFacts[];
}

export interface PhotoClearance {
	clearance: Clearance;
	/** What keeps the photo from background use (empty when it is cleared for it). */
	missing_for_background: string[];
	/** What keeps it from hero use (empty when it is cleared for hero use). */
	missing_for_hero: string[];
}

/** "Woman, 30s", "Boy, about 8", "Person, age unknown": a face as buyers may read it. */
export function faceRole(gender: string | null, age: number | null): string {
	const minor = age !== null && age < ADULT_AGE;
	const noun =
		gender === "female"
			? minor
				? "Girl"
				: "Woman"
			: gender === "male"
				? minor
					? "Boy"
					: "Man"
				: minor
					? "Child"
					: "Person";
	if (age === null) return `${noun}, age unknown`;
	return minor ? `${noun}, about ${age}` : `${noun}, ${Math.floor(age / 10) * 10}s`;
}

function drawingProblem(ledger: PhotoLedger): string | null {
	if (ledger.missing_faces) return "Some faces are not drawn yet";
	const expected = ledger.people_count;
	if (ledger.faces.length === 0 && expected !== 0) return "Its faces are not drawn yet";
	if (expected !== null && ledger.faces.length < expected)
		return `${expected - ledger.faces.length} of its ${expected} people have no face drawn`;
	return null;
}

function rightsProblem(rights: RightsFacts | null): string | null {
	if (!rights) return "Its rights are not recorded";
	if (rights.status !== "verified") return "Its rights are not verified";
	return null;
}

/** Why a face keeps the photo from a use, or null when it does not. */
function faceProblem(face: FaceFacts, scope: ReleaseScope, today: string): string | null {
	if (!face.identifiable) return null;
	if (!face.person) return `${face.role} is not given to a person`;
	const person = face.person;
	if (person.releases.some((release) => releaseClears(person, release, scope, today))) return null;
	if (
		scope === "hero" &&
		person.releases.some((release) => releaseClears(person, release, "background", today))
	)
		return `${face.role} has a background release only`;
	return `${face.role} has no verified release`;
}

/**
 * A photo's clearance from its ledger, with what is missing for each use: the publish refusal
 * names `missing_for_background`, the admin's list of photos to complete names both.
 */
export function photoClearance(ledger: PhotoLedger, today: string): PhotoClearance {
	const shared = [drawingProblem(ledger), rightsProblem(ledger.rights)].filter(
		(p): p is string => p !== null,
	);
	const missingFor = (scope: ReleaseScope) => [
		...shared,
		...ledger.faces.map((face) => faceProblem(face, scope, today)).filter((p): p is string => p !== null),
	];
	const missing_for_background = missingFor("background");
	const missing_for_hero = missingFor("hero");
	const clearance: Clearance =
		missing_for_hero.length === 0 ? "hero" : missing_for_background.length === 0 ? "background" : "pending";
	return { clearance, missing_for_background, missing_for_hero };
}

/** "R-000042": a release's reference on certificates and clearance logs. */
export const releaseReference = (releaseNumber: number): string =>
	`R-${String(releaseNumber).padStart(6, "0")}`;

/** The refusal to publish a photo the ledger does not clear for background use, or null. */
export function clearancePublishProblem(missingForBackground: readonly string[]): string | null {
	return missingForBackground.length === 0
		? null
		: `Cannot publish: ${missingForBackground.join("; ").toLowerCase()}`;
}
