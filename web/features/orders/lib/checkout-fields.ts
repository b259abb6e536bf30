import type {
	BillingContactInput,
	CheckoutOptionsResponse,
	CheckoutProductionOptions,
} from "@core/contracts/orders";
import { PAYMENT_METHODS, type PaymentMethod } from "@core/orders";
import type { Problems } from "@/lib/use-form";

/** The billing contact as typed: every field a string ('' for empty). */
export type BillingDraft = Required<{ [K in keyof BillingContactInput]: string }>;
export type BillingField = keyof BillingDraft;

/**
 * The checkout fields a message can be about, by the name the API uses for them, and their
 * controls. The production's id names the picker's wrapper: its control is a select, or a
 * button when there is no project yet, and the first of them takes the focus.
 */
export const FIELD_IDS = {
	project_id: "checkout-production",
	"billing.name": "checkout-billing-name",
	"billing.email": "checkout-billing-email",
	"billing.company": "checkout-billing-company",
	"billing.address": "checkout-billing-address",
	"billing.po_number": "checkout-billing-po-number",
	production_code: "checkout-production-code",
	episode: "checkout-episode",
	payment_method: "checkout-payment-method",
	terms_version: "checkout-terms",
} as const;
export type CheckoutField = keyof typeof FIELD_IDS;

/** The form's values, each under the field name the API's messages use. */
export type CheckoutValues = {
	project_id: string | null;
	payment_method: PaymentMethod;
	/** The licence terms' version when its box is checked, else ''. */
	terms_version: string;
	/** Issue 29: the order's references beside the PO number ('' for none). */
	production_code: string;
	episode: string;
} & {
	[K in BillingField as `billing.${K}`]: string;
};

const BILLING_FIELDS: readonly BillingField[] = ["name", "email", "company", "address", "po_number"];

/**
 * The form's first values: no production yet, the payment method offered first, and the last
 * order's billing contact when there is one (the same production's accounts pay again), else the
 * account's name and email. A PO number belongs to one order, so it always starts empty.
 */
export function initialValues(options: CheckoutOptionsResponse): CheckoutValues {
	const last = options.last_billing;
	return {
		project_id: null,
		payment_method: initialMethod(options),
		// Accepted anew for every order.
		terms_version: "",
		"billing.name": last?.name ?? options.billing.name,
		"billing.email": last?.email ?? options.billing.email,
		"billing.company": last?.company ?? "",
		"billing.address": last?.address ?? "",
		"billing.po_number": "",
		production_code: "",
		episode: "",
	};
}

/** The values a production's company fills in (issue 29): its billing contact, PO number and code. */
export function productionFill(
	production: CheckoutProductionOptions,
): Partial<Record<CheckoutField, string>> {
	const billing = production.billing;
	const fill: Partial<Record<CheckoutField, string>> = {};
	if (billing) {
		fill["billing.name"] = billing.name;
		fill["billing.email"] = billing.email;
		fill["billing.company"] = billing.company;
		fill["billing.address"] = billing.address;
	}
	const po = billing?.po_number ?? production.po_number;
	if (po) fill["billing.po_number"] = po;
	if (production.production_code) fill.production_code = production.production_code;
	return fill;
}

/** The references sent with the order: an empty one is left out. */
export function referencesInput(values: CheckoutValues): { production_code?: string; episode?: string } {
	const code = values.production_code.trim();
	const episode = values.episode.trim();
	return { ...(code ? { production_code: code } : {}), ...(episode ? { episode } : {}) };
}

/** The method chosen at first: the server's default when offered, else the first offered. */
export function initialMethod(options: CheckoutOptionsResponse): PaymentMethod {
	return options.payment_methods.includes(options.default_payment_method)
		? options.default_payment_method
		: (options.payment_methods[0] ?? PAYMENT_METHODS[0]);
}

/** What the API receives: an empty PO number is left out rather than sent as ''. */
export function billingInput(values: CheckoutValues): BillingContactInput {
	const draft = Object.fromEntries(BILLING_FIELDS.map((field) => [field, values[`billing.${field}`]]));
	const { po_number, ...rest } = draft as BillingDraft;
	return po_number.trim() === "" ? rest : { ...rest, po_number };
}

/** How many of the page's fields these messages are about. */
export function problemCount(problems: Problems<CheckoutField>): number {
	return (Object.keys(FIELD_IDS) as CheckoutField[]).filter((field) => problems[field]).length;
}
