import { type FamilyPhoto, FamilyPhotoUpdate } from "@core/contracts/submissions";
import type { PillTone } from "@/components/ui/status-pill";
import { problemsByField } from "@/lib/form-checks";

/** The family editor's fields as its inputs hold them: text for numbers and choices, "" for none. */
export type DescribeValues = {
	title: string;
	description: string;
	decade_taken: string;
	date_taken: string;
	location_city: string;
	location_state_province: string;
	location_country: string;
	events: string[];
	tags: string[];
	people_count: string;
};
export type DescribeField = keyof DescribeValues;

export const DESCRIBE_IDS: Record<DescribeField, string> = {
	title: "family-photo-title",
	description: "family-photo-description",
	decade_taken: "family-photo-decade",
	date_taken: "family-photo-date",
	location_city: "family-photo-city",
	location_state_province: "family-photo-state",
	location_country: "family-photo-country",
	events: "family-photo-events",
	tags: "family-photo-tags",
	people_count: "family-photo-people",
};

export function describeValuesOf(photo: FamilyPhoto): DescribeValues {
	return {
		title: photo.title,
		description: photo.description ?? "",
		decade_taken: photo.decade_taken ?? "",
		date_taken: photo.date_taken ?? "",
		location_city: photo.location_city ?? "",
		location_state_province: photo.location_state_province ?? "",
		location_country: photo.location_country ?? "",
		events: photo.events,
		tags: photo.tags,
		people_count: photo.people_count === null ? "" : String(photo.people_count),
	};
}

const orNull = (text: string) => (text.trim() === "" ? null : text);

/** The values in the API's shape (a count that is not a number stays text so the check names it). */
function inputOf(values: DescribeValues): Record<DescribeField, unknown> {
	const count = values.people_count.trim();
	return {
		title: values.title,
		description: orNull(values.description),
		decade_taken: orNull(values.decade_taken),
		date_taken: orNull(values.date_taken),
		location_city: orNull(values.location_city),
		location_state_province: orNull(values.location_state_province),
		location_country: orNull(values.location_country),
		events: values.events,
		tags: values.tags,
		people_count: count === "" ? null : /^\d+$/.test(count) ? Number(count) : count,
	};
}

/** Only what changed travels, so a save never undoes what it did not touch. */
export function changesOf(initial: DescribeValues, values: DescribeValues): Record<string, unknown> {
	const before = inputOf(initial);
	const after = inputOf(values);
	const changed: Record<string, unknown> = {};
	for (const field of Object.keys(after) as DescribeField[])
		if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changed[field] = after[field];
	return changed;
}

/** The contract's messages for what changed, by field; none when it may be sent. */
export function describeProblems(initial: DescribeValues, values: DescribeValues): Record<string, string> {
	const changed = changesOf(initial, values);
	if (Object.keys(changed).length === 0) return {};
	const parsed = FamilyPhotoUpdate.safeParse(changed);
	if (parsed.success) return {};
	const problems = problemsByField(parsed.error, Object.keys(DESCRIBE_IDS));
	if (typeof problems.people_count === "string" && typeof changed.people_count === "string")
		problems.people_count = "A whole number";
	return problems;
}

export const STATUS_TONES: Record<FamilyPhoto["status"], PillTone> = {
	processing: "neutral",
	draft: "faded",
	review: "waiting",
	changes_requested: "accent",
	rejected: "accent",
	live: "good",
	withdrawn: "faded",
};
