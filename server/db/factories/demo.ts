import type { Decade } from "@core/decades";
import type { UserRole } from "@core/family";
import type { Random } from "@core/random";
import { slugify } from "@core/slug";
import type { ColorStyle, Scene, SnapshotSpec } from "../../media/snapshot-spec";
import { familyRows } from "./rows";

/** The demo families' accounts live under this domain (reserved by RFC 2606, so never real). */
export const DEMO_EMAIL_DOMAIN = "demo.example";

import {
	AGE_GROUPS,
	COLOR_AND_MOOD,
	DECADE_WEIGHTS,
	EMOTIONS,
	ETHNICITIES,
	EVENTS,
	EXTRA_TAGS,
	FIRST_NAMES,
	GENERIC_TAGS,
	IMAGE_STYLES,
	PLACES,
	type Place,
	SCENES,
	STOREFRONT_PATTERNS,
	STYLES_BY_DECADE,
	SURNAMES,
} from "../seed/vocabulary";

/**
 * Believable catalogue rows for the demo archive, drawn from a seeded random stream: families with
 * storefronts, their people, events, and photos with faces and the drawing behind each image. The
 * rows themselves come from the row factories (./rows.ts) that the tests' fixtures use too, so
 * one change of a table's shape updates both.
 */

export type FamilyDraft = {
	user: { id: string; email: string; name: string; role: UserRole };
	profile: { id: string; first_name: string; last_name: string; storefront_name: string; location: string };
	persons: { id: string; name: string; birthYear: number }[];
	/** A person found twice (two person records) and linked by an admin: the spec's aliases. */
	aliases: { person_id: string; alias_person_id: string }[];
	home: Place;
};

export type EventDraft = { id: string; name: string; scenes: readonly Scene[] };

export type ImageSpec = SnapshotSpec;

export type PhotoDraft = {
	id: string;
	title: string;
	description: string;
	user_id: string;
	price_cents: number;
	width: number;
	height: number;
	orientation: "horizontal" | "vertical" | "square";
	people_count: number;
	people_composition: string;
	photo_status: "live" | "review" | "draft";
	location_city: string;
	location_state_province: string | null;
	location_country: string;
	decade_taken: Decade;
	date_taken: string | null;
	tags: string[];
	ethnicities: string[];
	age_groups: string[];
	emotions: string[];
	image_style: string;
	color_and_mood: string;
	featured: boolean;
	created_at: Date;
	eventIds: string[];
	faces: {
		id: string;
		person_id: string | null;
		gender: string;
		age: number;
		ethnicity: string;
		box: [number, number, number, number];
	}[];
	image: ImageSpec;
};

export function buildFamily(r: Random, index: number): FamilyDraft {
	const surname = SURNAMES[index % SURNAMES.length] ?? "Smith";
	const generation = Math.floor(index / SURNAMES.length);
	const first = r.pick(FIRST_NAMES);
	const id = r.uuid();
	const storefront =
		r.pick(STOREFRONT_PATTERNS)(surname) + (generation > 0 ? ` ${romanNumeral(generation + 1)}` : "");
	const home = r.pick(PLACES);
	const persons = Array.from({ length: r.int(3, 8) }, () => ({
		id: r.uuid(),
		name: `${r.pick(FIRST_NAMES)} ${surname}`,
		birthYear: r.int(1890, 1995),
	}));
	const aliases: FamilyDraft["aliases"] = [];
	const twin = persons[0];
	if (twin && r.chance(0.35)) {
		const duplicate = { ...twin, id: r.uuid() };
		persons.push(duplicate);
		aliases.push({ person_id: twin.id, alias_person_id: duplicate.id });
	}
	const family = familyRows(
		{
			id,
			email: `${slugify(surname)}${generation > 0 ? generation + 1 : ""}.family@${DEMO_EMAIL_DOMAIN}`,
			name: `${first} ${surname}`,
			role: "family" as const,
		},
		{
			first_name: first,
			last_name: surname,
			storefront_name: storefront,
			location: `${home.city}, ${home.country}`,
		},
	);
	return { ...family, persons, aliases, home };
}

