/** The decades the archive covers; a photo's decade_taken is one of these. */
export const DECADES = [
	"1920s",
	"1930s",
	"1940s",
	"1950s",
	"1960s",
	"1970s",
	"1980s",
	"1990s",
	"2000s",
] as const;
export type Decade = (typeof DECADES)[number];

export const isDecade = (value: unknown): value is Decade => DECADES.includes(value as Decade);

/** The decade of a YYYY-MM-DD date, or null when the archive does not cover it. */
export function decadeOfDate(date: string): Decade | null {
	const year = Number.parseInt(date.slice(0, 4), 10);
	const decade = `${Math.floor(year / 10) * 10}s`;
	return isDecade(decade) ? decade : null;
}

/** Why a date taken and a decade cannot both be a photo's, or null when they agree (or one is unknown). */
export function dateDecadeProblem(date: string | null, decade: string | null): string | null {
	if (!date) return null;
	const ofDate = decadeOfDate(date);
	if (!ofDate)
		return `The archive covers ${DECADES[0]} to ${DECADES[DECADES.length - 1]}; ${date.slice(0, 4)} is outside it`;
	if (decade && decade !== ofDate)
		return `A photo taken on ${date} belongs to the ${ofDate}, not the ${decade}`;
	return null;
}
