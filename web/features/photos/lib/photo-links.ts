/**
 * Where each of a photo's values leads (spec section 2: each value is a pill to its taxonomy
 * page), and the click it records (spec section 4, Click tracking). Values without a taxonomy
 * page go to the search that finds them: emotions are words of the search document, orientation
 * is a search filter, events have their own filtered search. Emotions and orientation record
 * nothing: they have no page a Trending chip could lead to.
 */
import type { PhotoDetail } from "@core/contracts/photos";
import { UNKNOWN_CREATOR } from "@/components/photo-card";
import { eventPhotosUrl, searchFilterUrl, searchUrl } from "@/lib/paths";
import { taxonomyTarget } from "@/lib/taxonomy-link";
import { type Click, creatorClick, eventClick, tagClick, taxonomyClick } from "@/lib/tracking/tracker";
import { capitalise } from "./photo-facts";

/** A pill: where it goes, what it says, and the click it records when followed (`failure`: lib/taxonomy-link.ts). */
export type ValueLink = { key: string; to: string; failure?: string; label: string; click?: Click };

type PillType =
	| "tag"
	| "decade"
	| "city"
	| "state"
	| "country"
	| "age_group"
	| "ethnicity"
	| "image_style"
	| "color_and_mood";

function clickFor(type: PillType, value: string): Click {
	return type === "tag" ? tagClick(value) : taxonomyClick(type, value);
}

function one(type: PillType, value: string | null, label: string = value ?? ""): ValueLink[] {
	const text = value?.trim();
	return text
		? [{ key: `${type}:${text}`, ...taxonomyTarget(type, text), label, click: clickFor(type, text) }]
		: [];
}

function many(type: PillType, values: readonly string[]): ValueLink[] {
	return values.flatMap((value) => one(type, value));
}

export function familyName(photo: Pick<PhotoDetail, "storefront_name">): string {
	return photo.storefront_name?.trim() || UNKNOWN_CREATOR;
}

export const photoLinks = {
	tags: (photo: PhotoDetail) => many("tag", photo.tags),
	decade: (photo: PhotoDetail) => one("decade", photo.decade_taken),
	family: (photo: PhotoDetail) => [
		{
			key: `creator:${photo.user_id}`,
			...taxonomyTarget("creator", photo.user_id),
			label: familyName(photo),
			click: creatorClick(photo.user_id),
		},
	],
	location: (photo: PhotoDetail) => [
		...one("city", photo.location_city),
		...one("state", photo.location_state_province),
		...one("country", photo.location_country),
	],
	ageGroups: (photo: PhotoDetail) => many("age_group", photo.age_groups),
	ethnicities: (photo: PhotoDetail) => many("ethnicity", photo.ethnicities),
	emotions: (photo: PhotoDetail): ValueLink[] =>
		photo.emotions
			.filter((emotion) => emotion.trim() !== "")
			.map((emotion) => ({ key: `emotion:${emotion}`, to: searchUrl(emotion), label: emotion })),
	events: (photo: PhotoDetail): ValueLink[] =>
		photo.events.map((event) => ({
			key: `event:${event.id}`,
			to: eventPhotosUrl(event.id),
			label: event.name,
			click: eventClick(event.id),
		})),
	imageStyle: (photo: PhotoDetail) => one("image_style", photo.image_style),
	colorAndMood: (photo: PhotoDetail) => one("color_and_mood", photo.color_and_mood),
	orientation: (photo: PhotoDetail): ValueLink[] =>
		photo.orientation
			? [
					{
						key: `orientation:${photo.orientation}`,
						to: searchFilterUrl({ orientation: photo.orientation }),
						label: capitalise(photo.orientation),
					},
				]
			: [],
};
