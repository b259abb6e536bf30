import { formatDay } from "./date-format";

/**
 * A production's dates (calendar days) as one line: "Mar 1, 2026 – Jun 30, 2026", "From Mar 1,
 * 2026", "Until Jun 30, 2026", or null when it has none. The company's list and the production's
 * page both say them.
 */
export function productionDatesText(starts: string | null, ends: string | null): string | null {
	if (starts && ends) return `${formatDay(starts)} – ${formatDay(ends)}`;
	if (starts) return `From ${formatDay(starts)}`;
	if (ends) return `Until ${formatDay(ends)}`;
	return null;
}
