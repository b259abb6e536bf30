const DAY_MS = 24 * 60 * 60 * 1000;

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
