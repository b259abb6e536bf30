/** 'Mar 1, 2025' in the reader's locale; a value that is not a date shows as a dash. */
export function formatDate(value: string): string {
	const date = new Date(value);
	if (Number.isNaN(date.getTime())) return "—";
	return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}
