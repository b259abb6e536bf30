/**
 * Company workspaces (issue 29): who in a production's company may do what. The server checks
 * every company row against these lists; the web only uses them to hide what would be refused.
 */

export const COMPANY_ROLES = ["owner", "buyer", "approver", "member", "accounts"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
	owner: "Owner",
	buyer: "Buyer",
	approver: "Approver",
	member: "Member",
	accounts: "Accounts",
};

/** What each role is for, as the members page explains it. */
export const COMPANY_ROLE_HINTS: Record<CompanyRole, string> = {
	owner: "Manages members and settings; may also buy and approve.",
	buyer: "May check out for the company.",
	approver: "Approves or rejects shortlisted photos.",
	member: "Searches, shortlists and comments.",
	accounts: "Sees orders, invoices and certificates.",
};

/** The things a company role permits; each lists the roles allowed. */
export const COMPANY_PERMISSIONS = {
	/** Invite, change roles, remove members; rename the company; change its settings. */
	manage: ["owner"],
	/** Start a production of the company; edit one's details (the owner, or its creator). */
	createProduction: ["owner", "buyer", "approver", "member"],
	/** Add to and take from the production's shortlists, write notes. */
	shortlist: ["owner", "buyer", "approver", "member"],
	/** Check out an order for the company and its production. */
	checkout: ["owner", "buyer"],
	/** Every order's invoice, certificate and paperwork (the buyer also sees those of their own orders). */
	documents: ["owner", "accounts"],
} as const satisfies Record<string, readonly CompanyRole[]>;
export type CompanyPermission = keyof typeof COMPANY_PERMISSIONS;

export function roleMay(role: CompanyRole | null | undefined, permission: CompanyPermission): boolean {
	return role != null && (COMPANY_PERMISSIONS[permission] as readonly CompanyRole[]).includes(role);
}

/** The references a company can make mandatory on every order (issue 29, item 4). */
export const ORDER_REFERENCES = ["po_number", "production_code", "episode"] as const;
export type OrderReference = (typeof ORDER_REFERENCES)[number];
export const ORDER_REFERENCE_LABELS: Record<OrderReference, string> = {
	po_number: "PO number",
	production_code: "Production code",
	episode: "Episode",
};

/** A shortlisted photo's approval (issue 29, item 3): proposed until an approver decides. */
export const APPROVAL_STATES = ["proposed", "approved", "rejected"] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** What a production's activity feed records (issue 29, item 5). */
export const ACTIVITY_KINDS = [
	"added",
	"commented",
	"sent_for_approval",
	"approved",
	"rejected",
	"ordered",
	"paid",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** An invitation link works this many days, once. */
export const INVITATION_DAYS = 7;

export const PRODUCTION_TYPES = ["feature", "series", "commercial"] as const;
export type ProductionType = (typeof PRODUCTION_TYPES)[number];
export const PRODUCTION_TYPE_LABELS: Record<ProductionType, string> = {
	feature: "Feature",
	series: "Series",
	commercial: "Commercial",
};

/** A production's texts (issue 29), for the server's answers and the page's states. */
export const PRODUCTION_TEXT = {
	notFound: "Production not found",
	endsBeforeStart: "End date must be on or after the start date",
} as const;

export const TEAM_TEXT = {
	notMember: "Company not found",
	roleRefused: (what: string) => `Your role in this company does not allow you to ${what}.`,
	lastOwner: "A company needs at least one owner. Make someone else an owner first.",
	alreadyMember: (email: string) => `${email} is already a member of this company.`,
	invitationSubject: (company: string) => `You are invited to join ${company}`,
	invitationExpired: "This invitation has expired. Ask for a new one.",
	invitationUsed: "This invitation has already been used.",
	invitationRevoked: "This invitation was withdrawn.",
	invitationOtherEmail: (email: string) =>
		`This invitation is for ${email}. Sign in with that email address to accept it.`,
	invited: (email: string) => `Invitation sent to ${email}`,
	joined: (company: string) => `You joined ${company}`,
	removed: (name: string) => `${name} was removed from the company`,
	roleChanged: (name: string, role: CompanyRole) =>
		`${name} is now ${COMPANY_ROLE_LABELS[role].toLowerCase()}`,
	memberNotFound: "Member not found",
	invitationNotFound: "Invitation not found",
} as const;
