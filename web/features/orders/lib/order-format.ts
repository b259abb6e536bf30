import type { Purchase } from "@core/contracts/orders";

export type PurchaseGroup = {
	order: Purchase["order"];
	production_name: string;
	/** Null for a company's licences whose documents the caller may not open (issue 29). */
	certificate_url: string | null;
	/** The company whose licences these are, or null for the caller's own. */
	by_company: string | null;
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
				by_company: purchase.by_company,
				purchase_date: purchase.purchase_date,
				purchases: [purchase],
			});
		}
	}
	return [...groups.values()];
}
