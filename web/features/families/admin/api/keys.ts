/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminFamilyKeys = {
	all: ["admin", "families"] as const,
	lists: () => ["admin", "families", "list"] as const,
	list: (query: object) => ["admin", "families", "list", query] as const,
	detail: (id: string) => ["admin", "families", "detail", id] as const,
};

/** Families change only through admins: read afresh each time a screen shows them. */
export const ADMIN_FAMILIES_STALE_MS = 0;

/** Applications and invitations to become a family (issue 27), under the same root. */
export const familyApplicationKeys = {
	all: ["admin", "family-applications"] as const,
	invitations: ["admin", "family-invitations"] as const,
};
