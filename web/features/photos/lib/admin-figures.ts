/** How the photo page's Admin tab words its figures (its flag updates: lib/photo-update-text.ts). */

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** 'Mar 2, 2025, 12:00 PM' in the viewer's time zone; 'Never' when there was no click. */
export function formatLastClicked(value: string | null): string {
	if (!value) return "Never";
	const date = new Date(value);
	return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}
