import { ErrorCode } from "@core/contracts/errors";
import { BillingContact, type CheckoutProductionOptions } from "@core/contracts/orders";
import { ORDER_TEXT } from "@core/orders";
import { ORDER_REFERENCE_LABELS, type OrderReference, roleMay } from "@core/teams";
import { requireCompanyRole, roleIn } from "../companies/access";
import type { Executor } from "../db/executor";
import { DomainError, NotFoundError, ValidationError } from "../errors";
import { type CheckoutProject, checkoutProject, unapprovedPhotos } from "./queries/checkout";

/**
 * Checkout for a company's production (issue 29, items 3 and 4): who may check out, the
 * references the company makes mandatory, and its "approved photos only" rule. A personal
 * production has none of these: its owner checks out as before.
 */

/** What the caller may not do in the company, in TEAM_TEXT.roleRefused's words. */
const CHECKOUT_REFUSED = "check out for this company";

/** Where each mandatory reference is read from in the checkout body, under the API's field name. */
const REFERENCE_FIELDS: Record<OrderReference, string> = {
	po_number: "billing.po_number",
	production_code: "production_code",
	episode: "episode",
};

/** The references an order carries, as checked against the company's list. */
export type OrderReferences = {
	po_number?: string | null;
	production_code: string | null;
	episode: string | null;
};

/** The company's billing contact as stored, when it is a whole one. */
function companyBilling(project: CheckoutProject): BillingContact | null {
	const parsed = BillingContact.safeParse(project.company_billing);
	return parsed.success ? parsed.data : null;
}

/**
 * The production the order is for, stamped as used: the caller's own personal one, or a
 * company's when their role there allows checkout (403 for another role). Null when the caller
 * cannot see it (someone else's, a company they are not in, or none): checkout asks to choose one,
 * as it always has for a production that is not the buyer's.
 */
export async function productionForCheckout(
	tx: Executor,
	userId: string,
	projectId: string,
): Promise<CheckoutProject | null> {
	const project = await checkoutProject(tx, userId, projectId, false);
	if (!project) return null;
	if (project.company_id)
		await requireCompanyRole(tx, userId, project.company_id, "checkout", CHECKOUT_REFUSED);
	return checkoutProject(tx, userId, projectId, true);
}

/** 400 with one message per reference the company requires and the order lacks. */
export function assertReferences(project: CheckoutProject, refs: OrderReferences): void {
	if (!project.company_id || !project.required_refs?.length) return;
	const company = project.company_name ?? "your company";
	const fields: Record<string, string> = {};
	for (const ref of project.required_refs) {
		if (!refs[ref]?.trim())
			fields[REFERENCE_FIELDS[ref]] = ORDER_TEXT.referenceRequired(ORDER_REFERENCE_LABELS[ref], company);
	}
	const first = Object.values(fields)[0];
	if (first) throw new ValidationError(first, fields);
}

/** 409 naming the photos (details: their ids) not approved in a shortlist of the production. */
export class NotApprovedError extends DomainError {
	constructor(photos: { id: string; title: string }[]) {
		super(409, ErrorCode.conflict, ORDER_TEXT.notApproved(photos.map((photo) => photo.title)), undefined, {
			photo_ids: photos.map((photo) => photo.id),
		});
	}
}

/** When the company buys approved photos only, every line must be approved in one of the production's shortlists. */
export async function assertApproved(
	tx: Executor,
	project: CheckoutProject,
	photoIds: readonly string[],
): Promise<void> {
	if (!project.company_id || !project.approved_only) return;
	const refused = await unapprovedPhotos(tx, project.id, photoIds);
	if (refused.length > 0) throw new NotApprovedError(refused);
}

/**
 * What the checkout form starts from for a production: its company's billing contact with the
 * production's PO number, the references required and whether the caller may check out. 404
 * when the caller may not see the production (someone else's, or a company they are not in).
 */
export async function productionOptions(
	executor: Executor,
	userId: string,
	projectId: string,
): Promise<CheckoutProductionOptions> {
	const project = await checkoutProject(executor, userId, projectId, false);
	const role = project?.company_id ? await roleIn(executor, userId, project.company_id) : null;
	if (!project || (project.company_id && !role)) throw new NotFoundError(ORDER_TEXT.productionNotFound);
	const billing = companyBilling(project);
	return {
		project_id: project.id,
		company_id: project.company_id,
		company_name: project.company_id ? project.company_name : null,
		billing: billing && { ...billing, ...(project.po_number ? { po_number: project.po_number } : {}) },
		po_number: project.po_number,
		production_code: project.production_code,
		required_refs: project.company_id ? (project.required_refs ?? []) : [],
		approved_only: Boolean(project.company_id && project.approved_only),
		may_check_out: project.company_id ? roleMay(role, "checkout") : true,
	};
}
