import type { Purchase } from "@core/contracts/orders";

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
