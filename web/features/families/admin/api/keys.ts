/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminFamilyKeys = {
	all: ["admin", "families"] as const,
	lists: () => ["admin", "families", "list"] as const,
	list: (query: object) => ["admin", "families", "list", query] as const,
	detail: (id: string) => ["admin", "families", "detail", id] as const,
};

/** Families change only through admins: read afresh each time a screen shows them. */
export const ADMIN_FAMILIES_STALE_MS = 0;
