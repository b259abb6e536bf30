/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminPeopleKeys = {
	all: ["admin", "people"] as const,
	lists: () => ["admin", "people", "list"] as const,
	list: (query: object) => ["admin", "people", "list", query] as const,
	aliases: () => ["admin", "people", "aliases"] as const,
};

/** People change only through admins: read afresh each time the page shows them. */
export const ADMIN_PEOPLE_STALE_MS = 0;
