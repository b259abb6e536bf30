import { describe, expect, it } from "vitest";
import { filterChips, removeFilterLabel } from "./filter-chips";
import { EMPTY_FILTERS, readFilters } from "./filter-set";

const EVENT = "3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f";

describe("filter chips", () => {
	it("has no chip without filters", () => {
		expect(filterChips(EMPTY_FILTERS)).toEqual([]);
	});

	it("names each filter and value in the panel's order, one chip per listed value", () => {
		const filters = readFilters(
			new URLSearchParams(
				`decade=1970s&orientation=vertical&ethnicities=Black,White&people_count=5%2B&cleared=hero&face_age_max=40&country=Canada&event_ids=${EVENT}`,
			),
		);
		const chips = filterChips(filters, (id) => (id === EVENT ? "Christmas" : undefined));
		expect(chips.map((c) => c.label)).toEqual([
			"Clearance: Cleared for hero use",
			"Decade: 1970s",
			"Orientation: Vertical",
			"People: 5 or more people",
			"Face age: 0 to 40",
			"Country: Canada",
			"Ethnicity: Black",
			"Ethnicity: White",
			"Event: Christmas",
		]);
		expect(removeFilterLabel(chips[1] ?? { label: "" })).toBe("Remove filter Decade: 1970s");
		expect(new Set(chips.map((c) => c.key)).size).toBe(chips.length);
	});

	it("removes only its own value", () => {
		const filters = { ...EMPTY_FILTERS, ethnicities: ["Black", "White"], face_age_min: 10, decade: "1980s" };
		const chips = filterChips(filters);
		const byLabel = (label: string) => chips.find((c) => c.label === label)?.remove;
		expect(byLabel("Ethnicity: Black")).toEqual({ ethnicities: ["White"] });
		expect(byLabel("Decade: 1980s")).toEqual({ decade: "" });
		expect(byLabel("Face age: 10 to 105")).toEqual({ face_age_min: 0, face_age_max: 105 });
		expect(filterChips(filters, () => undefined).some((c) => c.label.startsWith("Event"))).toBe(false);
		expect(filterChips({ ...EMPTY_FILTERS, event_ids: [EVENT] })[0]?.label).toBe("Event: unnamed");
	});
});
