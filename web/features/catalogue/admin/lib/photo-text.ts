export const photosText = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

/** The dollars an input shows for a price in cents: '25.00'. */
export function dollarsOf(cents: number): string {
	return (cents / 100).toFixed(2);
}

/** Cents from what was typed ('25', '$1,250.5'), or null when it is not an amount of dollars. */
export function centsOf(text: string): number | null {
	const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "");
	if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
	return Math.round(Number(cleaned) * 100);
}

/** '2.4 MB' */
export function formatBytes(bytes: number): string {
	if (bytes < 1024) return `${bytes} B`;
	if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
	return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
