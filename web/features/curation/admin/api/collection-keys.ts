/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminCollectionKeys = {
	all: ["admin", "collections"] as const,
	lists: () => ["admin", "collections", "list"] as const,
	list: (query: object) => ["admin", "collections", "list", query] as const,
	detail: (id: string) => ["admin", "collections", "detail", id] as const,
};

/** Collections change only through admins: read afresh each time a screen shows them. */
export const ADMIN_COLLECTIONS_STALE_MS = 0;
