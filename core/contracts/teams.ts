import { z } from "zod";
import { LICENSE_TYPES } from "../license";
import { COMPANY_ROLES, ORDER_REFERENCES, PRODUCTION_TYPES } from "../teams";
import { Cents } from "./cart";
import { Company } from "./companies";
import { BillingContact, OrderPhoto, OrderStatusField } from "./orders";
import { EntityName, Project } from "./projects";
import { Wishlist } from "./wishlists";

/**
 * Company workspaces and productions (issue 29): members with roles, invitations by email, and
 * a production's page gathering its shortlists, orders and licences.
 */

export const CompanyRoleField = z.enum(COMPANY_ROLES, "Choose a role");

/** A company as one of its members sees it: with the caller's role. */
export const MyCompany = Company.extend({ role: CompanyRoleField });
export type MyCompany = z.infer<typeof MyCompany>;

export const CompanyMember = z.object({
	user_id: z.uuid(),
	name: z.string(),
	email: z.string(),
	role: CompanyRoleField,
	added_at: z.string(),
});
export type CompanyMember = z.infer<typeof CompanyMember>;

export const INVITATION_STATES = ["pending", "accepted", "expired", "revoked"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** An invitation as the company's owners see it (never its token). */
export const CompanyInvitation = z.object({
	id: z.uuid(),
	email: z.string(),
	role: CompanyRoleField,
	state: z.enum(INVITATION_STATES),
	invited_by: z.string().nullable(),
	created_at: z.string(),
	expires_at: z.string(),
});
export type CompanyInvitation = z.infer<typeof CompanyInvitation>;

/** A production in a list: its name, type, dates and how much it holds. */
export const ProductionSummary = z.object({
	id: z.uuid(),
	name: z.string(),
	production_type: z.enum(PRODUCTION_TYPES).nullable(),
	starts_on: z.string().nullable(),
	ends_on: z.string().nullable(),
	production_code: z.string().nullable(),
	shortlist_count: z.number().int().nonnegative(),
	licence_count: z.number().int().nonnegative(),
});
export type ProductionSummary = z.infer<typeof ProductionSummary>;

/**
 * A company's settings (owners change them): checkout refuses unapproved shortlisted photos when
 * `approved_only`; every order must carry the `required_refs`; `billing` starts every checkout.
 */
export const CompanySettings = z.object({
	approved_only: z.boolean(),
	required_refs: z.array(z.enum(ORDER_REFERENCES)),
	billing: BillingContact.nullable(),
});
export type CompanySettings = z.infer<typeof CompanySettings>;
/** PATCH /api/companies/{id}/settings: any of the fields. */
export const CompanySettingsUpdate = z
	.object({
		approved_only: z.boolean().optional(),
		required_refs: z.array(z.enum(ORDER_REFERENCES)).max(ORDER_REFERENCES.length).optional(),
		billing: BillingContact.nullable().optional(),
	})
	.strict();
export type CompanySettingsUpdate = z.input<typeof CompanySettingsUpdate>;
export const CompanySettingsResponse = z.object({ settings: CompanySettings });

/** The caller's own mail for the company's approvals; PATCH /api/companies/{id}/notifications. */
export const MemberNotifications = z.object({
	approval_requests: z.boolean(),
	approval_decisions: z.boolean(),
});
export type MemberNotifications = z.infer<typeof MemberNotifications>;
export const MemberNotificationsUpdate = MemberNotifications.partial().strict();
export type MemberNotificationsUpdate = z.input<typeof MemberNotificationsUpdate>;
export const MemberNotificationsResponse = z.object({ notifications: MemberNotifications });

/**
 * GET /api/companies/{id}: the workspace as a member sees it. `invitations` lists pending and
 * past invitations for owners only (empty for other roles).
 */
export const CompanyWorkspace = z.object({
	company: MyCompany,
	members: z.array(CompanyMember),
	invitations: z.array(CompanyInvitation),
	productions: z.array(ProductionSummary),
	settings: CompanySettings,
	my_notifications: MemberNotifications,
});
export type CompanyWorkspace = z.infer<typeof CompanyWorkspace>;

const InviteEmail = z
	.string()
	.trim()
	.toLowerCase()
	.pipe(z.email("Enter a valid email address").max(254, "Enter a valid email address"));

export const InvitationCreate = z.object({ email: InviteEmail, role: CompanyRoleField }).strict();
export type InvitationCreate = z.input<typeof InvitationCreate>;
export const InvitationResponse = z.object({ invitation: CompanyInvitation });
export type InvitationResponse = z.infer<typeof InvitationResponse>;

export const MemberUpdate = z.object({ role: CompanyRoleField }).strict();
export type MemberUpdate = z.input<typeof MemberUpdate>;
export const MemberResponse = z.object({ member: CompanyMember });
export type MemberResponse = z.infer<typeof MemberResponse>;

export const MemberParams = z.object({ id: z.uuid(), userId: z.uuid() }).strict();
export const InvitationParams = z.object({ id: z.uuid(), invitationId: z.uuid() }).strict();
/** An invitation link's token: 32 random bytes, base64url. */
export const InvitationTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict();

/**
 * GET /api/invitations/{token}: what the link offers, to whoever holds it (signed in or not), so
 * the page can say which company, which role and for which email.
 */
export const InvitationPreview = z.object({
	company: z.string(),
	role: CompanyRoleField,
	email: z.string(),
	invited_by: z.string().nullable(),
	state: z.enum(INVITATION_STATES),
	expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;
export const InvitationPreviewResponse = z.object({ invitation: InvitationPreview });

/** POST /api/invitations/{token}/accept: the company the caller has joined. */
export const InvitationAcceptResponse = z.object({ company: MyCompany });
export type InvitationAcceptResponse = z.infer<typeof InvitationAcceptResponse>;

// ------------------------------------------------------------------ productions

const OptionalText = (max: number, message: string) =>
	z
		.string()
		.trim()
		.max(max, message)
		.transform((v) => (v === "" ? null : v))
		.nullable();

const IsoDate = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD")
	.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Enter a real date")
	.nullable();

/** A project with its production details (issue 29). */
export const Production = Project.extend({
	company_id: z.uuid().nullable(),
	production_type: z.enum(PRODUCTION_TYPES).nullable(),
	starts_on: z.string().nullable(),
	ends_on: z.string().nullable(),
	production_code: z.string().nullable(),
	po_number: z.string().nullable(),
});
export type Production = z.infer<typeof Production>;

/** PATCH /api/productions/{id}: the company's owner or the production's creator. */
export const ProductionUpdate = z
	.object({
		name: EntityName.optional(),
		production_type: z.enum(PRODUCTION_TYPES, "Choose feature, series or commercial").nullable().optional(),
		starts_on: IsoDate.optional(),
		ends_on: IsoDate.optional(),
		production_code: OptionalText(40, "Production code must be 40 characters or fewer").optional(),
		po_number: OptionalText(40, "PO number must be 40 characters or fewer").optional(),
	})
	.strict();
export type ProductionUpdate = z.input<typeof ProductionUpdate>;

/** One of the production's orders, as every member sees it (documents only for those allowed). */
export const ProductionOrder = z.object({
	id: z.uuid(),
	reference: z.string(),
	status: OrderStatusField,
	placed_at: z.string(),
	paid_at: z.string().nullable(),
	total_cents: Cents,
	item_count: z.number().int().nonnegative(),
	/** Who placed it (their name), or null when their account is gone. */
	placed_by: z.string().nullable(),
	po_number: z.string().nullable(),
	/** API paths of the PDFs, for roles that may see documents; null otherwise or not yet. */
	invoice_url: z.string().nullable(),
	certificate_url: z.string().nullable(),
});
export type ProductionOrder = z.infer<typeof ProductionOrder>;

/** One licence of the production: a photo of a paid order. */
export const ProductionLicence = z.object({
	photo: OrderPhoto,
	license_type: z.enum(LICENSE_TYPES),
	licence_number: z.string(),
	verify_code: z.string(),
	order_reference: z.string(),
	purchased_at: z.string(),
});
export type ProductionLicence = z.infer<typeof ProductionLicence>;

/** What the caller may do on the production's page. */
export const ProductionAbilities = z.object({
	edit: z.boolean(),
	shortlist: z.boolean(),
	checkout: z.boolean(),
	documents: z.boolean(),
});

/** GET /api/productions/{id}: everything of one production the caller may see. */
export const ProductionPage = z.object({
	production: Production,
	/** The production's company and the caller's role in it; null for a personal production. */
	company: MyCompany.pick({ id: true, name: true, role: true }).nullable(),
	may: ProductionAbilities,
	shortlists: z.array(Wishlist),
	orders: z.array(ProductionOrder),
	licences: z.array(ProductionLicence),
	spend: z.object({ paid_cents: Cents, awaiting_payment_cents: Cents }),
});
export type ProductionPage = z.infer<typeof ProductionPage>;
export const ProductionResponse = z.object({ production: Production });
export type ProductionResponse = z.infer<typeof ProductionResponse>;
