/** The family's people and releases, under the root "family" (the signed-in family's own data). */
export const releasesKeys = {
	all: ["family", "releases"] as const,
	photos: (page: number) => ["family", "releases", "photos", page] as const,
	photo: (id: string) => ["family", "releases", "photo", id] as const,
	persons: () => ["family", "releases", "persons"] as const,
	rights: (photoId: string) => ["family", "releases", "rights", photoId] as const,
	/** The signer's page: no account, keyed by the link's token. */
	request: (token: string) => ["release-request", token] as const,
};

/** Faces, people and releases change only through the family and admins: read afresh on each visit. */
export const RELEASES_STALE_MS = 0;

export const releasesApi = {
	facePhotos: "/api/family/faces/photos",
	photoFaces: (photoId: string) => `/api/family/photos/${encodeURIComponent(photoId)}/faces`,
	face: (faceId: string) => `/api/family/faces/${encodeURIComponent(faceId)}`,
	persons: "/api/family/persons",
	person: (personId: string) => `/api/family/persons/${encodeURIComponent(personId)}`,
	signOnline: (personId: string) => `/api/family/persons/${encodeURIComponent(personId)}/releases/online`,
	paper: (personId: string) => `/api/family/persons/${encodeURIComponent(personId)}/releases`,
	requests: (personId: string) => `/api/family/persons/${encodeURIComponent(personId)}/release-requests`,
	rights: (photoId: string) => `/api/family/photos/${encodeURIComponent(photoId)}/rights`,
	request: (token: string) => `/api/release-requests/${encodeURIComponent(token)}`,
	sign: (token: string) => `/api/release-requests/${encodeURIComponent(token)}/sign`,
};
