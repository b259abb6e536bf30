const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Mar 1, 2025' in the reader's locale; a value that is not a date shows as a dash. */
export function formatDate(value: string): string {
	const date = new Date(value);
	if (Number.isNaN(date.getTime())) return "—";
	return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/** 'Mar 1, 2025, 14:05' in the reader's locale and time zone. */
export function formatDateTime(value: string): string {
	const date = new Date(value);
	if (Number.isNaN(date.getTime())) return "—";
	return date.toLocaleString(undefined, {
		year: "numeric",
		month: "short",
		day: "numeric",
		hour: "2-digit",
		minute: "2-digit",
	});
}

/**
 * A due date ('2025-03-01') as a calendar date: it names a day, not an instant, so it is shown
 * as that day wherever the reader is (read as UTC, it would be the day before in the Americas).
 */
export function formatDueDate(value: string): string {
	const date = new Date(`${value}T00:00:00Z`);
	if (Number.isNaN(date.getTime())) return "—";
	return date.toLocaleDateString(undefined, {
		year: "numeric",
		month: "short",
		day: "numeric",
		timeZone: "UTC",
	});
}

/** Whole days since the due date (0 on the day itself), counted in UTC days like the server. */
export function daysPastDue(dueDate: string, now: Date = new Date()): number {
	const due = Date.parse(`${dueDate}T00:00:00Z`);
	if (Number.isNaN(due)) return 0;
	const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
	return Math.round((today - due) / DAY_MS);
}

/** 'Overdue by 3 days'. The server says whether an order is overdue; this says by how much. */
export function overdueText(dueDate: string | null, now: Date = new Date()): string {
	const days = dueDate ? Math.max(1, daysPastDue(dueDate, now)) : 0;
	if (days === 0) return "Overdue";
	return `Overdue by ${days} ${days === 1 ? "day" : "days"}`;
}

/** 'Due in 5 days', 'Due today'. */
export function dueInText(dueDate: string, now: Date = new Date()): string {
	const days = -daysPastDue(dueDate, now);
	if (days <= 0) return "Due today";
	return `Due in ${days} ${days === 1 ? "day" : "days"}`;
}

export function itemsText(count: number): string {
	return `${count} ${count === 1 ? "photo" : "photos"}`;
}
