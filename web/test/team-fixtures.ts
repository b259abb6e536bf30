import {
	CompanyInvitation,
	CompanyMember,
	CompanyWorkspace,
	type InvitationPreview,
	ProductionPage,
	ProductionSummary,
} from "@core/contracts/teams";
import type { CompanyRole } from "@core/teams";
import { signedInMember } from "./api-mock";
import { companyId, projectId, wishlistFixture } from "./wishlist-fixtures";

/** Answers of the teams API (issue 29) for tests, checked against the contracts; `n` makes ids distinct. */

const hex = (n: number) => n.toString(16).padStart(12, "0");

export const userId = (n: number) => `d4e5f6a7-4444-4555-b666-${hex(n)}`;
export const invitationId = (n: number) => `e5f6a7b8-5555-4666-8777-${hex(n)}`;
export const INVITATION_TOKEN = "T".repeat(43);
export { companyId, projectId };

/** The signed-in test member (api-mock's signedInMember) as a member of the company. */
export function meMember(role: CompanyRole) {
	return CompanyMember.parse({
		user_id: signedInMember.user.id,
		name: "Ada Lovelace",
		email: signedInMember.user.email,
		role,
		added_at: "2026-01-02T10:00:00.000Z",
	});
}

export function memberFixture(n: number, name: string, role: CompanyRole) {
	return CompanyMember.parse({
		user_id: userId(n),
		name,
		email: `${name.toLowerCase().split(" ")[0]}@example.com`,
		role,
		added_at: "2026-01-03T10:00:00.000Z",
	});
}

export function invitationFixture(n: number, email: string, overrides: Partial<CompanyInvitation> = {}) {
	return CompanyInvitation.parse({
		id: invitationId(n),
		email,
		role: "member",
		state: "pending",
		invited_by: "Ada Lovelace",
		created_at: "2026-01-04T10:00:00.000Z",
		expires_at: "2026-01-11T10:00:00.000Z",
		...overrides,
	});
}

export function productionSummaryFixture(
	n: number,
	name: string,
	overrides: Partial<ProductionSummary> = {},
) {
	return ProductionSummary.parse({
		id: projectId(n),
		name,
		production_type: "series",
		starts_on: "2026-03-01",
		ends_on: "2026-06-30",
		production_code: `HF-${n}`,
		shortlist_count: 2,
		licence_count: 1,
		...overrides,
	});
}

/** A workspace as `role` sees it: owners get the invitations, others an empty list. */
export function workspaceFixture(role: CompanyRole, overrides: Partial<CompanyWorkspace> = {}) {
	return CompanyWorkspace.parse({
		company: {
			id: companyId(1),
			name: "Harbor Films",
			company_logo: null,
			created_at: "2026-01-01T09:00:00.000Z",
			role,
		},
		members: [meMember(role), memberFixture(2, "Grace Hopper", "approver")],
		invitations: role === "owner" ? [invitationFixture(1, "dora@example.com")] : [],
		productions: [productionSummaryFixture(1, "Summer Feature")],
		settings: { approved_only: false, required_refs: ["po_number"], billing: null },
		my_notifications: { approval_requests: true, approval_decisions: true },
		...overrides,
	});
}

export function invitationPreviewFixture(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
	return {
		company: "Harbor Films",
		role: "approver",
		email: signedInMember.user.email,
		invited_by: "Grace Hopper",
		state: "pending",
		expires_at: "2026-01-11T10:00:00.000Z",
		...overrides,
	};
}

const photo = (n: number) => ({
	id: `f6a7b8c9-6666-4777-9888-${hex(n)}`,
	photoid: 1000 + n,
	title: `Snapshot ${n}`,
	thumbnail_url: null,
});

export function productionPageFixture(overrides: Partial<ProductionPage> = {}) {
	return ProductionPage.parse({
		production: {
			id: projectId(1),
			name: "Summer Feature",
			company: "Harbor Films",
			last_used_at: null,
			created_at: "2026-01-01T10:00:00.000Z",
			company_id: companyId(1),
			production_type: "feature",
			starts_on: "2026-03-01",
			ends_on: "2026-06-30",
			production_code: "SF-26",
			po_number: "PO-4471",
		},
		company: { id: companyId(1), name: "Harbor Films", role: "owner" },
		may: { edit: true, shortlist: true, checkout: true, documents: true },
		shortlists: [
			wishlistFixture(1, {
				name: "Kitchen wall",
				item_count: 6,
				project_id: projectId(1),
				project_name: "Summer Feature",
			}),
		],
		orders: [
			{
				id: "a1b2c3d4-1111-4222-8333-000000000007",
				reference: "SSD-000007",
				status: "paid",
				placed_at: "2026-02-01T10:00:00.000Z",
				paid_at: "2026-02-02T10:00:00.000Z",
				total_cents: 19600,
				item_count: 4,
				placed_by: "Ada Lovelace",
				po_number: "PO-4471",
				invoice_url: "/api/orders/a1b2c3d4-1111-4222-8333-000000000007/invoice.pdf",
				certificate_url: "/api/orders/a1b2c3d4-1111-4222-8333-000000000007/certificate.pdf",
			},
		],
		licences: [
			{
				photo: photo(1),
				license_type: "background-dressing",
				licence_number: "SSD-000007-01",
				verify_code: "ABCDEFGH0001",
				order_reference: "SSD-000007",
				purchased_at: "2026-02-02T10:00:00.000Z",
			},
		],
		spend: { paid_cents: 19600, awaiting_payment_cents: 4900 },
		...overrides,
	});
}
