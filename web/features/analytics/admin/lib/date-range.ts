import { TRACKING_TEXT } from "@core/contracts/analytics";
import { type DayRange, daysInRange, lastDays, TRACKING, utcDay } from "@core/tracking";

/**
 * The date range of the analytics tabs as the URL keeps it: `range=7|30|90` for a preset (the
 * last N UTC days, today included; 30 when absent), or `from` and `to` (YYYY-MM-DD) for a
 * chosen span. The API counts whole UTC days, so "today" is the UTC day too.
 */

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 30;

/** The server refuses longer ranges (a year, leap day included). */
export const MAX_RANGE_DAYS = TRACKING.analyticsMaxDays;
export const RANGE_TEXT = {
	order: TRACKING_TEXT.dateOrder,
	tooLong: TRACKING_TEXT.rangeTooLong,
	required: "Choose a date",
	future: "Choose a day up to today",
} as const;

export const RANGE_PARAMS = { preset: "range", from: "from", to: "to" } as const;

export type ResolvedRange = DayRange & { preset: RangePreset | null };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in YYYY-MM-DD form ('2025-02-30' is not). */
export function isDay(value: string | null): value is string {
	if (value === null || !DAY_PATTERN.test(value)) return false;
	const date = new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && utcDay(date.getTime()) === value;
}

export function presetRange(preset: RangePreset, today: string = utcDay()): DayRange {
	return lastDays(preset, today);
}

/** Why a chosen span cannot be asked for, or null when it can. */
export function rangeProblem(range: { from: string; to: string }, today: string = utcDay()): string | null {
	if (!isDay(range.from) || !isDay(range.to)) return RANGE_TEXT.required;
	if (range.from > range.to) return RANGE_TEXT.order;
	if (range.to > today) return RANGE_TEXT.future;
	if (daysInRange(range) > MAX_RANGE_DAYS) return RANGE_TEXT.tooLong;
	return null;
}

/** A hand-edited or stale URL never breaks the page: anything unusable is the default range. */
export function parseRange(params: URLSearchParams, today: string = utcDay()): ResolvedRange {
	const from = params.get(RANGE_PARAMS.from);
	const to = params.get(RANGE_PARAMS.to);
	if (isDay(from) && isDay(to) && rangeProblem({ from, to }, today) === null) {
		return { from, to, preset: null };
	}
	const asked = Number(params.get(RANGE_PARAMS.preset));
	const preset = (RANGE_PRESETS as readonly number[]).includes(asked)
		? (asked as RangePreset)
		: DEFAULT_PRESET;
	return { ...presetRange(preset, today), preset };
}

/**
 * The URL's parameters with another range (a preset, or a span), back at the first page of
 * any list that pages.
 */
export function withRange(current: URLSearchParams, range: RangePreset | DayRange): URLSearchParams {
	const params = new URLSearchParams(current);
	params.delete(RANGE_PARAMS.preset);
	params.delete(RANGE_PARAMS.from);
	params.delete(RANGE_PARAMS.to);
	params.delete("page");
	if (typeof range === "number") {
		if (range !== DEFAULT_PRESET) params.set(RANGE_PARAMS.preset, String(range));
	} else {
		params.set(RANGE_PARAMS.from, range.from);
		params.set(RANGE_PARAMS.to, range.to);
	}
	return params;
}

const SHORT_DAY: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", timeZone: "UTC" };
const LONG_DAY: Intl.DateTimeFormatOptions = { ...SHORT_DAY, year: "numeric" };

/** 'Mar 3' under a chart's bars. */
export function shortDay(day: string): string {
	return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, SHORT_DAY);
}

/** 'Mar 3, 2025' in a chart's table. */
export function longDay(day: string): string {
	return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, LONG_DAY);
}

/** A chart's bars, one a day, named by the day. */
export function dayBars<D extends { day: string }, K extends string>(
	days: readonly D[],
	values: (day: D) => Record<K, number>,
): { label: string; shortLabel: string; values: Record<K, number> }[] {
	return days.map((day) => ({ label: longDay(day.day), shortLabel: shortDay(day.day), values: values(day) }));
}

/** 'Last 30 days' or 'Mar 1, 2025 – Mar 9, 2025'. */
export function rangeText(range: ResolvedRange): string {
	return range.preset ? `Last ${range.preset} days` : `${longDay(range.from)} – ${longDay(range.to)}`;
}
