import type { BillingContactInput, CheckoutOptionsResponse } from "@core/contracts/orders";
import { PAYMENT_METHODS, type PaymentMethod } from "@core/orders";
import type { z } from "zod";

/** The billing contact as typed: every field a string ('' for empty). */
export type BillingDraft = Required<{ [K in keyof BillingContactInput]: string }>;
export type BillingField = keyof BillingDraft;

/** The checkout fields a message can be about, by the name the API uses for them. */
export const FIELD_IDS = {
	"billing.name": "checkout-billing-name",
	"billing.email": "checkout-billing-email",
	"billing.company": "checkout-billing-company",
	"billing.address": "checkout-billing-address",
	"billing.po_number": "checkout-billing-po-number",
	payment_method: "checkout-payment-method",
} as const;

/** The fields in the order the page shows them: the first with a problem takes the focus. */
export const FIELD_ORDER = [
	"project_id",
	"billing.name",
	"billing.email",
	"billing.company",
	"billing.address",
	"billing.po_number",
	"payment_method",
] as const satisfies ReadonlyArray<"project_id" | keyof typeof FIELD_IDS>;
export type CheckoutField = (typeof FIELD_ORDER)[number];
export type Problems = Partial<Record<CheckoutField, string>>;

const BILLING_FIELDS: readonly BillingField[] = ["name", "email", "company", "address", "po_number"];

function isCheckoutField(key: string): key is CheckoutField {
	return (FIELD_ORDER as readonly string[]).includes(key);
}

/**
 * The form's first values: the last order's billing contact when there is one (the same
 * production's accounts pay again), else the account's name and email. A PO number belongs to
 * one order, so it always starts empty.
 */
export function initialBilling(options: CheckoutOptionsResponse): BillingDraft {
	const last = options.last_billing;
	return {
		name: last?.name ?? options.billing.name,
		email: last?.email ?? options.billing.email,
		company: last?.company ?? "",
		address: last?.address ?? "",
		po_number: "",
	};
}

/** The method chosen at first: the server's default when offered, else the first offered. */
export function initialMethod(options: CheckoutOptionsResponse): PaymentMethod {
	return options.payment_methods.includes(options.default_payment_method)
		? options.default_payment_method
		: (options.payment_methods[0] ?? PAYMENT_METHODS[0]);
}

/** What the API receives: an empty PO number is left out rather than sent as ''. */
export function billingInput(draft: BillingDraft): BillingContactInput {
	const { po_number, ...rest } = draft;
	return po_number.trim() === "" ? rest : { ...rest, po_number };
}

/** A field name as the API may give it ('billing.email', or 'email' from a service) in the page's terms. */
function fieldKey(key: string): CheckoutField | null {
	const named = (BILLING_FIELDS as readonly string[]).includes(key) ? `billing.${key}` : key;
	return isCheckoutField(named) ? named : null;
}

/** Per-field messages of a failed parse of CheckoutCreate (the first message of each field wins). */
export function problemsOfParse(error: z.ZodError): Problems {
	const fields: Record<string, string> = {};
	for (const issue of error.issues) fields[issue.path.join(".")] ??= issue.message;
	return problemsOfFields(fields);
}

/** The server's per-field messages (a 400's `error.fields`) that name a field of the page. */
export function problemsOfFields(fields: Record<string, string>): Problems {
	const problems: Problems = {};
	for (const [key, message] of Object.entries(fields)) {
		const field = fieldKey(key);
		if (field && !problems[field]) problems[field] = message;
	}
	return problems;
}

export function problemCount(problems: Problems): number {
	return Object.values(problems).filter(Boolean).length;
}

/** The first field with a problem, in page order. */
export function firstProblemField(problems: Problems): CheckoutField | null {
	return FIELD_ORDER.find((field) => problems[field]) ?? null;
}
