/**
 * The licence terms a buyer accepts at checkout (issue 26): one versioned text, printed on every
 * licence certificate, shown on the licence page and named by the checkout's checkbox. A change
 * to the text takes a new version; an order keeps the version its buyer accepted
 * (`orders.terms_version`), and a checkout still naming an older version is refused, so nobody
 * accepts words they were not shown.
 */

/** The current version, 'YYYY-MM' of the month the text last changed. */
export const LICENCE_TERMS_VERSION = "2026-11";

/** The terms, one clause a line. */
export const LICENCE_TERMS: readonly string[] = [
	"The licensee may show the licensed photographs as set dressing in the named production, its trailers, promotion and archive copies, worldwide and without time limit.",
	"Background dressing: the photograph appears in the set, out of focus or in passing. Hero usage: the photograph may be featured, handled by the cast, shown in close-up or be central to the story.",
	"The licence does not allow resale of the files, use outside the named production, or use in a way that presents the people shown as endorsing anything.",
	"The family that owns each photograph has cleared it for this use. The licence is valid once the order is paid.",
];

/** What every licence covers, in the clearance log's words (the first clause, in short). */
export const LICENCE_SCOPE =
	"The named production, its trailers, promotion and archive copies; worldwide; no time limit";

export const TERMS_TEXT = {
	/** The checkout's checkbox. */
	accept: (version: string) => `I accept the licence terms (version ${version})`,
	/** Checkout without accepting. */
	required: "Accept the licence terms to place the order",
	/** Checkout accepting a version that is no longer current (the page was open while they changed). */
	stale: "The licence terms have changed: read and accept them again",
	/** On the order and the certificate. */
	accepted: (version: string) => `Licence terms version ${version}, accepted at checkout`,
} as const;

/** Why a checkout's `terms_version` does not accept the current terms, or null when it does. */
export function termsProblem(version: string | null | undefined): string | null {
	if (!version) return TERMS_TEXT.required;
	return version === LICENCE_TERMS_VERSION ? null : TERMS_TEXT.stale;
}
