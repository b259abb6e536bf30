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
