/**
 * The app's numbers and dates in US English, written out by hand: the first Intl formatter a
 * page builds loads its locale data, about 20 ms of a phone's main thread in the middle of the
 * first render (measured in a CPU profile of the home page, where the footer's photo count
 * paid it). The output is Intl's own for en-US (number-text.test.ts compares the two).
 */

/** '1,234,567'; '1,234.5' (up to three decimals, like Intl's default). */
export function groupDigits(n: number): string {
	if (!Number.isFinite(n)) return String(n);
	const fixed = Math.abs(n)
		.toFixed(3)
		.replace(/\.?0+$/, "");
	const [whole = "0", fraction] = fixed.split(".");
	const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
	const sign = n < 0 ? "-" : "";
	return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** '$1,234.50' for 123450 cents; '-$3.00' for -300. */
export function dollarsText(cents: number): string {
	const [whole = "0", fraction = "00"] = (Math.abs(cents) / 100).toFixed(2).split(".");
	const sign = cents < 0 ? "-" : "";
	return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

const MONTHS = [
	"January",
	"February",
	"March",
	"April",
	"May",
	"June",
	"July",
	"August",
	"September",
	"October",
	"November",
	"December",
] as const;

/** 'June 14, 1962': the UTC calendar day of `date`. */
export function longDateText(date: Date): string {
	return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
