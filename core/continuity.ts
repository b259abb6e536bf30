import { DECADES, type Decade } from "./decades";

/**
 * Continuity sets (issue 30): the photo page's "Same people, other years" and "Same family"
 * sections, and the set builder that proposes one photo per decade of a family with the same
 * people where it can. The rule of the builder lives here, pure; the server reads the rows.
 */

/** Photos each of the photo page's two lists shows (the rest are counted, not sent). */
export const CONTINUITY_LIST_LIMIT = 24;
/** Continuity reads per address and minute (each is a few index scans, the families list a cached one). */
export const CONTINUITY_PER_MINUTE = 300;

export const CONTINUITY_TEXT = {
	samePeopleHeading: "Same people, other years",
	sameFamilyHeading: "Same family",
	samePeopleEmpty: "No other photos show these people yet.",
	sameFamilyEmpty: "No other photos of this family share its people or events.",
	samePeopleLabel: "Photos of the same people, by decade",
	sameFamilyLabel: "Photos of the same family",
	loading: "Loading photos of the same people and family…",
	loadFailed: "We could not load the photos of the same people and family.",
	buildFromFamily: "Build a set from this family",
	builderHeading: "Build a continuity set",
	builderIntro:
		"Pick a family and a span of decades: we propose one photo per decade, following the people who appear across the most of them.",
	familyLabel: "Family",
	fromLabel: "From decade",
	toLabel: "To decade",
	propose: "Propose photos",
	shortlistLabel: "Shortlist",
	signInToShortlist: "Sign in to add these photos to a shortlist.",
	noShortlists: "You have no shortlists yet. Create one on your wishlists page first.",
	emptyDecade: "No photo of this family from this decade.",
	noFamilies: "No family has live photos yet.",
	familyNotFound: "Family not found",
	photoNotFound: "Photo not found",
	fromAfterTo: "must not be after the from decade",
	chooseFamily: "Choose a family",
	searchLink: "Build a continuity set across decades",
} as const;

/** "Add 3 photos to shortlist" (the button of the builder's last step). */
export function addToShortlistText(count: number): string {
	return `Add ${count} ${count === 1 ? "photo" : "photos"} to shortlist`;
}

/** The decades from `from` to `to`, both included (empty when `from` is after `to`). */
export function decadeSpan(from: Decade, to: Decade): Decade[] {
	const start = DECADES.indexOf(from);
	const end = DECADES.indexOf(to);
	return start <= end ? DECADES.slice(start, end + 1) : [];
}

/** A live photo of the family in the span, with the people it shows (one key per person, aliases joined). */
export type SetCandidate = { id: string; photoid: number; decade: Decade; people: readonly string[] };

export type SetProposal = {
	/** The people followed (their keys), those who appear in the most decades of the span. */
	followed: string[];
	/** Each followed person's decades in the span, in the order of `followed`. */
	followedDecades: Decade[][];
	/** One entry per decade of the span: the photo proposed (null: none that decade) and how many followed people it shows. */
	decades: { decade: Decade; photoId: string | null; followedShown: number }[];
};

/**
 * The builder's rule. The people followed are those who appear in the most decades of the span
 * (every person tied at that count; none when nobody is known). For each decade, the photo that
 * shows the most of them; among equals the one showing the most known people, then the lowest
 * photo number. A decade where no photo shows a followed person still gets its family's photo by
 * the same order (a fallback, with 0 followed shown); a decade without any photo is empty.
 */
export function proposeSet(candidates: readonly SetCandidate[], span: readonly Decade[]): SetProposal {
	const inSpan = candidates.filter((c) => span.includes(c.decade));
	const decadesOf = new Map<string, Set<Decade>>();
	const photosOf = new Map<string, number>();
	for (const c of inSpan)
		for (const person of new Set(c.people)) {
			decadesOf.set(person, (decadesOf.get(person) ?? new Set()).add(c.decade));
			photosOf.set(person, (photosOf.get(person) ?? 0) + 1);
		}
	const most = Math.max(0, ...[...decadesOf.values()].map((d) => d.size));
	const followed = [...decadesOf.entries()]
		.filter(([, d]) => d.size === most && most > 0)
		.map(([person]) => person)
		.sort((a, b) => (photosOf.get(b) ?? 0) - (photosOf.get(a) ?? 0) || a.localeCompare(b));
	const followedSet = new Set(followed);
	const shown = (c: SetCandidate) => new Set(c.people.filter((p) => followedSet.has(p))).size;
	const decades = span.map((decade) => {
		const [best] = inSpan
			.filter((c) => c.decade === decade)
			.sort(
				(a, b) =>
					shown(b) - shown(a) || new Set(b.people).size - new Set(a.people).size || a.photoid - b.photoid,
			);
		return { decade, photoId: best?.id ?? null, followedShown: best ? shown(best) : 0 };
	});
	const order = (d: Decade) => DECADES.indexOf(d);
	return {
		followed,
		followedDecades: followed.map((p) => [...(decadesOf.get(p) ?? [])].sort((a, b) => order(a) - order(b))),
		decades,
	};
}

/** How the builder names a person it follows: names are private to their family, so by letter. */
export function followedPersonLabel(index: number): string {
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
	return `Person ${letters[index % 26]}${index >= 26 ? Math.floor(index / 26) + 1 : ""}`;
}
