import { describe, expect, it } from "vitest";
import {
	clears,
	type FaceFacts,
	faceRole,
	type PersonFacts,
	type PhotoLedger,
	photoClearance,
	type ReleaseFacts,
	relationshipProblem,
	releaseClears,
	releaseEnds,
	releaseReference,
	rightsProblems,
} from "./clearance";

const TODAY = "2026-11-27";

const adult: PersonFacts = { life_status: "living", birth_year: 1950 };
const child: PersonFacts = { life_status: "living", birth_year: 2015 };
const deceased: PersonFacts = { life_status: "deceased", birth_year: 1920 };
const unknownAge: PersonFacts = { life_status: "unknown", birth_year: null };

const release = (over: Partial<ReleaseFacts> = {}): ReleaseFacts => ({
	status: "verified",
	scope: "hero",
	relationship: "self",
	signed_on: "2025-03-01",
	term_years: null,
	...over,
});

const verifiedRights = {
	status: "verified",
	basis: "photographer",
	inheritance_route: null,
	document_key: null,
} as const;

const face = (
	person: PersonFacts | null,
	releases: ReleaseFacts[],
	over: Partial<FaceFacts> = {},
): FaceFacts => ({
	role: "Woman, 30s",
	identifiable: true,
	person: person ? { ...person, releases } : null,
	...over,
});

const ledger = (faces: FaceFacts[], over: Partial<PhotoLedger> = {}): PhotoLedger => ({
	rights: verifiedRights,
	people_count: faces.length,
	missing_faces: false,
	faces,
	...over,
});

describe("who may sign a release", () => {
	it("takes an adult's own signature, and one of unknown age", () => {
		expect(relationshipProblem(adult, "self", "2025-01-01")).toBeNull();
		expect(relationshipProblem(unknownAge, "self", "2025-01-01")).toBeNull();
	});

	it("takes a parent or guardian for a minor, never for an adult, and never a minor's own", () => {
		expect(relationshipProblem(child, "parent_or_guardian", "2025-01-01")).toBeNull();
		expect(relationshipProblem(child, "self", "2025-01-01")).toMatch(/minor cannot sign/);
		expect(relationshipProblem(adult, "parent_or_guardian", "2025-01-01")).toMatch(/only for a minor/);
		expect(relationshipProblem(unknownAge, "parent_or_guardian", "2025-01-01")).toMatch(/year of birth/);
	});

	it("judges the age at signing: a child who grew up signs for themselves", () => {
		expect(relationshipProblem(child, "self", "2034-01-01")).toBeNull();
		expect(relationshipProblem(child, "parent_or_guardian", "2034-01-01")).toMatch(/only for a minor/);
	});

	it("takes the estate or an heir for the deceased only, and keeps what they signed in life", () => {
		expect(relationshipProblem(deceased, "estate", "2025-01-01")).toBeNull();
		expect(relationshipProblem(deceased, "heir", "2025-01-01")).toBeNull();
		expect(relationshipProblem(deceased, "self", "1990-01-01")).toBeNull();
		expect(relationshipProblem(adult, "estate", "2025-01-01")).toMatch(/deceased/);
		expect(relationshipProblem(unknownAge, "heir", "2025-01-01")).toMatch(/deceased/);
	});
});

describe("a release's force", () => {
	it("ends after its term, on the day before the anniversary; perpetual releases never end", () => {
		expect(releaseEnds({ signed_on: "2020-03-01", term_years: 5 })).toBe("2025-02-28");
		expect(releaseEnds({ signed_on: "2020-03-01", term_years: null })).toBeNull();
		expect(releaseClears(adult, release({ signed_on: "2020-03-01", term_years: 5 }), "hero", TODAY)).toBe(
			false,
		);
		expect(releaseClears(adult, release({ signed_on: "2024-03-01", term_years: 5 }), "hero", TODAY)).toBe(
			true,
		);
	});

	it("counts only verified releases whose signer fits the person", () => {
		for (const status of ["pending_review", "rejected", "revoked"] as const)
			expect(releaseClears(adult, release({ status }), "background", TODAY)).toBe(false);
		expect(releaseClears(adult, release({ relationship: "estate" }), "background", TODAY)).toBe(false);
	});

	it("lets hero cover background, never the reverse", () => {
		expect(releaseClears(adult, release({ scope: "hero" }), "background", TODAY)).toBe(true);
		expect(releaseClears(adult, release({ scope: "background" }), "background", TODAY)).toBe(true);
		expect(releaseClears(adult, release({ scope: "background" }), "hero", TODAY)).toBe(false);
	});
});

