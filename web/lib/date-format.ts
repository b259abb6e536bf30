/**
 * Dates as the pages write them, in the reader's locale. A value that is not a date shows as a
 * dash rather than 'Invalid Date'.
 */

const DAY: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };

/** 'Mar 1, 2025': the day of a moment (ISO time), in the reader's time zone. */
export function formatDate(value: string): string {
	const date = new Date(value);
	return Number.isNaN(date.getTime()) ? "—" : date.toLocaleDateString(undefined, DAY);
}

/** 'Mar 1, 2025, 14:05': a moment (ISO time) to the minute, in the reader's time zone. */
export function formatDateTime(value: string): string {
	const date = new Date(value);
	return Number.isNaN(date.getTime())
		? "—"
		: date.toLocaleString(undefined, { ...DAY, hour: "2-digit", minute: "2-digit" });
}

/**
 * A calendar day ('2025-03-01', such as an invoice's due date) as written: it names a day, not
 * an instant, so it is read in UTC and a reader west of Greenwich does not see the day before.
 */
export function formatDay(value: string): string {
	const date = new Date(`${value}T00:00:00Z`);
	return Number.isNaN(date.getTime()) ? "—" : date.toLocaleDateString(undefined, { ...DAY, timeZone: "UTC" });
}
