import { CLEARANCE_LABELS } from "@core/clearance";
import type { FilterOptionsResponse } from "@core/contracts/listings";
import { capitalise, peopleCountLabel } from "@core/filter-chips";
import { clampFaceAge, type FilterSet } from "@core/filter-set";
import { GENDER_OPTIONS, ORIENTATION_OPTIONS, PEOPLE_COUNT_OPTIONS } from "@core/search-options";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";

/** One choice of a filter; `count` is how many live photos have it, when known. */
export type FilterOption = { value: string; label?: string; count?: number };

const controlClasses =
	"h-10 w-full rounded-md border border-ink-900/15 bg-white px-3 text-sm text-ink-900 shadow-sm hover:border-ink-900/30 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500 disabled:opacity-60";

const optionLabel = (o: FilterOption) =>
	`${o.label ?? o.value}${o.count === undefined ? "" : ` (${o.count})`}`;

/**
 * A single-choice filter as a native select (phones and keyboards get their own picker).
 * The empty value is the default ('all'); a value missing from the options still shows.
 */
export function SelectFilter({
	label,
	allLabel,
	value,
	options,
	onChange,
}: {
	label: string;
	allLabel: string;
	value: string;
	options: readonly FilterOption[];
	onChange: (value: string) => void;
}) {
	const id = useId();
	const shown = value && !options.some((o) => o.value === value) ? [{ value }, ...options] : options;
	return (
		<div>
			<label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-800">
				{label}
			</label>
			<Select
				id={id}
				value={value}
				onChange={(event) => onChange(event.target.value)}
				className={controlClasses}
			>
				<option value="">{allLabel}</option>
				{shown.map((o) => (
					<option key={o.value} value={o.value}>
						{optionLabel(o)}
					</option>
				))}
			</Select>
		</div>
	);
}

/** A many-choice filter: a group of checkboxes; none ticked means no filter. */
export function CheckboxFilter({
	legend,
	values,
	options,
	onChange,
	loading,
	scroll = false,
}: {
	legend: string;
	values: readonly string[];
	options: readonly FilterOption[];
	onChange: (values: string[]) => void;
	loading: boolean;
	/** A long list (events) scrolls inside the panel. */
	scroll?: boolean;
}) {
	const missing: FilterOption[] = values
		.filter((v) => !options.some((o) => o.value === v))
		.map((value) => ({ value }));
	const shown = [...missing, ...options];
	return (
		<fieldset>
			<legend className="mb-1 text-sm font-medium text-ink-800">{legend}</legend>
			{shown.length === 0 ? (
				<p className="text-sm text-ink-500">{loading ? "Loading options…" : "None yet"}</p>
			) : (
				<ul className={cn("space-y-0.5", scroll && "max-h-48 overflow-y-auto pr-1")}>
					{shown.map((o) => {
						const checked = values.includes(o.value);
						return (
							<li key={o.value}>
								<label className="flex min-h-8 cursor-pointer items-center gap-2 rounded px-1 text-sm text-ink-800 hover:bg-ink-900/5">
									<input
										type="checkbox"
										checked={checked}
										onChange={() =>
											onChange(checked ? values.filter((v) => v !== o.value) : [...values, o.value])
										}
										className="size-4 accent-accent-600"
									/>
									<span className="min-w-0 flex-1 truncate">{o.label ?? o.value}</span>
									{o.count !== undefined && <span className="text-xs text-ink-500">{o.count}</span>}
								</label>
							</li>
						);
					})}
				</ul>
			)}
		</fieldset>
	);
}

/** One end of the face-age range: typed freely, applied on blur or Enter, kept within 0–105. */
function AgeInput({
	label,
	value,
	onCommit,
}: {
	label: string;
	value: number;
	onCommit: (n: number) => void;
}) {
	const id = useId();
	const [text, setText] = useState(String(value));
	useEffect(() => setText(String(value)), [value]);
	const commit = () => {
		const n = Number(text);
		if (text.trim() === "" || !Number.isFinite(n)) {
			setText(String(value));
			return;
		}
		const clamped = clampFaceAge(n);
		setText(String(clamped));
		if (clamped !== value) onCommit(clamped);
	};
	return (
		<div className="flex-1">
			<label htmlFor={id} className="mb-1 block text-xs text-ink-600">
				{label}
			</label>
			<input
				id={id}
				type="number"
				inputMode="numeric"
				min={0}
				max={105}
				value={text}
				onChange={(event) => setText(event.target.value)}
				onBlur={commit}
				onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
					if (event.key === "Enter") commit();
				}}
				className={controlClasses}
			/>
		</div>
	);
}

/** The face-age range, 0 to 105 (spec section 3). */
export function AgeRangeFilter({
	min,
	max,
	onChange,
}: {
	min: number;
	max: number;
	onChange: (min: number, max: number) => void;
}) {
	return (
		<fieldset>
			<legend className="mb-1 text-sm font-medium text-ink-800">Face age</legend>
			<div className="flex items-end gap-2">
				<AgeInput label="Min age" value={min} onCommit={(n) => onChange(n, Math.max(n, max))} />
				<span aria-hidden="true" className="pb-2.5 text-ink-500">
					–
				</span>
				<AgeInput label="Max age" value={max} onCommit={(n) => onChange(Math.min(min, n), n)} />
			</div>
		</fieldset>
	);
}

const ORIENTATIONS: FilterOption[] = ORIENTATION_OPTIONS.map((value) => ({
	value,
	label: capitalise(value),
}));
const GENDERS: FilterOption[] = GENDER_OPTIONS.map((value) => ({ value, label: capitalise(value) }));
/** One box: photos whose ledger clears them for hero use (a release from everyone shown). */
const CLEARANCE_OPTIONS: FilterOption[] = [{ value: "hero", label: CLEARANCE_LABELS.hero }];
const PEOPLE: FilterOption[] = PEOPLE_COUNT_OPTIONS.map((value) => ({
	value,
	label: peopleCountLabel(value),
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
 * Every control of the filter set (spec section 3), in the panel's order: the sidebar shows them
 * applied as they change, the phone's sheet keeps them pending until "Show N results".
 */
export function FilterControls({
	filters,
	onChange,
	options,
	loading,
}: {
	filters: FilterSet;
	/** Receives only what changed; the owner merges it with the current filters. */
	onChange: (change: Partial<FilterSet>) => void;
	options: FilterOptionsResponse | undefined;
	/** The options are still loading. */
	loading: boolean;
}) {
	const places = placeOptions(options, filters);
	return (
		<>
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
				options={options?.decades ?? []}
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
				options={options?.ethnicities ?? []}
				loading={loading}
				onChange={(ethnicities) => onChange({ ethnicities })}
			/>
			<CheckboxFilter
				legend="Age groups"
				values={filters.age_groups}
				options={options?.age_groups ?? []}
				loading={loading}
				onChange={(age_groups) => onChange({ age_groups })}
			/>
			<CheckboxFilter
				legend="Events"
				values={filters.event_ids}
				options={(options?.events ?? []).map((e) => ({ value: e.id, label: e.value, count: e.count }))}
				loading={loading}
				onChange={(event_ids) => onChange({ event_ids })}
				scroll
			/>
		</>
	);
}
