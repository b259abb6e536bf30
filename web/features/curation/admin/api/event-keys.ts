/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminEventKeys = {
	all: ["admin", "events"] as const,
	lists: () => ["admin", "events", "list"] as const,
	list: (query: object) => ["admin", "events", "list", query] as const,
	detail: (id: string, page: number) => ["admin", "events", "detail", id, page] as const,
	details: (id: string) => ["admin", "events", "detail", id] as const,
};

/** Events change only through admins: read afresh each time a screen shows them. */
export const ADMIN_EVENTS_STALE_MS = 0;