describe("a photo's clearance", () => {
	it("is hero when the rights are verified and everyone shown has a verified hero release", () => {
		const result = photoClearance(
			ledger([
				face(adult, [release()]),
				face(child, [release({ relationship: "parent_or_guardian" })], { role: "Girl, about 8" }),
				face(deceased, [release({ relationship: "estate" })], { role: "Man, 70s" }),
			]),
			TODAY,
		);
		expect(result).toEqual({ clearance: "hero", missing_for_background: [], missing_for_hero: [] });
	});

	it("is background when someone's release covers background only, and says who", () => {
		const result = photoClearance(
			ledger([
				face(adult, [release()]),
				face(adult, [release({ scope: "background" })], { role: "Man, 40s" }),
			]),
			TODAY,
		);
		expect(result.clearance).toBe("background");
		expect(result.missing_for_hero).toEqual(["Man, 40s has a background release only"]);
	});

	it("needs no release for a face that cannot be identified", () => {
		const result = photoClearance(
			ledger([face(null, [], { identifiable: false, role: "Boy, about 6" })]),
			TODAY,
		);
		expect(result.clearance).toBe("hero");
	});

	it("is pending for a missing, rejected or revoked release, or a face given to nobody", () => {
		const cases: Array<[FaceFacts, string]> = [
			[face(adult, []), "Woman, 30s has no verified release"],
			[face(adult, [release({ status: "rejected" })]), "Woman, 30s has no verified release"],
			[face(adult, [release({ status: "revoked" })]), "Woman, 30s has no verified release"],
			[face(adult, [release({ status: "pending_review" })]), "Woman, 30s has no verified release"],
			[face(child, [release({ relationship: "self" })]), "Woman, 30s has no verified release"],
			[face(null, []), "Woman, 30s is not given to a person"],
		];
		for (const [f, message] of cases) {
			const result = photoClearance(ledger([face(adult, [release()]), f]), TODAY);
			expect(result.clearance).toBe("pending");
			expect(result.missing_for_background).toEqual([message]);
		}
	});

	it("is pending until the rights are verified", () => {
		expect(
			photoClearance(ledger([], { rights: null, people_count: 0 }), TODAY).missing_for_background,
		).toEqual(["Its rights are not recorded"]);
		const pendingRights = { ...verifiedRights, status: "pending_review" as const };
		expect(photoClearance(ledger([], { rights: pendingRights, people_count: 0 }), TODAY).clearance).toBe(
			"pending",
		);
	});

	it("is pending while faces are not drawn, and hero for a photo of nobody", () => {
		expect(photoClearance(ledger([], { people_count: null }), TODAY).missing_for_background).toEqual([
			"Its faces are not drawn yet",
		]);
		expect(
			photoClearance(ledger([face(adult, [release()])], { people_count: 3 }), TODAY).missing_for_hero,
		).toEqual(["2 of its 3 people have no face drawn"]);
		expect(photoClearance(ledger([face(adult, [release()])], { missing_faces: true }), TODAY).clearance).toBe(
			"pending",
		);
		expect(photoClearance(ledger([], { people_count: 0 }), TODAY).clearance).toBe("hero");
	});

	it("orders the levels: hero clears background, pending clears nothing", () => {
		expect(clears("hero", "background")).toBe(true);
		expect(clears("hero", "hero")).toBe(true);
		expect(clears("background", "hero")).toBe(false);
		expect(clears("pending", "background")).toBe(false);
	});
});

describe("ledger texts", () => {
	it("names a face by a role, never a name", () => {
		expect(faceRole("female", 34)).toBe("Woman, 30s");
		expect(faceRole("male", 8)).toBe("Boy, about 8");
		expect(faceRole(null, 17)).toBe("Child, about 17");
		expect(faceRole(null, null)).toBe("Person, age unknown");
		expect(faceRole("male", 70)).toBe("Man, 70s");
	});

	it("numbers releases R-000042", () => {
		expect(releaseReference(42)).toBe("R-000042");
	});

	it("asks an inheritance for its route and an assignment for its document", () => {
		expect(
			rightsProblems({ basis: "inheritance", inheritance_route: null, document_key: null }),
		).toHaveProperty("inheritance_route");
		expect(
			rightsProblems({ basis: "photographer", inheritance_route: "will", document_key: null }),
		).toHaveProperty("inheritance_route");
		expect(
			rightsProblems({ basis: "written_assignment", inheritance_route: null, document_key: null }),
		).toHaveProperty("document");
		expect(
			rightsProblems({ basis: "inheritance", inheritance_route: "intestacy", document_key: null }),
		).toEqual({});
	});
});
