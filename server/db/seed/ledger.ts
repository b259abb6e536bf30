import type {
	InheritanceRoute,
	LifeStatus,
	ReleaseRelationship,
	ReleaseScope,
	ReleaseStatus,
	RightsBasis,
	RightsStatus,
} from "@core/clearance";
import { createRandom, deriveSeed } from "@core/random";
import type { FamilyDraft, PhotoDraft } from "../factories/demo";
import { FIRST_NAMES } from "./vocabulary";

/**
 * The demo archive's clearance ledger (issue 26): a life status per person, releases, and the
 * rights of every photo, drawn from a stream of their own so the photos, families and images
 * of a seed stay exactly what they were before the ledger existed. Every state appears: most
 * live photos cleared for background use, a good share for hero use, drafts pending, releases
 * waiting for review, and one revoked release (its person signed again).
 */

/** People born before this year are taken to be deceased: their estate or an heir signs. */
const DECEASED_BEFORE = 1935;
const LEDGER_SALT = 26;

export type DemoRelease = {
	id: string;
	person_id: string;
	person_name: string;
	storefront_name: string;
	signer_name: string;
	relationship: ReleaseRelationship;
	signed_on: string;
	scope: ReleaseScope;
	term_years: number | null;
	witness_name: string | null;
	status: ReleaseStatus;
	reason: string | null;
	document_key: string;
};

export type DemoRights = {
	photo_id: string;
	photographer_name: string | null;
	photographer_status: LifeStatus;
	year_taken: number | null;
	rights_holder_name: string;
	basis: RightsBasis;
	inheritance_route: InheritanceRoute | null;
	document_key: string | null;
	chain_of_title: string;
	status: RightsStatus;
};

/** A deed by which a living photographer assigned the family's pictures to the rights holder. */
export type DemoDeed = {
	key: string;
	family_name: string;
	photographer: string;
	holder: string;
	date: string;
};

export type DemoLedger = {
	persons: Map<string, { life_status: LifeStatus; birth_year: number }>;
	releases: DemoRelease[];
	rights: Map<string, DemoRights>;
	deeds: DemoDeed[];
};

const lifeOf = (birthYear: number): LifeStatus => (birthYear < DECEASED_BEFORE ? "deceased" : "living");

function isoDay(start: string, days: number): string {
	const date = new Date(`${start}T00:00:00Z`);
	date.setUTCDate(date.getUTCDate() + days);
	return date.toISOString().slice(0, 10);
}

