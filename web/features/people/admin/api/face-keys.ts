/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminFaceKeys = {
	all: ["admin", "faces"] as const,
	lists: () => ["admin", "faces", "photos"] as const,
	list: (query: object) => ["admin", "faces", "photos", query] as const,
	photo: (id: string) => ["admin", "faces", "photo", id] as const,
	persons: (q: string) => ["admin", "faces", "persons", q] as const,
	ethnicities: (q: string) => ["admin", "faces", "ethnicities", q] as const,
};

/** Faces change only through admins: read afresh each time the editor opens a photo. */
export const ADMIN_FACES_STALE_MS = 0;
/** People and the ethnicity vocabulary move slowly; a minute saves a request per pause in typing. */
export const ADMIN_FACE_LOOKUP_STALE_MS = 60_000;