function romanNumeral(n: number): string {
	const table: [number, string][] = [
		[10, "X"],
		[9, "IX"],
		[5, "V"],
		[4, "IV"],
		[1, "I"],
	];
	let out = "";
	let rest = n;
	for (const [value, glyph] of table) {
		while (rest >= value) {
			out += glyph;
			rest -= value;
		}
	}
	return out;
}

export function buildEvents(r: Random): EventDraft[] {
	return EVENTS.map((e) => ({ id: r.uuid(), name: e.name, scenes: e.scenes }));
}

const COMPOSITION = (n: number) =>
	n === 0 ? "No people" : n === 1 ? "Solo" : n === 2 ? "Couple" : n <= 4 ? "Small group" : "Large group";

const AGE_GROUP_OF = (age: number) =>
	age < 2
		? "Baby"
		: age < 13
			? "Child"
			: age < 20
				? "Teen"
				: age < 30
					? "Young adult"
					: age < 65
						? "Adult"
						: "Senior";

/** Price in cents: older and larger-group photos are rarer, rounded to whole dollars ending in 5 or 0. */
function priceFor(r: Random, decade: Decade, people: number): number {
	const age = 2010 - Number.parseInt(decade, 10);
	const dollars = 35 + age * 1.1 + people * 4 + r.int(0, 40);
	return Math.round(dollars / 5) * 5 * 100;
}

function dimensions(
	r: Random,
	style: ColorStyle,
): { width: number; height: number; orientation: PhotoDraft["orientation"] } {
	const long = r.pick([1500, 1600, 1800]);
	if (style === "polaroid" || r.chance(0.08)) return { width: long, height: long, orientation: "square" };
	const ratio = r.pick([1.5, 4 / 3, 1.25]);
	const short = Math.round(long / ratio);
	return r.chance(0.68)
		? { width: long, height: short, orientation: "horizontal" }
		: { width: short, height: long, orientation: "vertical" };
}

const TITLE_PATTERNS: readonly ((x: { what: string; where: string; year: number; who: string }) => string)[] =
	[
		(x) => `${x.what} in ${x.where}, ${x.year}`,
		(x) => `${x.who} at the ${x.what.toLowerCase()}`,
		(x) => `${x.what}, ${x.where}`,
		(x) => `${x.who}, ${x.what.toLowerCase()} ${x.year}`,
	];

export type PhotoContext = {
	family: FamilyDraft;
	events: readonly EventDraft[];
	index: number;
	now: Date;
};

