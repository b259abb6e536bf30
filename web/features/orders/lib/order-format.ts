import type { Purchase } from "@core/contracts/orders";

/** 'Mar 1, 2025' in the reader's locale for a moment (ISO time); a value that is not one shows as a dash. */
export function formatDate(value: string): string {
	const date = new Date(value);
	if (Number.isNaN(date.getTime())) return "—";
	return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/**
 * A calendar day (YYYY-MM-DD, such as an invoice's due date) as written: read in UTC, so a
 * reader west of Greenwich does not see the day before.
 */
export function formatDay(value: string): string {
	const date = new Date(`${value}T00:00:00Z`);
	if (Number.isNaN(date.getTime())) return "—";
	return date.toLocaleDateString(undefined, {
		year: "numeric",
		month: "short",
		day: "numeric",
		timeZone: "UTC",
	});
}

export type PurchaseGroup = {
	order: Purchase["order"];
	production_name: string;
	certificate_url: string;
	/** The newest purchase date of the group. */
	purchase_date: string;
	purchases: Purchase[];
};

/** Purchases grouped by their order, in the order the list gives them (newest first). */
export function groupByOrder(purchases: readonly Purchase[]): PurchaseGroup[] {
	const groups = new Map<string, PurchaseGroup>();
	for (const purchase of purchases) {
		const group = groups.get(purchase.order.id);
		if (group) group.purchases.push(purchase);
		else {
			groups.set(purchase.order.id, {
				order: purchase.order,
				production_name: purchase.production_name,
				certificate_url: purchase.certificate_url,
				purchase_date: purchase.purchase_date,
				purchases: [purchase],
			});
		}
	}
	return [...groups.values()];
}
