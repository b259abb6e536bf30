/** The photo issue flags (spec section 3, photos_issues), free of the API contract. */
export const PHOTO_FLAGS = ["photoshop", "info_missing", "missing_faces"] as const;
export type PhotoFlag = (typeof PHOTO_FLAGS)[number];
