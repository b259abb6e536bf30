import { CLEARANCE_LABELS } from "@core/clearance";
import type { FilterOptionsResponse } from "@core/contracts/listings";
import { activeFilterCount, EMPTY_FILTERS, type FilterSet } from "@core/filter-set";
import { GENDER_OPTIONS, ORIENTATION_OPTIONS, PEOPLE_COUNT_OPTIONS } from "@core/search-options";
import { SlidersHorizontal, X } from "lucide-react";
import { useId, useState } from "react";
import { useFilterOptions } from "@/api/listings/filter-options-query";
import { LoadErrorNotice } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useMediaQuery } from "@/lib/use-media-query";
import { AgeRangeFilter, CheckboxFilter, type FilterOption, SelectFilter } from "./filter-fields";

export const CLEAR_FILTERS_LABEL = "Clear filters";

/** Tailwind's lg: the width from which the panel is a sidebar. */
const WIDE_SCREEN = "(min-width: 1024px)";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ORIENTATIONS: FilterOption[] = ORIENTATION_OPTIONS.map((value) => ({
	value,
	label: capitalise(value),
}));
const GENDERS: FilterOption[] = GENDER_OPTIONS.map((value) => ({ value, label: capitalise(value) }));
/** One box: photos whose ledger clears them for hero use (a release from everyone shown). */
const CLEARANCE_OPTIONS: FilterOption[] = [{ value: "hero", label: CLEARANCE_LABELS.hero }];

const PEOPLE: FilterOption[] = PEOPLE_COUNT_OPTIONS.map((value) => ({
	value,
	label: value === "1" ? "1 person" : value === "5+" ? "5 or more people" : `${value} people`,
}));

/** The places to offer: states of the chosen country, cities of the chosen state and country. */
function placeOptions(options: FilterOptionsResponse | undefined, filters: FilterSet) {
	const inCountry = (country: string | null) => !filters.country || country === filters.country;
	const merge = (rows: Array<{ value: string; count: number }>) => {
		const byValue = new Map<string, number>();
		for (const r of rows) byValue.set(r.value, (byValue.get(r.value) ?? 0) + r.count);
		return [...byValue].map(([value, count]) => ({ value, count }));
	};
	return {
		countries: options?.countries ?? [],
		states: merge((options?.states ?? []).filter((s) => inCountry(s.country))),
		cities: merge(
			(options?.cities ?? []).filter(
				(c) => inCountry(c.country) && (!filters.state || c.state === filters.state),
			),
		),
	};
}

/**
 * The filter set of spec section 3 for /photos and /search. On wide screens it is a sidebar;
 * on phones a 'Filters' button opens and closes it. Every control is a native input, so the
 * whole panel works from the keyboard.
 */
export function FilterPanel({
	filters,
	onChange,
}: {
	filters: FilterSet;
	/** Receives only what changed; the owner merges it with the current filters. */
	onChange: (change: Partial<FilterSet>) => void;
}) {
	const panelId = useId();
	const [open, setOpen] = useState(false);
	// On a phone the closed panel is not built at all: its forty-odd controls cost the page's
	// first render time for nothing (wide screens show it as the sidebar).
	const wide = useMediaQuery(WIDE_SCREEN, true);
	const options = useFilterOptions();
	const active = activeFilterCount(filters);
	const places = placeOptions(options.data, filters);

	return (
		<div>
			<Button
				variant="secondary"
				className="w-full justify-between lg:hidden"
				aria-expanded={open}
				aria-controls={panelId}
				onClick={() => setOpen((o) => !o)}
			>
				<span className="inline-flex items-center gap-2">
					<SlidersHorizontal aria-hidden="true" className="size-4" />
					Filters
				</span>
				{active > 0 && (
					<span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs text-cream-50">
						{active} <span className="sr-only">active</span>
					</span>
				)}
			</Button>
			<section
				id={panelId}
				aria-label="Filters"
				className={cn(
					"mt-3 space-y-4 rounded-lg border border-ink-900/10 bg-cream-100/60 p-4 lg:mt-0 lg:block",
					!open && "hidden",
				)}
			>
				{(open || wide) && (
					<>
						<div className="flex items-center justify-between gap-2">
							<h2 className="font-display text-lg font-semibold text-ink-900">Filters</h2>
							<Button
								variant="ghost"
								size="sm"
								onClick={() => onChange(EMPTY_FILTERS)}
								disabled={active === 0}
								className="-mr-2"
							>
								<X aria-hidden="true" className="size-4" />
								{CLEAR_FILTERS_LABEL}
							</Button>
						</div>
						{options.isError && (
							<LoadErrorNotice
								title="We could not load the filter choices."
								onRetry={() => void options.refetch()}
								retrying={options.isFetching}
							/>
						)}
						<CheckboxFilter
							legend="Clearance"
							values={filters.cleared ? [filters.cleared] : []}
							options={CLEARANCE_OPTIONS}
							loading={false}
							onChange={(cleared) => onChange({ cleared: cleared.includes("hero") ? "hero" : "" })}
						/>
						<SelectFilter
							label="Decade"
							allLabel="All decades"
							value={filters.decade}
							options={options.data?.decades ?? []}
							onChange={(decade) => onChange({ decade })}
						/>
						<SelectFilter
							label="Orientation"
							allLabel="Any orientation"
							value={filters.orientation}
							options={ORIENTATIONS}
							onChange={(orientation) => onChange({ orientation })}
						/>
						<SelectFilter
							label="People"
							allLabel="Any number of people"
							value={filters.people_count}
							options={PEOPLE}
							onChange={(people_count) => onChange({ people_count })}
						/>
						<SelectFilter
							label="Gender"
							allLabel="Any gender"
							value={filters.gender}
							options={GENDERS}
							onChange={(gender) => onChange({ gender })}
						/>
						<AgeRangeFilter
							min={filters.face_age_min}
							max={filters.face_age_max}
							onChange={(face_age_min, face_age_max) => onChange({ face_age_min, face_age_max })}
						/>
						<SelectFilter
							label="Country"
							allLabel="All countries"
							value={filters.country}
							options={places.countries}
							onChange={(country) => onChange({ country, state: "", city: "" })}
						/>
						<SelectFilter
							label="State or province"
							allLabel="All states"
							value={filters.state}
							options={places.states}
							onChange={(state) => onChange({ state, city: "" })}
						/>
						<SelectFilter
							label="City"
							allLabel="All cities"
							value={filters.city}
							options={places.cities}
							onChange={(city) => onChange({ city })}
						/>
						<CheckboxFilter
							legend="Ethnicities"
							values={filters.ethnicities}
							options={options.data?.ethnicities ?? []}
							loading={options.isPending}
							onChange={(ethnicities) => onChange({ ethnicities })}
						/>
						<CheckboxFilter
							legend="Age groups"
							values={filters.age_groups}
							options={options.data?.age_groups ?? []}
							loading={options.isPending}
							onChange={(age_groups) => onChange({ age_groups })}
						/>
						<CheckboxFilter
							legend="Events"
							values={filters.event_ids}
							options={(options.data?.events ?? []).map((e) => ({
								value: e.id,
								label: e.value,
								count: e.count,
							}))}
							loading={options.isPending}
							onChange={(event_ids) => onChange({ event_ids })}
							scroll
						/>
					</>
				)}
			</section>
		</div>
	);
}