export function planLedger(
	families: readonly FamilyDraft[],
	drafts: readonly PhotoDraft[],
	seed: number,
): DemoLedger {
	const r = createRandom(deriveSeed(seed, LEDGER_SALT));
	const persons: DemoLedger["persons"] = new Map();
	const releases: DemoRelease[] = [];
	const deeds: DemoDeed[] = [];
	const familyOf = new Map<string, FamilyDraft>();
	const photographerOf = new Map<string, { name: string; birthYear: number; deed: DemoDeed | null }>();

	for (const [index, family] of families.entries()) {
		familyOf.set(family.user.id, family);
		const surname = family.profile.last_name;
		// An alias record is the same person: the release signed for its twin covers it.
		const aliasIds = new Set(family.aliases.map((a) => a.alias_person_id));
		for (const [position, person] of family.persons.entries()) {
			const life_status = lifeOf(person.birthYear);
			persons.set(person.id, { life_status, birth_year: person.birthYear });
			if (aliasIds.has(person.id)) continue;
			const release = (status: ReleaseStatus, scope: ReleaseScope, signed_on: string): DemoRelease => {
				const relationship: ReleaseRelationship =
					life_status === "deceased" ? (r.chance(0.6) ? "estate" : "heir") : "self";
				const relative = `${r.pick(FIRST_NAMES)} ${surname}`;
				const id = r.uuid();
				return {
					id,
					person_id: person.id,
					person_name: person.name,
					storefront_name: family.profile.storefront_name,
					signer_name:
						relationship === "self"
							? person.name
							: relationship === "estate"
								? `${relative}, executor of the estate of ${person.name}`
								: relative,
					relationship,
					signed_on,
					scope,
					term_years: r.chance(0.85) ? null : 25,
					witness_name: r.chance(0.1)
						? `${r.pick(FIRST_NAMES)} ${r.pick(["Hale", "Ortiz", "Reed", "Vance"])}`
						: null,
					status,
					reason: null,
					document_key: `releases/${id}.pdf`,
				};
			};
			// The first family's second person: a release revoked (signed by someone without the
			// authority to), then signed again properly.
			if (index === 0 && position === 1) {
				releases.push({
					...release("revoked", "hero", isoDay("2023-02-01", r.int(0, 200))),
					reason: "Signed by a cousin, who could not sign for them",
				});
			}
			const scope: ReleaseScope = r.chance(0.6) ? "hero" : "background";
			releases.push(release("verified", scope, isoDay("2023-06-01", r.int(0, 700))));
			// Some asked to upgrade to hero use: their new release waits in the admin's queue.
			if (scope === "background" && (r.chance(0.15) || (index === 0 && position === 0)))
				releases.push(release("pending_review", "hero", isoDay("2026-10-01", r.int(0, 50))));
		}
		// The family's photographer: its oldest member, who took the pictures.
		const oldest = [...family.persons].sort((a, b) => a.birthYear - b.birthYear)[0];
		if (!oldest) continue;
		const living = lifeOf(oldest.birthYear) === "living";
		const deed =
			living && r.chance(0.6)
				? {
						key: `rights/${family.user.id}-assignment.pdf`,
						family_name: family.profile.storefront_name,
						photographer: oldest.name,
						holder: family.user.name,
						date: isoDay("2022-01-01", r.int(0, 900)),
					}
				: null;
		if (deed) deeds.push(deed);
		photographerOf.set(family.user.id, { name: oldest.name, birthYear: oldest.birthYear, deed });
	}

	const rights: DemoLedger["rights"] = new Map();
	for (const photo of drafts) {
		const family = familyOf.get(photo.user_id);
		const photographer = photographerOf.get(photo.user_id);
		if (!family || !photographer) continue;
		const holder = family.user.name;
		const year = photo.date_taken ? Number(photo.date_taken.slice(0, 4)) : null;
		const unknown = photo.photo_status !== "live" && r.chance(0.3);
		const status: RightsStatus =
			photo.photo_status === "live"
				? "verified"
				: photo.photo_status === "review" && r.chance(0.5)
					? "verified"
					: "pending_review";
		const base = { photo_id: photo.id, year_taken: year, rights_holder_name: holder, status };
		if (unknown) {
			rights.set(photo.id, {
				...base,
				photographer_name: null,
				photographer_status: "unknown",
				basis: "inheritance",
				inheritance_route: "intestacy",
				document_key: null,
				chain_of_title: `Photographer unknown. The print came down the family to ${holder}, who claims the copyright as an heir: to be checked.`,
				status: "pending_review",
			});
			continue;
		}
		const deceased = lifeOf(photographer.birthYear) === "deceased";
		if (deceased) {
			const route: InheritanceRoute = r.chance(0.7) ? "will" : "intestacy";
			rights.set(photo.id, {
				...base,
				photographer_name: photographer.name,
				photographer_status: "deceased",
				basis: "inheritance",
				inheritance_route: route,
				document_key: null,
				chain_of_title: `Taken by ${photographer.name} (deceased). The copyright passed ${route === "will" ? "by will" : "by intestacy"} to ${holder}, who holds it.`,
			});
		} else if (photographer.deed) {
			rights.set(photo.id, {
				...base,
				photographer_name: photographer.name,
				photographer_status: "living",
				basis: "written_assignment",
				inheritance_route: null,
				document_key: photographer.deed.key,
				chain_of_title: `Taken by ${photographer.name}, who assigned the copyright in writing to ${holder} on ${photographer.deed.date}.`,
			});
		} else {
			rights.set(photo.id, {
				...base,
				photographer_name: holder,
				photographer_status: "living",
				basis: "photographer",
				inheritance_route: null,
				document_key: null,
				chain_of_title: `Taken by ${holder}, who has held the copyright since.`,
			});
		}
	}
	return { persons, releases, rights, deeds };
}
