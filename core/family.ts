/**
 * The family side of the marketplace (issue 27): how a member becomes a family, what a family's
 * upload goes through, how a submitted photo is reviewed, and what a family earns. Pure rules,
 * shared by the server and the web.
 */

/** Account roles on the server: a member (buyer), a family (photo owner with a storefront), an admin. */
export const USER_ROLES = ["user", "family", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

// ---- becoming a family

export const FAMILY_APPLICATION_STATUSES = ["pending", "approved", "declined"] as const;
export type FamilyApplicationStatus = (typeof FAMILY_APPLICATION_STATUSES)[number];

/** How long an admin's invitation link stays good. */
export const FAMILY_INVITATION_DAYS = 14;

// ---- uploads

/** The original formats a family may upload (checked by content, never by name or header). */
export const FAMILY_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/tiff"] as const;
export const FAMILY_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** The long side of an original, in pixels: smaller scans do not print on a set. */
export const FAMILY_UPLOAD_MIN_LONG_SIDE = 1200;

/**
 * Where a photo's files stand: 'processing' until the background job has made its thumbnail
 * and watermarked previews, 'failed' when it gave up (the family uploads it again), 'ready'.
 */
export const PROCESSING_STATES = ["ready", "processing", "failed"] as const;
export type ProcessingState = (typeof PROCESSING_STATES)[number];

/** Two perceptual hashes this many bits apart or fewer are the same picture (64-bit dHash). */
export const NEAR_DUPLICATE_MAX_DISTANCE = 6;

// ---- background jobs

export const JOB_STATES = ["queued", "running", "done", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_KINDS = ["photo_derivatives", "sales_digest", "hold_reminder", "hold_expiry"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

// ---- review

export const REVIEW_DECISIONS = ["approved", "changes_requested", "rejected"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_DECISION_LABELS: Record<ReviewDecision, string> = {
	approved: "Approved",
	changes_requested: "Changes requested",
	rejected: "Rejected",
};

/** The fixed reasons a reviewer picks from; 'other' needs a note. */
export const REVIEW_REASONS = [
	"too_small",
	"not_vintage_snapshot",
	"duplicate",
	"missing_releases",
	"artwork_or_brands",
	"other",
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const REVIEW_REASON_LABELS: Record<ReviewReason, string> = {
	too_small: "Too small to print on a set",
	not_vintage_snapshot: "Not a vintage family snapshot",
	duplicate: "A duplicate of a photo already in the archive",
	missing_releases: "Releases are missing for people who can be recognised",
	artwork_or_brands: "Shows artwork or brands that would need their own clearance",
	other: "Other",
};

// ---- earnings

/** A sale adds the family's share of a licence line; a refund takes the same amount back. */
export const ROYALTY_KINDS = ["sale", "refund"] as const;
export type RoyaltyKind = (typeof ROYALTY_KINDS)[number];

export const DEFAULT_ROYALTY_PERCENT = 50;
export const DEFAULT_PAYOUT_MINIMUM_CENTS = 5000;

/**
 * The family's share of one licence line, in whole cents, of the price paid after discount:
 * rounded half up, so two lines of the same price always earn the same.
 */
export function royaltyCents(linePaidCents: number, percent: number): number {
	if (!Number.isInteger(linePaidCents) || linePaidCents < 0)
		throw new RangeError("a line's price is whole cents");
	if (!(percent >= 0 && percent <= 100)) throw new RangeError("a royalty is a percentage");
	return Math.floor((linePaidCents * percent + 50) / 100);
}

// ---- the dashboard

/** The tabs of /family, in order; `?tab=` names one (Photos when absent). */
export const FAMILY_DASHBOARD_TABS = [
	{ value: "photos", label: "Photos" },
	{ value: "upload", label: "Upload" },
	{ value: "people", label: "People and releases" },
	{ value: "earnings", label: "Earnings" },
	{ value: "storefront", label: "Storefront" },
] as const;
export type FamilyDashboardTab = (typeof FAMILY_DASHBOARD_TABS)[number]["value"];

export function familyTabFromQuery(value: string | null): FamilyDashboardTab {
	return FAMILY_DASHBOARD_TABS.find((tab) => tab.value === value)?.value ?? "photos";
}

/** A link to one tab of the dashboard. */
export function familyTabUrl(tab: FamilyDashboardTab): string {
	return tab === "photos" ? "/family" : `/family?${new URLSearchParams({ tab })}`;
}
