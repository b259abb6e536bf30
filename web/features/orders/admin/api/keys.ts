/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminOrderKeys = {
	all: ["admin", "orders"] as const,
	lists: () => ["admin", "orders", "list"] as const,
	list: (query: object) => ["admin", "orders", "list", query] as const,
	detail: (id: string) => ["admin", "orders", "detail", id] as const,
};

/**
 * Orders change outside this page (a card payment's webhook, another admin, the buyer placing
 * one), and money is at stake: read them afresh each time a screen shows them.
 */
export const ADMIN_ORDERS_STALE_MS = 0;
