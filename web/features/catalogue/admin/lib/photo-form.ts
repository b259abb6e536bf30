import {
	type AdminPhotoDetail,
	type FamilyRef,
	PhotoMetadata,
	type PhotoMetadataUpdate,
} from "@core/contracts/catalogue";
import { dateDecadeProblem } from "@core/decades";
import { fieldOfPath } from "@/lib/form-checks";
import { centsOf, dollarsOf } from "./photo-text";

export const LIST_FIELDS = ["tags", "ethnicities", "age_groups", "emotions"] as const;
export type ListField = (typeof LIST_FIELDS)[number];

export const TEXT_FIELDS = [
	"description",
	"people_composition",
	"location_city",
	"location_state_province",
	"location_country",
	"image_style",
	"color_and_mood",
] as const;
export const FLAG_FIELDS = ["featured", "photoshop", "info_missing", "missing_faces"] as const;

/** The editor's fields as the inputs hold them: text for numbers and choices, "" for none. */
export type PhotoFormValues = {
	title: string;
	/** Dollars, as typed. */
	price: string;
	family: FamilyRef | null;
	orientation: string;
	people_count: string;
	decade_taken: string;
	date_taken: string;
	event_ids: string[];
} & Record<(typeof TEXT_FIELDS)[number], string> &
	Record<ListField, string[]> &
	Record<(typeof FLAG_FIELDS)[number], boolean>;

export type MetadataKey = keyof PhotoMetadata;
export type FieldErrors = Partial<Record<MetadataKey, string>>;

export function formValuesOf(photo: AdminPhotoDetail): PhotoFormValues {
	return {
		title: photo.title,
		description: photo.description ?? "",
		price: photo.price_cents > 0 ? dollarsOf(photo.price_cents) : "",
		family: photo.family,
		orientation: photo.orientation ?? "",
		people_count: photo.people_count === null ? "" : String(photo.people_count),
		people_composition: photo.people_composition ?? "",
		location_city: photo.location_city ?? "",
		location_state_province: photo.location_state_province ?? "",
		location_country: photo.location_country ?? "",
		decade_taken: photo.decade_taken ?? "",
		date_taken: photo.date_taken?.slice(0, 10) ?? "",
		tags: photo.tags,
		ethnicities: photo.ethnicities,
		age_groups: photo.age_groups,
		emotions: photo.emotions,
		image_style: photo.image_style ?? "",
		color_and_mood: photo.color_and_mood ?? "",
		featured: photo.featured,
		photoshop: photo.photoshop,
		info_missing: photo.info_missing,
		missing_faces: photo.missing_faces,
		event_ids: photo.events.map((event) => event.id),
	};
}

const blankToNull = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * The values in the API's shape, unchecked: what is compared to find the changed fields and
 * then checked. A price that is not an amount of dollars becomes NaN so the check names it.
 */
function metadataInputOf(values: PhotoFormValues): Record<MetadataKey, unknown> {
	const cents = values.price.trim() === "" ? Number.NaN : (centsOf(values.price) ?? Number.NaN);
	const count = values.people_count.trim();
	return {
		title: values.title.trim(),
		description: blankToNull(values.description),
		price_cents: cents,
		user_id: values.family?.id ?? "",
		orientation: blankToNull(values.orientation),
		people_count: count === "" ? null : Number(count),
		people_composition: blankToNull(values.people_composition),
		location_city: blankToNull(values.location_city),
		location_state_province: blankToNull(values.location_state_province),
		location_country: blankToNull(values.location_country),
		decade_taken: blankToNull(values.decade_taken),
		date_taken: blankToNull(values.date_taken),
		tags: values.tags,
		ethnicities: values.ethnicities,
		age_groups: values.age_groups,
		emotions: values.emotions,
		image_style: blankToNull(values.image_style),
		color_and_mood: blankToNull(values.color_and_mood),
		featured: values.featured,
		photoshop: values.photoshop,
		info_missing: values.info_missing,
		missing_faces: values.missing_faces,
		event_ids: [...values.event_ids].sort(),
	};
}

/** The fields whose values differ from what was loaded (lists compared as lists). */
export function changedFields(
	initial: PhotoFormValues,
	current: PhotoFormValues,
): Partial<Record<MetadataKey, unknown>> {
	const before = metadataInputOf(initial);
	const after = metadataInputOf(current);
	const changed: Partial<Record<MetadataKey, unknown>> = {};
	for (const key of Object.keys(after) as MetadataKey[]) {
		if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
	}
	return changed;
}

const PRICE_MESSAGE = "Enter a price in dollars, such as 25.00";

const METADATA_KEYS = Object.keys(PhotoMetadata.shape) as MetadataKey[];

/**
 * Checks the changed fields with the API's own schema: either the update to send, or the
 * message of each field that is wrong (a list's item, `tags.2`, is its list's).
 */
export function checkChanges(
	current: PhotoFormValues,
	changed: Partial<Record<MetadataKey, unknown>>,
): { ok: true; update: PhotoMetadataUpdate } | { ok: false; errors: FieldErrors } {
	const errors: FieldErrors = {};
	const parsed = PhotoMetadata.partial().safeParse(changed);
	if (!parsed.success) {
		for (const issue of parsed.error.issues) {
			const key = fieldOfPath(issue.path.map(String).join("."), METADATA_KEYS);
			if (key && !errors[key]) errors[key] = issue.message;
		}
	}
	if ("price_cents" in changed && Number.isNaN(changed.price_cents)) errors.price_cents = PRICE_MESSAGE;
	if ("date_taken" in changed || "decade_taken" in changed) {
		const problem = dateDecadeProblem(blankToNull(current.date_taken), blankToNull(current.decade_taken));
		if (problem) errors.date_taken = problem;
	}
	if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
	return { ok: true, update: parsed.data };
}
