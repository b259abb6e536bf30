import { describe, expect, it } from "vitest";
import { activeFilterCount, EMPTY_FILTERS, filterQuery, readFilters, writeFilters } from "./filter-set";

const EVENT = "3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f";

describe("filter set in the query string", () => {
	it("reads nothing from an empty query and writes nothing back", () => {
		const filters = readFilters(new URLSearchParams(""));
		expect(filters).toEqual(EMPTY_FILTERS);
		expect(writeFilters(new URLSearchParams("q=cake&sort=newest"), filters).toString()).toBe(
			"q=cake&sort=newest",
		);
		expect(activeFilterCount(filters)).toBe(0);
	});

	it("round-trips every filter and leaves other keys alone", () => {
		const query =
			"q=beach&decade=1970s&orientation=vertical&ethnicities=Black%2CWhite&age_groups=Child&gender=female" +
			`&people_count=5%2B&cleared=hero&face_age_min=10&face_age_max=40&country=United+States&state=Ohio&city=Dayton&event_ids=${EVENT}`;
		const filters = readFilters(new URLSearchParams(query));
		expect(filters).toEqual({
			decade: "1970s",
			orientation: "vertical",
			ethnicities: ["Black", "White"],
			age_groups: ["Child"],
			gender: "female",
			people_count: "5+",
			cleared: "hero",
			face_age_min: 10,
			face_age_max: 40,
			country: "United States",
			state: "Ohio",
			city: "Dayton",
			event_ids: [EVENT],
		});
		expect(writeFilters(new URLSearchParams("q=beach"), filters).toString()).toBe(query);
		expect(activeFilterCount(filters)).toBe(12);
		expect(filterQuery(filters)).toMatchObject({ people_count: "5+", ethnicities: "Black,White" });
	});

	it("drops 'all', defaults and values the API would refuse", () => {
		const filters = readFilters(
			new URLSearchParams(
				"decade=all&orientation=diagonal&gender=other&people_count=7&face_age_min=-4&face_age_max=500" +
					"&ethnicities=all,,Black,Black&event_ids=not-a-uuid",
			),
		);
		expect(filters).toEqual({ ...EMPTY_FILTERS, ethnicities: ["Black"] });
		expect(readFilters(new URLSearchParams("face_age_min=0&face_age_max=105")).face_age_max).toBe(105);
		expect(
			writeFilters(new URLSearchParams("face_age_min=0&face_age_max=105"), EMPTY_FILTERS).toString(),
		).toBe("");
		expect(readFilters(new URLSearchParams("face_age_min=abc&face_age_max=30"))).toMatchObject({
			face_age_min: 0,
			face_age_max: 30,
		});
	});
});
