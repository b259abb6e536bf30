/** The search filters' fixed values and limits (spec section 3, Filter set), free of the API contract. */
/** Exact totals are counted up to this many; above it the total reads "10,000+". */
export const TOTAL_COUNT_CAP = 10_000;
/** The filter's face-age range when not narrowed (spec section 3, Filter set). */
export const FACE_AGE_MIN = 0;
export const FACE_AGE_MAX = 105;
export const PEOPLE_COUNT_OPTIONS = ["1", "2", "3", "4", "5+"] as const;
export const GENDER_OPTIONS = ["female", "male"] as const;
/** The clearance filter: only photos whose ledger clears them for hero use (issue 26). */
export const CLEARED_OPTIONS = ["hero"] as const;
export const ORIENTATION_OPTIONS = ["horizontal", "vertical", "square"] as const;
