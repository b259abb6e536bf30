import { describe, expect, it } from "vitest";
import type { ReleaseFacts } from "./clearance";
import { LICENCE_TERMS_VERSION, TERMS_TEXT, termsProblem } from "./licence-terms";
import {
	citedRelease,
	logStatus,
	personText,
	RIDER_MAX_BYTES,
	RIDER_TEXT,
	riderProblem,
	rightsHolderText,
	sceneNoteOrNull,
} from "./paperwork";

const release = (over: Partial<ReleaseFacts>): ReleaseFacts => ({
	status: "verified",
	scope: "background",
	relationship: "self",
	signed_on: "2024-01-10",
	term_years: null,
	...over,
});
const adult = { life_status: "living", birth_year: 1960 } as const;

describe("licence terms", () => {
	it("accepts the current version only", () => {
		expect(termsProblem(LICENCE_TERMS_VERSION)).toBeNull();
		expect(termsProblem(undefined)).toBe(TERMS_TEXT.required);
		expect(termsProblem("")).toBe(TERMS_TEXT.required);
		expect(termsProblem("2020-01")).toBe(TERMS_TEXT.stale);
	});
});

describe("paperwork rules", () => {
	it("keeps a note only when it says something", () => {
		expect(sceneNoteOrNull("  Ep. 1 ")).toBe("Ep. 1");
		expect(sceneNoteOrNull("   ")).toBeNull();
		expect(sceneNoteOrNull(null)).toBeNull();
	});

	it("takes a rider whose bytes start as a PDF's, not empty, at most 10 MB", () => {
		const pdf = new TextEncoder().encode("%PDF-1.7\n");
		expect(riderProblem(pdf)).toBeNull();
		expect(riderProblem(new TextEncoder().encode("%PDF"))).toBe(RIDER_TEXT.notPdf);
		expect(riderProblem(new Uint8Array(0))).toBe(RIDER_TEXT.empty);
		const big = new Uint8Array(RIDER_MAX_BYTES + 1);
		big.set(pdf);
		expect(riderProblem(big)).toBe(RIDER_TEXT.tooLarge);
	});

	it("cites a hero release before a background one, the latest first, never one that does not clear", () => {
		const hero = release({ scope: "hero", signed_on: "2023-05-01" });
		const background = release({ signed_on: "2025-02-01" });
		const revoked = release({ scope: "hero", status: "revoked", signed_on: "2026-01-01" });
		expect(citedRelease(adult, [background, revoked, hero], "2026-11-27")).toBe(hero);
		expect(citedRelease(adult, [background, revoked], "2026-11-27")).toBe(background);
		expect(citedRelease(adult, [revoked], "2026-11-27")).toBeNull();
		const expired = release({ term_years: 1, signed_on: "2020-01-01" });
		expect(citedRelease(adult, [expired], "2026-11-27")).toBeNull();
	});

	it("gives a licence's status in the log from the photo's clearance now", () => {
		expect(logStatus("hero-usage", "hero", false)).toEqual({
			status: "cleared",
			label: "Cleared for hero use",
		});
		expect(logStatus("background-dressing", "background", true).status).toBe("cleared");
		expect(logStatus("hero-usage", "background", true)).toEqual({
			status: "release_revoked",
			label: "Release revoked",
		});
		expect(logStatus("background-dressing", "pending", false)).toEqual({
			status: "not_cleared",
			label: "No longer cleared for background use",
		});
	});

	it("writes people by role with their release, and the rights holder with the storefront", () => {
		const cited = {
			reference: "R-000042",
			relationship: "parent_or_guardian",
			signed_on: "2024-03-01",
			scope: "hero",
		} as const;
		expect(personText({ role: "Girl, about 8", identifiable: true, release: cited })).toBe(
			"Girl, about 8: R-000042, signed by a parent or guardian on 2024-03-01, hero use",
		);
		expect(personText({ role: "Man, 40s", identifiable: false, release: null })).toBe(
			"Man, 40s: not identifiable, no release needed",
		);
		expect(personText({ role: "Man, 40s", identifiable: true, release: null })).toBe(
			"Man, 40s: no release in force",
		);
		expect(rightsHolderText({ holder_name: "Ruth Hale", storefront: "Hale Album" })).toBe(
			"Ruth Hale (Hale Album)",
		);
		expect(rightsHolderText(null)).toBe("Rights not recorded");
	});
});
