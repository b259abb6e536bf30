/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminPhotoKeys = {
	all: ["admin", "photos"] as const,
	lists: () => ["admin", "photos", "list"] as const,
	list: (query: object) => ["admin", "photos", "list", query] as const,
	detail: (id: string) => ["admin", "photos", "detail", id] as const,
	suggest: (field: string, q: string) => ["admin", "photos", "suggest", field, q] as const,
	families: (q: string) => ["admin", "photos", "families", q] as const,
	family: (id: string) => ["admin", "photos", "family", id] as const,
	events: () => ["admin", "photos", "events"] as const,
};

/** Photos change through admins and uploads at any time: read afresh each time a screen shows them. */
export const ADMIN_PHOTOS_STALE_MS = 0;
/** Vocabulary and the event list move slowly; a minute saves a request per keystroke pause. */
export const ADMIN_LOOKUP_STALE_MS = 60_000;