export function buildPhoto(r: Random, ctx: PhotoContext): PhotoDraft {
	const decade = r.weighted(DECADE_WEIGHTS);
	const decadeStart = Number.parseInt(decade, 10);
	const event = r.chance(0.8) ? r.pick(ctx.events) : null;
	const scene: Scene = event ? r.pick(event.scenes) : (r.pick(Object.keys(SCENES)) as Scene);
	const colorStyle = r.pick(STYLES_BY_DECADE[decade]);
	const { width, height, orientation } = dimensions(r, colorStyle);
	const peopleCount =
		scene === "mountains" && r.chance(0.3)
			? 0
			: r.weighted([
					[1, 3],
					[2, 4],
					[3, 4],
					[4, 4],
					[5, 3],
					[6, 2],
					[7, 1],
					[8, 1],
				] as const);
	const place = r.chance(0.7) ? ctx.family.home : r.pick(PLACES);
	const year = decadeStart + r.int(0, 9);
	const dated = r.chance(0.7);
	const month = r.int(1, 12);
	const day = r.int(1, 28);
	const date_taken = dated
		? `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
		: null;

	// Family members are known people; anyone beyond them in frame is an unidentified guest.
	const known = r.sample(ctx.family.persons, peopleCount);
	const people: { id: string | null; name: string; birthYear: number }[] = [
		...known,
		...Array.from({ length: peopleCount - known.length }, () => ({
			id: null,
			name: "Guest",
			birthYear: r.int(1880, 2000),
		})),
	];
	const familyEthnicity = r.pick(ETHNICITIES);
	const faces = people.map((p, i) => {
		const age = Math.max(0, Math.min(100, year - p.birthYear));
		const x = (i + 0.5) / Math.max(1, people.length) - 0.06;
		return {
			id: r.uuid(),
			person_id: p.id,
			gender: r.pick(["female", "male"]),
			age,
			ethnicity: r.chance(0.85) ? familyEthnicity : r.pick(ETHNICITIES),
			box: [Math.max(0, x), 0.25, 0.12, 0.16] as [number, number, number, number],
		};
	});
	const ethnicities = [...new Set(faces.map((f) => f.ethnicity))];
	const age_groups = [...new Set(faces.map((f) => AGE_GROUP_OF(f.age)))].sort(
		(a, b) => AGE_GROUPS.indexOf(a as never) - AGE_GROUPS.indexOf(b as never),
	);

	const sceneTags = r.sample(SCENES[scene].tags, r.int(2, 4));
	const tags = [
		...new Set([
			...sceneTags,
			...r.sample(EXTRA_TAGS, r.int(0, 3)),
			...r.sample(GENERIC_TAGS, r.int(1, 2)),
			...(event ? [event.name.toLowerCase()] : []),
			decade,
		]),
	];
	const what = event ? event.name : SCENES[scene].label[0]?.toUpperCase() + SCENES[scene].label.slice(1);
	const who =
		peopleCount === 0
			? "The view"
			: peopleCount === 1
				? (known[0]?.name.split(" ")[0] ?? "A guest")
				: `The ${ctx.family.profile.last_name}s`;
	const title = r.pick(TITLE_PATTERNS)({ what, where: place.city, year, who });
	const mood = r.pick(COLOR_AND_MOOD);
	const inFrame =
		peopleCount === 0
			? "no one in frame"
			: `${peopleCount} ${peopleCount === 1 ? "person" : "people"} in frame`;
	const where = `${place.city}${place.state ? `, ${place.state}` : ""}`;
	const description = `A ${IMAGE_STYLES[colorStyle].toLowerCase()} snapshot from the ${ctx.family.profile.storefront_name}, with ${inFrame}, taken in ${where} in the ${decade}. ${mood}. Cleared for set dressing.`;
	const createdDaysAgo = r.int(0, 720);
	return {
		id: r.uuid(),
		title,
		description,
		user_id: ctx.family.user.id,
		price_cents: priceFor(r, decade, peopleCount),
		width,
		height,
		orientation,
		people_count: peopleCount,
		people_composition: COMPOSITION(peopleCount),
		photo_status: r.weighted([
			["live", 94],
			["review", 4],
			["draft", 2],
		] as const),
		location_city: place.city,
		location_state_province: place.state,
		location_country: place.country,
		decade_taken: decade,
		date_taken,
		tags,
		ethnicities,
		age_groups,
		emotions: r.sample(EMOTIONS, r.int(1, 3)),
		image_style: IMAGE_STYLES[colorStyle],
		color_and_mood: mood,
		featured: r.chance(0.05),
		created_at: new Date(ctx.now.getTime() - createdDaysAgo * 86_400_000 - r.int(0, 86_399) * 1000),
		eventIds: event ? [event.id] : [],
		faces,
		image: {
			seed: r.int(1, 2 ** 31 - 1),
			width,
			height,
			decade,
			peopleCount: Math.min(8, peopleCount),
			colorStyle,
			scene,
			dateStamp: decadeStart >= 1970 && r.chance(0.4) ? `'${String(year).slice(2)} ${month} ${day}` : null,
		},
	};
}
