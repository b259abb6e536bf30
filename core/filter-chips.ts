/**
 * The active filters of a listing as chips (issue 28): each names its filter and value
 * ("Decade: 1970s") and knows the change that removes it. Chips follow the filter panel's order;
 * a list filter gives one chip per value, the face-age range one chip.
 */

import { CLEARANCE_LABELS } from "./clearance";
import { EMPTY_FILTERS, type FilterSet } from "./filter-set";
import { FACE_AGE_MAX, FACE_AGE_MIN } from "./search-options";

export type FilterChip = {
	/** Stable across renders: the filter and its value. */
	key: string;
	/** "Decade: 1970s". */
	label: string;
	/** The change that removes this chip alone. */
	remove: Partial<FilterSet>;
};

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "1 person", "3 people", "5 or more people". */
export function peopleCountLabel(value: string): string {
	return value === "1" ? "1 person" : value === "5+" ? "5 or more people" : `${value} people`;
}

/** The chip's button name: what pressing it does. */
export const removeFilterLabel = (chip: Pick<FilterChip, "label">) => `Remove filter ${chip.label}`;
export const CLEAR_ALL_FILTERS_LABEL = "Clear all";

/**
 * The chips of the filters that differ from their defaults. `eventName` names an event by its id
 * (the filter options list them); without a name the chip says "Event: unnamed".
 */
export function filterChips(
	filters: FilterSet,
	eventName: (id: string) => string | undefined = () => undefined,
): FilterChip[] {
	const chips: FilterChip[] = [];
	const one = (key: keyof FilterSet, name: string, value: string, shown = value) => {
		if (value !== "")
			chips.push({ key: `${key}:${value}`, label: `${name}: ${shown}`, remove: { [key]: "" } });
	};
	const each = (key: "ethnicities" | "age_groups" | "event_ids", name: string, shown = (v: string) => v) => {
		const values = filters[key];
		for (const value of values)
			chips.push({
				key: `${key}:${value}`,
				label: `${name}: ${shown(value)}`,
				remove: { [key]: values.filter((v) => v !== value) },
			});
	};
	one(
		"cleared",
		"Clearance",
		filters.cleared,
		filters.cleared === "hero" ? CLEARANCE_LABELS.hero : filters.cleared,
	);
	one("decade", "Decade", filters.decade);
	one("orientation", "Orientation", filters.orientation, capitalise(filters.orientation));
	one("people_count", "People", filters.people_count, peopleCountLabel(filters.people_count));
	one("gender", "Gender", filters.gender, capitalise(filters.gender));
	if (filters.face_age_min !== FACE_AGE_MIN || filters.face_age_max !== FACE_AGE_MAX) {
		const low = Math.min(filters.face_age_min, filters.face_age_max);
		const high = Math.max(filters.face_age_min, filters.face_age_max);
		chips.push({
			key: "face_age",
			label: `Face age: ${low} to ${high}`,
			remove: { face_age_min: EMPTY_FILTERS.face_age_min, face_age_max: EMPTY_FILTERS.face_age_max },
		});
	}
	one("country", "Country", filters.country);
	one("state", "State or province", filters.state);
	one("city", "City", filters.city);
	each("ethnicities", "Ethnicity");
	each("age_groups", "Age group");
	each("event_ids", "Event", (id) => eventName(id) ?? "unnamed");
	return chips;
}
