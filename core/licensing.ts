/**
 * Licensing that fits how sets are dressed (issue 30): holds, exclusive hero licences, upgrades
 * and the production-wide volume tier. Constants and texts shared by the server (the authority on
 * every price and refusal) and the pages. Amounts are integer US cents.
 */
import { type LicenseType, licensePriceCents } from "./license";

// ---- holds

/** Days a hold lasts, from when it is placed. */
export const HOLD_DAYS = 7;
/** Photos one production may hold at once. */
export const HOLD_LIMIT = 25;
/** The holder is emailed this long before the hold ends. */
export const HOLD_REMINDER_HOURS = 24;

/** Why a hold ended (photo_holds.end_reason). Still running: ended_at is null and expires_at is ahead. */
export const HOLD_END_REASONS = ["released", "expired", "licensed"] as const;
export type HoldEndReason = (typeof HOLD_END_REASONS)[number];

// ---- exclusivity

/** The terms, in months, an exclusive hero licence may run. */
export const EXCLUSIVE_TERMS = [6, 12] as const;
export type ExclusiveTerm = (typeof EXCLUSIVE_TERMS)[number];

export function isExclusiveTerm(value: unknown): value is ExclusiveTerm {
	return typeof value === "number" && (EXCLUSIVE_TERMS as readonly number[]).includes(value);
}

/**
 * What an exclusive term costs as a multiple of the hero price (config: EXCLUSIVE_MULTIPLIER_6,
 * EXCLUSIVE_MULTIPLIER_12). Whole or fractional; prices are rounded to the cent.
 */
export type ExclusiveMultipliers = Record<ExclusiveTerm, number>;
export const DEFAULT_EXCLUSIVE_MULTIPLIERS: ExclusiveMultipliers = { 6: 3, 12: 5 };

/** A licence as priced: its type and, for an exclusive hero licence, its term. */
export type LicenceChoice = { license_type: LicenseType; exclusive_months?: ExclusiveTerm | null };

/**
 * The list price of a licence of a photo: background or hero as core/license.ts says, and an
 * exclusive hero licence at its term's multiple of the hero price, rounded to the cent.
 */
export function licenceListPriceCents(
	photoPriceCents: number,
	choice: LicenceChoice,
	multipliers: ExclusiveMultipliers,
): number {
	const base = licensePriceCents(photoPriceCents, choice.license_type);
	if (choice.license_type !== "hero-usage" || !choice.exclusive_months) return base;
	return Math.round(base * multipliers[choice.exclusive_months]);
}

/**
 * What an upgrade costs: the new licence's current price less what was paid for the licence it
 * upgrades (after that order's discount, and with any earlier upgrade of it), never below zero.
 */
export function upgradePriceCents(newListPriceCents: number, paidCents: number): number {
	return Math.max(0, newListPriceCents - paidCents);
}

/** The licence name with its term: 'Hero usage, exclusive for 12 months'. */
export function licenceName(choice: LicenceChoice): string {
	if (choice.license_type === "hero-usage" && choice.exclusive_months)
		return `Hero usage, exclusive for ${choice.exclusive_months} months`;
	return choice.license_type === "hero-usage" ? "Hero usage" : "Background dressing";
}

// ---- texts

const dateText = (iso: string) =>
	new Date(iso).toLocaleDateString("en-US", {
		year: "numeric",
		month: "long",
		day: "numeric",
		timeZone: "UTC",
	});

export const LICENSING_TEXT = {
	onHold: "On hold",
	/** To another production: what it may still do. */
	heldByOther: (until: string) =>
		`On hold for another production until ${dateText(until)}: it can be licensed for background use, not hero use.`,
	heldByYou: (production: string, until: string) => `Held for ${production} until ${dateText(until)}`,
	holdLimit: `A production can hold at most ${HOLD_LIMIT} photos at once. Release one first.`,
	holdNotLive: "Only photos for sale can be held",
	alreadyHeld: "This production holds the photo already",
	heldElsewhere:
		"Another production holds this photo: it cannot be held or licensed for hero use until the hold ends",
	holdNotFound: "Hold not found",
	exclusiveTaken: (until: string) =>
		`Another production has this photo exclusively until ${dateText(until)}: it cannot be licensed for hero use.`,
	exclusiveNeedsHero: "Exclusivity is for hero usage only",
	exclusiveRefused:
		"This photo cannot be licensed exclusively: another production holds a hero licence for it or an exclusivity or hold on it",
	exclusiveTerm: `Choose a term of ${EXCLUSIVE_TERMS.join(" or ")} months`,
	upgradeNotFound: "Licence not found",
	upgradeNotHigher: "That licence is already at least what you asked for",
	upgradeNotPaid: "Only a paid licence can be upgraded",
	upgradeTaken: "This licence has been upgraded already",
	upgradeOtherProduction: (production: string) =>
		`An upgrade is for the licence's own production: check it out for ${production}.`,
	/** Checkout refused photos (each named by its title) for the reason given. */
	photoRefused: (title: string, reason: string) => `${title}: ${reason}`,
	/** The certificate's line for an exclusive licence. */
	exclusiveFor: (months: number, from: string, until: string) =>
		`Hero usage, exclusive for ${months} months: from ${dateText(from)} to ${dateText(until)}; no other production may license this photo for hero use in that time`,
	upgrades: (licenceNumber: string) => `Upgrades licence ${licenceNumber}`,
	upgradedTo: (name: string, licenceNumber: string) => `Upgraded to ${name} by ${licenceNumber}`,
	tierFrom: (production: string, licensed: number) =>
		`Your volume tier counts the ${licensed} photo${licensed === 1 ? "" : "s"} ${production} has already licensed.`,
} as const;

export { dateText as licensingDateText };
